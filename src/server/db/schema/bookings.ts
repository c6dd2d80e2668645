import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
  check,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../domain/checkout.ts';
import { inList } from './checks.ts';
import { users } from './users.ts';
import { accommodations } from './accommodations.ts';

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

/** Hotel bookings. */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    accommodationId: integer('accommodation_id').references(() => accommodations.id, {
      onDelete: 'set null',
    }),
    guestName: varchar('guest_name').notNull(),
    guestEmail: varchar('guest_email').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    guests: integer('guests').notNull(),
    totalPrice: money('total_price').notNull(),
    status: varchar('status').notNull().default('pending'),
    stripePaymentIntentId: varchar('stripe_payment_intent_id'),
    bookingReference: varchar('booking_reference').unique(),
    specialRequests: text('special_requests'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [index('bookings_guest_email_idx').on(t.guestEmail)],
);

export const flightBookings = pgTable('flight_bookings', {
  id: serial('id').primaryKey(),
  from: varchar('from').notNull(),
  to: varchar('to').notNull(),
  departDate: date('depart_date', { mode: 'string' }).notNull(),
  returnDate: date('return_date', { mode: 'string' }),
  passengers: integer('passengers').notNull(),
  tripType: varchar('trip_type').notNull().default('oneWay'),
  passengerName: varchar('passenger_name').notNull(),
  passengerEmail: varchar('passenger_email').notNull(),
  totalPrice: money('total_price').notNull(),
  status: varchar('status').notNull().default('pending'),
  bookingReference: varchar('booking_reference').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  /** The account that booked, as on every booking record (beyond spec 2's columns). */
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
});

export const carRentals = pgTable('car_rentals', {
  id: serial('id').primaryKey(),
  driverName: varchar('driver_name').notNull(),
  driverEmail: varchar('driver_email').notNull(),
  driverAge: integer('driver_age'),
  location: varchar('location').notNull(),
  pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
  returnDate: date('return_date', { mode: 'string' }).notNull(),
  carType: varchar('car_type').notNull(),
  totalPrice: money('total_price').notNull(),
  status: varchar('status').notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
});

export const bookingModifications = pgTable('booking_modifications', {
  id: serial('id').primaryKey(),
  bookingId: integer('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  modificationType: varchar('modification_type').notNull(),
  originalValue: jsonb('original_value'),
  newValue: jsonb('new_value'),
  fee: money('fee'),
  status: varchar('status').notNull().default('pending'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  processedBy: text('processed_by'),
  reason: text('reason'),
});

export const paymentSplits = pgTable('payment_splits', {
  id: serial('id').primaryKey(),
  bookingId: integer('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  tripId: integer('trip_id'),
  payerEmail: varchar('payer_email').notNull(),
  payerName: varchar('payer_name'),
  amount: money('amount').notNull(),
  currency: varchar('currency').notNull().default('USD'),
  status: varchar('status').notNull().default('pending'),
  stripePaymentIntentId: varchar('stripe_payment_intent_id'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
});

/** Every checkout order (flight, hotel, package), named as the spec's data model names it. */
export const duffelBookings = pgTable(
  'duffel_bookings',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Spec 1's booking type (flight, hotel, package): the `type` its product is sold under. */
    type: varchar('type').notNull(),
    /**
     * The product it is, as the registry names it (stay, flight, tour, package): the one field
     * every part of the checkout reads to find the module that knows this order.
     */
    product: varchar('product', { length: 40 }).notNull(),
    paymentStatus: varchar('payment_status', { enum: PAYMENT_STATUSES })
      .notNull()
      .default('requires_payment_method'),
    orderStatus: varchar('order_status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    amount: money('amount').notNull(),
    currency: varchar('currency').notNull().default('USD'),
    duffelOfferId: varchar('duffel_offer_id'),
    duffelRateId: varchar('duffel_rate_id'),
    duffelOrderId: varchar('duffel_order_id').unique(),
    duffelPaymentIntentId: varchar('duffel_payment_intent_id').unique(),
    clientSecret: text('client_secret'),
    customerName: varchar('customer_name'),
    customerEmail: varchar('customer_email'),
    customerPhone: varchar('customer_phone'),
    meta: jsonb('meta').notNull(),
    /** Unguessable id the checkout client holds (sessionId of the checkout calls). */
    sessionId: varchar('session_id').unique(),
    /** HO- confirmation number, set when the order is confirmed. */
    confirmationNumber: varchar('confirmation_number').unique(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Address the checkout came from, for the per-client limit on unpaid holds. */
    clientAddress: varchar('client_address', { length: 64 }),
    /** The checkout page's Idempotency-Key: a repeat answers this order again. */
    idempotencyKey: varchar('idempotency_key', { length: 255 }).unique(),
    /** Digest of the session request, so a repeat is recognised and a reused key refused. */
    requestHash: varchar('request_hash', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [
    index('duffel_bookings_type_payment_idx').on(t.type, t.paymentStatus),
    index('duffel_bookings_type_order_idx').on(t.type, t.orderStatus),
    // The hold sweep's pending orders whose hold ran out (a mobile-money charge still pending).
    index('duffel_bookings_status_hold_idx').on(t.orderStatus, t.holdExpiresAt),
    index('duffel_bookings_user_idx').on(t.userId),
    index('duffel_bookings_email_idx').on(t.customerEmail),
    index('duffel_bookings_offer_idx').on(t.duffelOfferId),
    index('duffel_bookings_rate_idx').on(t.duffelRateId),
    index('duffel_bookings_client_idx').on(t.clientAddress, t.orderStatus),
    // The admin list: newest first, paged.
    index('duffel_bookings_created_idx').on(t.createdAt, t.id),
    check('duffel_bookings_payment_status_check', inList(t.paymentStatus, PAYMENT_STATUSES)),
    check('duffel_bookings_order_status_check', inList(t.orderStatus, ORDER_STATUSES)),
  ],
);
