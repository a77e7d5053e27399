CREATE OR REPLACE FUNCTION public.gaston_circuit_pair_figures(pair_boulders integer[], pair_users integer[])
 RETURNS SETOF gaston_circuit_pairs
 LANGUAGE sql
 STABLE
AS $function$
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
$function$;
