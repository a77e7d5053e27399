CREATE OR REPLACE FUNCTION public.gaston_bump_versions()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The version triggers of every table a gym's pages read (triggers.sql, '…_version_insert|update|delete'):
-- the gyms of the rows a statement wrote (the new ones, the old ones, or both for an update) get a new
-- data version, at once or by the next drain (TG_ARGV[0]: 'now' or 'deferred'). TG_ARGV[1] is the way
-- from a row to its gym: a column of the row, or the gym of its boulder or sector.
DECLARE
  gym_of text := CASE TG_ARGV[1]
    WHEN 'id' THEN 't.id'
    WHEN 'gym_id' THEN 't.gym_id'
    WHEN 'home_gym_id' THEN 't.home_gym_id'
    WHEN 'boulder_id' THEN '(SELECT b.gym_id FROM boulders b WHERE b.id = t.boulder_id)'
    WHEN 'sector_id' THEN '(SELECT s.gym_id FROM sectors s WHERE s.id = t.sector_id)'
  END;
  gym_ids integer[];
BEGIN
  IF gym_of IS NULL THEN
    RAISE EXCEPTION 'gaston_bump_versions: unknown way to the gym %', TG_ARGV[1];
  END IF;
  EXECUTE format(
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT ARRAY(SELECT DISTINCT %1$s FROM bump_new t)'
      WHEN 'DELETE' THEN 'SELECT ARRAY(SELECT DISTINCT %1$s FROM bump_old t)'
      ELSE 'SELECT ARRAY(SELECT %1$s FROM bump_new t UNION SELECT %1$s FROM bump_old t)'
    END, gym_of) INTO gym_ids;
  PERFORM gaston_touch_gyms(gym_ids, TG_ARGV[0] = 'deferred');
  RETURN NULL;
END;
$function$;
