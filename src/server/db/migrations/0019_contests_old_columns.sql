ALTER TABLE "contest_results" DROP CONSTRAINT "contest_results_tries_positive";--> statement-breakpoint
ALTER TABLE "contest_competitors" DROP COLUMN "category";--> statement-breakpoint
ALTER TABLE "contest_results" DROP COLUMN "topped";--> statement-breakpoint
ALTER TABLE "contest_results" DROP COLUMN "zone";--> statement-breakpoint
ALTER TABLE "contest_results" DROP COLUMN "tries";