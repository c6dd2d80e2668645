-- The test processor's payments found by their idempotency key through an index, not by reading
-- every payment's record (docs/decisions/0003, "Later").
ALTER TABLE "test_payments" ADD COLUMN "created_key" varchar;--> statement-breakpoint
UPDATE "test_payments" SET "created_key" = "record"->'created'->>'key';--> statement-breakpoint
ALTER TABLE "test_payments" ALTER COLUMN "created_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payments" ADD CONSTRAINT "test_payments_created_key_unique" UNIQUE("created_key");
