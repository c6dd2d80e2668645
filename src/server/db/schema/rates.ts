import { date, jsonb, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';

/**
 * Exchange rate tables read from the rates provider: units of each currency for one euro, as
 * decimal strings (never floats). One row per provider and day of the rates; a later read of the
 * same day replaces its rates and moves `fetched_at`. The pegs are put back when it is read.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    source: varchar('source', { length: 100 }).notNull(),
    perEur: jsonb('per_eur').$type<Record<string, string>>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  // Also the index the newest table and a payment day's table are found by.
  (t) => [unique('exchange_rates_day_source').on(t.asOf, t.source)],
);
