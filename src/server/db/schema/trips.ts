import {
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { accommodations } from './accommodations.ts';

export const trips = pgTable('trips', {
  id: serial('id').primaryKey(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  name: varchar('name').notNull(),
  description: text('description'),
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  totalBudget: numeric('total_budget', { precision: 10, scale: 2 }),
  status: varchar('status').notNull().default('planning'),
  isGroupTrip: boolean('is_group_trip').default(false),
  maxParticipants: integer('max_participants'),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow(),
});

export const tripDestinations = pgTable('trip_destinations', {
  id: serial('id').primaryKey(),
  tripId: integer('trip_id')
    .notNull()
    .references(() => trips.id, { onDelete: 'cascade' }),
  city: varchar('city').notNull(),
  country: varchar('country').notNull(),
  arrivalDate: date('arrival_date', { mode: 'string' }),
  departureDate: date('departure_date', { mode: 'string' }),
  order: integer('order').notNull().default(0),
  accommodationId: integer('accommodation_id').references(() => accommodations.id, {
    onDelete: 'set null',
  }),
  notes: text('notes'),
});

export const tripParticipants = pgTable('trip_participants', {
  id: serial('id').primaryKey(),
  tripId: integer('trip_id')
    .notNull()
    .references(() => trips.id, { onDelete: 'cascade' }),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: varchar('email').notNull(),
  firstName: varchar('first_name'),
  lastName: varchar('last_name'),
  phone: varchar('phone'),
  status: varchar('status').notNull().default('invited'),
  role: varchar('role').notNull().default('participant'),
  joinedAt: timestamp('joined_at', { withTimezone: true }),
});
