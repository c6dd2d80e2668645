CREATE TABLE "property_photo_variants" (
	"accommodation_id" integer NOT NULL,
	"hash" varchar NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "property_photo_variants_accommodation_id_width_pk" PRIMARY KEY("accommodation_id","width")
);
--> statement-breakpoint
ALTER TABLE "accommodations" ADD COLUMN "photo" jsonb;--> statement-breakpoint
ALTER TABLE "property_photo_variants" ADD CONSTRAINT "property_photo_variants_accommodation_id_accommodations_id_fk" FOREIGN KEY ("accommodation_id") REFERENCES "public"."accommodations"("id") ON DELETE cascade ON UPDATE no action;