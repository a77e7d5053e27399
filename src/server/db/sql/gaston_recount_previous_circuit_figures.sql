CREATE OR REPLACE FUNCTION public.gaston_recount_previous_circuit_figures(gym integer, difficulty_ids integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
$function$;
