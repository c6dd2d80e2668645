ALTER TABLE "payment_records" ALTER COLUMN "provider_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "idempotency_key" varchar(100);--> statement-breakpoint
CREATE INDEX "payment_records_status_idx" ON "payment_records" USING btree ("kind","status");--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_idempotency_key_unique" UNIQUE("idempotency_key");