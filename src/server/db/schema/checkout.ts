import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { HOLD_STATUSES, PAYMENT_RECORD_STATUSES } from '../../../domain/checkout.ts';
import { duffelBookings } from './bookings.ts';
import { inList } from './checks.ts';

/**
 * Inventory an order holds while it is paid: rooms per night, seats per flight and date, tour
 * places per departure. The stock itself is taken in room_nights / flight_seats when the hold
 * is made, and given back when it is released.
 */
export const inventoryHolds = pgTable(
  'inventory_holds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => duffelBookings.id, { onDelete: 'cascade' }),
    kind: varchar('kind').notNull(), // room | seat | tour
    resource: varchar('resource').notNull(), // accommodation id, flight number, package id
    day: date('day', { mode: 'string' }).notNull(), // night, local departure date, start date
    cabin: varchar('cabin'),
    quantity: integer('quantity').notNull(),
    status: varchar('status', { enum: HOLD_STATUSES }).notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [
    index('inventory_holds_order_idx').on(t.orderId),
    index('inventory_holds_status_expiry_idx').on(t.status, t.expiresAt),
    check('inventory_holds_status_check', inList(t.status, HOLD_STATUSES)),
  ],
);

/**
 * Money movements with the payment provider: one charge, and any refunds. A refund is written
 * `owed` (no provider id yet) in the transaction that decides it, and becomes `succeeded` or
 * `pending` once the provider takes it; its idempotency key makes every retry the same refund.
 */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => duffelBookings.id, { onDelete: 'cascade' }),
    provider: varchar('provider').notNull(),
    kind: varchar('kind').notNull(), // charge | refund
    providerId: varchar('provider_id').unique(),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency').notNull().default('USD'),
    status: varchar('status', { enum: PAYMENT_RECORD_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [
    index('payment_records_order_idx').on(t.orderId),
    index('payment_records_status_idx').on(t.kind, t.status),
    check('payment_records_status_check', inList(t.status, PAYMENT_RECORD_STATUSES)),
    check('payment_records_kind_check', inList(t.kind, ['charge', 'refund'])),
  ],
);

/** Every change of an order's payment or order status, in order. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => duffelBookings.id, { onDelete: 'cascade' }),
    field: varchar('field').notNull(), // paymentStatus | orderStatus
    fromStatus: varchar('from_status'),
    toStatus: varchar('to_status').notNull(),
    reason: varchar('reason'),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/** Stripe webhook events already processed, so each is handled once. */
export const processedWebhooks = pgTable('processed_webhooks', {
  eventId: varchar('event_id').primaryKey(),
  type: varchar('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).defaultNow(),
});

/** The built-in test card processor's payments, so a restart forgets none of them. */
export const testPayments = pgTable('test_payments', {
  id: varchar('id').primaryKey(),
  /** The idempotency key the payment was created with: one payment a key, found by its index. */
  createdKey: varchar('created_key').notNull().unique(),
  record: jsonb('record').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow(),
});
