CREATE TABLE "gym_change_queue" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gym_change_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL
);
--> statement-breakpoint
-- Every bump of a gym's data version is announced on channel gaston_gym_changes (payload: the gym
-- ids, comma-separated), delivered to listeners when the transaction commits: each server process
-- drops what it cached for those gyms, and live views can follow (src/server/db/gym-changes.ts).
CREATE OR REPLACE FUNCTION gaston_bump_gyms(gym_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  bumped integer[];
BEGIN
  WITH b AS (
    INSERT INTO gym_data_versions AS v (gym_id, version, changed_at)
    SELECT DISTINCT g, 1, now() FROM unnest(gym_ids) AS g
    WHERE g IS NOT NULL AND EXISTS (SELECT 1 FROM gyms WHERE gyms.id = g)
    ON CONFLICT (gym_id) DO UPDATE SET version = v.version + 1, changed_at = now()
    RETURNING gym_id
  )
  SELECT array_agg(gym_id ORDER BY gym_id) INTO bumped FROM b;
  IF bumped IS NOT NULL THEN
    PERFORM pg_notify('gaston_gym_changes', array_to_string(bumped, ','));
  END IF;
END;
$$;
--> statement-breakpoint
-- A staff write bumps at once (seen by the very next read); a climber's write (trigger argument
-- 'deferred') only queues its gyms, bumped by the next drain, so climbers never wait on each other.
CREATE OR REPLACE FUNCTION gaston_touch_gyms(gym_ids integer[], deferred boolean) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF deferred THEN
    INSERT INTO gym_change_queue (gym_id) SELECT DISTINCT g FROM unnest(gym_ids) AS g WHERE g IS NOT NULL;
  ELSE
    PERFORM gaston_bump_gyms(gym_ids);
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gaston_bump_by_gym_id() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  deferred boolean := TG_NARGS > 0 AND TG_ARGV[0] = 'deferred';
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM gaston_touch_gyms(array_agg(DISTINCT gym_id), deferred) FROM bump_new;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM gaston_touch_gyms(array_agg(DISTINCT gym_id), deferred) FROM bump_old;
  ELSE
    PERFORM gaston_touch_gyms(array_agg(DISTINCT gym_id), deferred) FROM (SELECT gym_id FROM bump_new UNION SELECT gym_id FROM bump_old) t;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gaston_bump_by_boulder_id() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  deferred boolean := TG_NARGS > 0 AND TG_ARGV[0] = 'deferred';
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM gaston_touch_gyms(array_agg(DISTINCT b.gym_id), deferred) FROM bump_new n JOIN boulders b ON b.id = n.boulder_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM gaston_touch_gyms(array_agg(DISTINCT b.gym_id), deferred) FROM bump_old o JOIN boulders b ON b.id = o.boulder_id;
  ELSE
    PERFORM gaston_touch_gyms(array_agg(DISTINCT b.gym_id), deferred)
    FROM (SELECT boulder_id FROM bump_new UNION SELECT boulder_id FROM bump_old) t JOIN boulders b ON b.id = t.boulder_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gaston_bump_by_home_gym_id() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  deferred boolean := TG_NARGS > 0 AND TG_ARGV[0] = 'deferred';
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM gaston_touch_gyms(array_agg(DISTINCT home_gym_id), deferred) FROM bump_new;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM gaston_touch_gyms(array_agg(DISTINCT home_gym_id), deferred) FROM bump_old;
  ELSE
    PERFORM gaston_touch_gyms(array_agg(DISTINCT home_gym_id), deferred) FROM (SELECT home_gym_id FROM bump_new UNION SELECT home_gym_id FROM bump_old) t;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Climbers' writes: ratings, grade proposals, new comments, profiles. Comment moderation (update,
-- delete) is staff work and keeps bumping at once.
DROP TRIGGER ratings_version_insert ON ratings;
--> statement-breakpoint
DROP TRIGGER ratings_version_update ON ratings;
--> statement-breakpoint
DROP TRIGGER ratings_version_delete ON ratings;
--> statement-breakpoint
DROP TRIGGER grade_proposals_version_insert ON grade_proposals;
--> statement-breakpoint
DROP TRIGGER grade_proposals_version_update ON grade_proposals;
--> statement-breakpoint
DROP TRIGGER grade_proposals_version_delete ON grade_proposals;
--> statement-breakpoint
DROP TRIGGER comments_version_insert ON comments;
--> statement-breakpoint
DROP TRIGGER users_version_insert ON users;
--> statement-breakpoint
DROP TRIGGER users_version_update ON users;
--> statement-breakpoint
DROP TRIGGER users_version_delete ON users;
--> statement-breakpoint
CREATE TRIGGER ratings_version_insert AFTER INSERT ON ratings REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_boulder_id('deferred');
--> statement-breakpoint
CREATE TRIGGER ratings_version_update AFTER UPDATE ON ratings REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_boulder_id('deferred');
--> statement-breakpoint
CREATE TRIGGER ratings_version_delete AFTER DELETE ON ratings REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_boulder_id('deferred');
--> statement-breakpoint
CREATE TRIGGER grade_proposals_version_insert AFTER INSERT ON grade_proposals REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_boulder_id('deferred');
--> statement-breakpoint
CREATE TRIGGER grade_proposals_version_update AFTER UPDATE ON grade_proposals REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_boulder_id('deferred');
--> statement-breakpoint
CREATE TRIGGER grade_proposals_version_delete AFTER DELETE ON grade_proposals REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_boulder_id('deferred');
--> statement-breakpoint
CREATE TRIGGER comments_version_insert AFTER INSERT ON comments REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_gym_id('deferred');
--> statement-breakpoint
CREATE TRIGGER users_version_insert AFTER INSERT ON users REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_home_gym_id('deferred');
--> statement-breakpoint
CREATE TRIGGER users_version_update AFTER UPDATE ON users REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_home_gym_id('deferred');
--> statement-breakpoint
CREATE TRIGGER users_version_delete AFTER DELETE ON users REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_by_home_gym_id('deferred');
--> statement-breakpoint
-- As in 0009, plus the gyms queued by gaston_touch_gyms.
CREATE OR REPLACE FUNCTION gaston_drain_stats(max_rows integer, wait boolean DEFAULT false) RETURNS integer[]
LANGUAGE plpgsql AS $$
DECLARE
  q_gyms integer[]; q_boulders integer[]; q_users integer[]; q_days date[];
  q_logs integer[]; q_tries integer[]; q_tops integer[]; q_connections integer[];
  pair_boulders integer[]; pair_users integer[]; touched_gyms integer[]; queued_gyms integer[];
