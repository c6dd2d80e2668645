import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, gt, or, sql } from 'drizzle-orm';
import {
  decodeStayRateId,
  MAX_STAY_DAYS_AHEAD,
  MAX_STAY_NIGHTS,
} from '../../domain/accommodations.ts';
import {
  cancellationTerms,
  canMove,
  checkBirthDate,
  DEFAULT_HOLD_LIMITS,
  HOLD_MINUTES,
  type HoldLimits,
  makeConfirmationNumber,
  MAX_CONFIRMATION_RESENDS_PER_DAY,
  ORDER_TRANSITIONS,
  PAYMENT_TRANSITIONS,
  type OrderStatus,
  type PaymentStatus,
  type CheckoutSessionBody,
} from '../../domain/checkout.ts';
import { addDays, daysBetween, toIsoDate } from '../../domain/dates.ts';
import type { FlightOffer } from '../../domain/flights.ts';
import { countNights, formatAmount, hotelTotalCents, withTaxes } from '../../domain/pricing.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import {
  accommodations,
  bookings,
  duffelBookings,
  flightBookings,
  inventoryHolds,
  orderEvents,
  paymentRecords,
} from '../db/schema/index.ts';
import {
  AppError,
  ConflictError,
  NotFoundError,
  PaymentRequiredError,
  ServiceUnavailableError,
  TooManyRequestsError,
  ValidationError,
} from '../errors.ts';
import { askProvider } from './payment-errors.ts';
import { capacityOf } from '../providers/flights/network.ts';
import type { PaymentIntent, PaymentProvider } from '../providers/payments/types.ts';
import type { FlightService } from './flights.ts';
import {
  sortStock,
  giveBackAll,
  holdRowOf,
  releaseExpiredHolds,
  stockItemOf,
  takeStock,
  type StockItem,
} from './inventory.ts';
import type { Mailer } from './mail.ts';
import { metaOf } from './order-meta.ts';
import { isHotelMeta, type OrderMeta } from '../../domain/orders.ts';
import { toBookingDocument } from './booking-view.ts';
import { renderConfirmationEmail } from './documents/confirmation-email.ts';

type Order = typeof duffelBookings.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type { OrderMeta };

/** Omit on each member of a union, so each keeps its own `details`. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

type SessionInput = Omit<CheckoutSessionBody, 'amount'> & {
  amount?: number | undefined;
  legacyAmount?: boolean;
};

export type { HoldLimits };

/** Who asks for a checkout: their address, and the Idempotency-Key of this attempt if sent. */
export type CheckoutClient = { address?: string; idempotencyKey?: string };

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
  });
  return createHash('sha256').update(canonical).digest('hex');
}

type Priced = {
  title: string;
  subtotalCents: number;
  stock: StockItem[];
  meta: OmitEach<OrderMeta, 'subtotalCents' | 'taxesCents' | 'totalCents' | 'title'>;
};

