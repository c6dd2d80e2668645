ALTER TABLE "accommodations" ADD COLUMN "phone" varchar;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "meeting_point" text;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "meeting_point_fr" text;