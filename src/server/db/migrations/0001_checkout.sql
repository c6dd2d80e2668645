CREATE TABLE "inventory_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" varchar NOT NULL,
	"resource" varchar NOT NULL,
	"day" date NOT NULL,
	"cabin" varchar,
	"quantity" integer NOT NULL,
	"status" varchar DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"field" varchar NOT NULL,
	"from_status" varchar,
	"to_status" varchar NOT NULL,
	"reason" varchar,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "payment_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar NOT NULL,
	"kind" varchar NOT NULL,
	"provider_id" varchar NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" varchar DEFAULT 'USD' NOT NULL,
	"status" varchar NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	CONSTRAINT "payment_records_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
CREATE TABLE "processed_webhooks" (
	"event_id" varchar PRIMARY KEY NOT NULL,
	"type" varchar NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
ALTER TABLE "duffel_bookings" ADD COLUMN "session_id" varchar;--> statement-breakpoint
ALTER TABLE "duffel_bookings" ADD COLUMN "confirmation_number" varchar;--> statement-breakpoint
ALTER TABLE "duffel_bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inventory_holds" ADD CONSTRAINT "inventory_holds_order_id_duffel_bookings_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."duffel_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_duffel_bookings_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."duffel_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_order_id_duffel_bookings_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."duffel_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_holds_order_idx" ON "inventory_holds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "inventory_holds_status_expiry_idx" ON "inventory_holds" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_records_order_idx" ON "payment_records" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "duffel_bookings" ADD CONSTRAINT "duffel_bookings_session_id_unique" UNIQUE("session_id");--> statement-breakpoint
ALTER TABLE "duffel_bookings" ADD CONSTRAINT "duffel_bookings_confirmation_number_unique" UNIQUE("confirmation_number");