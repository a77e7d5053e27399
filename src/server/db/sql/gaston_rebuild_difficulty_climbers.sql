CREATE OR REPLACE FUNCTION public.gaston_rebuild_difficulty_climbers(gym integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM difficulty_climbers WHERE gym IS NULL OR gym_id = gym;
  INSERT INTO difficulty_climbers (gym_difficulty_id, user_id, gym_id, last_logged_at)
  SELECT b.gym_difficulty_id, c.user_id, min(b.gym_id), max(c.last_logged_at)
  FROM boulder_climber_stats c JOIN boulders b ON b.id = c.boulder_id
  WHERE gym IS NULL OR b.gym_id = gym
  GROUP BY 1, 2;
END;
$function$;
