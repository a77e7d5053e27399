CREATE OR REPLACE FUNCTION public.gaston_comments_shown_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    UPDATE comments SET revision = nextval('comment_revisions') WHERE user_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'boulders' THEN
    UPDATE comments SET revision = nextval('comment_revisions') WHERE boulder_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'sectors' THEN
    UPDATE comments c SET revision = nextval('comment_revisions') FROM boulders b WHERE b.id = c.boulder_id AND b.sector_id = NEW.id;
  ELSE
    UPDATE comments c SET revision = nextval('comment_revisions') FROM boulders b WHERE b.id = c.boulder_id AND b.gym_difficulty_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$function$;