BEGIN
  IF wait THEN
    PERFORM pg_advisory_xact_lock(hashtext('gaston:stats-drain'));
  ELSIF NOT pg_try_advisory_xact_lock(hashtext('gaston:stats-drain')) THEN
    RETURN NULL;
  END IF;

  WITH taken AS (
    DELETE FROM stats_queue WHERE id IN (SELECT id FROM stats_queue ORDER BY id LIMIT max_rows)
    RETURNING gym_id, boulder_id, user_id, day, logs, tries, tops, connections
  )
  SELECT array_agg(gym_id), array_agg(boulder_id), array_agg(user_id), array_agg(day),
         array_agg(logs), array_agg(tries), array_agg(tops), array_agg(connections)
  INTO q_gyms, q_boulders, q_users, q_days, q_logs, q_tries, q_tops, q_connections
  FROM taken;
  WITH taken AS (
    DELETE FROM gym_change_queue WHERE id IN (SELECT id FROM gym_change_queue ORDER BY id LIMIT max_rows) RETURNING gym_id
  )
  SELECT array_agg(DISTINCT gym_id) INTO queued_gyms FROM taken;
  IF q_gyms IS NULL THEN
    IF queued_gyms IS NULL THEN
      RETURN '{}';
    END IF;
    PERFORM gaston_bump_gyms(queued_gyms);
    RETURN queued_gyms;
  END IF;

  -- Day counters of climbers and gyms still there (a cascade may have removed them already).
  INSERT INTO gym_climber_days AS d (gym_id, day, user_id, logs, tries, tops, connections)
  SELECT x.g, x.day, x.u, sum(x.logs), sum(x.tries), sum(x.tops), sum(x.conn)
  FROM unnest(q_gyms, q_users, q_days, q_logs, q_tries, q_tops, q_connections) AS x(g, u, day, logs, tries, tops, conn)
  WHERE EXISTS (SELECT 1 FROM users WHERE users.id = x.u) AND EXISTS (SELECT 1 FROM gyms WHERE gyms.id = x.g)
  GROUP BY x.g, x.day, x.u
  ON CONFLICT (gym_id, day, user_id) DO UPDATE
    SET logs = d.logs + excluded.logs, tries = d.tries + excluded.tries, tops = d.tops + excluded.tops,
        connections = d.connections + excluded.connections;
  DELETE FROM gym_climber_days d
  USING (SELECT DISTINCT g, u, day FROM unnest(q_gyms, q_users, q_days) AS x(g, u, day)) x
  WHERE d.gym_id = x.g AND d.user_id = x.u AND d.day = x.day AND d.logs <= 0 AND d.connections <= 0;

  INSERT INTO boulder_days AS d (boulder_id, day, gym_id, logs, tries, tops)
  SELECT x.b, x.day, min(x.g), sum(x.logs), sum(x.tries), sum(x.tops)
  FROM unnest(q_gyms, q_boulders, q_days, q_logs, q_tries, q_tops) AS x(g, b, day, logs, tries, tops)
  WHERE x.b IS NOT NULL AND EXISTS (SELECT 1 FROM boulders WHERE boulders.id = x.b)
  GROUP BY x.b, x.day
  ON CONFLICT (boulder_id, day) DO UPDATE
    SET logs = d.logs + excluded.logs, tries = d.tries + excluded.tries, tops = d.tops + excluded.tops;
  DELETE FROM boulder_days d
  USING (SELECT DISTINCT b, day FROM unnest(q_boulders, q_days) AS x(b, day) WHERE b IS NOT NULL) x
  WHERE d.boulder_id = x.b AND d.day = x.day AND d.logs <= 0;

  SELECT array_agg(b), array_agg(u) INTO pair_boulders, pair_users
  FROM (SELECT DISTINCT b, u FROM unnest(q_boulders, q_users) AS x(b, u) WHERE b IS NOT NULL) p
  WHERE EXISTS (SELECT 1 FROM boulders WHERE boulders.id = p.b);
  IF pair_boulders IS NOT NULL THEN
    PERFORM gaston_refresh_pairs(pair_boulders, pair_users);
  END IF;

  SELECT array_agg(DISTINCT g) INTO touched_gyms FROM unnest(q_gyms || coalesce(queued_gyms, '{}')) AS g;
  PERFORM gaston_bump_gyms(touched_gyms);
  RETURN touched_gyms;
END;
$$;
