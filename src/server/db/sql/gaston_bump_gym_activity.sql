CREATE OR REPLACE FUNCTION public.gaston_bump_gym_activity(gym_ids integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  bumped integer[];
BEGIN
  WITH b AS (
    INSERT INTO gym_data_versions AS v (gym_id, activity_version, changed_at)
    SELECT DISTINCT g, 1, now() FROM unnest(gym_ids) AS g
    WHERE g IS NOT NULL AND EXISTS (SELECT 1 FROM gyms WHERE gyms.id = g)
    ON CONFLICT (gym_id) DO UPDATE SET activity_version = v.activity_version + 1, changed_at = now()
    RETURNING gym_id
  )
  SELECT array_agg(gym_id ORDER BY gym_id) INTO bumped FROM b;
  IF bumped IS NOT NULL THEN
    PERFORM pg_notify('gaston_gym_activity', array_to_string(bumped, ','));
  END IF;
END;
$function$;
