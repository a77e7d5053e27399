CREATE OR REPLACE FUNCTION public.gaston_comment_revision()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.revision = OLD.revision THEN
    NEW.revision := nextval('comment_revisions');
  END IF;
  IF TG_OP = 'INSERT' OR (NEW.user_id, NEW.boulder_id) IS DISTINCT FROM (OLD.user_id, OLD.boulder_id) THEN
    -- A change of the rows the comment shows that is under way when the comment is written would not
    -- see the comment, nor move its revision: wait for it to commit (a later one sees the comment).
    PERFORM 1 FROM users u, boulders b
      JOIN sectors s ON s.id = b.sector_id
      JOIN gym_difficulties d ON d.id = b.gym_difficulty_id
      WHERE u.id = NEW.user_id AND b.id = NEW.boulder_id
      FOR SHARE;
  END IF;
  RETURN NEW;
END;
$function$;
