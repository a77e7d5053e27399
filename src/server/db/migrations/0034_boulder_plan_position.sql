ALTER TABLE "boulders" ADD COLUMN "plan_x" real;--> statement-breakpoint
ALTER TABLE "boulders" ADD COLUMN "plan_y" real;--> statement-breakpoint
ALTER TABLE "boulders" ADD CONSTRAINT "boulders_plan_position" CHECK (("boulders"."plan_x" is null) = ("boulders"."plan_y" is null) and coalesce("boulders"."plan_x" between 0 and 1 and "boulders"."plan_y" between 0 and 1, true));