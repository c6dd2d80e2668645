CREATE TABLE "tour_departures" (
	"package_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"total" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tour_departures_package_id_start_date_pk" PRIMARY KEY("package_id","start_date"),
	CONSTRAINT "tour_departures_taken_check" CHECK ("tour_departures"."taken" >= 0 and "tour_departures"."taken" <= "tour_departures"."total")
);
--> statement-breakpoint
ALTER TABLE "tour_operators" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "tour_operators" ADD COLUMN "slug" varchar;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "name_fr" varchar;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "slug" varchar;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "inclusions_fr" text[];--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "exclusions_fr" text[];--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "departure_rule" jsonb;--> statement-breakpoint
ALTER TABLE "tour_departures" ADD CONSTRAINT "tour_departures_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_departures_start_idx" ON "tour_departures" USING btree ("start_date");--> statement-breakpoint
ALTER TABLE "tour_operators" ADD CONSTRAINT "tour_operators_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "tour_packages" ADD CONSTRAINT "tour_packages_slug_unique" UNIQUE("slug");