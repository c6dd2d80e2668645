-- Each order names its product (stay, flight, tour, package): read from its type and, for a
-- package, from what its details say it is (a flight + hotel package, or a tour).
ALTER TABLE "duffel_bookings" ADD COLUMN "product" varchar(40);--> statement-breakpoint
UPDATE "duffel_bookings" SET "product" = CASE
  WHEN "type" = 'hotel' THEN 'stay'
  WHEN "type" = 'flight' THEN 'flight'
  WHEN "meta"->'details'->>'kind' = 'complete' THEN 'package'
  ELSE 'tour'
END;--> statement-breakpoint
ALTER TABLE "duffel_bookings" ALTER COLUMN "product" SET NOT NULL;
