CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(100) NOT NULL,
	"category" varchar NOT NULL,
	"title" varchar NOT NULL,
	"title_fr" varchar NOT NULL,
	"body" text NOT NULL,
	"body_fr" text NOT NULL,
	"search_title" text NOT NULL,
	"search_title_fr" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "help_articles_category_check" CHECK ("help_articles"."category" in ('booking', 'payment', 'documents', 'west-africa')),
	CONSTRAINT "help_articles_views_check" CHECK ("help_articles"."views" >= 0)
);
