CREATE TABLE "test_payments" (
	"id" varchar PRIMARY KEY NOT NULL,
	"record" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now()
);
