-- Rights changes join the gym journal (kind 'rights'); those recorded before had no kind.
UPDATE "audit_log" SET "kind" = 'rights' WHERE "entity" = 'gym_staff' AND "kind" IS NULL;
