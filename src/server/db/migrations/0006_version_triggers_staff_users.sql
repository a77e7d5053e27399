-- The setter-management lists also depend on who is staff of a gym and on the climbers whose home
-- gym it is: their writes bump the gym's data version too (see 0005).
CREATE OR REPLACE FUNCTION gaston_bump_by_home_gym_id() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM gaston_bump_gyms(array_agg(DISTINCT home_gym_id)) FROM bump_new;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM gaston_bump_gyms(array_agg(DISTINCT home_gym_id)) FROM bump_old;
  ELSE
    PERFORM gaston_bump_gyms(array_agg(DISTINCT home_gym_id)) FROM (SELECT home_gym_id FROM bump_new UNION SELECT home_gym_id FROM bump_old) t;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER gym_staff_version_insert AFTER INSERT ON gym_staff REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER gym_staff_version_update AFTER UPDATE ON gym_staff REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER gym_staff_version_delete AFTER DELETE ON gym_staff REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER users_version_insert AFTER INSERT ON users REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_home_gym_id();
--> statement-breakpoint
CREATE TRIGGER users_version_update AFTER UPDATE ON users REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_home_gym_id();
--> statement-breakpoint
CREATE TRIGGER users_version_delete AFTER DELETE ON users REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_home_gym_id();
