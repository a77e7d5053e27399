CREATE OR REPLACE FUNCTION public.gaston_compute_circuit_figures(gym integer, cday date, pday date)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
$function$;
