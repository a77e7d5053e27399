-- Every gym data version trigger runs one function, gaston_bump_versions(via, mode), installed on a
-- table by gaston_install_version_triggers (its insert, update and delete statement triggers). It
-- replaces the four near-identical functions of 0005, 0006 and 0009; what each table does is unchanged.
--   via:  the column that leads to the gym: gym_id, home_gym_id, boulder_id (through boulders) or
--         sector_id (through sectors);
--   mode: 'deferred' for a climber's write (the gyms are queued and bumped by the next drain, see
--         gaston_touch_gyms in 0009), 'now' for a staff write (seen by the very next read).
CREATE OR REPLACE FUNCTION gaston_bump_versions() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  via text := TG_ARGV[0];
  gym_of text;
  written text;
  gym_ids integer[];
BEGIN
  gym_of := CASE via
    WHEN 'gym_id' THEN 'SELECT t.gym_id AS gym FROM %I t'
    WHEN 'home_gym_id' THEN 'SELECT t.home_gym_id AS gym FROM %I t'
    WHEN 'boulder_id' THEN 'SELECT b.gym_id AS gym FROM %I t JOIN boulders b ON b.id = t.boulder_id'
    WHEN 'sector_id' THEN 'SELECT s.gym_id AS gym FROM %I t JOIN sectors s ON s.id = t.sector_id'
  END;
  IF gym_of IS NULL THEN
    RAISE EXCEPTION 'gaston_bump_versions: unknown way to the gym %', via;
  END IF;
  -- The transition tables of the statement: new rows, old rows, or both for an update.
  written := CASE TG_OP
    WHEN 'INSERT' THEN format(gym_of, 'bump_new')
    WHEN 'DELETE' THEN format(gym_of, 'bump_old')
    ELSE format(gym_of, 'bump_new') || ' UNION ' || format(gym_of, 'bump_old')
  END;
  EXECUTE format('SELECT array_agg(DISTINCT gym) FROM (%s) w', written) INTO gym_ids;
  PERFORM gaston_touch_gyms(gym_ids, TG_ARGV[1] = 'deferred');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- (Re)creates <table>_version_insert, _update and _delete; `deferred_ops` lists the operations that
-- are climbers' writes.
CREATE OR REPLACE FUNCTION gaston_install_version_triggers(tbl regclass, via text, deferred_ops text[] DEFAULT '{}') RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  op text;
  trigger_name text;
BEGIN
  FOREACH op IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
    trigger_name := format('%s_version_%s', (SELECT relname FROM pg_class WHERE oid = tbl), op);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', trigger_name, tbl);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON %s REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions(%L, %L)',
      trigger_name, upper(op), tbl,
      CASE op WHEN 'insert' THEN 'NEW TABLE AS bump_new' WHEN 'delete' THEN 'OLD TABLE AS bump_old' ELSE 'OLD TABLE AS bump_old NEW TABLE AS bump_new' END,
      via, CASE WHEN op = ANY (deferred_ops) THEN 'deferred' ELSE 'now' END);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Staff writes.
SELECT gaston_install_version_triggers('boulders', 'gym_id');
--> statement-breakpoint
SELECT gaston_install_version_triggers('sectors', 'gym_id');
--> statement-breakpoint
SELECT gaston_install_version_triggers('sector_openings', 'sector_id');
--> statement-breakpoint
SELECT gaston_install_version_triggers('gym_difficulties', 'gym_id');
--> statement-breakpoint
SELECT gaston_install_version_triggers('gym_staff', 'gym_id');
--> statement-breakpoint
-- Written by the climber-levels job.
SELECT gaston_install_version_triggers('climber_levels', 'gym_id');
--> statement-breakpoint
-- A new comment is a climber's; moderating one (update, delete) is staff work.
SELECT gaston_install_version_triggers('comments', 'gym_id', ARRAY['insert']);
--> statement-breakpoint
-- Climbers' writes.
SELECT gaston_install_version_triggers('ratings', 'boulder_id', ARRAY['insert', 'update', 'delete']);
--> statement-breakpoint
SELECT gaston_install_version_triggers('grade_proposals', 'boulder_id', ARRAY['insert', 'update', 'delete']);
--> statement-breakpoint
SELECT gaston_install_version_triggers('users', 'home_gym_id', ARRAY['insert', 'update', 'delete']);
--> statement-breakpoint
DROP FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
DROP FUNCTION gaston_bump_by_boulder_id();
--> statement-breakpoint
DROP FUNCTION gaston_bump_by_sector_id();
--> statement-breakpoint
DROP FUNCTION gaston_bump_by_home_gym_id();
