CREATE SEQUENCE "public"."comment_revisions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "revision" bigint DEFAULT nextval('comment_revisions') NOT NULL;--> statement-breakpoint
-- Owned by the column: a truncate that restarts identities (the demo's reset) restarts it too.
ALTER SEQUENCE "public"."comment_revisions" OWNED BY "comments"."revision";--> statement-breakpoint
-- The gym's comments are kept serialised by week, each week under the revisions of its comments
-- (src/server/services/dashboard-service.ts, allComments): a revision is new at every change of the
-- row (the column's default gives inserts theirs) and of what the comment shows, so an unchanged set
-- of revisions means an unchanged week, checked without joining the authors and boulders.
CREATE OR REPLACE FUNCTION gaston_comment_revision() RETURNS trigger
LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE TRIGGER comments_revision BEFORE INSERT OR UPDATE ON comments FOR EACH ROW EXECUTE FUNCTION gaston_comment_revision();
--> statement-breakpoint
-- A change of what comments show gives those comments new revisions.
CREATE OR REPLACE FUNCTION gaston_comments_shown_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE TRIGGER users_comments_shown AFTER UPDATE OF first_name, last_name, profile_picture ON users FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name, OLD.profile_picture) IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.profile_picture))
  EXECUTE FUNCTION gaston_comments_shown_changed();
--> statement-breakpoint
CREATE TRIGGER boulders_comments_shown AFTER UPDATE OF picture, name, level, sector_id, gym_difficulty_id ON boulders FOR EACH ROW
  WHEN ((OLD.picture, OLD.name, OLD.level, OLD.sector_id, OLD.gym_difficulty_id) IS DISTINCT FROM (NEW.picture, NEW.name, NEW.level, NEW.sector_id, NEW.gym_difficulty_id))
  EXECUTE FUNCTION gaston_comments_shown_changed();
--> statement-breakpoint
CREATE TRIGGER sectors_comments_shown AFTER UPDATE OF name ON sectors FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION gaston_comments_shown_changed();
--> statement-breakpoint
CREATE TRIGGER gym_difficulties_comments_shown AFTER UPDATE OF svg ON gym_difficulties FOR EACH ROW
  WHEN (OLD.svg IS DISTINCT FROM NEW.svg)
  EXECUTE FUNCTION gaston_comments_shown_changed();
