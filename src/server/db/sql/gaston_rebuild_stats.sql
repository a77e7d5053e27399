CREATE OR REPLACE FUNCTION public.gaston_rebuild_stats()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
$function$;
