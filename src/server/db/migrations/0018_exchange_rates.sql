CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL,
	"source" varchar(100) NOT NULL,
	"per_eur" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_rates_day_source" UNIQUE("as_of","source")
);
