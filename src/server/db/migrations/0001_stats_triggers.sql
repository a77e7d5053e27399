-- Statistics rollups kept by statement-level triggers (transition tables), so a bulk insert of
-- 50,000 ascents costs one recomputation per touched (boulder, climber) pair, not one per row.

-- Recomputes boulder_climber_stats for the given pairs from their ascents, then boulder_stats for
-- their boulders. Pairs left without ascents lose their rows.
CREATE OR REPLACE FUNCTION gaston_refresh_pairs(pair_boulders integer[], pair_users integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM boulder_climber_stats s
  USING (SELECT DISTINCT b, u FROM unnest(pair_boulders, pair_users) AS p(b, u)) p
  WHERE s.boulder_id = p.b AND s.user_id = p.u;

  INSERT INTO boulder_climber_stats
    (boulder_id, user_id, logs, tries, topped, flashed, tries_to_top, first_logged_at, first_top_at, last_logged_at)
  SELECT o.boulder_id, o.user_id,
         count(*)::int,
         sum(o.tries)::int,
         bool_or(o.topped),
         bool_or(o.rn = 1 AND o.topped AND o.tries = 1),
         CASE WHEN bool_or(o.topped) THEN (sum(o.tries) FILTER (WHERE o.tops_before = 0))::int END,
         min(o.logged_at),
         min(o.logged_at) FILTER (WHERE o.topped),
         max(o.logged_at)
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

-- Adds (sign = 1) or removes (sign = -1) a set of ascents from the per-day rollups. Removal only
-- updates existing rows: during a cascade the climber's or boulder's rows may already be gone.
CREATE OR REPLACE FUNCTION gaston_apply_ascent_days(
  a_gyms integer[], a_users integer[], a_boulders integer[], a_logged timestamptz[], a_tries integer[], a_topped boolean[], sign integer
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF sign > 0 THEN
    INSERT INTO gym_climber_days AS d (gym_id, day, user_id, logs, tries, tops, connections)
    SELECT g, (l AT TIME ZONE 'Europe/Paris')::date, u, count(*), sum(t), count(*) FILTER (WHERE top), 0
    FROM unnest(a_gyms, a_users, a_logged, a_tries, a_topped) AS x(g, u, l, t, top)
    GROUP BY 1, 2, 3
    ON CONFLICT (gym_id, day, user_id) DO UPDATE
      SET logs = d.logs + excluded.logs, tries = d.tries + excluded.tries, tops = d.tops + excluded.tops;

    INSERT INTO boulder_days AS d (boulder_id, day, gym_id, logs, tries, tops)
    SELECT b, (l AT TIME ZONE 'Europe/Paris')::date, min(g), count(*), sum(t), count(*) FILTER (WHERE top)
    FROM unnest(a_gyms, a_boulders, a_logged, a_tries, a_topped) AS x(g, b, l, t, top)
    GROUP BY 1, 2
    ON CONFLICT (boulder_id, day) DO UPDATE
      SET logs = d.logs + excluded.logs, tries = d.tries + excluded.tries, tops = d.tops + excluded.tops;
  ELSE
    UPDATE gym_climber_days d SET logs = d.logs - o.logs, tries = d.tries - o.tries, tops = d.tops - o.tops
    FROM (SELECT g, (l AT TIME ZONE 'Europe/Paris')::date AS day, u, count(*) AS logs, sum(t) AS tries, count(*) FILTER (WHERE top) AS tops
          FROM unnest(a_gyms, a_users, a_logged, a_tries, a_topped) AS x(g, u, l, t, top) GROUP BY 1, 2, 3) o
    WHERE d.gym_id = o.g AND d.day = o.day AND d.user_id = o.u;
    DELETE FROM gym_climber_days d
    USING (SELECT DISTINCT g, (l AT TIME ZONE 'Europe/Paris')::date AS day, u FROM unnest(a_gyms, a_users, a_logged) AS x(g, u, l)) o
    WHERE d.gym_id = o.g AND d.day = o.day AND d.user_id = o.u AND d.logs <= 0 AND d.connections <= 0;

    UPDATE boulder_days d SET logs = d.logs - o.logs, tries = d.tries - o.tries, tops = d.tops - o.tops
    FROM (SELECT b, (l AT TIME ZONE 'Europe/Paris')::date AS day, count(*) AS logs, sum(t) AS tries, count(*) FILTER (WHERE top) AS tops
          FROM unnest(a_boulders, a_logged, a_tries, a_topped) AS x(b, l, t, top) GROUP BY 1, 2) o
    WHERE d.boulder_id = o.b AND d.day = o.day;
    DELETE FROM boulder_days d
    USING (SELECT DISTINCT b, (l AT TIME ZONE 'Europe/Paris')::date AS day FROM unnest(a_boulders, a_logged) AS x(b, l)) o
    WHERE d.boulder_id = o.b AND d.day = o.day AND d.logs <= 0;
  END IF;
END;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION gaston_ascents_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM gaston_apply_ascent_days(
    array_agg(gym_id), array_agg(user_id), array_agg(boulder_id), array_agg(logged_at), array_agg(tries::int), array_agg(topped), 1)
  FROM new_ascents;
  PERFORM gaston_refresh_pairs(array_agg(boulder_id), array_agg(user_id)) FROM new_ascents;
  RETURN NULL;
END;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION gaston_ascents_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM gaston_apply_ascent_days(
    array_agg(gym_id), array_agg(user_id), array_agg(boulder_id), array_agg(logged_at), array_agg(tries::int), array_agg(topped), -1)
  FROM old_ascents;
  -- Pairs of a boulder being deleted (cascade) have nothing left to recompute.
  PERFORM gaston_refresh_pairs(array_agg(o.boulder_id), array_agg(o.user_id))
  FROM old_ascents o
  WHERE EXISTS (SELECT 1 FROM boulders b WHERE b.id = o.boulder_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION gaston_ascents_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM gaston_apply_ascent_days(
    array_agg(gym_id), array_agg(user_id), array_agg(boulder_id), array_agg(logged_at), array_agg(tries::int), array_agg(topped), -1)
  FROM old_ascents;
  PERFORM gaston_apply_ascent_days(
    array_agg(gym_id), array_agg(user_id), array_agg(boulder_id), array_agg(logged_at), array_agg(tries::int), array_agg(topped), 1)
  FROM new_ascents;
  PERFORM gaston_refresh_pairs(array_agg(boulder_id), array_agg(user_id))
  FROM (SELECT boulder_id, user_id FROM old_ascents UNION SELECT boulder_id, user_id FROM new_ascents) t;
  RETURN NULL;
END;
$$;
--> statement-breakpoint

CREATE TRIGGER ascents_stats_insert AFTER INSERT ON ascents
  REFERENCING NEW TABLE AS new_ascents FOR EACH STATEMENT EXECUTE FUNCTION gaston_ascents_inserted();
--> statement-breakpoint
CREATE TRIGGER ascents_stats_delete AFTER DELETE ON ascents
  REFERENCING OLD TABLE AS old_ascents FOR EACH STATEMENT EXECUTE FUNCTION gaston_ascents_deleted();
--> statement-breakpoint
CREATE TRIGGER ascents_stats_update AFTER UPDATE ON ascents
  REFERENCING OLD TABLE AS old_ascents NEW TABLE AS new_ascents FOR EACH STATEMENT EXECUTE FUNCTION gaston_ascents_updated();
--> statement-breakpoint

CREATE OR REPLACE FUNCTION gaston_connections_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO gym_climber_days AS d (gym_id, day, user_id, connections)
    SELECT gym_id, (opened_at AT TIME ZONE 'Europe/Paris')::date, user_id, count(*) FROM new_connections GROUP BY 1, 2, 3
    ON CONFLICT (gym_id, day, user_id) DO UPDATE SET connections = d.connections + excluded.connections;
  ELSE
    UPDATE gym_climber_days d SET connections = d.connections - o.n
    FROM (SELECT gym_id, (opened_at AT TIME ZONE 'Europe/Paris')::date AS day, user_id, count(*) AS n
          FROM old_connections GROUP BY 1, 2, 3) o
    WHERE d.gym_id = o.gym_id AND d.day = o.day AND d.user_id = o.user_id;
    DELETE FROM gym_climber_days d
    USING (SELECT DISTINCT gym_id, (opened_at AT TIME ZONE 'Europe/Paris')::date AS day, user_id FROM old_connections) o
    WHERE d.gym_id = o.gym_id AND d.day = o.day AND d.user_id = o.user_id AND d.logs <= 0 AND d.connections <= 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER connections_stats_insert AFTER INSERT ON connections
  REFERENCING NEW TABLE AS new_connections FOR EACH STATEMENT EXECUTE FUNCTION gaston_connections_changed();
--> statement-breakpoint
CREATE TRIGGER connections_stats_delete AFTER DELETE ON connections
  REFERENCING OLD TABLE AS old_connections FOR EACH STATEMENT EXECUTE FUNCTION gaston_connections_changed();
--> statement-breakpoint

-- Recomputes every rollup from the raw rows: after a bulk load done with the triggers disabled
-- (ALTER TABLE ascents DISABLE TRIGGER USER), or to check the triggers against a full recount.
CREATE OR REPLACE FUNCTION gaston_rebuild_stats() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE boulder_climber_stats, boulder_stats, gym_climber_days, boulder_days;

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
