CREATE OR REPLACE FUNCTION public.gaston_bump_versions_setting_sessions()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    DECLARE
      deferred boolean := TG_ARGV[0] = 'deferred';
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM gaston_touch_gyms(ARRAY(SELECT DISTINCT t.gym_id FROM bump_new t), deferred);
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM gaston_touch_gyms(ARRAY(SELECT DISTINCT t.gym_id FROM bump_old t), deferred);
      ELSE
        PERFORM gaston_touch_gyms(ARRAY(SELECT t.gym_id FROM bump_new t UNION SELECT t.gym_id FROM bump_old t), deferred);
      END IF;
      RETURN NULL;
    END;
    $function$;
