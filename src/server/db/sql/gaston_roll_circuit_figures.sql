CREATE OR REPLACE FUNCTION public.gaston_roll_circuit_figures(cday date, pday date, wait boolean DEFAULT false)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
DECLARE
  gym integer;
BEGIN
  IF NOT gaston_take_stats_drain(wait) THEN
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
$function$;
