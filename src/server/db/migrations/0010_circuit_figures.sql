CREATE TABLE "circuit_figure_epochs" (
	"gym_id" integer PRIMARY KEY NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circuit_figures" (
	"gym_difficulty_id" integer PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"current_day" date NOT NULL,
	"previous_day" date NOT NULL,
	"epoch" bigint NOT NULL,
	"current_tries" integer NOT NULL,
	"current_climbers" integer NOT NULL,
	"current_pairs" integer NOT NULL,
	"current_topped_pairs" integer NOT NULL,
	"current_flashed_pairs" integer NOT NULL,
	"current_first_tops" integer NOT NULL,
	"current_tries_to_first_top_sum" integer NOT NULL,
	"previous_tries" integer NOT NULL,
	"previous_climbers" integer NOT NULL,
	"previous_pairs" integer NOT NULL,
	"previous_topped_pairs" integer NOT NULL,
	"previous_flashed_pairs" integer NOT NULL,
	"previous_first_tops" integer NOT NULL,
	"previous_tries_to_first_top_sum" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "difficulty_climbers" (
	"gym_difficulty_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"gym_id" integer NOT NULL,
	"last_logged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "difficulty_climbers_gym_difficulty_id_user_id_pk" PRIMARY KEY("gym_difficulty_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "boulder_climber_stats" ADD COLUMN "last_top_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "circuit_figures" ADD CONSTRAINT "circuit_figures_gym_difficulty_id_gym_difficulties_id_fk" FOREIGN KEY ("gym_difficulty_id") REFERENCES "public"."gym_difficulties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuit_figures" ADD CONSTRAINT "circuit_figures_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "difficulty_climbers" ADD CONSTRAINT "difficulty_climbers_gym_difficulty_id_gym_difficulties_id_fk" FOREIGN KEY ("gym_difficulty_id") REFERENCES "public"."gym_difficulties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "difficulty_climbers" ADD CONSTRAINT "difficulty_climbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circuit_figures_gym_idx" ON "circuit_figures" USING btree ("gym_id");--> statement-breakpoint
CREATE INDEX "difficulty_climbers_gym_idx" ON "difficulty_climbers" USING btree ("gym_id");--> statement-breakpoint
CREATE INDEX "boulder_climber_stats_user_idx" ON "boulder_climber_stats" USING btree ("user_id");--> statement-breakpoint
-- Circuit figures kept up to date instead of counted from two months of ascents on every read
-- (about 400 ms for a gym at 10× the demo data). See circuit_figures in schema.ts.
UPDATE boulder_climber_stats c SET last_top_at = t.last_top
FROM (SELECT boulder_id, user_id, max(logged_at) AS last_top FROM ascents WHERE topped GROUP BY 1, 2) t
WHERE c.boulder_id = t.boulder_id AND c.user_id = t.user_id;
--> statement-breakpoint
-- difficulty_climbers of one gym (or of all, gym NULL) computed afresh from boulder_climber_stats.
CREATE OR REPLACE FUNCTION gaston_rebuild_difficulty_climbers(gym integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM difficulty_climbers WHERE gym IS NULL OR gym_id = gym;
  INSERT INTO difficulty_climbers (gym_difficulty_id, user_id, gym_id, last_logged_at)
  SELECT b.gym_difficulty_id, c.user_id, min(b.gym_id), max(c.last_logged_at)
  FROM boulder_climber_stats c JOIN boulders b ON b.id = c.boulder_id
  WHERE gym IS NULL OR b.gym_id = gym
  GROUP BY 1, 2;
END;
$$;
--> statement-breakpoint
SELECT gaston_rebuild_difficulty_climbers(NULL);
--> statement-breakpoint
-- Same as 0001, plus last_top_at.
CREATE OR REPLACE FUNCTION gaston_refresh_pairs(pair_boulders integer[], pair_users integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM boulder_climber_stats s
  USING (SELECT DISTINCT b, u FROM unnest(pair_boulders, pair_users) AS p(b, u)) p
  WHERE s.boulder_id = p.b AND s.user_id = p.u;

  INSERT INTO boulder_climber_stats
    (boulder_id, user_id, logs, tries, topped, flashed, tries_to_top, first_logged_at, first_top_at, last_logged_at, last_top_at)
  SELECT o.boulder_id, o.user_id,
         count(*)::int,
         sum(o.tries)::int,
         bool_or(o.topped),
         bool_or(o.rn = 1 AND o.topped AND o.tries = 1),
         CASE WHEN bool_or(o.topped) THEN (sum(o.tries) FILTER (WHERE o.tops_before = 0))::int END,
         min(o.logged_at),
         min(o.logged_at) FILTER (WHERE o.topped),
         max(o.logged_at),
         max(o.logged_at) FILTER (WHERE o.topped)
  FROM (
    SELECT a.boulder_id, a.user_id, a.tries, a.topped, a.logged_at,
           row_number() OVER w AS rn,
           count(*) FILTER (WHERE a.topped) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS tops_before
    FROM ascents a
    JOIN (SELECT DISTINCT b, u FROM unnest(pair_boulders, pair_users) AS p(b, u)) p ON p.b = a.boulder_id AND p.u = a.user_id
    WINDOW w AS (PARTITION BY a.boulder_id, a.user_id ORDER BY a.logged_at, a.id)
  ) o
  GROUP BY o.boulder_id, o.user_id;

  DELETE FROM boulder_stats s WHERE s.boulder_id = ANY (pair_boulders);

  INSERT INTO boulder_stats (boulder_id, climbers, toppers, flashers, logs, tries, tries_to_top_sum, last_logged_at)
  SELECT c.boulder_id,
         count(*)::int,
         (count(*) FILTER (WHERE c.topped))::int,
         (count(*) FILTER (WHERE c.flashed))::int,
         sum(c.logs)::int,
         sum(c.tries)::int,
         coalesce(sum(c.tries_to_top), 0)::int,
         max(c.last_logged_at)
  FROM boulder_climber_stats c
  WHERE c.boulder_id IN (SELECT DISTINCT unnest(pair_boulders))
  GROUP BY c.boulder_id;
END;
$$;
--> statement-breakpoint
CREATE TYPE gaston_circuit_pairs AS (
  gym_difficulty_id integer, pairs integer, topped_pairs integer, flashed_pairs integer, first_tops integer, tries_to_first_top_sum integer
);
--> statement-breakpoint
-- What these pairs, as boulder_climber_stats holds them now, add to the current-period figures of
-- their circuits: a pair counts in the current period when its last log is on or after the period's
-- first day (the period runs up to today; ascents are never dated in the future).
CREATE OR REPLACE FUNCTION gaston_circuit_pair_figures(pair_boulders integer[], pair_users integer[])
RETURNS SETOF gaston_circuit_pairs
LANGUAGE sql STABLE AS $$
  SELECT f.gym_difficulty_id,
         (count(*) FILTER (WHERE c.last_logged_at >= s.start))::int,
         (count(*) FILTER (WHERE c.last_top_at >= s.start))::int,
         (count(*) FILTER (WHERE c.flashed AND c.first_logged_at >= s.start))::int,
         (count(*) FILTER (WHERE c.first_top_at >= s.start))::int,
         coalesce(sum(c.tries_to_top) FILTER (WHERE c.first_top_at >= s.start), 0)::int
  FROM (SELECT DISTINCT b, u FROM unnest(pair_boulders, pair_users) AS p(b, u)) p
  JOIN boulder_climber_stats c ON c.boulder_id = p.b AND c.user_id = p.u
  JOIN boulders b ON b.id = c.boulder_id
  JOIN circuit_figures f ON f.gym_difficulty_id = b.gym_difficulty_id
  CROSS JOIN LATERAL (SELECT f.current_day::timestamp AT TIME ZONE 'Europe/Paris' AS start) s
  GROUP BY f.gym_difficulty_id
$$;
--> statement-breakpoint
-- The circuit figures of one period [from_at, to_at) counted from its ascents (docs/statistics.md
-- "Circuits"), per circuit of the gym (all, or the listed ones) with a log in the period: pairs with
-- a log in the period, their tries and tops there; flashes and first tops from boulder_climber_stats.
-- The definition the kept figures must equal: the reads count with it when they are not kept
-- (src/server/repositories/circuits-repository.ts), and the drain recounts the previous period with it.
CREATE OR REPLACE FUNCTION gaston_count_circuit_figures(gym integer, from_at timestamptz, to_at timestamptz, difficulty_ids integer[])
RETURNS TABLE (
  gym_difficulty_id integer, tries integer, climbers integer, pairs integer, topped_pairs integer,
  flashed_pairs integer, first_tops integer, tries_to_first_top_sum integer
)
LANGUAGE sql STABLE AS $$
  SELECT p.d, sum(p.tries)::int, count(DISTINCT p.user_id)::int, count(*)::int,
         (count(*) FILTER (WHERE p.topped))::int,
         (count(*) FILTER (WHERE c.flashed AND c.first_logged_at >= from_at))::int,
         (count(*) FILTER (WHERE c.first_top_at >= from_at AND c.first_top_at < to_at))::int,
         coalesce(sum(c.tries_to_top) FILTER (WHERE c.first_top_at >= from_at AND c.first_top_at < to_at), 0)::int
  FROM (
    SELECT b.gym_difficulty_id AS d, a.user_id, a.boulder_id, sum(a.tries) AS tries, bool_or(a.topped) AS topped
    FROM ascents a JOIN boulders b ON b.id = a.boulder_id
    WHERE a.gym_id = gym AND a.logged_at >= from_at AND a.logged_at < to_at
      AND (difficulty_ids IS NULL OR b.gym_difficulty_id = ANY (difficulty_ids))
    GROUP BY 1, 2, 3
  ) p
  -- One primary-key lookup per pair (LIMIT keeps the planner from turning it into a join, which hashed
  -- all of boulder_climber_stats: 440 ms of a 800 ms count at 10× the demo data).
  LEFT JOIN LATERAL (
    SELECT s.flashed, s.first_logged_at, s.first_top_at, s.tries_to_top FROM boulder_climber_stats s
    WHERE s.boulder_id = p.boulder_id AND s.user_id = p.user_id LIMIT 1
  ) c ON true
  GROUP BY p.d
$$;
--> statement-breakpoint
-- Recounts the previous-period figures of a gym's circuits (all of them, or the listed ones).
CREATE OR REPLACE FUNCTION gaston_recount_previous_circuit_figures(gym integer, difficulty_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  cday date; pday date;
BEGIN
  SELECT current_day, previous_day INTO cday, pday FROM circuit_figures
  WHERE gym_id = gym AND (difficulty_ids IS NULL OR gym_difficulty_id = ANY (difficulty_ids)) LIMIT 1;
  IF cday IS NULL THEN
    RETURN;
  END IF;
  UPDATE circuit_figures f
  SET previous_tries = coalesce(x.tries, 0), previous_climbers = coalesce(x.climbers, 0), previous_pairs = coalesce(x.pairs, 0),
      previous_topped_pairs = coalesce(x.topped_pairs, 0), previous_flashed_pairs = coalesce(x.flashed_pairs, 0),
      previous_first_tops = coalesce(x.first_tops, 0), previous_tries_to_first_top_sum = coalesce(x.tries_to_first_top_sum, 0)
  FROM gym_difficulties d
  LEFT JOIN gaston_count_circuit_figures(
    gym, pday::timestamp AT TIME ZONE 'Europe/Paris', cday::timestamp AT TIME ZONE 'Europe/Paris', difficulty_ids
  ) x ON x.gym_difficulty_id = d.id
  WHERE d.gym_id = gym AND (difficulty_ids IS NULL OR d.id = ANY (difficulty_ids))
    AND f.gym_difficulty_id = d.id AND f.current_day = cday AND f.previous_day = pday;
END;
$$;
--> statement-breakpoint
-- Computes a gym's circuit figures afresh for the periods starting on cday and pday, and its
-- difficulty_climbers (so that a day's roll also repairs anything a cascade removed underneath).
CREATE OR REPLACE FUNCTION gaston_compute_circuit_figures(gym integer, cday date, pday date) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  cstart timestamptz := cday::timestamp AT TIME ZONE 'Europe/Paris';
  gym_epoch bigint := coalesce((SELECT epoch FROM circuit_figure_epochs WHERE gym_id = gym), 0);
BEGIN
  DELETE FROM circuit_figures WHERE gym_id = gym;
  PERFORM gaston_rebuild_difficulty_climbers(gym);

  INSERT INTO circuit_figures (
    gym_difficulty_id, gym_id, current_day, previous_day, epoch,
    current_tries, current_climbers, current_pairs, current_topped_pairs, current_flashed_pairs, current_first_tops,
    current_tries_to_first_top_sum,
    previous_tries, previous_climbers, previous_pairs, previous_topped_pairs, previous_flashed_pairs, previous_first_tops,
    previous_tries_to_first_top_sum)
  SELECT d.id, gym, cday, pday, gym_epoch,
         coalesce(t.tries, 0), coalesce(cl.climbers, 0), coalesce(p.pairs, 0), coalesce(p.topped, 0), coalesce(p.flashed, 0),
         coalesce(p.first_tops, 0), coalesce(p.ttt, 0),
         0, 0, 0, 0, 0, 0, 0
  FROM gym_difficulties d
  LEFT JOIN (
    SELECT b.gym_difficulty_id AS d, sum(bd.tries)::int AS tries
    FROM boulder_days bd JOIN boulders b ON b.id = bd.boulder_id
    WHERE bd.gym_id = gym AND bd.day >= cday
    GROUP BY 1
  ) t ON t.d = d.id
  LEFT JOIN (
    SELECT gym_difficulty_id AS d, count(*)::int AS climbers
    FROM difficulty_climbers WHERE gym_id = gym AND last_logged_at >= cstart
    GROUP BY 1
  ) cl ON cl.d = d.id
  LEFT JOIN (
    SELECT b.gym_difficulty_id AS d, count(*)::int AS pairs,
           (count(*) FILTER (WHERE c.last_top_at >= cstart))::int AS topped,
           (count(*) FILTER (WHERE c.flashed AND c.first_logged_at >= cstart))::int AS flashed,
           (count(*) FILTER (WHERE c.first_top_at >= cstart))::int AS first_tops,
           coalesce(sum(c.tries_to_top) FILTER (WHERE c.first_top_at >= cstart), 0)::int AS ttt
    FROM boulder_climber_stats c JOIN boulders b ON b.id = c.boulder_id
    WHERE b.gym_id = gym AND c.last_logged_at >= cstart
    GROUP BY 1
  ) p ON p.d = d.id
  WHERE d.gym_id = gym;

  PERFORM gaston_recount_previous_circuit_figures(gym, NULL);
END;
$$;
--> statement-breakpoint
-- Called by every drainer tick with the periods of the app's today: computes the figures of one gym
-- whose rows are missing or out of date (the day turned, a circuit was added, the gym's epoch moved) and returns its id; NULL when none is left or another process holds the drain.
CREATE OR REPLACE FUNCTION gaston_roll_circuit_figures(cday date, pday date, wait boolean DEFAULT false) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  gym integer;
BEGIN
  IF wait THEN
    PERFORM pg_advisory_xact_lock(hashtext('gaston:stats-drain'));
  ELSIF NOT pg_try_advisory_xact_lock(hashtext('gaston:stats-drain')) THEN
    RETURN NULL;
  END IF;
  SELECT d.gym_id INTO gym
  FROM gym_difficulties d
  LEFT JOIN circuit_figure_epochs e ON e.gym_id = d.gym_id
  LEFT JOIN circuit_figures f
    ON f.gym_difficulty_id = d.id AND f.current_day = cday AND f.previous_day = pday AND f.epoch = coalesce(e.epoch, 0)
  WHERE f.gym_difficulty_id IS NULL
  ORDER BY d.gym_id
  LIMIT 1;
  IF gym IS NOT NULL THEN
    PERFORM gaston_compute_circuit_figures(gym, cday, pday);
  END IF;
  RETURN gym;
END;
$$;
--> statement-breakpoint
-- The drain's share of the circuit figures: the touched pairs' new figures minus their old ones
-- (old_figures, taken before gaston_refresh_pairs), the touched climbers' last logs per circuit, the
-- tries of the current period, and a recount of the previous period where a late sync landed in it.
CREATE OR REPLACE FUNCTION gaston_fold_circuit_figures(
  q_boulders integer[], q_days date[], q_tries integer[],
  pair_boulders integer[], pair_users integer[], old_figures gaston_circuit_pairs[]
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  late record;
BEGIN
  IF pair_boulders IS NOT NULL THEN
    UPDATE circuit_figures f
    SET current_pairs = f.current_pairs + x.pairs, current_topped_pairs = f.current_topped_pairs + x.topped,
        current_flashed_pairs = f.current_flashed_pairs + x.flashed, current_first_tops = f.current_first_tops + x.first_tops,
        current_tries_to_first_top_sum = f.current_tries_to_first_top_sum + x.ttt
    FROM (
      SELECT t.gym_difficulty_id AS d, sum(t.pairs)::int AS pairs, sum(t.topped_pairs)::int AS topped,
             sum(t.flashed_pairs)::int AS flashed, sum(t.first_tops)::int AS first_tops, sum(t.tries_to_first_top_sum)::int AS ttt
      FROM (
        SELECT * FROM gaston_circuit_pair_figures(pair_boulders, pair_users)
        UNION ALL
        SELECT o.gym_difficulty_id, -o.pairs, -o.topped_pairs, -o.flashed_pairs, -o.first_tops, -o.tries_to_first_top_sum
        FROM unnest(coalesce(old_figures, '{}')) AS o
      ) t
      GROUP BY 1
    ) x
    WHERE f.gym_difficulty_id = x.d;

    WITH touched AS (
      SELECT DISTINCT b.gym_difficulty_id AS d, b.gym_id AS g, p.u
      FROM unnest(pair_boulders, pair_users) AS p(b, u) JOIN boulders b ON b.id = p.b
    ), fresh AS (
      SELECT t.d, t.g, t.u, dc.last_logged_at AS old_last,
             (SELECT max(c.last_logged_at) FROM boulder_climber_stats c JOIN boulders b ON b.id = c.boulder_id
              WHERE c.user_id = t.u AND b.gym_difficulty_id = t.d) AS new_last
      FROM touched t LEFT JOIN difficulty_climbers dc ON dc.gym_difficulty_id = t.d AND dc.user_id = t.u
    ), removed AS (
      DELETE FROM difficulty_climbers dc USING fresh f
      WHERE dc.gym_difficulty_id = f.d AND dc.user_id = f.u AND f.new_last IS NULL
    ), kept AS (
      INSERT INTO difficulty_climbers AS dc (gym_difficulty_id, user_id, gym_id, last_logged_at)
      SELECT d, u, g, new_last FROM fresh WHERE new_last IS NOT NULL
      ON CONFLICT (gym_difficulty_id, user_id) DO UPDATE SET last_logged_at = excluded.last_logged_at
    )
    UPDATE circuit_figures cf SET current_climbers = cf.current_climbers + x.delta
    FROM (
      SELECT fr.d, sum(coalesce((fr.new_last >= s.start)::int, 0) - coalesce((fr.old_last >= s.start)::int, 0))::int AS delta
      FROM fresh fr
      JOIN circuit_figures f ON f.gym_difficulty_id = fr.d
      CROSS JOIN LATERAL (SELECT f.current_day::timestamp AT TIME ZONE 'Europe/Paris' AS start) s
      GROUP BY fr.d
    ) x
    WHERE cf.gym_difficulty_id = x.d AND x.delta <> 0;
  END IF;

  UPDATE circuit_figures f SET current_tries = f.current_tries + x.tries
  FROM (
    SELECT f2.gym_difficulty_id AS d, sum(q.tries)::int AS tries
    FROM unnest(q_boulders, q_days, q_tries) AS q(b, day, tries)
    JOIN boulders b ON b.id = q.b
    JOIN circuit_figures f2 ON f2.gym_difficulty_id = b.gym_difficulty_id
    WHERE q.day >= f2.current_day
    GROUP BY 1
  ) x
  WHERE f.gym_difficulty_id = x.d AND x.tries <> 0;

  FOR late IN
    SELECT f.gym_id, array_agg(DISTINCT f.gym_difficulty_id) AS ids
    FROM unnest(q_boulders, q_days) AS q(b, day)
    JOIN boulders b ON b.id = q.b
    JOIN circuit_figures f ON f.gym_difficulty_id = b.gym_difficulty_id
    WHERE q.day >= f.previous_day AND q.day < f.current_day
    GROUP BY f.gym_id
  LOOP
    PERFORM gaston_recount_previous_circuit_figures(late.gym_id, late.ids);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- As in 0009, plus the circuit figures: the touched pairs' contributions before and after.
CREATE OR REPLACE FUNCTION gaston_drain_stats(max_rows integer, wait boolean DEFAULT false) RETURNS integer[]
LANGUAGE plpgsql AS $$
DECLARE
  q_gyms integer[]; q_boulders integer[]; q_users integer[]; q_days date[];
  q_logs integer[]; q_tries integer[]; q_tops integer[]; q_connections integer[];
  pair_boulders integer[]; pair_users integer[]; touched_gyms integer[]; queued_gyms integer[];
  old_figures gaston_circuit_pairs[];
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
    SELECT array_agg(x) INTO old_figures FROM gaston_circuit_pair_figures(pair_boulders, pair_users) x;
    PERFORM gaston_refresh_pairs(pair_boulders, pair_users);
  END IF;
  PERFORM gaston_fold_circuit_figures(q_boulders, q_days, q_tries, pair_boulders, pair_users, old_figures);

  SELECT array_agg(DISTINCT g) INTO touched_gyms FROM unnest(q_gyms || coalesce(queued_gyms, '{}')) AS g;
  PERFORM gaston_bump_gym_activity(touched_gyms);
  RETURN touched_gyms;
END;
$$;
--> statement-breakpoint
-- As in 0009, plus last_top_at and difficulty_climbers; circuit_figures are emptied and the next
-- drainer tick computes them (gaston_roll_circuit_figures).
CREATE OR REPLACE FUNCTION gaston_rebuild_stats() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE stats_queue, boulder_climber_stats, boulder_stats, gym_climber_days, boulder_days, difficulty_climbers, circuit_figures;

  INSERT INTO boulder_climber_stats
    (boulder_id, user_id, logs, tries, topped, flashed, tries_to_top, first_logged_at, first_top_at, last_logged_at, last_top_at)
  SELECT o.boulder_id, o.user_id, count(*)::int, sum(o.tries)::int, bool_or(o.topped),
         bool_or(o.rn = 1 AND o.topped AND o.tries = 1),
         CASE WHEN bool_or(o.topped) THEN (sum(o.tries) FILTER (WHERE o.tops_before = 0))::int END,
         min(o.logged_at), min(o.logged_at) FILTER (WHERE o.topped), max(o.logged_at),
         max(o.logged_at) FILTER (WHERE o.topped)
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

  PERFORM gaston_rebuild_difficulty_climbers(NULL);
END;
$$;
--> statement-breakpoint
-- A boulder that changes circuit or gym, or disappears (its boulder_climber_stats rows go by
-- cascade, unseen by the drainer), or a climber removed with their rows: the gym's epoch moves, so
-- its circuit figures no longer count (reads count from the ascents) until the next drainer tick
-- computes them again. An epoch rather than a delete: a roll computing from a snapshot taken before
-- the change would write rows that a delete had missed; they carry the old epoch instead.
CREATE OR REPLACE FUNCTION gaston_forget_circuit_figures_of_boulder() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO circuit_figure_epochs AS e (gym_id, epoch)
  SELECT DISTINCT g, 1 FROM unnest(CASE WHEN TG_OP = 'UPDATE' THEN ARRAY[OLD.gym_id, NEW.gym_id] ELSE ARRAY[OLD.gym_id] END) AS g
  ON CONFLICT (gym_id) DO UPDATE SET epoch = e.epoch + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gaston_forget_all_circuit_figures() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO circuit_figure_epochs AS e (gym_id, epoch) SELECT id, 1 FROM gyms
  ON CONFLICT (gym_id) DO UPDATE SET epoch = e.epoch + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER boulders_forget_circuit_figures_update AFTER UPDATE OF gym_difficulty_id, gym_id ON boulders
  FOR EACH ROW WHEN (OLD.gym_difficulty_id IS DISTINCT FROM NEW.gym_difficulty_id OR OLD.gym_id IS DISTINCT FROM NEW.gym_id)
  EXECUTE FUNCTION gaston_forget_circuit_figures_of_boulder();
--> statement-breakpoint
CREATE TRIGGER boulders_forget_circuit_figures_delete AFTER DELETE ON boulders
  FOR EACH ROW EXECUTE FUNCTION gaston_forget_circuit_figures_of_boulder();
--> statement-breakpoint
CREATE TRIGGER users_forget_circuit_figures AFTER DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION gaston_forget_all_circuit_figures();
