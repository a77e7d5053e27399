CREATE TABLE "announcement_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcement_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"announcement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"token_hash" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_deliveries_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "announcement_deliveries_channel_known" CHECK ("announcement_deliveries"."channel" in ('email', 'push'))
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"title" text NOT NULL,
	"boulder_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"automatic" boolean NOT NULL,
	"created_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"not_before" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_status_known" CHECK ("announcements"."status" in ('pending', 'sent', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "climber_gym_notifications" (
	"user_id" integer NOT NULL,
	"gym_id" integer NOT NULL,
	"email" boolean NOT NULL,
	"push" boolean NOT NULL,
	"circuit_ids" integer[],
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "climber_gym_notifications_user_id_gym_id_pk" PRIMARY KEY("user_id","gym_id")
);
--> statement-breakpoint
ALTER TABLE "announcement_deliveries" ADD CONSTRAINT "announcement_deliveries_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_deliveries" ADD CONSTRAINT "announcement_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climber_gym_notifications" ADD CONSTRAINT "climber_gym_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climber_gym_notifications" ADD CONSTRAINT "climber_gym_notifications_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "announcement_deliveries_key" ON "announcement_deliveries" USING btree ("announcement_id","user_id","channel");--> statement-breakpoint
CREATE INDEX "announcement_deliveries_user_idx" ON "announcement_deliveries" USING btree ("user_id","channel","sent_at");--> statement-breakpoint
CREATE INDEX "announcement_deliveries_unsent_idx" ON "announcement_deliveries" USING btree ("id") WHERE "announcement_deliveries"."sent_at" is null and "announcement_deliveries"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "announcements_gym_idx" ON "announcements" USING btree ("gym_id","created_at");--> statement-breakpoint
CREATE INDEX "announcements_pending_idx" ON "announcements" USING btree ("changed_at") WHERE "announcements"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_one_automatic_pending" ON "announcements" USING btree ("gym_id") WHERE "announcements"."status" = 'pending' and "announcements"."automatic";--> statement-breakpoint
CREATE INDEX "climber_gym_notifications_gym_idx" ON "climber_gym_notifications" USING btree ("gym_id");