import { timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import { MAX_CONFIRMATION_RESENDS_PER_DAY } from '../../../domain/checkout.ts';
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
        reason: 'sent again on request',
        createdAt: now,
      });
    });
    await sendConfirmation(order);
  }

  return { lookup, resendConfirmation };
}

function sameSecret(stored: string | null, given: string): boolean {
  if (stored === null) return false;
  const [a, b] = [Buffer.from(stored), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}
