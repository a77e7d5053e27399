CREATE TABLE "ascents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ascents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"boulder_id" integer NOT NULL,
	"gym_id" integer NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	"tries" smallint NOT NULL,
	"topped" boolean NOT NULL,
	CONSTRAINT "ascents_tries_positive" CHECK ("ascents"."tries" >= 1)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer,
	"gym_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boulder_climber_stats" (
	"boulder_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"logs" integer NOT NULL,
	"tries" integer NOT NULL,
	"topped" boolean NOT NULL,
	"flashed" boolean NOT NULL,
	"tries_to_top" integer,
	"first_logged_at" timestamp with time zone NOT NULL,
	"first_top_at" timestamp with time zone,
	"last_logged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "boulder_climber_stats_boulder_id_user_id_pk" PRIMARY KEY("boulder_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "boulder_days" (
	"boulder_id" integer NOT NULL,
	"day" date NOT NULL,
	"gym_id" integer NOT NULL,
	"logs" integer DEFAULT 0 NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"tops" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "boulder_days_boulder_id_day_pk" PRIMARY KEY("boulder_id","day")
);
--> statement-breakpoint
CREATE TABLE "boulder_stats" (
	"boulder_id" integer PRIMARY KEY NOT NULL,
	"climbers" integer NOT NULL,
	"toppers" integer NOT NULL,
	"flashers" integer NOT NULL,
	"logs" integer NOT NULL,
	"tries" integer NOT NULL,
	"tries_to_top_sum" integer NOT NULL,
	"last_logged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "boulders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "boulders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	"sector_opening_id" integer,
	"name" text NOT NULL,
	"picture" text,
	"hold_color_id" integer,
	"gym_difficulty_id" integer NOT NULL,
	"difficulty" smallint NOT NULL,
	"level" smallint DEFAULT 0 NOT NULL,
	"tag_steepness_id" integer,
	"tag_grips_id" integer,
	"tag_style_id" integer,
	"route_setter_id" integer,
	"height_m" real DEFAULT 4 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"planned_dismantling" date,
	"closed_at" timestamp with time zone,
	CONSTRAINT "boulders_grade_range" CHECK ("boulders"."difficulty" between 0 and 39),
	CONSTRAINT "boulders_level_range" CHECK ("boulders"."level" between -1 and 1)
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boulder_id" integer NOT NULL,
	"gym_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"gym_id" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_boulders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_boulders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contest_id" integer NOT NULL,
	"boulder_id" integer,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"height_m" real DEFAULT 4 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_competitors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_competitors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contest_id" integer NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"category" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_draw_winners" (
	"contest_id" integer NOT NULL,
	"competitor_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_draw_winners_contest_id_position_pk" PRIMARY KEY("contest_id","position")
);
--> statement-breakpoint
CREATE TABLE "contest_results" (
	"competitor_id" integer NOT NULL,
	"contest_boulder_id" integer NOT NULL,
	"contest_id" integer NOT NULL,
	"topped" boolean DEFAULT false NOT NULL,
	"zone" boolean DEFAULT false NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_results_competitor_id_contest_boulder_id_pk" PRIMARY KEY("competitor_id","contest_boulder_id"),
	CONSTRAINT "contest_results_tries_positive" CHECK ("contest_results"."tries" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"gym_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"refresh_seconds" integer DEFAULT 15 NOT NULL,
	"draw_count" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "grade_proposals" (
	"user_id" integer NOT NULL,
	"boulder_id" integer NOT NULL,
	"grade" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grade_proposals_boulder_id_user_id_pk" PRIMARY KEY("boulder_id","user_id"),
	CONSTRAINT "grade_proposals_grade_range" CHECK ("grade_proposals"."grade" between 0 and 39)
);
--> statement-breakpoint
CREATE TABLE "gym_climber_days" (
	"gym_id" integer NOT NULL,
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"logs" integer DEFAULT 0 NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"tops" integer DEFAULT 0 NOT NULL,
	"connections" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gym_climber_days_gym_id_day_user_id_pk" PRIMARY KEY("gym_id","day","user_id")
);
--> statement-breakpoint
CREATE TABLE "gym_difficulties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gym_difficulties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"name" text NOT NULL,
	"svg" text NOT NULL,
	"corresponding_difficulty" smallint NOT NULL,
	"color_1" text NOT NULL,
	"color_2" text,
	"position" smallint NOT NULL,
	CONSTRAINT "gym_difficulties_grade_range" CHECK ("gym_difficulties"."corresponding_difficulty" between 0 and 39)
);
--> statement-breakpoint
CREATE TABLE "gym_staff" (
	"gym_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"access_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_staff_gym_id_user_id_pk" PRIMARY KEY("gym_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "gyms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"has_additional_difficulty_grading" boolean DEFAULT false NOT NULL,
	"is_custom_difficulty_system_color" boolean DEFAULT false NOT NULL,
	"sectors_picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hold_colors" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"ip" "inet",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_gyms" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "potential_new_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "potential_new_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"climbing_gym" text NOT NULL,
	"partner_gym_id" text,
	"ip" "inet",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"user_id" integer NOT NULL,
	"boulder_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_boulder_id_user_id_pk" PRIMARY KEY("boulder_id","user_id"),
	CONSTRAINT "ratings_stars_range" CHECK ("ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "sector_openings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sector_openings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sector_id" integer NOT NULL,
	"opened_at" date NOT NULL,
	"planned_closing" date,
	"closed_at" date
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sectors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"name" text NOT NULL,
	"picture" text,
	"outline" jsonb,
	"label_x" real DEFAULT 0 NOT NULL,
	"label_y" real DEFAULT 0 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" "inet"
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text,
	"profile_picture" text,
	"home_gym_id" integer,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower(btrim("users"."email")))
);
--> statement-breakpoint
ALTER TABLE "ascents" ADD CONSTRAINT "ascents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ascents" ADD CONSTRAINT "ascents_boulder_id_boulders_id_fk" FOREIGN KEY ("boulder_id") REFERENCES "public"."boulders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ascents" ADD CONSTRAINT "ascents_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boulder_climber_stats" ADD CONSTRAINT "boulder_climber_stats_boulder_id_boulders_id_fk" FOREIGN KEY ("boulder_id") REFERENCES "public"."boulders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boulder_climber_stats" ADD CONSTRAINT "boulder_climber_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boulder_days" ADD CONSTRAINT "boulder_days_boulder_id_boulders_id_fk" FOREIGN KEY ("boulder_id") REFERENCES "public"."boulders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boulder_days" ADD CONSTRAINT "boulder_days_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boulder_stats" ADD CONSTRAINT "boulder_stats_boulder_id_boulders_id_fk" FOREIGN KEY ("boulder_id") REFERENCES "public"."boulders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boulders" ADD CONSTRAINT "boulders_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boulders" ADD CONSTRAINT "boulders_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boulders" ADD CONSTRAINT "boulders_sector_opening_id_sector_openings_id_fk" FOREIGN KEY ("sector_opening_id") REFERENCES "public"."sector_openings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boulders" ADD CONSTRAINT "boulders_hold_color_id_hold_colors_id_fk" FOREIGN KEY ("hold_color_id") REFERENCES "public"."hold_colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boulders" ADD CONSTRAINT "boulders_gym_difficulty_id_gym_difficulties_id_fk" FOREIGN KEY ("gym_difficulty_id") REFERENCES "public"."gym_difficulties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boulders" ADD CONSTRAINT "boulders_tag_steepness_id_tags_id_fk" FOREIGN KEY ("tag_steepness_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boulders" ADD CONSTRAINT "boulders_tag_grips_id_tags_id_fk" FOREIGN KEY ("tag_grips_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boulders" ADD CONSTRAINT "boulders_tag_style_id_tags_id_fk" FOREIGN KEY ("tag_style_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boulders" ADD CONSTRAINT "boulders_route_setter_id_users_id_fk" FOREIGN KEY ("route_setter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_boulder_id_boulders_id_fk" FOREIGN KEY ("boulder_id") REFERENCES "public"."boulders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_boulders" ADD CONSTRAINT "contest_boulders_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_boulders" ADD CONSTRAINT "contest_boulders_boulder_id_boulders_id_fk" FOREIGN KEY ("boulder_id") REFERENCES "public"."boulders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_competitors" ADD CONSTRAINT "contest_competitors_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_competitors" ADD CONSTRAINT "contest_competitors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_draw_winners" ADD CONSTRAINT "contest_draw_winners_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_draw_winners" ADD CONSTRAINT "contest_draw_winners_competitor_id_contest_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."contest_competitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_results" ADD CONSTRAINT "contest_results_competitor_id_contest_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."contest_competitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_results" ADD CONSTRAINT "contest_results_contest_boulder_id_contest_boulders_id_fk" FOREIGN KEY ("contest_boulder_id") REFERENCES "public"."contest_boulders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_results" ADD CONSTRAINT "contest_results_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_proposals" ADD CONSTRAINT "grade_proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_proposals" ADD CONSTRAINT "grade_proposals_boulder_id_boulders_id_fk" FOREIGN KEY ("boulder_id") REFERENCES "public"."boulders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_climber_days" ADD CONSTRAINT "gym_climber_days_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_climber_days" ADD CONSTRAINT "gym_climber_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_difficulties" ADD CONSTRAINT "gym_difficulties_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_staff" ADD CONSTRAINT "gym_staff_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_staff" ADD CONSTRAINT "gym_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potential_new_users" ADD CONSTRAINT "potential_new_users_partner_gym_id_partner_gyms_id_fk" FOREIGN KEY ("partner_gym_id") REFERENCES "public"."partner_gyms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_boulder_id_boulders_id_fk" FOREIGN KEY ("boulder_id") REFERENCES "public"."boulders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sector_openings" ADD CONSTRAINT "sector_openings_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sectors" ADD CONSTRAINT "sectors_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_home_gym_id_gyms_id_fk" FOREIGN KEY ("home_gym_id") REFERENCES "public"."gyms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ascents_boulder_user_idx" ON "ascents" USING btree ("boulder_id","user_id","logged_at");--> statement-breakpoint
CREATE INDEX "ascents_gym_logged_idx" ON "ascents" USING btree ("gym_id","logged_at");--> statement-breakpoint
CREATE INDEX "ascents_user_logged_idx" ON "ascents" USING btree ("user_id","logged_at");--> statement-breakpoint
CREATE INDEX "audit_log_gym_idx" ON "audit_log" USING btree ("gym_id","created_at");--> statement-breakpoint
CREATE INDEX "boulder_climber_stats_user_top_idx" ON "boulder_climber_stats" USING btree ("user_id","first_top_at") WHERE "boulder_climber_stats"."topped";--> statement-breakpoint
CREATE INDEX "boulder_days_gym_day_idx" ON "boulder_days" USING btree ("gym_id","day");--> statement-breakpoint
CREATE INDEX "boulders_gym_active_idx" ON "boulders" USING btree ("gym_id","created_at") WHERE "boulders"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "boulders_gym_created_idx" ON "boulders" USING btree ("gym_id","created_at");--> statement-breakpoint
CREATE INDEX "boulders_sector_idx" ON "boulders" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "boulders_opening_idx" ON "boulders" USING btree ("sector_opening_id");--> statement-breakpoint
CREATE INDEX "boulders_difficulty_idx" ON "boulders" USING btree ("gym_difficulty_id");--> statement-breakpoint
CREATE INDEX "boulders_setter_idx" ON "boulders" USING btree ("route_setter_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_boulder_idx" ON "comments" USING btree ("boulder_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_gym_idx" ON "comments" USING btree ("gym_id","created_at");--> statement-breakpoint
CREATE INDEX "connections_gym_opened_idx" ON "connections" USING btree ("gym_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_boulders_number_key" ON "contest_boulders" USING btree ("contest_id","number");--> statement-breakpoint
CREATE INDEX "contest_competitors_contest_idx" ON "contest_competitors" USING btree ("contest_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_draw_winners_competitor_key" ON "contest_draw_winners" USING btree ("contest_id","competitor_id");--> statement-breakpoint
CREATE INDEX "contest_results_contest_idx" ON "contest_results" USING btree ("contest_id");--> statement-breakpoint
CREATE INDEX "gym_difficulties_gym_idx" ON "gym_difficulties" USING btree ("gym_id","position");--> statement-breakpoint
CREATE INDEX "gym_staff_user_idx" ON "gym_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_failures_email_idx" ON "login_failures" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "potential_new_users_email_gym_key" ON "potential_new_users" USING btree ("email","climbing_gym");--> statement-breakpoint
CREATE INDEX "sector_openings_sector_idx" ON "sector_openings" USING btree ("sector_id","opened_at");--> statement-breakpoint
CREATE INDEX "sectors_gym_idx" ON "sectors" USING btree ("gym_id","position");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_kind_name_key" ON "tags" USING btree ("kind","name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("last_name","first_name");