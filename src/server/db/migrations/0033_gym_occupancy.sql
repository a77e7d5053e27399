CREATE TABLE "gym_occupancy" (
	"gym_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"capacity" integer,
	"token_hash" text,
	"token_created_at" timestamp with time zone,
	"count" integer,
	"counted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_occupancy_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "gym_occupancy_capacity_positive" CHECK ("gym_occupancy"."capacity" is null or "gym_occupancy"."capacity" > 0),
	CONSTRAINT "gym_occupancy_count_known" CHECK ("gym_occupancy"."count" is null or "gym_occupancy"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gym_occupancy" ADD CONSTRAINT "gym_occupancy_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;