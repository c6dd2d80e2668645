CREATE TABLE "test_wallet_payments" (
	"reference" varchar(40) PRIMARY KEY NOT NULL,
	"record" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "wallet_charges" (
	"reference" varchar(40) PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"country" varchar(2) NOT NULL,
	"network" varchar(30) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount_minor" integer NOT NULL,
	"usd_cents" integer NOT NULL,
	"rate" varchar(40) NOT NULL,
	"rates_as_of" varchar(10) NOT NULL,
	"status" varchar NOT NULL,
	"failure_code" varchar(40),
	"failure_message" varchar(500),
	"instructions" varchar(500),
	"idempotency_key" varchar(255) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "wallet_charges_status_check" CHECK ("wallet_charges"."status" in ('pending', 'succeeded', 'failed', 'expired')),
	CONSTRAINT "wallet_charges_amount_check" CHECK ("wallet_charges"."amount_minor" > 0 and "wallet_charges"."usd_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_charges" ADD CONSTRAINT "wallet_charges_order_id_duffel_bookings_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."duffel_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_charges_order_idx" ON "wallet_charges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "wallet_charges_status_idx" ON "wallet_charges" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_charges_order_key_idx" ON "wallet_charges" USING btree ("order_id","idempotency_key");