import { and, eq } from 'drizzle-orm';
import type { CancelResult } from '../../../domain/booking-view.ts';
import {
  airlineTerms,
  applyPackageTerms,
  cancellationTerms,
  withdrawalTerms,
} from '../../../domain/checkout.ts';
import { ORDER_REASONS, type OrderMetaBase } from '../../../domain/orders.ts';
import { formatAmount } from '../../../domain/pricing.ts';
import { duffelBookings, inventoryHolds } from '../../db/schema/index.ts';
import { productOf } from '../../products/registry.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import { FlightOrderRefused } from '../../providers/flights/duffel.ts';
import { giveBackAll } from '../inventory/stock.ts';
import { isAwaitingConfirmation, metaOf } from '../order-meta.ts';
import type { CheckoutDeps, Order } from './deps.ts';
import type { OrderLedger } from './ledger.ts';

/** What a cancellation did; the route adds the booking as it is now. */
export type Cancelled = Omit<CancelResult, 'booking'>;

/** Cancelling: an unpaid checkout gives its hold back; a booking is cancelled by its policy. */
export function createCancel(
  { db, clock, payments, flights }: CheckoutDeps,
  {
    recordMove,
    changesOf,
    recordCharge,
    oweRefund,
    releaseHeldStock,
    settleRefunds,
    lockOrder,
    closePayment,
    recordPaymentClosed,
    oweMail,
    queueMail,
  }: OrderLedger,
) {
  /**
   * Cancels a booking: an unpaid checkout gives its hold back; a confirmed booking is cancelled
   * under its policy. The refund is owed in the same transaction and sent after it.
   */
  async function cancel(
    order: Order,
    { by = 'traveller', quoteId }: { by?: 'traveller' | 'property'; quoteId?: string } = {},
  ): Promise<Cancelled> {
    if (order.orderStatus === 'canceled')
      throw new ConflictError('This booking is already cancelled', { code: 'already_canceled' });
    const awaiting = isAwaitingConfirmation(order);
    if (by === 'property' && !awaiting) {
      throw new ConflictError('Only a booking awaiting confirmation can be refused', {
        code: 'not_awaiting_confirmation',
      });
    }
    if (order.orderStatus === 'pending' && !awaiting) return cancelUnpaid(order);
    const meta = metaOf(order);
    const product = productOf(order.product);
    // A live airline's flight: on the refund the airline quoted, once the traveller accepts it.
    const airlineRefundCents = meta.airline?.orderId ? await acceptQuote(meta, quoteId) : null;
    // Until the property has confirmed, the traveller may withdraw for a full refund.
    // A flight + hotel package: each part by its own terms, refunded once as one sum.
    const terms = awaiting
      ? withdrawalTerms(meta.totalCents)
      : airlineRefundCents !== null
        ? termsOnQuote(order, meta, airlineRefundCents)
        : product.view.parts
          ? applyPackageTerms(product.view.parts(meta), clock.now())
          : cancellationTerms({
              type: product.view.rule,
              startsAt: new Date(meta.startsAt),
              now: clock.now(),
              totalCents: meta.totalCents,
              taxesCents: meta.taxesCents,
              nights: meta.nights,
              policy: meta.policy,
            });
    const owed = await db.transaction(async (tx) => {
      const locked = uncancelled(await lockOrder(tx, order.id));
      if (awaiting && !isAwaitingConfirmation(locked)) {
        throw new ConflictError('The property confirmed this booking meanwhile; cancel it again', {
          code: 'confirmed_meanwhile',
        });
      }
      const holds = await tx
        .update(inventoryHolds)
        .set({ status: 'released' })
        .where(and(eq(inventoryHolds.orderId, order.id), eq(inventoryHolds.status, 'confirmed')))
        .returning();
      await giveBackAll(tx, holds);
      const lockedMeta = {
        ...metaOf(locked),
        refundCents: terms.refundCents,
        feeCents: terms.feeCents,
        cancelledAt: clock.now().toISOString(),
      };
      await tx
        .update(duffelBookings)
        .set({ meta: lockedMeta })
        .where(eq(duffelBookings.id, order.id));
      const reason = awaiting
        ? by === 'property'
          ? ORDER_REASONS.refused_by_property
          : ORDER_REASONS.cancelled_before_confirmation
        : airlineRefundCents !== null
          ? ORDER_REASONS.cancelled_on_airline_quote
          : terms.free
            ? ORDER_REASONS.free_cancellation
            : ORDER_REASONS.late_cancellation;
      await recordMove(tx, locked, 'orderStatus', 'canceled', reason);
      await product.markRecords(tx, lockedMeta, 'canceled', clock.now());
      await oweRefund(tx, locked, terms.refundCents, `cancel-${order.id}`, reason);
      return oweMail(tx, locked, 'cancellation');
    });
    const sent = await settleRefunds(order.id);
    // The traveller hears of it by e-mail, with the refund: queued once the refund is sent.
    await queueMail(owed);
    return {
      status: 'canceled',
      refund: formatAmount(terms.refundCents),
      fee: formatAmount(terms.feeCents),
      refundStatus: terms.refundCents === 0 ? null : sent > 0 ? 'refunded' : 'pending',
    };
  }

  /** The traveller's terms on an airline refund: the flight's share, and a package's stay. */
  function termsOnQuote(order: Order, meta: OrderMetaBase, airlineRefundCents: number) {
    const parts = productOf(order.product).view.parts?.(meta) ?? null;
    return airlineTerms({
      airlineRefundCents,
      fareCents: meta.airline!.amountCents,
      flightShare: parts ? parts[0]! : { totalCents: meta.totalCents },
      ...(parts ? { stayPart: parts[1]! } : {}),
      now: clock.now(),
    });
  }

  /**
   * Asks the airline what it refunds if the booking is cancelled now; the quote is kept on the
   * booking until the traveller accepts it. Nothing changes until then.
   */
  async function quoteCancellation(order: Order) {
    const meta = metaOf(order);
    if (order.orderStatus !== 'confirmed' || !meta.airline?.orderId) {
      throw new ConflictError(
        "Only a confirmed booking with a live airline is cancelled on the airline's quote; its terms are on the booking",
        { code: 'quote_not_needed' },
      );
    }
    const quote = await flights
      .liveSeller()
      .quoteCancellation(meta.airline.orderId)
      .catch((error: unknown) => {
        throw new ConflictError(
          `The airline could not be reached for a refund quote; try again in a moment (${(error as Error).message})`,
          { code: 'airline_unavailable' },
        );
      });
    const cancellation = {
      id: quote.cancellationId,
      refundCents: quote.refundCents,
      expiresAt: quote.expiresAt,
    };
    await db.transaction(async (tx) => {
      const locked = uncancelled(await lockOrder(tx, order.id));
      const fresh = metaOf(locked);
      fresh.airline = { ...fresh.airline!, cancellation };
      await tx.update(duffelBookings).set({ meta: fresh }).where(eq(duffelBookings.id, order.id));
    });
    const terms = termsOnQuote(order, meta, quote.refundCents);
    return {
      quoteId: quote.cancellationId,
      refund: formatAmount(terms.refundCents),
      fee: formatAmount(terms.feeCents),
      airlineRefund: formatAmount(quote.refundCents),
      expiresAt: quote.expiresAt,
    };
  }

  /** Confirms at the airline the quote the traveller accepted; answers the airline's refund. */
  async function acceptQuote(meta: OrderMetaBase, quoteId: string | undefined): Promise<number> {
    const quote = meta.airline?.cancellation;
    if (!quoteId) {
      throw new ValidationError([
        {
          field: 'quoteId',
          rule: 'required',
          message: "is required: ask for the airline's refund quote first, then accept it",
        },
      ]);
    }
    if (!quote || quote.id !== quoteId) {
      throw new ValidationError([
        {
          field: 'quoteId',
          rule: 'invalid',
          message: "is not this booking's latest airline quote",
        },
      ]);
    }
    if (quote.expiresAt && Date.parse(quote.expiresAt) <= clock.now().getTime()) {
      throw new ConflictError("The airline's refund quote has expired; ask for a new one", {
        code: 'quote_expired',
      });
    }
    try {
      await flights.liveSeller().confirmCancellation(quote.id);
    } catch (error) {
      // Confirmed before (a repeated accept): the airline's refund stands as quoted.
      if (!(error instanceof FlightOrderRefused && error.code === 'already_cancelled')) {
        throw new ConflictError(
          `The airline did not confirm the cancellation; nothing changed (${(error as Error).message})`,
          { code: 'airline_unavailable' },
        );
      }
    }
    return quote.refundCents;
  }

  /**
   * Gives an unpaid checkout's hold back. The payment is closed first, so it cannot succeed
   * afterwards; if it already had (the page's beacon can arrive mid-payment), it is refunded in
   * full in the same transaction that cancels the order.
   */
  async function cancelUnpaid(order: Order): Promise<Cancelled> {
    const intentId = order.duffelPaymentIntentId;
    let intent = intentId ? await payments.retrieveIntent(intentId).catch(() => null) : null;
    if (intentId && intent?.status !== 'succeeded') {
      intent = (await closePayment(intentId)) ?? intent;
    }
    const paid = intent?.status === 'succeeded' ? intent : null;
    await db.transaction(async (tx) => {
      const locked = uncancelled(await lockOrder(tx, order.id));
      if (locked.orderStatus !== 'pending') {
        throw new ConflictError('This booking was confirmed meanwhile; cancel it from its page', {
          code: 'confirmed_meanwhile',
        });
      }
      // Paid, and the airline is making its order: the booking is decided there first.
      const airline = metaOf(locked).airline;
      if (airline?.orderKey && !airline.orderId) {
        throw new ConflictError(
          'The airline is issuing the tickets of this paid booking; cancel it once it is confirmed',
          { code: 'ticketing_in_progress' },
        );
      }
      await releaseHeldStock(tx, locked, ORDER_REASONS.cancelled_before_payment);
      if (intent?.status === 'canceled') await recordPaymentClosed(tx, locked);
      if (paid) {
        const changes = changesOf(locked);
        await recordCharge(tx, changes, paid);
        await changes.write(tx);
        await oweRefund(
          tx,
          locked,
          paid.amountCents,
          `refund-${order.id}`,
          'paid, then cancelled before the booking was confirmed',
        );
      }
    });
    const sent = paid ? await settleRefunds(order.id) : 0;
    return {
      status: 'canceled',
      refund: formatAmount(paid?.amountCents ?? 0),
      fee: '0.00',
      refundStatus: paid ? (sent > 0 ? 'refunded' : 'pending') : null,
    };
  }

  return { cancel, quoteCancellation };
}

/** A booking already cancelled (or gone) cannot be cancelled again: 409. */
function uncancelled(order: Order | undefined): Order {
  if (!order || order.orderStatus === 'canceled')
    throw new ConflictError('This booking is already cancelled', { code: 'already_canceled' });
  return order;
}
