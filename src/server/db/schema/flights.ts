import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/** Seats taken per scheduled flight, date and cabin; a row exists once a seat is taken. */
export const flightSeats = pgTable(
  'flight_seats',
  {
    flightNumber: varchar('flight_number').notNull(),
    departDate: date('depart_date', { mode: 'string' }).notNull(),
    cabin: varchar('cabin').notNull(),
    total: integer('total').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.flightNumber, t.departDate, t.cabin] }),
    check('flight_seats_taken_check', sql`${t.taken} >= 0 and ${t.taken} <= ${t.total}`),
  ],
);