export function createCheckoutService({
  db,
  clock,
  payments,
  flights,
  mailer,
  holdMinutes = HOLD_MINUTES,
  holdLimits = DEFAULT_HOLD_LIMITS,
}: {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  flights: FlightService;
  mailer: Mailer;
  holdMinutes?: number;
  holdLimits?: HoldLimits | undefined;
}) {
  /** Moves one of an order's statuses along its transition table, and records the move. */
  async function recordMove(
    tx: Tx | Database,
    order: Order,
    ...move:
      | [field: 'paymentStatus', to: PaymentStatus, reason?: string]
      | [field: 'orderStatus', to: OrderStatus, reason?: string]
  ) {
    const [field, to, reason] = move;
    const from = order[field];
    if (from === to) return;
    const table = field === 'paymentStatus' ? PAYMENT_TRANSITIONS : ORDER_TRANSITIONS;
    if (!canMove(table, from, to)) {
      throw new ConflictError(`This booking cannot move from ${from} to ${to}`, {
        code: 'invalid_transition',
      });
    }
    await tx
      .update(duffelBookings)
      .set({ [field]: to, updatedAt: clock.now() })
      .where(eq(duffelBookings.id, order.id));
    await tx
      .insert(orderEvents)
      .values({ orderId: order.id, field, fromStatus: from, toStatus: to, reason });
    if (move[0] === 'paymentStatus') order.paymentStatus = move[1];
    else order.orderStatus = move[1];
  }

  async function priceHotel(body: SessionInput): Promise<Priced> {
    const rate = decodeStayRateId(body.rateId ?? '');
    if (!rate) throw new ValidationError([{ field: 'rateId', message: 'is not a rate we issued' }]);
    const today = toIsoDate(clock.now());
    const issues = [];
    if (rate.checkIn < addDays(today, -1))
      issues.push({ field: 'rateId', message: 'check-in is in the past' });
    if (rate.checkIn > addDays(today, MAX_STAY_DAYS_AHEAD))
      issues.push({
        field: 'rateId',
        message: `check-in must be within the next ${MAX_STAY_DAYS_AHEAD} days`,
      });
    const nights = daysBetween(rate.checkIn, rate.checkOut);
    if (nights <= 0) issues.push({ field: 'rateId', message: 'check-out must be after check-in' });
    if (nights > MAX_STAY_NIGHTS)
      issues.push({ field: 'rateId', message: `a stay can be at most ${MAX_STAY_NIGHTS} nights` });
    if (rate.guests < 1 || rate.guests > 10)
      issues.push({ field: 'rateId', message: 'guests must be 1 to 10' });
    if (issues.length) throw new ValidationError(issues);
    const [stay] = await db
      .select()
      .from(accommodations)
      .where(eq(accommodations.id, rate.accommodationId));
    if (!stay) throw new NotFoundError('This property no longer exists');
    const stock: StockItem[] = [];
    for (let n = 0; n < nights; n++) {
      stock.push({
        kind: 'room',
        accommodationId: stay.id,
        night: addDays(rate.checkIn, n),
        total: stay.roomCount,
        quantity: 1,
      });
    }
    return {
      title: stay.name,
      subtotalCents: hotelTotalCents(stay.pricePerNight, rate.checkIn, rate.checkOut, rate.guests),
      stock,
      meta: {
        details: {
          accommodationId: stay.id,
          name: stay.name,
          location: `${stay.location}, ${stay.country}`,
          checkIn: rate.checkIn,
          checkOut: rate.checkOut,
          guests: rate.guests,
          pricePerNight: stay.pricePerNight,
          manualConfirmation: stay.manualConfirmation ?? false,
        },
        startsAt: `${rate.checkIn}T14:00:00Z`,
        start: { date: rate.checkIn },
        end: { date: rate.checkOut },
        location: `${stay.location}, ${stay.country}`,
        policy: stay.cancellationPolicy,
        nights: countNights(rate.checkIn, rate.checkOut),
      },
    };
  }

  async function priceFlight(body: SessionInput): Promise<Priced> {
    const { offer, priceCents } = await flights.quoteOffer(body.offerId ?? '');
    const passengers = body.passengers ?? [];
    if (passengers.length !== offer.passengers) {
      throw new ValidationError([
        {
          field: 'passengers',
          message: `this offer is for ${offer.passengers} passenger(s); ${passengers.length} given`,
        },
      ]);
    }
    const today = toIsoDate(clock.now());
    const issues = passengers.flatMap((p, i) => {
      const problem = checkBirthDate(p.born_on, today);
      return problem ? [{ field: `passengers.${i}.born_on`, message: problem }] : [];
    });
    if (issues.length) throw new ValidationError(issues);
    const tzOf = (code: string) => flights.network.airportsByCode.get(code)?.tz;
    return {
      title: flightTitle(offer),
      subtotalCents: priceCents,
      stock: seatsOf(offer),
      meta: flightMeta(offer, tzOf),
    };
  }

  function seatsOf(offer: FlightOffer): StockItem[] {
    return offer.slices.flatMap((slice) =>
      slice.segments.map((segment) => {
        const flight = flights.network.flightsByNumber.get(segment.flight_number);
        return {
          kind: 'seat' as const,
          flightNumber: segment.flight_number,
          date: segment.departureDate,
          cabin: segment.cabinClass,
          total: flight ? capacityOf(flight, segment.cabinClass) : 0,
          quantity: offer.passengers,
        };
      }),
    );
  }

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
    if (body.type === 'package') {
      throw new NotFoundError(
        'Unknown travel package; choose a package from the tour operators page',
      );
    }
    const requestHash = digestOf(body);
    const repeated = await findRepeat(client, requestHash, now);
    if (repeated) return sessionAnswer(repeated);

    const priced = body.type === 'hotel' ? await priceHotel(body) : await priceFlight(body);
    const { subtotalCents, taxesCents, totalCents } = withTaxes(priced.subtotalCents);
    const given = body.amount === undefined ? undefined : Math.round(body.amount * 100);
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
            requestHash,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        // One global order of taking stock, so two checkouts never wait on each other in a cycle.
        for (const item of sortStock(priced.stock)) await takeStock(tx, item);
        await tx
          .insert(inventoryHolds)
          .values(priced.stock.map((item) => holdRowOf(created!.id, item, holdExpiresAt)));
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

    if (body.type === 'flight') flights.forgetSearches();
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
          { field: 'Idempotency-Key', message: 'was already used for a different checkout' },
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

  /** Inside a transaction that has locked the order: gives its held stock back and cancels it. */
  async function releaseHeldStock(tx: Tx, order: Order, reason: string) {
    const holds = await tx
      .update(inventoryHolds)
      .set({ status: 'released' })
      .where(and(eq(inventoryHolds.orderId, order.id), eq(inventoryHolds.status, 'held')))
      .returning();
    await giveBackAll(tx, holds);
    if (order.orderStatus === 'pending')
      await recordMove(tx, order, 'orderStatus', 'canceled', reason);
  }

  /** Gives back an order's held stock and cancels it (unpaid orders only). */
  async function releaseOrder(orderId: number, reason: string) {
    await db.transaction(async (tx) => {
      // The order before its holds: the lock order confirm and the sweeper use too.
      const [order] = await tx
        .select()
        .from(duffelBookings)
        .where(eq(duffelBookings.id, orderId))
        .for('update');
      if (order) await releaseHeldStock(tx, order, reason);
    });
  }

  async function findBySession(tx: Tx | Database, sessionId: string, lock = false) {
    const query = tx.select().from(duffelBookings).where(eq(duffelBookings.sessionId, sessionId));
    const [order] = lock ? await query.for('update') : await query;
    if (!order) throw new NotFoundError('Unknown checkout session');
    return order;
  }

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
      | { kind: 'confirmed'; order: Order; fresh: boolean }
      | { kind: 'unpaid'; intent: PaymentIntent }
      | { kind: 'refund'; order: Order; reason: string }
      | { kind: 'closed'; order: Order };
    const seen = await findBySession(db, sessionId);
    if (seen.duffelPaymentIntentId !== paymentIntentId) {
      throw new ValidationError([
        { field: 'paymentIntentId', message: 'does not belong to this checkout session' },
      ]);
    }
    if (seen.orderStatus === 'confirmed' || seen.orderStatus === 'completed') {
      return { bookingId: seen.sessionId!, confirmationNumber: seen.confirmationNumber! };
    }
    // Ask the provider before taking any lock: a slow answer must not hold a database
    // connection, or the order's row, while it is awaited. The lock then re-checks the order.
    const intent = await askProvider(() => payments.retrieveIntent(paymentIntentId));

    const outcome: Outcome = await db.transaction(async (tx) => {
      const order = await findBySession(tx, sessionId, true);
      if (order.orderStatus === 'confirmed' || order.orderStatus === 'completed')
        return { kind: 'confirmed', order, fresh: false };
      if (intent.status !== 'succeeded') {
        if (canMove(PAYMENT_TRANSITIONS, order.paymentStatus, intent.status)) {
          await recordMove(tx, order, 'paymentStatus', intent.status, intent.failureCode);
        }
        return { kind: 'unpaid', intent };
      }
      await recordCharge(tx, order, intent);
      const meta = metaOf(order);
      if (order.orderStatus === 'canceled') {
        // An order once cancelled never comes back. A booking cancelled by the traveller was
        // refunded by its policy when it was cancelled; anything else paid is refunded in full
        // (owed once: the refund's key makes a repeat the same refund).
        if (meta.bookingRecord) return { kind: 'closed', order };
        const reason =
          'This checkout was closed (the hold expired or was given back) before the payment arrived';
        await oweRefund(tx, order, meta.totalCents, `refund-${order.id}`, reason);
        return { kind: 'refund', order, reason };
      }
      if (intent.amountCents !== meta.totalCents) {
        const reason = 'The amount paid does not match the booking';
        await releaseHeldStock(tx, order, reason);
        await oweRefund(tx, order, intent.amountCents, `refund-${order.id}`, reason);
        return { kind: 'refund', order, reason };
      }
      meta.last4 = intent.last4;
      await tx
        .update(inventoryHolds)
        .set({ status: 'confirmed' })
        .where(eq(inventoryHolds.orderId, order.id));
      meta.bookingRecord = await writeBookingRecord(
        tx,
        order,
        meta,
        order.confirmationNumber!,
        intent.id,
      );
      await tx.update(duffelBookings).set({ meta }).where(eq(duffelBookings.id, order.id));
      order.meta = meta;
      await recordMove(tx, order, 'orderStatus', 'confirmed', 'payment succeeded');
      return { kind: 'confirmed', order, fresh: true };
    });

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
          code: intent.failureCode ?? 'payment_incomplete',
          paymentStatus: intent.status,
        },
      );
    }
    const { order } = outcome;
    if (outcome.fresh) await sendConfirmation(order);
    return { bookingId: order.sessionId!, confirmationNumber: order.confirmationNumber! };
  }

  /** The charge as the provider reports it: the payment status moves, and a record is kept. */
  async function recordCharge(tx: Tx, order: Order, intent: PaymentIntent) {
    if (canMove(PAYMENT_TRANSITIONS, order.paymentStatus, 'succeeded'))
      await recordMove(tx, order, 'paymentStatus', 'succeeded');
    await tx
      .insert(paymentRecords)
      .values({
        orderId: order.id,
        provider: payments.name,
        kind: 'charge',
        providerId: intent.id,
        amountCents: intent.amountCents,
        status: 'succeeded',
      })
      .onConflictDoNothing();
  }

  /**
   * Records, in the caller's transaction, money the traveller is owed; settleRefunds sends it
   * after the commit, and again later until the provider takes it (one idempotency key each).
   */
  async function oweRefund(
    tx: Tx,
    order: Order,
    amountCents: number,
    idempotencyKey: string,
    reason: string,
  ) {
    if (amountCents <= 0 || !order.duffelPaymentIntentId) return;
    const [owed] = await tx
      .insert(paymentRecords)
      .values({
        orderId: order.id,
        provider: payments.name,
        kind: 'refund',
        idempotencyKey,
        amountCents,
        status: 'owed',
      })
      .onConflictDoNothing()
      .returning();
    if (!owed) return;
    const [fresh] = await tx
      .select({ meta: duffelBookings.meta })
      .from(duffelBookings)
      .where(eq(duffelBookings.id, order.id));
    const meta = { ...metaOf({ ...order, meta: fresh!.meta }), refundCents: amountCents };
    meta.feeCents ??= meta.totalCents - amountCents;
    meta.refundStatus = 'owed';
    await tx.update(duffelBookings).set({ meta }).where(eq(duffelBookings.id, order.id));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      field: 'refund',
      toStatus: 'owed',
      reason,
      data: { amountCents },
    });
  }

  /**
   * Sends the refunds still owed (of one order, or all): each with its own idempotency key, so
   * a retry never pays twice. A provider that fails leaves them owed for the next try.
   */
  async function settleRefunds(orderId?: number) {
    const owed = await db
      .select({ record: paymentRecords, intentId: duffelBookings.duffelPaymentIntentId })
      .from(paymentRecords)
      .innerJoin(duffelBookings, eq(duffelBookings.id, paymentRecords.orderId))
      .where(
        and(
          eq(paymentRecords.kind, 'refund'),
          eq(paymentRecords.status, 'owed'),
          orderId === undefined ? undefined : eq(paymentRecords.orderId, orderId),
        ),
      );
    let settled = 0;
    for (const { record, intentId } of owed) {
      try {
        const refund = await payments.refund({
          paymentIntentId: intentId!,
          amountCents: record.amountCents,
          idempotencyKey: record.idempotencyKey!,
        });
        await db
          .update(paymentRecords)
          .set({ providerId: refund.id, status: refund.status })
          .where(eq(paymentRecords.id, record.id));
        await db
          .update(duffelBookings)
          .set({ meta: sql`jsonb_set(${duffelBookings.meta}, '{refundStatus}', '"refunded"')` })
          .where(eq(duffelBookings.id, record.orderId));
        await db.insert(orderEvents).values({
          orderId: record.orderId,
          field: 'refund',
          fromStatus: 'owed',
          toStatus: 'refunded',
          data: { amountCents: record.amountCents, providerId: refund.id },
        });
        settled += 1;
      } catch {
        // Still owed: the next settle (every minute in main.ts) tries again with the same key.
      }
    }
    return settled;
  }

  async function currentTotal(tx: Tx, hold: typeof inventoryHolds.$inferSelect): Promise<number> {
    if (hold.kind === 'room') {
      const [stay] = await tx
        .select({ n: accommodations.roomCount })
        .from(accommodations)
        .where(eq(accommodations.id, Number(hold.resource)));
      return stay?.n ?? 0;
    }
    const flight = flights.network.flightsByNumber.get(hold.resource);
    return flight ? capacityOf(flight, hold.cabin as never) : 0;
  }

  async function writeBookingRecord(
    tx: Tx,
    order: Order,
    meta: OrderMeta,
    reference: string,
    paymentIntentId: string,
  ) {
    if (isHotelMeta(meta)) {
      const d = meta.details;
      const [row] = await tx
        .insert(bookings)
        .values({
          accommodationId: d.accommodationId,
          guestName: order.customerName ?? '',
          guestEmail: order.customerEmail ?? '',
          checkIn: d.checkIn,
          checkOut: d.checkOut,
          guests: d.guests,
          totalPrice: order.amount,
          status: 'confirmed',
          stripePaymentIntentId: paymentIntentId,
          bookingReference: reference,
        })
        .returning({ id: bookings.id });
      return { table: 'bookings' as const, id: row!.id };
    }
    const d = meta.details;
    const [row] = await tx
      .insert(flightBookings)
      .values({
        from: d.from,
        to: d.to,
        departDate: d.departDate,
        returnDate: d.returnDate ?? null,
        passengers: d.passengers,
        tripType: d.tripType,
        passengerName: order.customerName ?? '',
        passengerEmail: order.customerEmail ?? '',
        totalPrice: order.amount,
        status: 'confirmed',
        bookingReference: reference,
      })
      .returning({ id: flightBookings.id });
    return { table: 'flight_bookings' as const, id: row!.id };
  }

  async function sendConfirmation(order: Order) {
    const email = renderConfirmationEmail(toBookingDocument(order));
    await mailer.send({ to: order.customerEmail ?? '', ...email });
  }

  /**
   * Catches payments whose confirm never came (a closed tab, a crash, a lost webhook), and
   * closes the payments of cancelled checkouts: an order the provider says was paid is
   * confirmed or refunded by confirm's own rules; a cancelled order's open payment is cancelled
   * at the provider, so it can never be paid later. Then sends the refunds still owed. Runs at
   * start-up and every minute; it looks only at payments not yet settled either way.
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
        intent = await payments
          .cancelIntent(intentId)
          .catch(() => payments.retrieveIntent(intentId).catch(() => null));
        if (intent?.status === 'canceled') await recordPaymentClosed(order.id);
      }
      if (intent?.status !== 'succeeded') continue;
      await confirm({ paymentIntentId: intentId, sessionId: order.sessionId! }).catch(
        (error: unknown) => {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        },
      );
      paymentsSettled += 1;
    }
    return { paymentsSettled, refundsSent: await settleRefunds() };
  }

  /** The provider cancelled the payment: it can never succeed now. */
  async function recordPaymentClosed(orderId: number) {
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(duffelBookings)
        .where(eq(duffelBookings.id, orderId))
        .for('update');
      if (locked && canMove(PAYMENT_TRANSITIONS, locked.paymentStatus, 'canceled'))
        await recordMove(tx, locked, 'paymentStatus', 'canceled', 'checkout closed');
    });
  }

  /**
   * Cancels a booking: an unpaid checkout gives its hold back; a confirmed booking is cancelled
   * under its policy. The refund is owed in the same transaction and sent after it.
   */
  async function cancel(order: Order) {
    if (order.orderStatus === 'canceled')
      throw new ConflictError('This booking is already cancelled', { code: 'already_canceled' });
    if (order.orderStatus === 'pending') return cancelUnpaid(order);
    const meta = metaOf(order);
    const terms = cancellationTerms({
      type: order.type as 'hotel' | 'flight',
      startsAt: new Date(meta.startsAt),
      now: clock.now(),
      totalCents: meta.totalCents,
      taxesCents: meta.taxesCents,
      nights: meta.nights,
      policy: meta.policy,
    });
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(duffelBookings)
        .where(eq(duffelBookings.id, order.id))
        .for('update');
      if (!locked || locked.orderStatus === 'canceled')
        throw new ConflictError('This booking is already cancelled', { code: 'already_canceled' });
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
      };
      await tx
        .update(duffelBookings)
        .set({ meta: lockedMeta })
        .where(eq(duffelBookings.id, order.id));
      const reason = terms.free ? 'free cancellation' : 'late cancellation';
      await recordMove(tx, locked, 'orderStatus', 'canceled', reason);
      const record = lockedMeta.bookingRecord;
      if (record?.table === 'bookings')
        await tx.update(bookings).set({ status: 'canceled' }).where(eq(bookings.id, record.id));
      if (record?.table === 'flight_bookings')
        await tx
          .update(flightBookings)
          .set({ status: 'canceled' })
          .where(eq(flightBookings.id, record.id));
      await oweRefund(tx, locked, terms.refundCents, `cancel-${order.id}`, reason);
    });
    const sent = await settleRefunds(order.id);
    return {
      status: 'canceled',
      refund: formatAmount(terms.refundCents),
      fee: formatAmount(terms.feeCents),
      refundStatus: terms.refundCents === 0 ? null : sent > 0 ? 'refunded' : 'pending',
    };
  }

  /**
   * Gives an unpaid checkout's hold back. The payment is closed first, so it cannot succeed
   * afterwards; if it already had (the page's beacon can arrive mid-payment), it is refunded in
   * full in the same transaction that cancels the order.
   */
  async function cancelUnpaid(order: Order) {
    const intentId = order.duffelPaymentIntentId;
    let intent = intentId ? await payments.retrieveIntent(intentId).catch(() => null) : null;
    if (intentId && intent?.status !== 'succeeded') {
      intent = await payments
        .cancelIntent(intentId)
        .catch(() => payments.retrieveIntent(intentId).catch(() => intent));
    }
    const paid = intent?.status === 'succeeded' ? intent : null;
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(duffelBookings)
        .where(eq(duffelBookings.id, order.id))
        .for('update');
      if (!locked || locked.orderStatus === 'canceled')
        throw new ConflictError('This booking is already cancelled', { code: 'already_canceled' });
      if (locked.orderStatus !== 'pending') {
        throw new ConflictError('This booking was confirmed meanwhile; cancel it from its page', {
          code: 'confirmed_meanwhile',
        });
      }
      await releaseHeldStock(tx, locked, 'cancelled by the traveller before payment');
      if (
        intent?.status === 'canceled' &&
        canMove(PAYMENT_TRANSITIONS, locked.paymentStatus, 'canceled')
      )
        await recordMove(tx, locked, 'paymentStatus', 'canceled', 'checkout closed');
      if (paid) {
        await recordCharge(tx, locked, paid);
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
      throw new NotFoundError('No booking matches these details');
    return order;
  }

  /** Sends the confirmation e-mail again, to the booking's own address, a few times a day. */
  async function resendConfirmation(order: Order) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx
        .select({ id: duffelBookings.id })
        .from(duffelBookings)
        .where(eq(duffelBookings.id, order.id))
        .for('update');
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

  return {
    lookup,
    createSession,
    confirm,
    cancel,
    resendConfirmation,
    /** For signed provider events only: travellers look up with the client secret too. */
    findByPaymentIntent: async (paymentIntentId: string) => {
      const [order] = await db
        .select()
        .from(duffelBookings)
        .where(eq(duffelBookings.duffelPaymentIntentId, paymentIntentId));
      return order ?? null;
    },
    findBySession: (sessionId: string) => findBySession(db, sessionId),
    releaseExpired: () => releaseExpiredHolds(db, clock.now()),
    reconcile,
    settleRefunds: () => settleRefunds(),
    sendConfirmation,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

function sameSecret(stored: string | null, given: string): boolean {
  if (stored === null) return false;
  const [a, b] = [Buffer.from(stored), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function flightTitle(offer: FlightOffer): string {
  const arrow = offer.tripType === 'roundTrip' ? '⇄' : '→';
  return `${offer.origin.city} (${offer.origin.code}) ${arrow} ${offer.destination.city} (${offer.destination.code})`;
}

function flightMeta(
  offer: FlightOffer,
  tzOf: (code: string) => string | undefined,
): Priced['meta'] {
  const outbound = offer.slices[0]!;
  const inbound = offer.slices[1];
  const [depDate, depTime] = [
    outbound.departureDateTime.slice(0, 10),
    outbound.departureDateTime.slice(11, 16),
  ];
  const originTz = tzOf(outbound.origin.iataCode);
  const last = inbound ?? outbound;
  const endTz = tzOf(last.destination.iataCode);
  return {
    details: {
      from: offer.origin.code,
      to: offer.destination.code,
      fromCity: offer.origin.city,
      toCity: offer.destination.city,
      departDate: depDate,
      returnDate: inbound?.departureDateTime.slice(0, 10),
      passengers: offer.passengers,
      airline: offer.airlineName,
      cabinClass: offer.cabinClass,
      tripType: offer.tripType,
      slices: offer.slices.map((slice) => ({
        from: slice.origin.iataCode,
        to: slice.destination.iataCode,
        departure: slice.departureDateTime,
        arrival: slice.arrivalDateTime,
        stops: slice.stops,
        flights: slice.segments.map(
          (s) =>
            `${s.flight_number} ${s.origin.iataCode}-${s.destination.iataCode} ${s.departureDateTime.slice(0, 16).replace('T', ' ')}`,
        ),
      })),
    },
    startsAt: new Date(Date.parse(outbound.departureDateTime)).toISOString(),
    start: { date: depDate, time: depTime, ...(originTz ? { tz: originTz } : {}) },
    end: {
      date: last.arrivalDateTime.slice(0, 10),
      time: last.arrivalDateTime.slice(11, 16),
      ...(endTz ? { tz: endTz } : {}),
    },
    location: `${outbound.origin.cityName} (${outbound.origin.iataCode})`,
    policy: null,
  };
}
