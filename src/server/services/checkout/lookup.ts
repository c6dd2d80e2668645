import { ORDER_REASONS } from '../../../domain/orders.ts';
import { timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, or, type SQL } from 'drizzle-orm';
import { MAX_CONFIRMATION_RESENDS_PER_DAY } from '../../../domain/constants.ts';
import { duffelBookings, orderEvents } from '../../db/schema/index.ts';
import { NotFoundError, TooManyRequestsError } from '../../errors.ts';
import type { CheckoutDeps, Order } from './deps.ts';
import type { OrderLedger } from './ledger.ts';

/** Finding a booking, and sending its confirmation again. */
export function createLookup(
  { db, clock }: CheckoutDeps,
  { sendConfirmation, lockOrder }: OrderLedger,
) {
  /**
   * An order by its session id (bookingId), its payment intent with the intent's client secret
   * (what Stripe's redirect carries), or reference + e-mail. A booking id with an e-mail must
   * match both.
   */
  async function lookup(key: {
    bookingId?: string;
    paymentIntentId?: string;
    clientSecret?: string;
    reference?: string;
    email?: string;
  }) {
    const email = key.email?.trim().toLowerCase();
    let where;
    if (key.bookingId) {
      where = email
        ? and(eq(duffelBookings.sessionId, key.bookingId), eq(duffelBookings.customerEmail, email))
        : eq(duffelBookings.sessionId, key.bookingId);
    } else if (key.paymentIntentId && key.clientSecret) {
      where = eq(duffelBookings.duffelPaymentIntentId, key.paymentIntentId);
    } else if (key.reference && email) {
      where = and(
        eq(duffelBookings.confirmationNumber, key.reference.toUpperCase()),
        eq(duffelBookings.customerEmail, email),
      );
    }
    const [order] = where ? await db.select().from(duffelBookings).where(where) : [];
    if (
      !order ||
      (key.clientSecret !== undefined && !sameSecret(order.clientSecret, key.clientSecret))
    )
      throw new NotFoundError('No booking matches these details', { code: 'booking_not_found' });
    return order;
  }

  /** Sends the confirmation e-mail again, to the booking's own address, a few times a day. */
  async function resendConfirmation(order: Order) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      await lockOrder(tx, order.id);
      const since = new Date(now.getTime() - 24 * 3_600_000);
      const [sent] = await tx
        .select({ n: count() })
        .from(orderEvents)
        .where(
          and(
            eq(orderEvents.orderId, order.id),
            eq(orderEvents.field, 'email'),
            // Only the traveller's requests count, not the e-mails each confirmation owes.
            eq(orderEvents.reason, ORDER_REASONS.sent_again),
            gt(orderEvents.createdAt, since),
          ),
        );
      if ((sent?.n ?? 0) >= MAX_CONFIRMATION_RESENDS_PER_DAY) {
        throw new TooManyRequestsError(
          `The confirmation of this booking was already sent again ${MAX_CONFIRMATION_RESENDS_PER_DAY} times today; check your spam folder, or try again tomorrow`,
          { code: 'email_limit' },
        );
      }
      await tx.insert(orderEvents).values({
        orderId: order.id,
        field: 'email',
        toStatus: 'sent',
        reason: ORDER_REASONS.sent_again,
        createdAt: now,
      });
    });
    await sendConfirmation(order);
  }

  /**
   * The bookings of an account: those made while signed in, and, once its address is verified,
   * those made as a guest with that address. Checkouts never paid are not bookings.
   */
  async function ordersOf(owner: BookingOwner) {
    return db
      .select()
      .from(duffelBookings)
      .where(and(ownedBy(owner), eq(duffelBookings.paymentStatus, 'succeeded')))
      .orderBy(desc(duffelBookings.createdAt), desc(duffelBookings.id))
      .limit(MAX_ACCOUNT_BOOKINGS);
  }

  return { lookup, resendConfirmation, ordersOf };
}

/** The most bookings an account's page lists; older ones are found by reference. */
export const MAX_ACCOUNT_BOOKINGS = 200;

/** An account as far as its bookings go: its id, and its address once it is verified. */
export type BookingOwner = { id: string; email: string | null; emailVerified: boolean };

function ownedBy(owner: BookingOwner): SQL {
  const mine = eq(duffelBookings.userId, owner.id);
  return owner.emailVerified && owner.email
    ? or(mine, eq(duffelBookings.customerEmail, owner.email.toLowerCase()))!
    : mine;
}

/** Whether an order is the account's, by the same rule as its list. */
export function isOwnedBy(order: Order, owner: BookingOwner): boolean {
  if (order.userId === owner.id) return true;
  return (
    owner.emailVerified &&
    !!owner.email &&
    order.customerEmail?.toLowerCase() === owner.email.toLowerCase()
  );
}

function sameSecret(stored: string | null, given: string): boolean {
  if (stored === null) return false;
  const [a, b] = [Buffer.from(stored), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}
