CREATE TABLE "gym_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gym_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"user_id" integer,
	"file_name" text NOT NULL,
	"created" integer NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"removed" integer,
	"kept" integer
);
--> statement-breakpoint
ALTER TABLE "boulders" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "boulders" ADD COLUMN "setter_names" text;--> statement-breakpoint
ALTER TABLE "boulders" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "gym_imports" ADD CONSTRAINT "gym_imports_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_imports" ADD CONSTRAINT "gym_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gym_imports_gym_idx" ON "gym_imports" USING btree ("gym_id","created_at");--> statement-breakpoint
ALTER TABLE "boulders" ADD CONSTRAINT "boulders_import_id_gym_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."gym_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boulders_gym_external_idx" ON "boulders" USING btree ("gym_id","external_id") WHERE "boulders"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "boulders_import_idx" ON "boulders" USING btree ("import_id") WHERE "boulders"."import_id" is not null;