import { ORDER_REASONS } from '../../../domain/orders.ts';
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { holdShareOf, makeConfirmationNumber } from '../../../domain/checkout.ts';
import { SHIPPED_RATES, type Currency } from '../../../domain/currencies.ts';
import type { OrderMetaBase } from '../../../domain/orders.ts';
import { formatAmount, toCents, withTaxes } from '../../../domain/pricing.ts';
import { inTransaction, placeholders } from '../../db/prepared.ts';
import { duffelBookings, inventoryHolds } from '../../db/schema/index.ts';
import {
  ConflictError,
  ServiceUnavailableError,
  TooManyRequestsError,
  ValidationError,
} from '../../errors.ts';
import type { PaymentIntent, PaymentProvider } from '../../providers/payments/types.ts';
import type { Priced } from '../../products/product.ts';
import { productOf, type AnyProduct } from '../../products/registry.ts';
import {
  holdRowOf,
  stockKey,
  stockKindOf,
  takeAllStock,
  type StockItem,
} from '../inventory/stock.ts';
import { metaOf } from '../order-meta.ts';
import type { CheckoutDeps, Order, Tx } from './deps.ts';
import { writeEvents, type OrderLedger } from './ledger.ts';

/**
 * Who asks for a checkout: their address, the Idempotency-Key of this attempt if sent, and the
 * signed-in account the booking will belong to, if any.
 */
export type CheckoutClient = { address?: string; idempotencyKey?: string; userId?: string };

type Executor = CheckoutDeps['db'] | Tx;
/**
 * A checkout as its route read it (by the registered products' schemas): the product's own
 * fields, the travellers, and the total the traveller was shown. `legacyAmount` is a bare price
 * from the spec's direct booking calls.
 */
export type SessionBody = {
  type: string;
  /** The registered product the body was read as (its schema tagged it). */
  product: string;
  offerId?: string | undefined;
  amount?: number | undefined;
  legacyAmount?: boolean;
  customerName: string;
  customerEmail: string;
  customerPhone?: string | undefined;
  passengers?: { phone_number?: string | undefined }[] | undefined;
  guests?: { name: string; email?: string | undefined }[] | undefined;
  language?: 'en' | 'fr' | undefined;
  displayCurrency?: Currency | undefined;
  /** The product's own fields (rateId, startDate…), read by its pricing. */
  [field: string]: unknown;
};
type SessionAnswer = ReturnType<typeof answerOf>;

/** An unpaid checkout whose hold still runs, with the stock it holds. */
type LiveCheckout = {
  order: Order;
  held: Pick<StockItem, 'kind' | 'resource' | 'day' | 'cabin' | 'quantity'>[];
};

/** An opening checkout's answer to come, for the repeats that arrive meanwhile. */
type Opening = {
  answer: Promise<SessionAnswer>;
  settle(outcome: { answer: SessionAnswer } | { error: unknown }): void;
};

function newOpening(): Opening {
  let settle!: Opening['settle'];
  const answer = new Promise<SessionAnswer>((resolve, reject) => {
    settle = (outcome) => ('answer' in outcome ? resolve(outcome.answer) : reject(outcome.error));
  });
  // A first attempt that fails with no repeat waiting must not be an unhandled rejection.
  answer.catch(() => undefined);
  return { answer, settle };
}

/**
 * The same request gives the same digest, whatever the order of its fields: everything asked
 * for but the language the documents are written in, the e-mail in lower case.
 */
function digestOf(body: SessionBody): string {
  const { language: _language, legacyAmount: _legacy, ...asked } = body;
  const fields = { ...asked, customerEmail: body.customerEmail.toLowerCase() };
  const canonical = JSON.stringify(fields, Object.keys(fields).sort());
  return createHash('sha256').update(canonical).digest('hex');
}

/** How long a repeat waits for another server to finish opening the same checkout. */
const OTHER_SERVER_WAIT_MS = 5_000;

