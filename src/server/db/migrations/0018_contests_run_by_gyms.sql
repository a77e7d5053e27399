CREATE TABLE "contest_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contest_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"birth_year_min" integer,
	"birth_year_max" integer,
	"capacity" integer
);
--> statement-breakpoint
CREATE TABLE "contest_finalists" (
	"contest_id" integer NOT NULL,
	"competitor_id" integer NOT NULL,
	"qualification_rank" integer NOT NULL,
	CONSTRAINT "contest_finalists_contest_id_competitor_id_pk" PRIMARY KEY("contest_id","competitor_id")
);
--> statement-breakpoint
CREATE TABLE "contest_judge_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"judge_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_judges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_judges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contest_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"token" text NOT NULL,
	"boulder_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_judges_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "contest_result_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_result_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" uuid NOT NULL,
	"contest_id" integer NOT NULL,
	"competitor_id" integer NOT NULL,
	"contest_boulder_id" integer NOT NULL,
	"attempts" integer NOT NULL,
	"zone_attempt" integer,
	"top_attempt" integer,
	"source" text NOT NULL,
	"judge_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_result_entries_clientId_unique" UNIQUE("client_id")
);
--> statement-breakpoint
DROP INDEX "contest_boulders_number_key";--> statement-breakpoint
DROP INDEX "contest_competitors_contest_idx";--> statement-breakpoint
ALTER TABLE "contests" ALTER COLUMN "kind" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_boulders" ADD COLUMN "round" text DEFAULT 'qualification' NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_boulders" ADD COLUMN "color" text;--> statement-breakpoint
ALTER TABLE "contest_boulders" ADD COLUMN "zone" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_boulders" ADD COLUMN "points" integer;--> statement-breakpoint
ALTER TABLE "contest_competitors" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "contest_competitors" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "contest_competitors" ADD COLUMN "birth_year" integer;--> statement-breakpoint
ALTER TABLE "contest_competitors" ADD COLUMN "bib" integer;--> statement-breakpoint
ALTER TABLE "contest_competitors" ADD COLUMN "disqualified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_competitors" ADD COLUMN "name_consent" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_competitors" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_results" ADD COLUMN "attempts" integer;--> statement-breakpoint
ALTER TABLE "contest_results" ADD COLUMN "zone_attempt" integer;--> statement-breakpoint
ALTER TABLE "contest_results" ADD COLUMN "top_attempt" integer;--> statement-breakpoint
ALTER TABLE "contest_results" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "format" text DEFAULT 'points' NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "registration_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "registration_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "hide_results" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "best_n" integer;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "self_scoring" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "self_scoring_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "self_scoring_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "final_count" integer;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "ranking_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_categories" ADD CONSTRAINT "contest_categories_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_finalists" ADD CONSTRAINT "contest_finalists_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_finalists" ADD CONSTRAINT "contest_finalists_competitor_id_contest_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."contest_competitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_judge_sessions" ADD CONSTRAINT "contest_judge_sessions_judge_id_contest_judges_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."contest_judges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_judges" ADD CONSTRAINT "contest_judges_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_result_entries" ADD CONSTRAINT "contest_result_entries_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_result_entries" ADD CONSTRAINT "contest_result_entries_competitor_id_contest_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."contest_competitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_result_entries" ADD CONSTRAINT "contest_result_entries_contest_boulder_id_contest_boulders_id_fk" FOREIGN KEY ("contest_boulder_id") REFERENCES "public"."contest_boulders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_result_entries" ADD CONSTRAINT "contest_result_entries_judge_id_contest_judges_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."contest_judges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_result_entries" ADD CONSTRAINT "contest_result_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_categories_contest_idx" ON "contest_categories" USING btree ("contest_id","position");--> statement-breakpoint
CREATE INDEX "contest_judges_contest_idx" ON "contest_judges" USING btree ("contest_id");--> statement-breakpoint
CREATE INDEX "contest_result_entries_contest_idx" ON "contest_result_entries" USING btree ("contest_id","created_at");--> statement-breakpoint
ALTER TABLE "contest_competitors" ADD CONSTRAINT "contest_competitors_category_id_contest_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."contest_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_boulders_round_number_key" ON "contest_boulders" USING btree ("contest_id","round","number");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_competitors_bib_key" ON "contest_competitors" USING btree ("contest_id","bib");--> statement-breakpoint
CREATE INDEX "contest_competitors_contest_idx" ON "contest_competitors" USING btree ("contest_id","category_id");--> statement-breakpoint
-- Backfill (hand-written): the seeded contests' two categories, their competitors' category, their results as attempts.
UPDATE "contests" SET "format" = CASE "kind" WHEN 'finals' THEN 'finals' WHEN 'vertical_gain' THEN 'vertical_gain' ELSE 'points' END;--> statement-breakpoint
INSERT INTO "contest_categories" ("contest_id", "position", "name", "gender")
SELECT c."id", g."position", g."name", g."gender"
FROM "contests" c CROSS JOIN (VALUES (1, 'Femmes', 'female'), (2, 'Hommes', 'male')) AS g("position", "name", "gender");--> statement-breakpoint
UPDATE "contest_competitors" cc SET "category_id" = cat."id"
FROM "contest_categories" cat WHERE cat."contest_id" = cc."contest_id" AND cat."gender" = cc."category";--> statement-breakpoint
ALTER TABLE "contest_competitors" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
UPDATE "contest_results" SET
  "attempts" = greatest("tries", CASE WHEN "topped" OR "zone" THEN 1 ELSE 0 END),
  "top_attempt" = CASE WHEN "topped" THEN greatest("tries", 1) END,
  "zone_attempt" = CASE WHEN "zone" OR "topped" THEN greatest("tries", 1) END;--> statement-breakpoint
ALTER TABLE "contest_results" ALTER COLUMN "attempts" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_results" ADD CONSTRAINT "contest_results_attempts_positive" CHECK ("contest_results"."attempts" >= 0);--> statement-breakpoint
ALTER TABLE "contest_results" ADD CONSTRAINT "contest_results_top_within_attempts" CHECK ("contest_results"."top_attempt" is null or "contest_results"."top_attempt" between 1 and "contest_results"."attempts");--> statement-breakpoint
ALTER TABLE "contest_results" ADD CONSTRAINT "contest_results_zone_within_attempts" CHECK ("contest_results"."zone_attempt" is null or "contest_results"."zone_attempt" between 1 and "contest_results"."attempts");