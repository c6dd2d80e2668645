DROP INDEX "users_created_idx";--> statement-breakpoint
CREATE INDEX "duffel_bookings_created_idx" ON "duffel_bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");