CREATE TABLE "climber_levels" (
	"gym_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"gym_difficulty_id" integer NOT NULL,
	CONSTRAINT "climber_levels_gym_id_user_id_pk" PRIMARY KEY("gym_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "climber_levels_state" (
	"gym_id" integer PRIMARY KEY NOT NULL,
	"computed_for" date NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "climber_levels" ADD CONSTRAINT "climber_levels_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climber_levels" ADD CONSTRAINT "climber_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climber_levels" ADD CONSTRAINT "climber_levels_gym_difficulty_id_gym_difficulties_id_fk" FOREIGN KEY ("gym_difficulty_id") REFERENCES "public"."gym_difficulties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climber_levels_state" ADD CONSTRAINT "climber_levels_state_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "climber_levels_difficulty_idx" ON "climber_levels" USING btree ("gym_difficulty_id","user_id");