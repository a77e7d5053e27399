-- Tags become each gym's own (docs/product.md › Route setting: screens 'Tags': add and rename). Every gym gets a copy of
-- the global tags, which keep their old id as catalog_id; boulders and the rows of draft setting
-- days are moved to their gym's copies; then the global rows go.
DROP INDEX "tags_kind_name_key";--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "gym_id" integer;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "catalog_id" integer;--> statement-breakpoint
UPDATE "tags" SET "catalog_id" = "id";--> statement-breakpoint
INSERT INTO "tags" ("gym_id", "kind", "name", "catalog_id")
  SELECT g.id, t.kind, t.name, t.id FROM "gyms" g CROSS JOIN "tags" t WHERE t.gym_id IS NULL ORDER BY g.id, t.id;--> statement-breakpoint
UPDATE "boulders" b SET
  "tag_steepness_id" = (SELECT n.id FROM "tags" n WHERE n.gym_id = b.gym_id AND n.catalog_id = b.tag_steepness_id),
  "tag_grips_id" = (SELECT n.id FROM "tags" n WHERE n.gym_id = b.gym_id AND n.catalog_id = b.tag_grips_id),
  "tag_style_id" = (SELECT n.id FROM "tags" n WHERE n.gym_id = b.gym_id AND n.catalog_id = b.tag_style_id)
  WHERE b.tag_steepness_id IS NOT NULL OR b.tag_grips_id IS NOT NULL OR b.tag_style_id IS NOT NULL;--> statement-breakpoint
-- A draft row holds whatever was typed: only whole numbers naming a global tag are moved.
UPDATE "setting_sessions" s SET "rows" = (
  SELECT coalesce(jsonb_agg(
    CASE WHEN jsonb_typeof(r) = 'object' THEN r || coalesce((
      SELECT jsonb_object_agg(f.key, n.id)
      FROM jsonb_each(r) f
      JOIN "tags" n ON n.gym_id = s.gym_id AND n.catalog_id::text = f.value::text
      WHERE f.key IN ('tagSteepnessId', 'tagGripsId', 'tagStyleId') AND jsonb_typeof(f.value) = 'number'
    ), '{}'::jsonb) ELSE r END
    ORDER BY e.ordinality), '[]'::jsonb)
  FROM jsonb_array_elements(s.rows) WITH ORDINALITY AS e(r, ordinality)
) WHERE s.status = 'draft' AND jsonb_typeof(s.rows) = 'array';--> statement-breakpoint
DELETE FROM "tags" WHERE "gym_id" IS NULL;--> statement-breakpoint
ALTER TABLE "tags" ALTER COLUMN "gym_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tags_gym_kind_name_key" ON "tags" USING btree ("gym_id","kind","name");--> statement-breakpoint
CREATE INDEX "tags_catalog_idx" ON "tags" USING btree ("kind","catalog_id");--> statement-breakpoint
-- A renamed tag shows on the next read of every cached answer of its gym.
SELECT gaston_install_version_triggers('tags', 'gym_id');
