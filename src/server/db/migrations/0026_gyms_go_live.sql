CREATE TABLE "gym_invitation_gyms" (
	"invitation_id" integer NOT NULL,
	"gym_id" integer NOT NULL,
	CONSTRAINT "gym_invitation_gyms_invitation_id_gym_id_pk" PRIMARY KEY("invitation_id","gym_id")
);
--> statement-breakpoint
CREATE TABLE "gym_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gym_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"access_types" text[] NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"invited_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_invitations_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "gym_invitations_email_lowercase" CHECK ("gym_invitations"."email" = lower(btrim("gym_invitations"."email")))
);
--> statement-breakpoint
CREATE TABLE "pro_signups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pro_signups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"gym_name" text NOT NULL,
	"city" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"gym_id" integer,
	CONSTRAINT "pro_signups_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "pro_signups_email_lowercase" CHECK ("pro_signups"."email" = lower(btrim("pro_signups"."email")))
);
--> statement-breakpoint
ALTER TABLE "gym_staff" ADD COLUMN "first_steps_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "poster_downloaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gym_invitation_gyms" ADD CONSTRAINT "gym_invitation_gyms_invitation_id_gym_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."gym_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_invitation_gyms" ADD CONSTRAINT "gym_invitation_gyms_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_invitations" ADD CONSTRAINT "gym_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_invitations" ADD CONSTRAINT "gym_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_signups" ADD CONSTRAINT "pro_signups_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gym_invitation_gyms_gym_idx" ON "gym_invitation_gyms" USING btree ("gym_id");--> statement-breakpoint
CREATE INDEX "gym_invitations_email_idx" ON "gym_invitations" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "pro_signups_pending_email_key" ON "pro_signups" USING btree ("email") WHERE "pro_signups"."confirmed_at" is null;--> statement-breakpoint
ALTER TABLE "gyms" ADD CONSTRAINT "gyms_status_known" CHECK ("gyms"."status" in ('draft', 'published', 'suspended'));