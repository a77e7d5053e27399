CREATE OR REPLACE FUNCTION public.gaston_install_version_triggers(tbl regclass, via text, deferred_ops text[] DEFAULT '{}'::text[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  table_name text := (SELECT relname FROM pg_class WHERE oid = tbl);
  function_name text := format('gaston_bump_versions_%s', table_name);
  gym_of text;
  op text;
  trigger_name text;
BEGIN
  gym_of := CASE via
    WHEN 'id' THEN 't.id'
    WHEN 'gym_id' THEN 't.gym_id'
    WHEN 'home_gym_id' THEN 't.home_gym_id'
    WHEN 'boulder_id' THEN '(SELECT b.gym_id FROM boulders b WHERE b.id = t.boulder_id)'
    WHEN 'sector_id' THEN '(SELECT s.gym_id FROM sectors s WHERE s.id = t.sector_id)'
  END;
  IF gym_of IS NULL THEN
    RAISE EXCEPTION 'gaston_install_version_triggers: unknown way to the gym %', via;
  END IF;
  -- The gyms of the rows the statement wrote: the new ones, the old ones, or both for an update.
  EXECUTE format($template$
    CREATE OR REPLACE FUNCTION %1$I() RETURNS trigger
    LANGUAGE plpgsql AS $body$
    DECLARE
      deferred boolean := TG_ARGV[0] = 'deferred';
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM gaston_touch_gyms(ARRAY(SELECT DISTINCT %2$s FROM bump_new t), deferred);
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM gaston_touch_gyms(ARRAY(SELECT DISTINCT %2$s FROM bump_old t), deferred);
      ELSE
        PERFORM gaston_touch_gyms(ARRAY(SELECT %2$s FROM bump_new t UNION SELECT %2$s FROM bump_old t), deferred);
      END IF;
      RETURN NULL;
    END;
    $body$
  $template$, function_name, gym_of);
  FOREACH op IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
    trigger_name := format('%s_version_%s', table_name, op);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', trigger_name, tbl);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON %s REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION %I(%L)',
      trigger_name, upper(op), tbl,
      CASE op WHEN 'insert' THEN 'NEW TABLE AS bump_new' WHEN 'delete' THEN 'OLD TABLE AS bump_old' ELSE 'OLD TABLE AS bump_old NEW TABLE AS bump_new' END,
      function_name, CASE WHEN op = ANY (deferred_ops) THEN 'deferred' ELSE 'now' END);
  END LOOP;
END;
$function$;
