import { and, eq, or, sql } from 'drizzle-orm';
import { duffelBookings } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { CheckoutDeps } from './deps.ts';
import type { OrderLedger } from './ledger.ts';

/** Settling what was left undone: payments without a confirm, open payments, owed refunds. */
export function createReconcile(
  { db, payments }: CheckoutDeps,
  {
    settleRefunds,
    lockOrder,
    closePayment,
    recordPaymentClosed,
    unsentMail,
    queueMail,
  }: OrderLedger,
  confirm: (input: { paymentIntentId: string; sessionId: string }) => Promise<unknown>,
  reconcileStrayOrders: () => Promise<number>,
) {
  /**
   * Catches payments whose confirm never came (a closed tab, a crash, a lost webhook), and
   * closes the payments of cancelled checkouts: an order the provider says was paid is
   * confirmed or refunded by confirm's own rules; a cancelled order's open payment is cancelled
   * at the provider, so it can never be paid later. Then sends the refunds still owed, and
   * cancels at the airline the orders it made after we stopped waiting for them, and queues the
   * e-mails committed but never queued (a server died in between). Runs at start-up and every
   * minute (the payments.reconcile job); it looks only at payments not yet settled either way.
   */
  async function reconcile() {
    const unsettled = await db
      .select()
      .from(duffelBookings)
      .where(
        and(
          sql`${duffelBookings.duffelPaymentIntentId} is not null`,
          sql`${duffelBookings.paymentStatus} not in ('succeeded', 'canceled')`,
          or(eq(duffelBookings.orderStatus, 'pending'), eq(duffelBookings.orderStatus, 'canceled')),
        ),
      );
    let paymentsSettled = 0;
    for (const order of unsettled) {
      const intentId = order.duffelPaymentIntentId!;
      let intent = await payments.retrieveIntent(intentId).catch(() => null);
      if (intent && intent.status !== 'succeeded' && order.orderStatus === 'canceled') {
        intent = await closePayment(intentId);
        if (intent?.status === 'canceled') {
          await db.transaction(async (tx) => {
            const locked = await lockOrder(tx, order.id);
            if (locked) await recordPaymentClosed(tx, locked);
          });
        }
      }
      if (intent?.status !== 'succeeded') continue;
      await confirm({ paymentIntentId: intentId, sessionId: order.sessionId! }).catch(
        (error: unknown) => {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        },
      );
      paymentsSettled += 1;
    }
    const refundsSent = await settleRefunds();
    const strayOrdersCancelled = await reconcileStrayOrders();
    let mailsQueued = 0;
    for (const owed of await unsentMail()) if (await queueMail(owed)) mailsQueued += 1;
    return { paymentsSettled, refundsSent, strayOrdersCancelled, mailsQueued };
  }

  return reconcile;
}
