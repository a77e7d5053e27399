ALTER TABLE "comments" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "reviewed_by_id" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_to_review_idx" ON "comments" USING btree ("gym_id","created_at") WHERE "comments"."hidden_at" is null and "comments"."reviewed_at" is null;--> statement-breakpoint
-- Comments older than a week when moderation arrived are taken as read: the inbox starts with the recent ones.
UPDATE "comments" SET "reviewed_at" = now() WHERE "created_at" < now() - interval '7 days';
