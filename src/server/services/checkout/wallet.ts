import { and, eq } from 'drizzle-orm';
import type { OrderMetaBase } from '../../../domain/orders.ts';
import { holdWhilePaying } from '../../../domain/mobile-money-checkout.ts';
import { duffelBookings, inventoryHolds, walletCharges } from '../../db/schema/index.ts';
import { ConflictError } from '../../errors.ts';
import { isAwaitingConfirmation, metaOf } from '../order-meta.ts';
import type { CheckoutDeps, Order } from './deps.ts';
import type { OrderLedger } from './ledger.ts';

type NewCharge = typeof walletCharges.$inferInsert;
type ChargeRow = typeof walletCharges.$inferSelect;

/** A paid, or made, checkout takes no other payment. */
export function isPaid(order: Order): boolean {
  return (
    order.paymentStatus === 'succeeded' ||
    order.orderStatus === 'confirmed' ||
    order.orderStatus === 'completed' ||
    isAwaitingConfirmation(order)
  );
}

/**
 * Making a mobile-money charge the checkout's payment: in one transaction on the locked order,
 * the charge is kept, the order's payment id names it, its payment is `processing`, and its hold
 * (order and hold rows) lasts while the phone is asked, bounded by holdWhilePaying.
 */
export function createWalletAttach({ db, clock, holdMinutes }: CheckoutDeps, ledger: OrderLedger) {
  return async function attachWalletCharge(input: {
    sessionId: string;
    /** The payment id the order had when the charge was decided on; another means a race. */
    replacing: string | null;
    charge: NewCharge;
  }): Promise<{ charge: ChargeRow; order: Order; repeat: boolean }> {
    return db.transaction(async (tx) => {
      const order = await ledger.lockBySession(tx, input.sessionId);
      const [earlier] = await tx
        .select()
        .from(walletCharges)
        .where(
          and(
            eq(walletCharges.orderId, order.id),
            eq(walletCharges.idempotencyKey, input.charge.idempotencyKey),
          ),
        );
      if (earlier) return { charge: earlier, order, repeat: true };
      const now = clock.now();
      if (isPaid(order)) {
        throw new ConflictError('This checkout is paid already', { code: 'already_paid' });
      }
      if (order.orderStatus !== 'pending' || !order.holdExpiresAt || order.holdExpiresAt <= now) {
        throw new ConflictError('This checkout has ended: its hold expired', {
          code: 'session_closed',
        });
      }
      if (order.duffelPaymentIntentId !== input.replacing) {
        throw new ConflictError('Another payment of this checkout is in progress', {
          code: 'payment_pending',
        });
      }
      const [charge] = await tx
        .insert(walletCharges)
        .values({ ...input.charge, orderId: order.id })
        .returning();
      const originalEnd = new Date((order.createdAt ?? now).getTime() + holdMinutes * 60_000);
      const holdExpiresAt = holdWhilePaying({
        current: order.holdExpiresAt,
        originalEnd,
        chargeStart: now,
        chargeExpiresAt: charge!.expiresAt,
      });
      const meta: OrderMetaBase = {
        ...metaOf(order),
        payment: {
          method: 'mobile_money',
          reference: charge!.reference,
          network: charge!.network,
          phoneLast4: charge!.phone.slice(-4),
          currency: charge!.currency,
          amountMinor: charge!.amountMinor,
          usdCents: charge!.usdCents,
        },
      };
      await tx
        .update(duffelBookings)
        .set({ duffelPaymentIntentId: charge!.reference, meta, holdExpiresAt, updatedAt: now })
        .where(eq(duffelBookings.id, order.id));
      await tx
        .update(inventoryHolds)
        .set({ expiresAt: holdExpiresAt })
        .where(and(eq(inventoryHolds.orderId, order.id), eq(inventoryHolds.status, 'held')));
      Object.assign(order, { duffelPaymentIntentId: charge!.reference, meta, holdExpiresAt });
      await ledger.recordMove(tx, order, 'paymentStatus', 'processing');
      return { charge: charge!, order, repeat: false };
    });
  };
}
