CREATE OR REPLACE FUNCTION public.gaston_touch_gyms(gym_ids integer[], deferred boolean)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF deferred THEN
    INSERT INTO gym_change_queue (gym_id) SELECT DISTINCT g FROM unnest(gym_ids) AS g WHERE g IS NOT NULL;
  ELSE
    PERFORM gaston_bump_gym_versions(gym_ids, false);
  END IF;
END;
$function$;
