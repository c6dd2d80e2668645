import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import {
  COMPLETE_OFFER,
  makeConfirmationNumber,
  type CheckoutSessionBody,
} from '../../../domain/checkout.ts';
import type { OrderMeta } from '../../../domain/orders.ts';
import { formatAmount, toCents, withTaxes } from '../../../domain/pricing.ts';
import { duffelBookings, inventoryHolds, orderEvents } from '../../db/schema/index.ts';
import {
  ConflictError,
  ServiceUnavailableError,
  TooManyRequestsError,
  ValidationError,
} from '../../errors.ts';
import type { PaymentIntent } from '../../providers/payments/types.ts';
import { sortStock, holdRowOf, releaseExpiredHolds, takeStock } from '../inventory.ts';
import { metaOf } from '../order-meta.ts';
import type { CheckoutDeps, Order, Tx } from './deps.ts';
import type { OrderLedger } from './ledger.ts';
import type { Priced, SessionInput } from './pricing.ts';

/**
 * Who asks for a checkout: their address, the Idempotency-Key of this attempt if sent, and the
 * signed-in account the booking will belong to, if any.
 */
export type CheckoutClient = { address?: string; idempotencyKey?: string; userId?: string };

/** The same request gives the same digest, whatever the order of its fields. */
function digestOf(body: SessionInput): string {
  const canonical = JSON.stringify({
    type: body.type,
    offerId: body.offerId ?? null,
    rateId: body.rateId ?? null,
    amount: body.amount ?? null,
    customerName: body.customerName,
    customerEmail: body.customerEmail.toLowerCase(),
    customerPhone: body.customerPhone ?? null,
    passengers: body.passengers ?? null,
    guests: body.guests ?? null,
    startDate: body.startDate ?? null,
    travelers: body.travelers ?? null,
    rooms: body.rooms ?? null,
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/** Opening a checkout: price, hold the stock within the client's limits, open the payment. */
export function createSessions(
  { db, clock, payments, flights, holdMinutes, holdLimits, log }: CheckoutDeps,
  { releaseHeldStock, lockOrder }: OrderLedger,
  pricing: {
    priceHotel(body: SessionInput): Promise<Priced>;
    priceFlight(body: SessionInput): Promise<Priced>;
    pricePackage(body: SessionInput): Promise<Priced>;
    priceComplete(body: SessionInput): Promise<Priced>;
  },
) {
  const { priceHotel, priceFlight, pricePackage, priceComplete } = pricing;
  /**
   * Holds the stock and opens a payment for it. `amount` is the total the traveller was shown
   * (taxes included); `legacyAmount` is a bare price from the spec's direct booking calls,
   * accepted when it matches the subtotal or the total.
   */
  async function createSession(
    body: Omit<CheckoutSessionBody, 'amount'> & { amount?: number; legacyAmount?: boolean },
    client: CheckoutClient = {},
  ) {
    const now = clock.now();
    await releaseExpiredHolds(db, now);
    const requestHash = digestOf(body);
    const repeated = await findRepeat(client, requestHash, now);
    if (repeated) return sessionAnswer(repeated);

    const complete = body.type === 'package' && COMPLETE_OFFER.test(body.offerId ?? '');
    const priced =
      body.type === 'hotel'
        ? await priceHotel(body)
        : complete
          ? await priceComplete(body)
          : body.type === 'package'
            ? await pricePackage(body)
            : await priceFlight(body);
    const { subtotalCents, taxesCents, totalCents } = withTaxes(priced.subtotalCents);
    const given = body.amount === undefined ? undefined : toCents(body.amount);
    const matches =
      given === undefined ||
      given === totalCents ||
      (body.legacyAmount === true && given === subtotalCents);
    if (!matches) {
      throw new ConflictError(
        `The price changed: the total is now ${formatAmount(totalCents)} USD (subtotal ${formatAmount(subtotalCents)} + taxes and fees ${formatAmount(taxesCents)})`,
        {
          code: 'price_changed',
          newPrice: formatAmount(totalCents),
          subtotal: formatAmount(subtotalCents),
          taxes: formatAmount(taxesCents),
        },
      );
    }

    const holdExpiresAt = new Date(now.getTime() + holdMinutes * 60_000);
    const meta: OrderMeta = {
      ...priced.meta,
      title: priced.title,
      passengers: body.passengers,
      guests: body.guests ?? [{ name: body.customerName, email: body.customerEmail }],
      subtotalCents,
      taxesCents,
      totalCents,
      ...(body.language ? { language: body.language } : {}),
    };
    const sessionId = randomUUID();
    const confirmationNumber = makeConfirmationNumber(randomInt);
    const customerEmail = body.customerEmail.toLowerCase();
    let opened: { order: Order; replaced: Order[] };
    try {
      opened = await db.transaction(async (tx) => {
        const replaced = await makeRoomForHold(tx, { address: client.address, customerEmail }, now);
        const [created] = await tx
          .insert(duffelBookings)
          .values({
            type: body.type,
            amount: formatAmount(totalCents),
            currency: 'USD',
            duffelOfferId: body.type === 'flight' ? (body.offerId ?? null) : null,
            duffelRateId: body.type === 'hotel' ? (body.rateId ?? null) : null,
            customerName: body.customerName,
            customerEmail,
            customerPhone: body.customerPhone ?? body.passengers?.[0]?.phone_number ?? null,
            meta,
            sessionId,
            confirmationNumber,
            holdExpiresAt,
            clientAddress: client.address ?? null,
            idempotencyKey: client.idempotencyKey ?? null,
            userId: client.userId ?? null,
            requestHash,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        // One global order of taking stock, so two checkouts never wait on each other in a cycle.
        for (const item of sortStock(priced.stock)) await takeStock(tx, item);
        // A live airline's flight holds nothing of ours: the airline sells its seats itself.
        if (priced.stock.length) {
          await tx
            .insert(inventoryHolds)
            .values(priced.stock.map((item) => holdRowOf(created!.id, item, holdExpiresAt)));
        }
        await tx.insert(orderEvents).values({
          orderId: created!.id,
          field: 'orderStatus',
          toStatus: 'pending',
          reason: 'checkout started',
        });
        return { order: created!, replaced };
      });
    } catch (error) {
      // Two sends of one attempt at the same moment: the second answers what the first opened.
      if (client.idempotencyKey && isUniqueViolation(error)) {
        const first = await findRepeat(client, requestHash, now);
        if (first) return sessionAnswer(first);
      }
      throw error;
    }
    const { order, replaced } = opened;
    for (const old of replaced) {
      if (old.duffelPaymentIntentId)
        await payments.cancelIntent(old.duffelPaymentIntentId).catch(() => undefined);
    }

    if (body.type === 'flight' || complete) flights.forgetSearches();
    let intent: PaymentIntent;
    try {
      intent = await payments.createIntent({
        amountCents: totalCents,
        currency: 'USD',
        idempotencyKey: `order-${order.id}`,
        description: `Teranga ${body.type}: ${priced.title}`,
        metadata: { orderId: String(order.id), sessionId },
      });
    } catch (error) {
      log.warn(
        { orderId: order.id, err: (error as Error).message },
        'payment provider did not open a payment; hold given back',
      );
      await releaseOrder(order.id, 'payment provider unavailable');
      throw new ServiceUnavailableError(
        'The payment service is not answering; nothing was charged. Please try again.',
        { code: 'payment_service_unavailable' },
      );
    }
    const [withIntent] = await db
      .update(duffelBookings)
      .set({ duffelPaymentIntentId: intent.id, clientSecret: intent.clientSecret })
      .where(eq(duffelBookings.id, order.id))
      .returning();
    return sessionAnswer(withIntent!);
  }

  /** What POST /api/checkout/session answers for an order, first time or repeated. */
  function sessionAnswer(order: Order) {
    const meta = metaOf(order);
    if (!order.duffelPaymentIntentId || !order.clientSecret) {
      throw new ConflictError('This checkout is still being opened; try again in a moment', {
        code: 'in_progress',
      });
    }
    return {
      clientSecret: order.clientSecret,
      sessionId: order.sessionId!,
      paymentIntentId: order.duffelPaymentIntentId,
      provider: payments.name,
      amount: formatAmount(meta.totalCents),
      subtotal: formatAmount(meta.subtotalCents),
      taxes: formatAmount(meta.taxesCents),
      currency: 'USD',
      holdExpiresAt: order.holdExpiresAt!.toISOString(),
      confirmationNumber: order.confirmationNumber!,
    };
  }

  /**
   * The order an earlier send of the same request opened: by its Idempotency-Key, or without
   * one, the same request from the same address within a few seconds (a double click).
   */
  async function findRepeat(
    client: CheckoutClient,
    requestHash: string,
    now: Date,
  ): Promise<Order | null> {
    if (client.idempotencyKey) {
      const [order] = await db
        .select()
        .from(duffelBookings)
        .where(eq(duffelBookings.idempotencyKey, client.idempotencyKey));
      if (!order) return null;
      if (order.requestHash !== requestHash) {
        throw new ValidationError([
          {
            field: 'Idempotency-Key',
            rule: 'reused_key',
            message: 'was already used for a different checkout',
          },
        ]);
      }
      if (order.orderStatus !== 'pending') {
        throw new ConflictError('This checkout has ended; start a new one', {
          code: 'session_closed',
        });
      }
      return order;
    }
    if (!client.address) return null;
    const since = new Date(now.getTime() - holdLimits.repeatWindowSeconds * 1000);
    const [order] = await db
      .select()
      .from(duffelBookings)
      .where(
        and(
          eq(duffelBookings.clientAddress, client.address),
          eq(duffelBookings.orderStatus, 'pending'),
          eq(duffelBookings.requestHash, requestHash),
          gt(duffelBookings.createdAt, since),
          gt(duffelBookings.holdExpiresAt, now),
        ),
      )
      .orderBy(asc(duffelBookings.id))
      .limit(1);
    return order ?? null;
  }

  /**
   * Keeps one client's unpaid holds within the limits: the traveller's own older checkout (same
   * e-mail, same address) gives way to the new one; beyond that, a clear 429. Runs inside the
   * new checkout's transaction, so a refused checkout leaves everything as it was.
   */
  async function makeRoomForHold(
    tx: Tx,
    client: { address?: string | undefined; customerEmail: string },
    now: Date,
  ): Promise<Order[]> {
    const keys = [client.customerEmail, client.address].filter((k): k is string => !!k).sort();
    // Serialise checkouts of one client, so two at once cannot both slip under the limit.
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const live = await tx
      .select()
      .from(duffelBookings)
      .where(
        and(
          eq(duffelBookings.orderStatus, 'pending'),
          gt(duffelBookings.holdExpiresAt, now),
          client.address
            ? or(
                eq(duffelBookings.customerEmail, client.customerEmail),
                eq(duffelBookings.clientAddress, client.address),
              )
            : eq(duffelBookings.customerEmail, client.customerEmail),
        ),
      )
      .orderBy(asc(duffelBookings.id))
      .for('update');
    const own = live.filter(
      (o) =>
        o.customerEmail === client.customerEmail && o.clientAddress === (client.address ?? null),
    );
    const replaced: Order[] = [];
    while (own.length - replaced.length >= holdLimits.perEmail) {
      const oldest = own[replaced.length]!;
      await releaseHeldStock(tx, oldest, 'replaced by a newer checkout of the same traveller');
      replaced.push(oldest);
    }
    const remaining = live.filter((o) => !replaced.includes(o));
    const byEmail = remaining.filter((o) => o.customerEmail === client.customerEmail).length;
    const byAddress = client.address
      ? remaining.filter((o) => o.clientAddress === client.address).length
      : 0;
    if (byEmail >= holdLimits.perEmail || byAddress >= holdLimits.perAddress) {
      throw new TooManyRequestsError(
        `Too many unpaid checkouts at once: finish or cancel one, or wait until a hold expires (at most ${holdLimits.perEmail} per e-mail address and ${holdLimits.perAddress} per connection)`,
        { code: 'too_many_holds' },
      );
    }
    return replaced;
  }

  /** Gives back an order's held stock and cancels it (unpaid orders only). */
  async function releaseOrder(orderId: number, reason: string) {
    await db.transaction(async (tx) => {
      // The order before its holds: the lock order confirm and the sweeper use too.
      const order = await lockOrder(tx, orderId);
      if (order) await releaseHeldStock(tx, order, reason);
    });
  }

  return { createSession };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
