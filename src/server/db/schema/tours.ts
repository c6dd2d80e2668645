import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export type DepartureRule =
  | { kind: 'weekly'; weekdays: number[]; capacity: number }
  | { kind: 'monthly'; days: number[]; capacity: number };

/** A day of a package's itinerary, in both languages. */
export type StoredItineraryDay = {
  day: number;
  title: { en: string; fr: string };
  description: { en: string; fr: string };
};

export const tourOperators = pgTable('tour_operators', {
  id: serial('id').primaryKey(),
  name: varchar('name').notNull(),
  description: text('description'),
  descriptionFr: text('description_fr'),
  // Names the operator's drawn photo (/images/operators/:slug.svg).
  slug: varchar('slug').unique(),
  location: varchar('location').notNull(),
  country: varchar('country').notNull(),
  contactEmail: varchar('contact_email').notNull(),
  contactPhone: varchar('contact_phone'),
  website: varchar('website'),
  imageUrl: varchar('image_url'),
  specialties: text('specialties').array(),
  languages: text('languages').array(),
  priceRange: varchar('price_range'),
  rating: numeric('rating', { precision: 2, scale: 1 }),
  reviewCount: integer('review_count').default(0),
  yearEstablished: integer('year_established'),
  isVerified: boolean('is_verified').default(false),
  licenseNumber: varchar('license_number'),
  operatingSeasons: text('operating_seasons').array(),
  groupSizes: varchar('group_sizes'),
  cancellationPolicy: text('cancellation_policy'),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow(),
});

export const tourPackages = pgTable('tour_packages', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => tourOperators.id, { onDelete: 'cascade' }),
  name: varchar('name').notNull(),
  nameFr: varchar('name_fr'),
  slug: varchar('slug').unique(),
  description: text('description'),
  descriptionFr: text('description_fr'),
  // Where the group meets on the first day, in English and French; the time is the tour's start.
  meetingPoint: text('meeting_point'),
  meetingPointFr: text('meeting_point_fr'),
  duration: integer('duration').notNull(),
  pricePerPerson: numeric('price_per_person', { precision: 10, scale: 2 }).notNull(),
  maxGroupSize: integer('max_group_size'),
  inclusions: text('inclusions').array(),
  inclusionsFr: text('inclusions_fr').array(),
  exclusions: text('exclusions').array(),
  exclusionsFr: text('exclusions_fr').array(),
  itinerary: jsonb('itinerary').$type<StoredItineraryDay[]>(),
  // When it starts: weekly on given weekdays or on days of the month, with places per start.
  departureRule: jsonb('departure_rule').$type<DepartureRule>(),
  difficulty: varchar('difficulty'),
  category: varchar('category'),
  imageUrl: varchar('image_url'),
  images: text('images').array(),
  isActive: boolean('is_active').default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow(),
});

export const tourBookings = pgTable('tour_bookings', {
  id: serial('id').primaryKey(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  packageId: integer('package_id').references(() => tourPackages.id, { onDelete: 'set null' }),
  operatorId: integer('operator_id').references(() => tourOperators.id, { onDelete: 'set null' }),
  bookingReference: varchar('booking_reference').notNull().unique(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }),
  numberOfPeople: integer('number_of_people').notNull(),
  totalPrice: numeric('total_price', { precision: 10, scale: 2 }).notNull(),
  guestName: varchar('guest_name').notNull(),
  guestEmail: varchar('guest_email').notNull(),
  guestPhone: varchar('guest_phone'),
  specialRequests: text('special_requests'),
  status: varchar('status').notNull().default('pending'),
  paymentStatus: varchar('payment_status').notNull().default('pending'),
  stripePaymentIntentId: varchar('stripe_payment_intent_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow(),
});

/**
 * The dated starts of a package and its places: a booking takes places here the way a stay
 * takes room nights, with a conditional update and this CHECK behind it.
 */
export const tourDepartures = pgTable(
  'tour_departures',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => tourPackages.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    total: integer('total').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.startDate] }),
    index('tour_departures_start_idx').on(t.startDate),
    check('tour_departures_taken_check', sql`${t.taken} >= 0 and ${t.taken} <= ${t.total}`),
  ],
);
