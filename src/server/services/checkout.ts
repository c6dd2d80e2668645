import { ORDER_REASONS } from '../../domain/orders.ts';
import { eq } from 'drizzle-orm';
import { DEFAULT_HOLD_LIMITS, HOLD_MINUTES, type HoldLimits } from '../../domain/checkout.ts';
import type { OrderMeta } from '../../domain/orders.ts';
import { duffelBookings } from '../db/schema/index.ts';
import { NotFoundError } from '../errors.ts';
import { createCancel } from './checkout/cancel.ts';
import { createConfirm } from './checkout/confirm.ts';
import { createPropertyConfirm } from './checkout/decision.ts';
import { silentLog, type CheckoutDeps, type Order, type ServiceLog } from './checkout/deps.ts';
import { createOrderLedger } from './checkout/ledger.ts';
import { createLookup } from './checkout/lookup.ts';
import { createReconcile } from './checkout/reconcile.ts';
import { createSessions } from './checkout/session.ts';
import { createTermsQuote } from './checkout/terms.ts';
import { createTicketing } from './checkout/ticketing.ts';
import { createWalletAttach } from './checkout/wallet.ts';
import type { Pricing, Priced } from '../products/product.ts';
import type { AnyProduct } from '../products/registry.ts';
import { toBookingDocument, type BookingAccess } from './booking-view.ts';

export type { HoldLimits, OrderMeta };
export type { CheckoutClient } from './checkout/session.ts';

/**
 * The one checkout every kind of booking goes through. Each use case lives in its own file
 * under checkout/, over one set of dependencies and the order ledger they share.
 */
export function createCheckoutService(
  deps: Omit<CheckoutDeps, 'holdMinutes' | 'holdLimits' | 'log' | 'publicUrl'> & {
    holdMinutes?: number;
    publicUrl?: string;
    holdLimits?: HoldLimits | undefined;
    log?: ServiceLog;
  },
) {
  const all: CheckoutDeps = {
    ...deps,
    log: deps.log ?? silentLog,
    holdMinutes: deps.holdMinutes ?? HOLD_MINUTES,
    holdLimits: deps.holdLimits ?? DEFAULT_HOLD_LIMITS,
    publicUrl: deps.publicUrl ?? 'http://localhost:5000',
  };
  const { db, clock } = all;
  const ledger = createOrderLedger(all);
  // Each product's pricing, made once over this checkout's services.
  const pricings = new Map<AnyProduct, Pricing<unknown>>();
  const priceOf = (product: AnyProduct, body: unknown, check: 'all' | 'offer'): Promise<Priced> => {
    let pricing = pricings.get(product);
    if (!pricing) pricings.set(product, (pricing = product.pricing(all) as Pricing<unknown>));
    return pricing.price(body, check);
  };
  const { createSession } = createSessions(all, ledger, priceOf);
  const ticketing = createTicketing(all, ledger);
  const confirm = createConfirm(all, ticketing, ledger);
  const { cancel, quoteCancellation } = createCancel(all, ledger);
  const reconcile = createReconcile(all, ledger, confirm, ticketing.reconcileStrayOrders);
  const { lookup, resendConfirmation, ordersOf } = createLookup(all, ledger);

  return {
    lookup,
    ordersOf,
    createSession,
    quoteTerms: createTermsQuote(priceOf),
    confirm,
    cancel,
    quoteCancellation,
    /** The property's decision on a booking awaiting its confirmation (the admin area's call). */
    confirmByProperty: createPropertyConfirm(all, ledger),
    refuseByProperty: (order: Order) => cancel(order, { by: 'property' }),
    resendConfirmation,
    /** A confirmed booking whose trip has taken place (an administrator's call). */
    complete: (order: Order) =>
      db.transaction(async (tx) => {
        const locked = await ledger.lockOrder(tx, order.id);
        if (!locked)
          throw new NotFoundError('No booking matches these details', {
            code: 'booking_not_found',
          });
        await ledger.recordMove(
          tx,
          locked,
          'orderStatus',
          'completed',
          ORDER_REASONS.completed_by_admin,
        );
        return locked;
      }),
    /** For signed provider events only: travellers look up with the client secret too. */
    findByPaymentIntent: async (paymentIntentId: string) => {
      const [order] = await db
        .select()
        .from(duffelBookings)
        .where(eq(duffelBookings.duffelPaymentIntentId, paymentIntentId));
      return order ?? null;
    },
    findBySession: ledger.findBySession,
    findOrder: async (orderId: number) => {
      const [order] = await db.select().from(duffelBookings).where(eq(duffelBookings.id, orderId));
      return order ?? null;
    },
    /** Makes a mobile-money charge the checkout's payment (services/mobile-money). */
    attachWalletCharge: createWalletAttach(all, ledger),
    /** The booking's voucher and calendar text, its terms as they stand now. */
    documentOf: (order: Order, access: BookingAccess) =>
      toBookingDocument(order, access, clock.now()),
    releaseExpired: async () => {
      const expired = await ledger.releaseExpiredHolds(clock.now());
      if (expired.length) all.log.info({ orderIds: expired }, 'holds expired; stock given back');
      return expired;
    },
    reconcile,
    settleRefunds: () => ledger.settleRefunds(),
    sendConfirmation: ledger.sendConfirmation,
    /** The mail.confirmation job: an owed booking e-mail, sent once. */
    sendOwedMail: ledger.sendOwedMail,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
