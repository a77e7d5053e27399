CREATE OR REPLACE FUNCTION public.gaston_bump_gym_versions(gym_ids integer[], activity boolean)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
-- A new data version for each of these gyms that exists, and a notification to every process
-- (src/server/db/gym-changes.ts): `version` on gaston_gym_changes for staff writes, seen at once;
-- `activity_version` on gaston_gym_activity for the climbers' activity the drainer folded.
DECLARE
  bumped integer[];
BEGIN
  EXECUTE format($bump$
    WITH b AS (
      INSERT INTO gym_data_versions AS v (gym_id, %1$I, changed_at)
      SELECT DISTINCT g, 1, now() FROM unnest($1) AS g
      WHERE g IS NOT NULL AND EXISTS (SELECT 1 FROM gyms WHERE gyms.id = g)
      ON CONFLICT (gym_id) DO UPDATE SET %1$I = v.%1$I + 1, changed_at = now()
      RETURNING gym_id
    )
    SELECT array_agg(gym_id ORDER BY gym_id) FROM b
  $bump$, CASE WHEN activity THEN 'activity_version' ELSE 'version' END) INTO bumped USING gym_ids;
  IF bumped IS NOT NULL THEN
    PERFORM pg_notify(CASE WHEN activity THEN 'gaston_gym_activity' ELSE 'gaston_gym_changes' END, array_to_string(bumped, ','));
  END IF;
END;
$function$;
