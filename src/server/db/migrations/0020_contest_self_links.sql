ALTER TABLE "contest_competitors" ADD COLUMN "self_token" text;--> statement-breakpoint
ALTER TABLE "contest_competitors" ADD COLUMN "self_link_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contest_competitors" ADD CONSTRAINT "contest_competitors_selfToken_unique" UNIQUE("self_token");