CREATE OR REPLACE FUNCTION public.gaston_queue_connections()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO stats_queue (gym_id, user_id, day, connections)
    SELECT gym_id, user_id, (opened_at AT TIME ZONE 'Europe/Paris')::date, -count(*) FROM old_connections GROUP BY 1, 2, 3;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO stats_queue (gym_id, user_id, day, connections)
    SELECT gym_id, user_id, (opened_at AT TIME ZONE 'Europe/Paris')::date, count(*) FROM new_connections GROUP BY 1, 2, 3;
  END IF;
  RETURN NULL;
END;
$function$;
