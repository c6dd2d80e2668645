CREATE TABLE "auth_throttle" (
	"key" varchar PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"succeeded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sealed_mail" (
	"outbox_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
DROP TABLE "auth_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "sealed_mail" ADD CONSTRAINT "sealed_mail_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;