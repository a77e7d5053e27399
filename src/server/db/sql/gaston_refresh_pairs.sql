CREATE OR REPLACE FUNCTION public.gaston_refresh_pairs(pair_boulders integer[], pair_users integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
$function$;
