ALTER TABLE "duffel_bookings" ADD COLUMN "client_address" varchar(64);--> statement-breakpoint
ALTER TABLE "duffel_bookings" ADD COLUMN "idempotency_key" varchar(255);--> statement-breakpoint
ALTER TABLE "duffel_bookings" ADD COLUMN "request_hash" varchar(64);--> statement-breakpoint
CREATE INDEX "duffel_bookings_client_idx" ON "duffel_bookings" USING btree ("client_address","order_status");--> statement-breakpoint
ALTER TABLE "duffel_bookings" ADD CONSTRAINT "duffel_bookings_idempotency_key_unique" UNIQUE("idempotency_key");