CREATE OR REPLACE FUNCTION public.gaston_bump_versions_users()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  deferred boolean := TG_ARGV[0] = 'deferred';
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM gaston_touch_gyms(ARRAY(SELECT DISTINCT t.home_gym_id FROM bump_new t), deferred);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM gaston_touch_gyms(ARRAY(SELECT DISTINCT t.home_gym_id FROM bump_old t), deferred);
  ELSE
    PERFORM gaston_touch_gyms(ARRAY(
      SELECT t.home_gym_id FROM bump_new t
      UNION SELECT t.home_gym_id FROM bump_old t
      UNION SELECT g.gym_id FROM (
        SELECT n.id FROM bump_new n JOIN bump_old o ON o.id = n.id
        WHERE (n.first_name, n.last_name, n.profile_picture, n.email, n.gender, n.email_confirmed_at, n.ranking_consent, n.deleted_at)
              IS DISTINCT FROM (o.first_name, o.last_name, o.profile_picture, o.email, o.gender, o.email_confirmed_at, o.ranking_consent, o.deleted_at)
      ) shown
      CROSS JOIN LATERAL (
        SELECT c.gym_id FROM comments c WHERE c.user_id = shown.id
        UNION SELECT a.gym_id FROM ascents a WHERE a.user_id = shown.id
        UNION SELECT s.gym_id FROM gym_staff s WHERE s.user_id = shown.id
      ) g
    ), deferred);
  END IF;
  RETURN NULL;
END;
$function$;
