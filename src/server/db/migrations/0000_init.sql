CREATE TABLE "sessions" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" varchar,
	"first_name" varchar,
	"last_name" varchar,
	"profile_image_url" varchar,
	"username" varchar,
	"password" text,
	"phone" varchar,
	"date_of_birth" varchar,
	"nationality" varchar,
	"role" varchar DEFAULT 'user' NOT NULL,
	"is_active" boolean DEFAULT true,
	"created_at" timestamp with time zone DEFAULT now(),
	"updated_at" timestamp with time zone DEFAULT now(),
	"last_login" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "accommodations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar NOT NULL,
	"description" text,
	"location" varchar NOT NULL,
	"country" varchar NOT NULL,
	"city" varchar NOT NULL,
	"property_type" varchar DEFAULT 'Hotel' NOT NULL,
	"price_per_night" numeric(10, 2) NOT NULL,
	"image_url" varchar,
	"images" text[],
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" numeric(2, 1),
	"review_count" integer DEFAULT 0,
	"cancellation_policy" text,
	"manual_confirmation" boolean DEFAULT false,
	"verified" boolean DEFAULT false,
	"room_count" integer DEFAULT 10 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	CONSTRAINT "accommodations_room_count_check" CHECK ("accommodations"."room_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room_nights" (
	"accommodation_id" integer NOT NULL,
	"night" date NOT NULL,
	"total" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_nights_accommodation_id_night_pk" PRIMARY KEY("accommodation_id","night"),
	CONSTRAINT "room_nights_taken_check" CHECK ("room_nights"."taken" >= 0 and "room_nights"."taken" <= "room_nights"."total")
);
--> statement-breakpoint
CREATE TABLE "booking_modifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"modification_type" varchar NOT NULL,
	"original_value" jsonb,
	"new_value" jsonb,
	"fee" numeric(10, 2),
	"status" varchar DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now(),
	"processed_at" timestamp with time zone,
	"processed_by" text,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"accommodation_id" integer,
	"guest_name" varchar NOT NULL,
	"guest_email" varchar NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"guests" integer NOT NULL,
	"total_price" numeric(10, 2) NOT NULL,
	"status" varchar DEFAULT 'pending' NOT NULL,
	"stripe_payment_intent_id" varchar,
	"booking_reference" varchar,
	"special_requests" text,
	"created_at" timestamp with time zone DEFAULT now(),
	CONSTRAINT "bookings_booking_reference_unique" UNIQUE("booking_reference")
);
--> statement-breakpoint
CREATE TABLE "car_rentals" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_name" varchar NOT NULL,
	"driver_email" varchar NOT NULL,
	"driver_age" integer,
	"location" varchar NOT NULL,
	"pickup_date" date NOT NULL,
	"return_date" date NOT NULL,
	"car_type" varchar NOT NULL,
	"total_price" numeric(10, 2) NOT NULL,
	"status" varchar DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "duffel_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"type" varchar NOT NULL,
	"payment_status" varchar DEFAULT 'requires_payment_method' NOT NULL,
	"order_status" varchar DEFAULT 'pending' NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" varchar DEFAULT 'USD' NOT NULL,
	"duffel_offer_id" varchar,
	"duffel_rate_id" varchar,
	"duffel_order_id" varchar,
	"duffel_payment_intent_id" varchar,
	"client_secret" text,
	"customer_name" varchar,
	"customer_email" varchar,
	"customer_phone" varchar,
	"meta" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	"updated_at" timestamp with time zone DEFAULT now(),
	CONSTRAINT "duffel_bookings_duffel_order_id_unique" UNIQUE("duffel_order_id"),
	CONSTRAINT "duffel_bookings_duffel_payment_intent_id_unique" UNIQUE("duffel_payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "flight_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"from" varchar NOT NULL,
	"to" varchar NOT NULL,
	"depart_date" date NOT NULL,
	"return_date" date,
	"passengers" integer NOT NULL,
	"trip_type" varchar DEFAULT 'oneWay' NOT NULL,
	"passenger_name" varchar NOT NULL,
	"passenger_email" varchar NOT NULL,
	"total_price" numeric(10, 2) NOT NULL,
	"status" varchar DEFAULT 'pending' NOT NULL,
	"booking_reference" varchar,
	"created_at" timestamp with time zone DEFAULT now(),
	CONSTRAINT "flight_bookings_booking_reference_unique" UNIQUE("booking_reference")
);
--> statement-breakpoint
CREATE TABLE "payment_splits" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"trip_id" integer,
	"payer_email" varchar NOT NULL,
	"payer_name" varchar,
	"amount" numeric(10, 2) NOT NULL,
	"currency" varchar DEFAULT 'USD' NOT NULL,
	"status" varchar DEFAULT 'pending' NOT NULL,
	"stripe_payment_intent_id" varchar,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "tour_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"package_id" integer,
	"operator_id" integer,
	"booking_reference" varchar NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"number_of_people" integer NOT NULL,
	"total_price" numeric(10, 2) NOT NULL,
	"guest_name" varchar NOT NULL,
	"guest_email" varchar NOT NULL,
	"guest_phone" varchar,
	"special_requests" text,
	"status" varchar DEFAULT 'pending' NOT NULL,
	"payment_status" varchar DEFAULT 'pending' NOT NULL,
	"stripe_payment_intent_id" varchar,
	"created_at" timestamp with time zone DEFAULT now(),
	"updated_at" timestamp with time zone DEFAULT now(),
	CONSTRAINT "tour_bookings_booking_reference_unique" UNIQUE("booking_reference")
);
--> statement-breakpoint
CREATE TABLE "tour_operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar NOT NULL,
	"description" text,
	"location" varchar NOT NULL,
	"country" varchar NOT NULL,
	"contact_email" varchar NOT NULL,
	"contact_phone" varchar,
	"website" varchar,
	"image_url" varchar,
	"specialties" text[],
	"languages" text[],
	"price_range" varchar,
	"rating" numeric(2, 1),
	"review_count" integer DEFAULT 0,
	"year_established" integer,
	"is_verified" boolean DEFAULT false,
	"license_number" varchar,
	"operating_seasons" text[],
	"group_sizes" varchar,
	"cancellation_policy" text,
	"created_at" timestamp with time zone DEFAULT now(),
	"updated_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "tour_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"name" varchar NOT NULL,
	"description" text,
	"duration" integer NOT NULL,
	"price_per_person" numeric(10, 2) NOT NULL,
	"max_group_size" integer,
	"inclusions" text[],
	"exclusions" text[],
	"itinerary" jsonb,
	"difficulty" varchar,
	"category" varchar,
	"image_url" varchar,
	"images" text[],
	"is_active" boolean DEFAULT true,
	"created_at" timestamp with time zone DEFAULT now(),
	"updated_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "trip_destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"city" varchar NOT NULL,
	"country" varchar NOT NULL,
	"arrival_date" date,
	"departure_date" date,
	"order" integer DEFAULT 0 NOT NULL,
	"accommodation_id" integer,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "trip_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"user_id" text,
	"email" varchar NOT NULL,
	"first_name" varchar,
	"last_name" varchar,
	"phone" varchar,
	"status" varchar DEFAULT 'invited' NOT NULL,
	"role" varchar DEFAULT 'participant' NOT NULL,
	"joined_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" varchar NOT NULL,
	"description" text,
	"start_date" date,
	"end_date" date,
	"total_budget" numeric(10, 2),
	"status" varchar DEFAULT 'planning' NOT NULL,
	"is_group_trip" boolean DEFAULT false,
	"max_participants" integer,
	"created_at" timestamp with time zone DEFAULT now(),
	"updated_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar NOT NULL,
	"email" varchar NOT NULL,
	"subject" varchar,
	"message" text NOT NULL,
	"category" varchar DEFAULT 'general' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar NOT NULL,
	"subject" varchar NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "travel_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"document_type" varchar NOT NULL,
	"document_name" varchar NOT NULL,
	"document_number" varchar,
	"issuing_country" varchar,
	"issue_date" date,
	"expiry_date" date,
	"file_url" varchar,
	"trip_id" integer,
	"is_verified" boolean DEFAULT false,
	"created_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "travel_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"query" text NOT NULL,
	"response" text NOT NULL,
	"category" varchar,
	"created_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "visa_requirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_country" varchar NOT NULL,
	"to_country" varchar NOT NULL,
	"passport_type" varchar DEFAULT 'regular' NOT NULL,
	"visa_required" boolean NOT NULL,
	"visa_type" varchar,
	"max_stay_days" integer,
	"requirements" text[],
	"processing_time" varchar,
	"fee" numeric(10, 2),
	"last_updated" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "flight_seats" (
	"flight_number" varchar NOT NULL,
	"depart_date" date NOT NULL,
	"cabin" varchar NOT NULL,
	"total" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flight_seats_flight_number_depart_date_cabin_pk" PRIMARY KEY("flight_number","depart_date","cabin"),
	CONSTRAINT "flight_seats_taken_check" CHECK ("flight_seats"."taken" >= 0 and "flight_seats"."taken" <= "flight_seats"."total")
);
--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_accommodation_id_accommodations_id_fk" FOREIGN KEY ("accommodation_id") REFERENCES "public"."accommodations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_modifications" ADD CONSTRAINT "booking_modifications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_accommodation_id_accommodations_id_fk" FOREIGN KEY ("accommodation_id") REFERENCES "public"."accommodations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duffel_bookings" ADD CONSTRAINT "duffel_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_splits" ADD CONSTRAINT "payment_splits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_operator_id_tour_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."tour_operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD CONSTRAINT "tour_packages_operator_id_tour_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."tour_operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_destinations" ADD CONSTRAINT "trip_destinations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_destinations" ADD CONSTRAINT "trip_destinations_accommodation_id_accommodations_id_fk" FOREIGN KEY ("accommodation_id") REFERENCES "public"."accommodations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_participants" ADD CONSTRAINT "trip_participants_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_participants" ADD CONSTRAINT "trip_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_documents" ADD CONSTRAINT "travel_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_documents" ADD CONSTRAINT "travel_documents_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "accommodations_city_idx" ON "accommodations" USING btree ("city");--> statement-breakpoint
CREATE INDEX "accommodations_price_idx" ON "accommodations" USING btree ("price_per_night");--> statement-breakpoint
CREATE INDEX "bookings_guest_email_idx" ON "bookings" USING btree ("guest_email");--> statement-breakpoint
CREATE INDEX "duffel_bookings_type_payment_idx" ON "duffel_bookings" USING btree ("type","payment_status");--> statement-breakpoint
CREATE INDEX "duffel_bookings_type_order_idx" ON "duffel_bookings" USING btree ("type","order_status");--> statement-breakpoint
CREATE INDEX "duffel_bookings_user_idx" ON "duffel_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "duffel_bookings_email_idx" ON "duffel_bookings" USING btree ("customer_email");--> statement-breakpoint
CREATE INDEX "duffel_bookings_offer_idx" ON "duffel_bookings" USING btree ("duffel_offer_id");--> statement-breakpoint
CREATE INDEX "duffel_bookings_rate_idx" ON "duffel_bookings" USING btree ("duffel_rate_id");