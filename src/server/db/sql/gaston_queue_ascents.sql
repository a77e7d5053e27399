CREATE OR REPLACE FUNCTION public.gaston_queue_ascents()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$;
