import { eq, sql } from 'drizzle-orm';
import { canMove, PAYMENT_TRANSITIONS } from '../../../domain/checkout.ts';
import { knownCode } from '../../../domain/error-codes.ts';
import { ORDER_REASONS, type OrderMetaBase } from '../../../domain/orders.ts';
import { inTransaction } from '../../db/prepared.ts';
import { inventoryHolds } from '../../db/schema/index.ts';
import { productOf } from '../../products/registry.ts';
import { ConflictError, PaymentRequiredError, ValidationError } from '../../errors.ts';
import type { PaymentIntent } from '../../providers/payments/types.ts';
import { isAwaitingConfirmation, metaOf } from '../order-meta.ts';
import { askProvider } from '../payment-errors.ts';
import type { CheckoutDeps, Order, OwedMail, Tx } from './deps.ts';
import type { OrderChanges, OrderLedger } from './ledger.ts';
import { refusal, type Ticketing } from './ticketing.ts';

/** Paid and made: confirmed, or awaiting the confirmation of a property that confirms by hand. */
function isSettled(order: Order): boolean {
  return (
    order.orderStatus === 'confirmed' ||
    order.orderStatus === 'completed' ||
    isAwaitingConfirmation(order)
  );
}

/** Confirming a paid checkout: once, whatever the order or number of calls. */
export function createConfirm(
  { db, payments, log }: CheckoutDeps,
  ticketing: Ticketing,
  {
    findBySession,
    lockBySession,
    changesOf,
    recordMove,
    recordCharge,
    oweRefund,
    releaseHeldStock,
    retakeStock,
    settleRefunds,
    queueMail,
  }: OrderLedger,
) {
  // Every paid order's holds are confirmed with this statement: prepared once.
  const holdsConfirmed = db
    .update(inventoryHolds)
    .set({ status: 'confirmed' })
    .where(eq(inventoryHolds.orderId, sql.placeholder('orderId')))
    .prepare('holds_confirmed');
  /**
   * Confirms a paid order. Idempotent: the order row is locked, so concurrent confirms queue and
   * the later ones find it confirmed. A payment for a hold that can no longer be honoured is
   * refunded, never kept.
   */
  async function confirm({
    paymentIntentId,
    sessionId,
  }: {
    paymentIntentId: string;
    sessionId: string;
  }) {
    type Outcome =
      | { kind: 'confirmed'; order: Order; owed: OwedMail | null }
      | { kind: 'unpaid'; intent: PaymentIntent }
      | { kind: 'refund'; order: Order; reason: string }
      | { kind: 'closed'; order: Order }
      | { kind: 'ticket'; order: Order }
      | { kind: 'ticketing'; order: Order }
      | { kind: 'failed'; order: Order };
    const seen = await findBySession(sessionId);
    if (seen.duffelPaymentIntentId !== paymentIntentId) {
      throw new ValidationError([
        {
          field: 'paymentIntentId',
          rule: 'not_this_session',
          message: 'does not belong to this checkout session',
        },
      ]);
    }
    if (isSettled(seen)) return answerOf(seen);
    // Ask the provider before taking any lock: a slow answer must not hold a database
    // connection, or the order's row, while it is awaited. The lock then re-checks the order.
    const intent = await askProvider(() => payments.retrieveIntent(paymentIntentId));

    const outcome: Outcome = await db.transaction(async (tx) => {
      const order = await lockBySession(tx, sessionId);
      if (isSettled(order)) return { kind: 'confirmed', order, owed: null };
      if (intent.status !== 'succeeded') {
        if (canMove(PAYMENT_TRANSITIONS, order.paymentStatus, intent.status)) {
          await recordMove(tx, order, 'paymentStatus', intent.status, intent.failureCode);
        }
        return { kind: 'unpaid', intent };
      }
      // The charge, the booking and the e-mail owed change the order once (one update, one
      // insert of its events); a way out before the booking writes them first.
      const changes = changesOf(order);
      await recordCharge(tx, changes, intent);
      const meta = metaOf(order);
      if (meta.failure) {
        await changes.write(tx);
        return { kind: 'failed', order };
      }
      if (order.orderStatus === 'canceled') {
        await changes.write(tx);
        // An order once cancelled never comes back. A booking cancelled by the traveller was
        // refunded by its policy when it was cancelled; anything else paid is refunded in full
        // (owed once: the refund's key makes a repeat the same refund).
        if (meta.bookingRecord) return { kind: 'closed', order };
        const reason =
          'This checkout was closed (the hold expired or was given back) before the payment arrived';
        await oweRefund(tx, order, meta.totalCents, `refund-${order.id}`, reason);
        log.info({ orderId: order.id, amountCents: meta.totalCents }, 'late payment refunded');
        return { kind: 'refund', order, reason };
      }
      if (intent.amountCents !== meta.totalCents) {
        await changes.write(tx);
        const reason = ORDER_REASONS.amount_mismatch;
        await releaseHeldStock(tx, order, reason);
        await oweRefund(tx, order, intent.amountCents, `refund-${order.id}`, reason);
        return { kind: 'refund', order, reason };
      }
      // Its hold ran out while a mobile-money charge was pending: booked if the stock is free;
      // paid after the charge's own expiry, refunded.
      if (!(await retakeStock(tx, order))) {
        await changes.write(tx);
        const reason =
          'The hold ran out before the payment arrived, and the booking could not be made';
        await releaseHeldStock(tx, order, ORDER_REASONS.hold_expired);
        await oweRefund(tx, order, meta.totalCents, `refund-${order.id}`, reason);
        return { kind: 'refund', order, reason };
      }
      meta.last4 = intent.last4;
      // A live flight is made at the airline before it is confirmed: one confirm asks it.
      if (
        meta.airline &&
        !meta.airline.orderId &&
        ticketing.claim(meta, order) === 'claimed_before'
      ) {
        await changes.write(tx);
        return { kind: 'ticketing', order };
      }
      await inTransaction(holdsConfirmed, tx).execute({ orderId: order.id });
      if (meta.airline && !meta.airline.orderId) {
        changes.set({ meta });
        await changes.write(tx);
        return { kind: 'ticket', order };
      }
      await settle(tx, changes, meta, intent.id);
      changes.oweMail('confirmation');
      return { kind: 'confirmed', order, owed: await changes.write(tx) };
    });

    if (outcome.kind === 'ticket') {
      // Outside any transaction: the airline may take seconds, and no lock waits on it.
      const airline = await ticketing.issue(outcome.order);
      const { order, owed } = await db.transaction(async (tx) => {
        const changes = changesOf(await lockBySession(tx, sessionId));
        await settle(tx, changes, { ...metaOf(changes.order), airline }, intent.id);
        changes.oweMail('confirmation');
        return { order: changes.order, owed: await changes.write(tx) };
      });
      if (owed) await queueMail(owed);
      return answerOf(order);
    }
    if (outcome.kind === 'ticketing') {
      const order = await ticketing.waitForTickets(sessionId);
      const failure = metaOf(order).failure;
      if (failure) throw refusal(failure);
      return answerOf(order);
    }
    if (outcome.kind === 'failed') throw refusal(metaOf(outcome.order).failure!);
    if (outcome.kind === 'refund') {
      await settleRefunds(outcome.order.id);
      throw new ConflictError(`${outcome.reason}. Your payment is refunded in full.`, {
        code: 'refunded',
      });
    }
    if (outcome.kind === 'closed') {
      throw new ConflictError('This booking was cancelled', { code: 'already_canceled' });
    }
    if (outcome.kind === 'unpaid') {
      throw new PaymentRequiredError(
        intent.failureMessage ?? 'The payment has not been completed yet',
        {
          code: intent.failureCode
            ? knownCode(intent.failureCode, 'payment_failed')
            : 'payment_incomplete',
          paymentStatus: intent.status,
        },
      );
    }
    // The e-mail (its voucher drawn, sent) is a job's: the answer does not wait for it.
    if (outcome.owed) await queueMail(outcome.owed);
    return answerOf(outcome.order);
  }

  /**
   * In the order's transaction: the paid booking's rows are written and it is confirmed, or, at a
   * property that confirms by hand, it awaits the property with its stock kept. The order's own
   * changes are in `changes`, written by the caller.
   */
  async function settle(
    tx: Tx,
    changes: OrderChanges,
    meta: OrderMetaBase,
    paymentIntentId: string,
  ) {
    const { order } = changes;
    const product = productOf(order.product);
    const byHand = product.confirmsByHand?.(meta) ?? false;
    const records = await product.writeRecords(tx, order, meta, {
      intentId: paymentIntentId,
      status: byHand ? 'pending' : 'confirmed',
    });
    meta.bookingRecord = records.bookingRecord;
    if (records.stayRecord) meta.stayRecord = records.stayRecord;
    changes.set({ meta, ...(byHand ? { holdExpiresAt: null } : {}) });
    if (byHand) {
      log.info({ orderId: order.id }, 'paid, awaiting the property confirmation');
    } else {
      changes.move('orderStatus', 'confirmed', ORDER_REASONS.payment_succeeded);
    }
  }

  function answerOf(order: Order) {
    return {
      bookingId: order.sessionId!,
      confirmationNumber: order.confirmationNumber!,
      awaitingConfirmation: isAwaitingConfirmation(order),
    };
  }

  return confirm;
}
