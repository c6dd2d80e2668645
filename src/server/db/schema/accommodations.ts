import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
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
import type { PropertyPhoto } from '../../../domain/property-photos.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: one type for the app.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export type AmenityRecord = { name: string; verified?: boolean };

export const accommodations = pgTable(
  'accommodations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name').notNull(),
    description: text('description'),
    // The description in French; a property without one shows its English description.
    descriptionFr: text('description_fr'),
    location: varchar('location').notNull(),
    country: varchar('country').notNull(),
    city: varchar('city').notNull(),
    // The front desk's number in E.164 ('+233302123456'), checked with the country's plan.
    phone: varchar('phone'),
    propertyType: varchar('property_type').notNull().default('Hotel'),
    pricePerNight: numeric('price_per_night', { precision: 10, scale: 2 }).notNull(),
    imageUrl: varchar('image_url'),
    images: text('images').array(),
    // The uploaded photo's hash, size and widths; its bytes are in property_photo_variants.
    photo: jsonb('photo').$type<PropertyPhoto>(),
    amenities: jsonb('amenities').$type<AmenityRecord[]>().notNull().default([]),
    rating: numeric('rating', { precision: 2, scale: 1 }),
    reviewCount: integer('review_count').default(0),
    cancellationPolicy: text('cancellation_policy'),
    manualConfirmation: boolean('manual_confirmation').default(false),
    verified: boolean('verified').default(false),
    // Rooms of the kind we sell; per-night stock lives in room_nights.
    roomCount: integer('room_count').notNull().default(10),
    // Lower-cased, accent-free name + location + city + country, so "lome" finds Lomé.
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [
    index('accommodations_city_idx').on(t.city),
    index('accommodations_price_idx').on(t.pricePerNight),
    check('accommodations_room_count_check', sql`${t.roomCount} >= 0`),
  ],
);

/** An uploaded photo of a property at each width it is served at, as WebP (docs/decisions/0033). */
export const propertyPhotoVariants = pgTable(
  'property_photo_variants',
  {
    accommodationId: integer('accommodation_id')
      .notNull()
      .references(() => accommodations.id, { onDelete: 'cascade' }),
    hash: varchar('hash').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accommodationId, t.width] })],
);

/** Rooms taken per property per night; a row exists only for nights with at least one taken. */
export const roomNights = pgTable(
  'room_nights',
  {
    accommodationId: integer('accommodation_id')
      .notNull()
      .references(() => accommodations.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    total: integer('total').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accommodationId, t.night] }),
    // The rooms free on a search's nights read from the index alone: with only the key's columns
    // the planner hashes the whole table for a city's few hundred stays (README, Benchmarks).
    index('room_nights_free_idx').on(t.accommodationId, t.night, t.total, t.taken),
    // The full nights alone, by night: a page of a dated search reads which of a city's stays
    // are full from these few rows, and probes the rooms left of its own stays only.
    index('room_nights_full_idx')
      .on(t.night, t.accommodationId)
      .where(sql`${t.taken} >= ${t.total}`),
    check('room_nights_taken_check', sql`${t.taken} >= 0 and ${t.taken} <= ${t.total}`),
  ],
);
