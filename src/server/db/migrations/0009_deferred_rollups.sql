CREATE TABLE "gym_change_queue" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gym_change_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_queue" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stats_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"boulder_id" integer,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"logs" integer DEFAULT 0 NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"tops" integer DEFAULT 0 NOT NULL,
	"connections" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gym_data_versions" ADD COLUMN "activity_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "connections_user_opened_idx" ON "connections" USING btree ("user_id","opened_at");--> statement-breakpoint
-- Climbers' writes no longer touch the rollups nor the gym's data version: they append their
-- signed day counters to stats_queue, and the single drainer folds them in (gaston_drain_stats).
-- Before, every ascent recomputed boulder_stats by delete-then-insert (duplicate keys under
-- concurrent writers, figures missing an uncommitted neighbour's ascents) and upserted the gym's
-- one gym_data_versions row, which serialised all writers of a gym until their commit.
DROP TRIGGER ascents_stats_insert ON ascents;
--> statement-breakpoint
DROP TRIGGER ascents_stats_delete ON ascents;
--> statement-breakpoint
DROP TRIGGER ascents_stats_update ON ascents;
--> statement-breakpoint
DROP TRIGGER connections_stats_insert ON connections;
--> statement-breakpoint
DROP TRIGGER connections_stats_delete ON connections;
--> statement-breakpoint
DROP TRIGGER ascents_version_insert ON ascents;
--> statement-breakpoint
DROP TRIGGER ascents_version_update ON ascents;
--> statement-breakpoint
DROP TRIGGER ascents_version_delete ON ascents;
--> statement-breakpoint
DROP TRIGGER connections_version_insert ON connections;
--> statement-breakpoint
DROP TRIGGER connections_version_update ON connections;
--> statement-breakpoint
DROP TRIGGER connections_version_delete ON connections;
--> statement-breakpoint
DROP FUNCTION gaston_ascents_inserted();
--> statement-breakpoint
DROP FUNCTION gaston_ascents_deleted();
--> statement-breakpoint
DROP FUNCTION gaston_ascents_updated();
--> statement-breakpoint
DROP FUNCTION gaston_connections_changed();
--> statement-breakpoint
DROP FUNCTION gaston_apply_ascent_days(integer[], integer[], integer[], timestamptz[], integer[], boolean[], integer);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gaston_queue_ascents() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO stats_queue (gym_id, boulder_id, user_id, day, logs, tries, tops)
    SELECT gym_id, boulder_id, user_id, (logged_at AT TIME ZONE 'Europe/Paris')::date,
           -count(*), -sum(tries), -count(*) FILTER (WHERE topped)
    FROM old_ascents GROUP BY 1, 2, 3, 4;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO stats_queue (gym_id, boulder_id, user_id, day, logs, tries, tops)
    SELECT gym_id, boulder_id, user_id, (logged_at AT TIME ZONE 'Europe/Paris')::date,
           count(*), sum(tries), count(*) FILTER (WHERE topped)
    FROM new_ascents GROUP BY 1, 2, 3, 4;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ascents_queue_insert AFTER INSERT ON ascents
  REFERENCING NEW TABLE AS new_ascents FOR EACH STATEMENT EXECUTE FUNCTION gaston_queue_ascents();
--> statement-breakpoint
CREATE TRIGGER ascents_queue_delete AFTER DELETE ON ascents
  REFERENCING OLD TABLE AS old_ascents FOR EACH STATEMENT EXECUTE FUNCTION gaston_queue_ascents();
--> statement-breakpoint
CREATE TRIGGER ascents_queue_update AFTER UPDATE ON ascents
  REFERENCING OLD TABLE AS old_ascents NEW TABLE AS new_ascents FOR EACH STATEMENT EXECUTE FUNCTION gaston_queue_ascents();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gaston_queue_connections() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO stats_queue (gym_id, user_id, day, connections)
    SELECT gym_id, user_id, (opened_at AT TIME ZONE 'Europe/Paris')::date, -count(*) FROM old_connections GROUP BY 1, 2, 3;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO stats_queue (gym_id, user_id, day, connections)
    SELECT gym_id, user_id, (opened_at AT TIME ZONE 'Europe/Paris')::date, count(*) FROM new_connections GROUP BY 1, 2, 3;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER connections_queue_insert AFTER INSERT ON connections
  REFERENCING NEW TABLE AS new_connections FOR EACH STATEMENT EXECUTE FUNCTION gaston_queue_connections();
--> statement-breakpoint
CREATE TRIGGER connections_queue_delete AFTER DELETE ON connections
  REFERENCING OLD TABLE AS old_connections FOR EACH STATEMENT EXECUTE FUNCTION gaston_queue_connections();
--> statement-breakpoint
CREATE TRIGGER connections_queue_update AFTER UPDATE ON connections
  REFERENCING OLD TABLE AS old_connections NEW TABLE AS new_connections FOR EACH STATEMENT EXECUTE FUNCTION gaston_queue_connections();
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
-- Climbers' activity folded by the drainer moves activity_version, not version: cached answers may
-- then be served a few seconds stale while they are recomputed, whereas a staff write (version) is
-- seen by the very next read. Announced on its own channel, for live views.
CREATE OR REPLACE FUNCTION gaston_bump_gym_activity(gym_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  bumped integer[];
BEGIN
  WITH b AS (
    INSERT INTO gym_data_versions AS v (gym_id, activity_version, changed_at)
    SELECT DISTINCT g, 1, now() FROM unnest(gym_ids) AS g
    WHERE g IS NOT NULL AND EXISTS (SELECT 1 FROM gyms WHERE gyms.id = g)
    ON CONFLICT (gym_id) DO UPDATE SET activity_version = v.activity_version + 1, changed_at = now()
    RETURNING gym_id
  )
  SELECT array_agg(gym_id ORDER BY gym_id) INTO bumped FROM b;
  IF bumped IS NOT NULL THEN
    PERFORM pg_notify('gaston_gym_activity', array_to_string(bumped, ','));
  END IF;
END;
$$;
--> statement-breakpoint
-- Folds up to max_rows queued changes into the rollups, in the caller's transaction, and returns
-- the gyms whose figures changed (their activity versions are bumped). One drainer at a time: with
-- wait = false a second caller returns NULL at once; with wait = true it queues behind the first.
-- Day counters take the queued deltas (each row is deleted as it is applied, so applied once);
-- the per-pair and per-boulder figures depend on the order of a climber's ascents (flash, tries
-- to top), so the touched pairs are recomputed from the ascents committed by now. A row queued
-- by a write not yet committed is not visible here and is folded by a later drain. Gyms queued by
-- gaston_touch_gyms (climbers' writes that change no rollup) are bumped too.
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
    PERFORM gaston_bump_gym_activity(queued_gyms);
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
  PERFORM gaston_bump_gym_activity(touched_gyms);
  RETURN touched_gyms;
END;
$$;
--> statement-breakpoint
-- As before, plus the queue: what it holds is part of the recount, and a writer that has not
-- committed yet waits on the TRUNCATE and is folded afterwards.
CREATE OR REPLACE FUNCTION gaston_rebuild_stats() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE stats_queue, boulder_climber_stats, boulder_stats, gym_climber_days, boulder_days;

  INSERT INTO boulder_climber_stats
    (boulder_id, user_id, logs, tries, topped, flashed, tries_to_top, first_logged_at, first_top_at, last_logged_at)
  SELECT o.boulder_id, o.user_id, count(*)::int, sum(o.tries)::int, bool_or(o.topped),
         bool_or(o.rn = 1 AND o.topped AND o.tries = 1),
         CASE WHEN bool_or(o.topped) THEN (sum(o.tries) FILTER (WHERE o.tops_before = 0))::int END,
         min(o.logged_at), min(o.logged_at) FILTER (WHERE o.topped), max(o.logged_at)
  FROM (
    SELECT a.boulder_id, a.user_id, a.tries, a.topped, a.logged_at,
           row_number() OVER w AS rn,
           count(*) FILTER (WHERE a.topped) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS tops_before
    FROM ascents a
    WINDOW w AS (PARTITION BY a.boulder_id, a.user_id ORDER BY a.logged_at, a.id)
  ) o
  GROUP BY o.boulder_id, o.user_id;

  INSERT INTO boulder_stats (boulder_id, climbers, toppers, flashers, logs, tries, tries_to_top_sum, last_logged_at)
  SELECT boulder_id, count(*)::int, (count(*) FILTER (WHERE topped))::int, (count(*) FILTER (WHERE flashed))::int,
         sum(logs)::int, sum(tries)::int, coalesce(sum(tries_to_top), 0)::int, max(last_logged_at)
  FROM boulder_climber_stats GROUP BY boulder_id;

  INSERT INTO gym_climber_days (gym_id, day, user_id, logs, tries, tops, connections)
  SELECT gym_id, day, user_id, sum(logs)::int, sum(tries)::int, sum(tops)::int, sum(connections)::int
  FROM (
    SELECT gym_id, (logged_at AT TIME ZONE 'Europe/Paris')::date AS day, user_id,
           count(*) AS logs, sum(tries) AS tries, count(*) FILTER (WHERE topped) AS tops, 0 AS connections
    FROM ascents GROUP BY 1, 2, 3
    UNION ALL
    SELECT gym_id, (opened_at AT TIME ZONE 'Europe/Paris')::date, user_id, 0, 0, 0, count(*)
    FROM connections GROUP BY 1, 2, 3
  ) t
  GROUP BY 1, 2, 3;

  INSERT INTO boulder_days (boulder_id, day, gym_id, logs, tries, tops)
  SELECT boulder_id, (logged_at AT TIME ZONE 'Europe/Paris')::date, min(gym_id), count(*), sum(tries), count(*) FILTER (WHERE topped)
  FROM ascents GROUP BY 1, 2;
END;
$$;