/** Every field a new order is written with (the others are the table's defaults). */
const OPENED_FIELDS = [
  'type',
  'product',
  'amount',
  'currency',
  'duffelOfferId',
  'duffelRateId',
  'customerName',
  'customerEmail',
  'customerPhone',
  'meta',
  'sessionId',
  'confirmationNumber',
  'holdExpiresAt',
  'clientAddress',
  'idempotencyKey',
  'userId',
  'requestHash',
  'createdAt',
  'updatedAt',
] as const;
type OpenedOrder = Required<
  Pick<typeof duffelBookings.$inferInsert, (typeof OPENED_FIELDS)[number]>
>;

/** Opening a checkout: price, hold the stock within the client's limits, open the payment. */
export function createSessions(
  deps: CheckoutDeps,
  { releaseHeldStock, lockOrder, releaseExpiredHolds }: OrderLedger,
  priceOf: (product: AnyProduct, body: unknown, check: 'all' | 'offer') => Promise<Priced>,
) {
  const { db, clock, payments, holdMinutes, holdLimits, log } = deps;
  /** Checkouts this process is opening, by order id: a repeat waits for the first one's answer. */
  const openings = new Map<number, Opening>();

  // Every checkout opens its order with this statement: prepared once, run in its transaction.
  const orderOpened = db
    .insert(duffelBookings)
    .values(placeholders(...OPENED_FIELDS))
    .returning()
    .prepare('order_opened');

  /**
   * Holds the stock and opens a payment for it. `amount` is the total the traveller was shown
   * (taxes included); `legacyAmount` is a bare price from the spec's direct booking calls,
   * accepted when it matches the subtotal or the total. A repeat of the same request from the
   * same client (by Idempotency-Key, or within the repeat window) answers the first one.
   */
  async function createSession(
    body: SessionBody,
    client: CheckoutClient = {},
  ): Promise<SessionAnswer> {
    const attempt: { orderId?: number } = {};
    try {
      const answer = await openSession(body, client, attempt);
      if (attempt.orderId !== undefined) openings.get(attempt.orderId)?.settle({ answer });
      return answer;
    } catch (error) {
      if (attempt.orderId !== undefined) openings.get(attempt.orderId)?.settle({ error });
      throw error;
    } finally {
      if (attempt.orderId !== undefined) openings.delete(attempt.orderId);
    }
  }

  async function openSession(
    body: SessionBody,
    client: CheckoutClient,
    attempt: { orderId?: number },
  ): Promise<SessionAnswer> {
    const now = clock.now();
    await releaseExpiredHolds(now);
    const requestHash = digestOf(body);
    // Answers a repeat without pricing again; the check that counts is the one under the lock.
    const unlocked =
      client.address && !client.idempotencyKey
        ? await liveFromAddress(client.address, now)
        : undefined;
    const repeated = await findRepeat(db, client, requestHash, now, unlocked);
    if (repeated) return answerRepeat(repeated);

    const product = productOf(body.product);
    const priced = await priceOf(product, body, 'all');
    const { subtotalCents, taxesCents, totalCents } = withTaxes(priced.subtotalCents);
    const given = body.amount === undefined ? undefined : toCents(body.amount);
    // A flight repriced since it was quoted is sold only on a total the traveller was shown.
    const matches =
      (given === undefined && !priced.repricedOfferId) ||
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
          // Going on at the new total: the offer as it sells now.
          ...(priced.repricedOfferId ? { offerId: priced.repricedOfferId } : {}),
        },
      );
    }

    const holdExpiresAt = new Date(now.getTime() + holdMinutes * 60_000);
    const meta: OrderMetaBase = {
      ...priced.meta,
      title: priced.title,
      passengers: body.passengers as OrderMetaBase['passengers'],
      guests: body.guests ?? [{ name: body.customerName, email: body.customerEmail }],
      subtotalCents,
      taxesCents,
      totalCents,
      ...(body.language ? { language: body.language } : {}),
      ...(body.displayCurrency && body.displayCurrency !== 'USD'
        ? {
            display: {
              currency: body.displayCurrency,
              rates: (await deps.rates?.current()) ?? SHIPPED_RATES,
            },
          }
        : {}),
    };
    const sessionId = randomUUID();
    const confirmationNumber = makeConfirmationNumber(randomInt);
    const customerEmail = body.customerEmail.toLowerCase();
    let opened: { order: Order; replaced: Order[] } | { repeat: Order };
    try {
      opened = await db.transaction(async (tx) => {
        await lockClient(tx, client.address, customerEmail);
        // Under the client's lock, so two sends of one request at once open one checkout: the
        // repeat and the limits are read in the address's unpaid checkouts, read once.
        const live = client.address ? await liveFromAddress(client.address, now, tx) : undefined;
        const repeat = await findRepeat(tx, client, requestHash, now, live);
        if (repeat) return { repeat };
        const replaced = await makeRoomForHold(
          tx,
          { address: client.address, customerEmail, stock: priced.stock },
          now,
          live,
        );
        const [created] = await inTransaction(orderOpened, tx).execute({
          type: product.wire.type,
          product: product.wire.kind,
          amount: formatAmount(totalCents),
          currency: 'USD',
          // The offer or rate the traveller chose, as they sent it.
          duffelOfferId: body.offerId ?? null,
          duffelRateId: typeof body.rateId === 'string' ? body.rateId : null,
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
        } satisfies OpenedOrder);
        // One global order of taking stock, so two checkouts never wait on each other in a cycle.
        await takeAllStock(tx, priced.stock);
        // A live airline's flight holds nothing of ours: the airline sells its seats itself.
        if (priced.stock.length) {
          await tx
            .insert(inventoryHolds)
            .values(priced.stock.map((item) => holdRowOf(created!.id, item, holdExpiresAt)));
        }
        await writeEvents(tx, [
          {
            orderId: created!.id,
            field: 'orderStatus',
            toStatus: 'pending',
            reason: ORDER_REASONS.checkout_started,
          },
        ]);
        // Before the commit: a repeat that sees this order finds its answer to come.
        openings.set(created!.id, newOpening());
        attempt.orderId = created!.id;
        return { order: created!, replaced };
      });
    } catch (error) {
      // One key sent from two addresses at once: the second answers what the first opened.
      if (client.idempotencyKey && isUniqueViolation(error)) {
        const first = await findRepeat(db, client, requestHash, now, undefined);
        if (first) return answerRepeat(first);
      }
      throw error;
    }
    if ('repeat' in opened) return answerRepeat(opened.repeat);
    const { order, replaced } = opened;
    for (const old of replaced) {
      if (old.duffelPaymentIntentId)
        await payments.cancelIntent(old.duffelPaymentIntentId).catch(() => undefined);
    }

    product.afterHold?.(deps);
    let intent: PaymentIntent;
    try {
      intent = await payments.createIntent(intentInputOf(order));
    } catch (error) {
      log.warn(
        { orderId: order.id, err: error },
        'payment provider did not open a payment; hold given back',
      );
      await releaseOrder(order.id, 'payment provider unavailable');
      throw new ServiceUnavailableError(
        'The payment service is not answering; nothing was charged. Please try again.',
        { code: 'payment_service_unavailable' },
      );
    }
    return sessionAnswer(await storeIntent(order, intent));
  }

  /**
   * The payment of an order, as its provider is asked for it: the same for every send, so a
   * second ask (another server taking over) gets the same payment, never a second one.
   */
  function intentInputOf(order: Order) {
    return {
      amountCents: toCents(order.amount),
      currency: 'USD',
      idempotencyKey: `order-${order.id}`,
      description: `Teranga ${order.type}: ${metaOf(order).title}`,
      metadata: { orderId: String(order.id), sessionId: order.sessionId! },
    };
  }

  // Every checkout keeps its payment on its order: prepared once.
  const intentStored = db
    .update(duffelBookings)
    .set({
      duffelPaymentIntentId: sql`${sql.placeholder('intentId')}`,
      clientSecret: sql`${sql.placeholder('clientSecret')}`,
    })
    .where(
      and(
        eq(duffelBookings.id, sql.placeholder('orderId')),
        isNull(duffelBookings.duffelPaymentIntentId),
      ),
    )
    .returning()
    .prepare('order_intent_stored');

  /** Keeps the order's payment; the first stored stays (both asks got the same one). */
  async function storeIntent(order: Order, intent: PaymentIntent): Promise<Order> {
    const [updated] = await intentStored.execute({
      intentId: intent.id,
      clientSecret: intent.clientSecret,
      orderId: order.id,
    });
    if (updated) return updated;
    // Another ask stored it first: the order as it is now.
    const [stored] = await db.select().from(duffelBookings).where(eq(duffelBookings.id, order.id));
    return stored!;
  }

  /** What POST /api/checkout/session answers for an order, first time or repeated. */
  function sessionAnswer(order: Order): SessionAnswer {
    return answerOf(order, payments.name);
  }

  /**
   * The answer to a repeat: the first send's, once its payment is open. When this process is
   * still opening it, the repeat waits for it; when another server is (the load balancer sent the
   * repeat elsewhere), the repeat reads the order until its payment is stored, for a few seconds,
   * then opens it itself (takeOver).
   */
  async function answerRepeat(order: Order): Promise<SessionAnswer> {
    if (order.duffelPaymentIntentId && order.clientSecret) return sessionAnswer(order);
    const opening = openings.get(order.id);
    if (opening) return opening.answer;
    const until = Date.now() + OTHER_SERVER_WAIT_MS;
    for (;;) {
      const [current] = await db
        .select()
        .from(duffelBookings)
        .where(eq(duffelBookings.id, order.id));
      const opened = current && current.duffelPaymentIntentId && current.clientSecret;
      if (!current || opened || current.orderStatus !== 'pending') {
        return sessionAnswer(current ?? order);
      }
      if (Date.now() >= until) return takeOver(current);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * A checkout whose payment was never stored after the wait: the server opening it died (its
   * traveller saw a 502 and sent it again). This send opens the payment under the same
   * idempotency key, so had the first server got it, it is that one; while the hold lasts.
   */
  async function takeOver(order: Order): Promise<SessionAnswer> {
    if (!order.holdExpiresAt || order.holdExpiresAt <= clock.now()) return sessionAnswer(order);
    const intent = await payments.createIntent(intentInputOf(order)).catch(() => null);
    if (!intent) return sessionAnswer(order);
    log.info({ orderId: order.id }, 'payment opened by a repeat: its first send never stored one');
    return sessionAnswer(await storeIntent(order, intent));
  }

  /**
   * The order an earlier send of the same request opened: by its Idempotency-Key, or without
   * one, the same request from the same address within a few seconds (a double click), found in
   * the address's unpaid checkouts (`live`, none without an address).
   */
  async function findRepeat(
    tx: Executor,
    client: CheckoutClient,
    requestHash: string,
    now: Date,
    live: LiveCheckout[] | undefined,
  ): Promise<Order | null> {
    if (client.idempotencyKey) {
      const [order] = await tx
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
    if (!live) return null;
    const since = new Date(now.getTime() - holdLimits.repeatWindowSeconds * 1000);
    const first = live.find(
      ({ order }) => order.requestHash === requestHash && order.createdAt! > since,
    );
    return first?.order ?? null;
  }

  /**
   * One checkout of a client at a time: the repeat check and the limits below are counted under
   * it, so two sends at once can neither open two checkouts nor both slip under a limit.
   */
  async function lockClient(tx: Tx, address: string | undefined, customerEmail: string) {
    const key = address ? `checkout-address:${address}` : `checkout-email:${customerEmail}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  }

  /** The address's unpaid orders whose hold still runs, oldest first, each with its held stock. */
  function liveQuery() {
    return db
      .select({
        order: duffelBookings,
        hold: {
          kind: inventoryHolds.kind,
          resource: inventoryHolds.resource,
          day: inventoryHolds.day,
          cabin: inventoryHolds.cabin,
          quantity: inventoryHolds.quantity,
        },
      })
      .from(duffelBookings)
      .leftJoin(
        inventoryHolds,
        and(eq(inventoryHolds.orderId, duffelBookings.id), eq(inventoryHolds.status, 'held')),
      )
      .where(
        and(
          eq(duffelBookings.clientAddress, sql.placeholder('address')),
          eq(duffelBookings.orderStatus, 'pending'),
          gt(duffelBookings.holdExpiresAt, sql.placeholder('now')),
        ),
      )
      .orderBy(asc(duffelBookings.id));
  }
  // Unlocked, before pricing, by every checkout from an address: prepared once.
  const liveUnlocked = liveQuery().prepare('live_from_address');
  // And locked, in every checkout's transaction from an address.
  const liveLocked = liveQuery()
    .for('update', { of: duffelBookings })
    .prepare('live_from_address_locked');

  /**
   * The address's unpaid checkouts whose hold still runs, oldest first, each with the stock it
   * holds: as they stand, or locked in `lockedIn` under the client's lock, as the oldest of them
   * may give way to the new one.
   */
  async function liveFromAddress(address: string, now: Date, lockedIn?: Tx) {
    const rows = await (lockedIn ? inTransaction(liveLocked, lockedIn) : liveUnlocked).execute({
      address,
      now: now.toISOString(),
    });
    const live = new Map<number, LiveCheckout>();
    for (const { order, hold } of rows) {
      const checkout = live.get(order.id) ?? { order, held: [] };
      if (hold) checkout.held.push(hold);
      live.set(order.id, checkout);
    }
    return [...live.values()];
  }

  /**
   * Keeps one client's unpaid holds within the limits (decision 0004): the traveller's own older
   * checkout from this address gives way to the new one; past the address's limit, or past its
   * share of one property's night, flight or tour departure, a clear 429. Runs inside the new
   * checkout's transaction, so a refused checkout leaves everything as it was. `live` is the
   * address's unpaid checkouts (liveFromAddress), given when the client has an address.
   */
  async function makeRoomForHold(
    tx: Tx,
    client: { address?: string | undefined; customerEmail: string; stock: readonly StockItem[] },
    now: Date,
    live: LiveCheckout[] | undefined,
  ): Promise<Order[]> {
    // Counted per e-mail and address: a stranger's checkouts with my e-mail never block mine.
    const own = live
      ? live
          .map(({ order }) => order)
          .filter((order) => order.customerEmail === client.customerEmail)
      : await tx
          .select()
          .from(duffelBookings)
          .where(
            and(
              eq(duffelBookings.orderStatus, 'pending'),
              gt(duffelBookings.holdExpiresAt, now),
              eq(duffelBookings.customerEmail, client.customerEmail),
              isNull(duffelBookings.clientAddress),
            ),
          )
          .orderBy(asc(duffelBookings.id))
          .for('update');
    const replaced: Order[] = [];
    while (own.length - replaced.length >= holdLimits.perEmail) {
      const oldest = own[replaced.length]!;
      await releaseHeldStock(tx, oldest, ORDER_REASONS.replaced_by_newer);
      replaced.push(oldest);
    }
    if (!live) return replaced;

    const others = live.filter(({ order }) => !replaced.includes(order));
    if (others.length >= holdLimits.perAddress) {
      throw new TooManyRequestsError(
        `Too many unpaid checkouts from this connection at once (at most ${holdLimits.perAddress}): finish or cancel one, or try again when a hold is paid or expires`,
        { code: 'too_many_holds' },
      );
    }

    const heldOf = new Map<string, number>();
    for (const row of others.flatMap(({ held }) => held))
      heldOf.set(stockKey(row), (heldOf.get(stockKey(row)) ?? 0) + row.quantity);
    for (const item of client.stock) {
      const already = heldOf.get(stockKey(item)) ?? 0;
      const share = holdShareOf(item.total, holdLimits);
      // One checkout may always take what one booking may (a tour group, a family's rooms).
      if (already > 0 && already + item.quantity > share) {
        throw new TooManyRequestsError(
          `Too many unpaid checkouts of ${stockKindOf(item).name(item)} from this connection: at most ${share} of its ${item.total} ${stockKindOf(item).unit} may be held unpaid at once; finish or cancel one, or try again when a hold is paid or expires`,
          { code: 'too_many_holds' },
        );
      }
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

/** What POST /api/checkout/session answers for an order whose payment is open. */
function answerOf(order: Order, provider: PaymentProvider['name']) {
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
    provider,
    amount: formatAmount(meta.totalCents),
    subtotal: formatAmount(meta.subtotalCents),
    taxes: formatAmount(meta.taxesCents),
    currency: 'USD',
    holdExpiresAt: order.holdExpiresAt!.toISOString(),
    confirmationNumber: order.confirmationNumber!,
  };
}
