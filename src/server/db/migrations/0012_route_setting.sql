-- A label's short code (docs/product.md › Route setting: limits): 6 characters without 0/O, 1/I; drawn until unused.
CREATE OR REPLACE FUNCTION gaston_new_boulder_code() RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  candidate text;
BEGIN
  LOOP
    candidate := '';
    FOR i IN 1..6 LOOP
      candidate := candidate || substr(alphabet, 1 + floor(random() * 32)::int, 1);
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM boulders WHERE code = candidate);
  END LOOP;
  RETURN candidate;
END;
$$;
--> statement-breakpoint
CREATE TABLE "boulder_setters" (
	"boulder_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "boulder_setters_boulder_id_user_id_pk" PRIMARY KEY("boulder_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "grade_targets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grade_targets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"gym_difficulty_id" integer NOT NULL,
	"sector_id" integer,
	"count" smallint NOT NULL,
	CONSTRAINT "grade_targets_circuit_sector_key" UNIQUE NULLS NOT DISTINCT("gym_difficulty_id","sector_id"),
	CONSTRAINT "grade_targets_count_range" CHECK ("grade_targets"."count" between 0 and 999)
);
--> statement-breakpoint
CREATE TABLE "setting_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "setting_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	"opening_date" date,
	"planned_dismantling" date,
	"kept_boulder_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"setter_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opening_id" integer
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "boulder_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "sector_id" integer;--> statement-breakpoint
ALTER TABLE "boulders" ADD COLUMN "stripped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "boulders" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "boulders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "boulders" ADD COLUMN "media_id" text;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "reset_cycle_days" smallint DEFAULT 35 NOT NULL;--> statement-breakpoint
ALTER TABLE "boulder_setters" ADD CONSTRAINT "boulder_setters_boulder_id_boulders_id_fk" FOREIGN KEY ("boulder_id") REFERENCES "public"."boulders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boulder_setters" ADD CONSTRAINT "boulder_setters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_targets" ADD CONSTRAINT "grade_targets_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_targets" ADD CONSTRAINT "grade_targets_gym_difficulty_id_gym_difficulties_id_fk" FOREIGN KEY ("gym_difficulty_id") REFERENCES "public"."gym_difficulties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_targets" ADD CONSTRAINT "grade_targets_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_sessions" ADD CONSTRAINT "setting_sessions_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_sessions" ADD CONSTRAINT "setting_sessions_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_sessions" ADD CONSTRAINT "setting_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_sessions" ADD CONSTRAINT "setting_sessions_opening_id_sector_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."sector_openings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boulder_setters_user_idx" ON "boulder_setters" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "grade_targets_gym_idx" ON "grade_targets" USING btree ("gym_id");--> statement-breakpoint
CREATE INDEX "setting_sessions_gym_idx" ON "setting_sessions" USING btree ("gym_id","status","updated_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_boulder_id_boulders_id_fk" FOREIGN KEY ("boulder_id") REFERENCES "public"."boulders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boulders" ADD CONSTRAINT "boulders_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_boulder_idx" ON "audit_log" USING btree ("boulder_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_sector_idx" ON "audit_log" USING btree ("sector_id","id");--> statement-breakpoint
-- One statement per boulder, so that each draw sees the codes drawn before it.
DO $$
DECLARE boulder integer;
BEGIN
  FOR boulder IN SELECT id FROM boulders WHERE code IS NULL ORDER BY id LOOP
    UPDATE boulders SET code = gaston_new_boulder_code() WHERE id = boulder;
  END LOOP;
END;
$$;
--> statement-breakpoint
ALTER TABLE "boulders" ALTER COLUMN "code" SET DEFAULT gaston_new_boulder_code();--> statement-breakpoint
ALTER TABLE "boulders" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "boulders_code_key" ON "boulders" USING btree ("code");--> statement-breakpoint
-- The first setter stays boulders.route_setter_id; every boulder gets its setters list.
INSERT INTO boulder_setters (boulder_id, user_id, position) SELECT id, route_setter_id, 0 FROM boulders WHERE route_setter_id IS NOT NULL;
--> statement-breakpoint
SELECT gaston_install_version_triggers('boulder_setters', 'boulder_id');
--> statement-breakpoint
SELECT gaston_install_version_triggers('grade_targets', 'gym_id');
--> statement-breakpoint
SELECT gaston_install_version_triggers('setting_sessions', 'gym_id');