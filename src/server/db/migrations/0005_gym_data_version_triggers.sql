-- Bumps gym_data_versions for every gym a statement touched (see schema.ts, gymDataVersions).
CREATE OR REPLACE FUNCTION gaston_bump_gyms(gym_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO gym_data_versions AS v (gym_id, version, changed_at)
  SELECT DISTINCT g, 1, now() FROM unnest(gym_ids) AS g
  WHERE g IS NOT NULL AND EXISTS (SELECT 1 FROM gyms WHERE gyms.id = g)
  ON CONFLICT (gym_id) DO UPDATE SET version = v.version + 1, changed_at = now();
$$;
--> statement-breakpoint
-- Tables carrying gym_id.
CREATE OR REPLACE FUNCTION gaston_bump_by_gym_id() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM gaston_bump_gyms(array_agg(DISTINCT gym_id)) FROM bump_new;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM gaston_bump_gyms(array_agg(DISTINCT gym_id)) FROM bump_old;
  ELSE
    PERFORM gaston_bump_gyms(array_agg(DISTINCT gym_id)) FROM (SELECT gym_id FROM bump_new UNION SELECT gym_id FROM bump_old) t;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Tables carrying boulder_id (ratings, grade proposals).
CREATE OR REPLACE FUNCTION gaston_bump_by_boulder_id() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM gaston_bump_gyms(array_agg(DISTINCT b.gym_id)) FROM bump_new n JOIN boulders b ON b.id = n.boulder_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM gaston_bump_gyms(array_agg(DISTINCT b.gym_id)) FROM bump_old o JOIN boulders b ON b.id = o.boulder_id;
  ELSE
    PERFORM gaston_bump_gyms(array_agg(DISTINCT b.gym_id))
    FROM (SELECT boulder_id FROM bump_new UNION SELECT boulder_id FROM bump_old) t JOIN boulders b ON b.id = t.boulder_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- sector_openings carries sector_id.
CREATE OR REPLACE FUNCTION gaston_bump_by_sector_id() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM gaston_bump_gyms(array_agg(DISTINCT s.gym_id)) FROM bump_new n JOIN sectors s ON s.id = n.sector_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM gaston_bump_gyms(array_agg(DISTINCT s.gym_id)) FROM bump_old o JOIN sectors s ON s.id = o.sector_id;
  ELSE
    PERFORM gaston_bump_gyms(array_agg(DISTINCT s.gym_id))
    FROM (SELECT sector_id FROM bump_new UNION SELECT sector_id FROM bump_old) t JOIN sectors s ON s.id = t.sector_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ascents_version_insert AFTER INSERT ON ascents REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER ascents_version_update AFTER UPDATE ON ascents REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER ascents_version_delete AFTER DELETE ON ascents REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER connections_version_insert AFTER INSERT ON connections REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER connections_version_update AFTER UPDATE ON connections REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER connections_version_delete AFTER DELETE ON connections REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER comments_version_insert AFTER INSERT ON comments REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER comments_version_update AFTER UPDATE ON comments REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER comments_version_delete AFTER DELETE ON comments REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER boulders_version_insert AFTER INSERT ON boulders REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER boulders_version_update AFTER UPDATE ON boulders REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER boulders_version_delete AFTER DELETE ON boulders REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER sectors_version_insert AFTER INSERT ON sectors REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER sectors_version_update AFTER UPDATE ON sectors REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER sectors_version_delete AFTER DELETE ON sectors REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER gym_difficulties_version_insert AFTER INSERT ON gym_difficulties REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER gym_difficulties_version_update AFTER UPDATE ON gym_difficulties REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER gym_difficulties_version_delete AFTER DELETE ON gym_difficulties REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER climber_levels_version_insert AFTER INSERT ON climber_levels REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER climber_levels_version_update AFTER UPDATE ON climber_levels REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER climber_levels_version_delete AFTER DELETE ON climber_levels REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id();
--> statement-breakpoint
CREATE TRIGGER ratings_version_insert AFTER INSERT ON ratings REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_boulder_id();
--> statement-breakpoint
CREATE TRIGGER ratings_version_update AFTER UPDATE ON ratings REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_boulder_id();
--> statement-breakpoint
CREATE TRIGGER ratings_version_delete AFTER DELETE ON ratings REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_boulder_id();
--> statement-breakpoint
CREATE TRIGGER grade_proposals_version_insert AFTER INSERT ON grade_proposals REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_boulder_id();
--> statement-breakpoint
CREATE TRIGGER grade_proposals_version_update AFTER UPDATE ON grade_proposals REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_boulder_id();
--> statement-breakpoint
CREATE TRIGGER grade_proposals_version_delete AFTER DELETE ON grade_proposals REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_boulder_id();
--> statement-breakpoint
CREATE TRIGGER sector_openings_version_insert AFTER INSERT ON sector_openings REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_sector_id();
--> statement-breakpoint
CREATE TRIGGER sector_openings_version_update AFTER UPDATE ON sector_openings REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_sector_id();
--> statement-breakpoint
CREATE TRIGGER sector_openings_version_delete AFTER DELETE ON sector_openings REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_sector_id();
