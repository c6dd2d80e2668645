import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { WALLET_CHARGE_STATUSES } from '../../../domain/mobile-money-checkout.ts';
import { duffelBookings } from './bookings.ts';
import { inList } from './checks.ts';

/**
 * Mobile-money charges: one per attempt to have a phone approve a checkout's amount, in the
 * wallet's currency at the rate locked when it started. The order's payment id names its current
 * one (`mm_…`); earlier ones of the same order failed. Refunds are the order's payment_records (in
 * US cents, by the card rules) and go back to the wallet at the charge's locked rate.
 */
export const walletCharges = pgTable(
  'wallet_charges',
  {
    reference: varchar('reference', { length: 40 }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => duffelBookings.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    network: varchar('network', { length: 30 }).notNull(),
    /** E.164. */
    phone: varchar('phone', { length: 20 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    // Past 2^31 in naira's kobo from about $13,850: a dear stay's charge must fit.
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    usdCents: integer('usd_cents').notNull(),
    /** Wallet units per US dollar, as a decimal ('565.480172'). */
    rate: varchar('rate', { length: 40 }).notNull(),
    ratesAsOf: varchar('rates_as_of', { length: 10 }).notNull(),
    status: varchar('status', { enum: WALLET_CHARGE_STATUSES }).notNull(),
    failureCode: varchar('failure_code', { length: 40 }),
    failureMessage: varchar('failure_message', { length: 500 }),
    instructions: varchar('instructions', { length: 500 }),
    idempotencyKey: varchar('idempotency_key', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('wallet_charges_order_idx').on(t.orderId),
    index('wallet_charges_status_idx').on(t.status, t.expiresAt),
    uniqueIndex('wallet_charges_order_key_idx').on(t.orderId, t.idempotencyKey),
    check('wallet_charges_status_check', inList(t.status, WALLET_CHARGE_STATUSES)),
    check('wallet_charges_amount_check', sql`${t.amountMinor} > 0 and ${t.usdCents} > 0`),
  ],
);

/** The built-in test mobile-money processor's charges, so every server sees the same ones. */
export const testWalletPayments = pgTable('test_wallet_payments', {
  reference: varchar('reference', { length: 40 }).primaryKey(),
  record: jsonb('record').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow(),
});
