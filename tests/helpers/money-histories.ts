import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { encodeStayRateId } from '../../src/domain/accommodations.ts';
import { canMove, ORDER_TRANSITIONS, PAYMENT_TRANSITIONS } from '../../src/domain/checkout.ts';
import { addDays, toIsoDate } from '../../src/domain/dates.ts';
import { buildApp, type App } from '../../src/server/app.ts';
import { fixedClock } from '../../src/server/clock.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import {
  duffelBookings,
  inventoryHolds,
  orderEvents,
  outbox,
  paymentRecords,
  roomNights,
  walletCharges,
} from '../../src/server/db/schema/index.ts';
import type { OrderMeta } from '../../src/server/services/checkout.ts';
import {
  createTestPaymentProvider,
  type TestPaymentProvider,
} from '../../src/server/providers/payments/test-processor.ts';
import { PaymentProviderError } from '../../src/server/providers/payments/types.ts';
import { createTestPaymentStore } from '../../src/server/services/test-payment-store.ts';
import { walletRefundMinor } from '../../src/domain/mobile-money-checkout.ts';
import {
  createTestMobileMoneyProvider,
  TEST_WALLET_NUMBERS,
  testWalletRefunds,
  type TestMobileMoneyProvider,
} from '../../src/server/providers/payments/mobile-money/test-processor.ts';
import { isWalletReference } from '../../src/server/services/mobile-money/wallet-payments.ts';
import { createTestWalletStore } from '../../src/server/services/test-wallet-store.ts';
import { TEST_NOW, UNLIMITED_HOLDS } from './app.ts';
import { createTestDatabase } from './db.ts';
import { makeAccommodation } from './factories.ts';
import { signedWebhook } from './stripe.ts';

/**
 * Generated histories of checkouts over scarce stock: sessions, payments (good, declined,
 * 3-D Secure approved or refused; mobile money on the test numbers: approved or refused on the
 * prompt, refused, timed out, paid after the hold ran out with the room free or taken, its
 * webhooks duplicated and its status polled), confirms (repeated and concurrent), webhooks (duplicated),
 * sweeps, cancellations, a refund provider that fails, the clock moving, reconciliation and
 * restarts of the server. After every step the money and stock invariants are checked against
 * the database and the payment provider. HISTORIES (default 1200, all shares together) and
 * HISTORY_SEED change the run. 1,200 since mobile money: a history takes 72 ms on a quiet CI
 * machine (58 before), four times that on a loaded one, and 2,000 would add half a minute to a CI
 * run already past ten.
 */

const HISTORIES = Number(process.env.HISTORIES ?? 1200);
const SEED = Number(process.env.HISTORY_SEED ?? 20261123);
const WEBHOOK_SECRET = 'whsec_histories';
const TRAVELLERS = 2;
// On PostgreSQL some steps run two requests at the same moment; PGlite runs them one by one.
const CONCURRENT = Boolean(process.env.TEST_DATABASE_URL);

type Card = 'ok' | 'declined' | 'threeDsApproved' | 'threeDsRefused';
type Phone = 'approve' | 'refuse' | 'timeout' | 'late_success';
type Step =
  | { kind: 'open'; k: number; night: number }
  | { kind: 'book'; k: number; night: number }
  | { kind: 'pay'; k: number; card: Card }
  | { kind: 'confirm'; k: number; twice: boolean }
  | { kind: 'webhook'; k: number; twice: boolean }
  | { kind: 'cancel'; k: number }
  | { kind: 'sweep' }
  | { kind: 'clock'; minutes: number }
  | { kind: 'refunds'; down: boolean }
  // Mobile money: a charge started from a test number, the phone's answer, the provider's
  // webhook (duplicated), the page's status poll (repeated), and a whole booking by phone.
  | { kind: 'momo'; k: number; phone: Phone }
  | { kind: 'prompt'; k: number; approve: boolean }
  | { kind: 'momoWebhook'; k: number; twice: boolean }
  | { kind: 'poll'; k: number; twice: boolean }
  | { kind: 'bookByPhone'; k: number; night: number }
  // A phone that pays after the hold ran out and the sweep gave the stock back.
  | { kind: 'lateByPhone'; k: number; night: number; contested: boolean }
  | { kind: 'payments'; down: boolean }
  | { kind: 'reconcile' }
  | { kind: 'restart' };

const traveller = fc.integer({ min: 0, max: TRAVELLERS - 1 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      k: traveller,
      night: fc.integer({ min: 0, max: 1 }),
    }),
  },
  // A whole checkout in one step (open, pay, confirm), so histories reach confirmed bookings.
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      k: traveller,
      night: fc.integer({ min: 0, max: 1 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      k: traveller,
      card: fc.constantFrom<Card>('ok', 'ok', 'declined', 'threeDsApproved', 'threeDsRefused'),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('confirm' as const),
      k: traveller,
      twice: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('webhook' as const),
      k: traveller,
      twice: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), k: traveller }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'sweep' as const }) },
  {
    weight: 2,
    // A minute, five (a phone's late answer), past a hold's 15 minutes, or to within a day of
    // check-in (late cancellation).
    arbitrary: fc.record({
      kind: fc.constant('clock' as const),
      minutes: fc.constantFrom(1, 5, 16, 9 * 24 * 60 + 12 * 60),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('refunds' as const), down: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('payments' as const), down: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'reconcile' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('momo' as const),
      k: traveller,
      phone: fc.constantFrom<Phone>('approve', 'approve', 'refuse', 'timeout', 'late_success'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('prompt' as const),
      k: traveller,
      approve: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('momoWebhook' as const),
      k: traveller,
      twice: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('poll' as const), k: traveller, twice: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('bookByPhone' as const),
      k: traveller,
      night: fc.integer({ min: 0, max: 1 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('lateByPhone' as const),
      k: traveller,
      night: fc.integer({ min: 0, max: 1 }),
      // The other traveller opens a checkout of the same night meanwhile.
      contested: fc.boolean(),
    }),
  },
);

const PHONES: Record<Phone, string> = Object.fromEntries(
  (['approve', 'refuse', 'timeout', 'late_success'] as const).map((outcome) => [
    outcome,
    TEST_WALLET_NUMBERS.find((n) => n.country === 'SN' && n.outcome === outcome)!.phone,
  ]),
) as Record<Phone, string>;

const CARD_NUMBERS: Record<Card, string> = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  threeDsApproved: '4000002760003184',
  threeDsRefused: '4000002760003184',
};

/** What the histories reached, printed at the end, so a run that did nothing shows. */
const outcomes = {
  histories: 0,
  orders: 0,
  confirmed: 0,
  refunded: 0,
  owedAtSomePoint: 0,
  byPhone: 0,
  bookedByPhone: 0,
  refundedToWallet: 0,
};

let database: DatabaseHandle;
let processor: TestPaymentProvider;
let walletProcessor: TestMobileMoneyProvider;
let app: App;
const clock = fixedClock(TEST_NOW);
const provider = { refundsDown: false, paymentsDown: false };

// A restart makes a new processor too; it finds its payments again in the database.
function newProcessor() {
  processor = createTestPaymentProvider({
    now: () => clock.now(),
    store: createTestPaymentStore(database.db),
  });
  walletProcessor = createTestMobileMoneyProvider({
    now: () => clock.now(),
    store: createTestWalletStore(database.db),
    secret: WEBHOOK_SECRET,
  });
}

/** The test mobile-money processor, its refunds and API down when the card provider's are. */
function walletWithOutages(): TestMobileMoneyProvider {
  const down = () => new PaymentProviderError('The provider is down', 'provider_unavailable', 503);
  return {
    ...walletProcessor,
    async refund(input) {
      if (provider.refundsDown) return { id: 'none', status: 'failed', failureMessage: 'down' };
      return walletProcessor.refund(input);
    },
    async charge(input) {
      if (provider.paymentsDown) throw down();
      return walletProcessor.charge(input);
    },
    async retrieve(reference) {
      if (provider.paymentsDown) throw down();
      return walletProcessor.retrieve(reference);
    },
  };
}

function paymentsWithOutages(): TestPaymentProvider {
  return {
    ...processor,
    async refund(input) {
      if (provider.refundsDown)
        throw new PaymentProviderError('The provider is down', 'provider_unavailable', 503);
      return processor.refund(input);
    },
    // The provider's API down for the server (the card form talks to it on its own).
    async createIntent(input) {
      if (provider.paymentsDown)
        throw new PaymentProviderError('The provider is down', 'provider_unavailable', 503);
      return processor.createIntent(input);
    },
    async retrieveIntent(id) {
      if (provider.paymentsDown)
        throw new PaymentProviderError('The provider is down', 'provider_unavailable', 503);
      return processor.retrieveIntent(id);
    },
  };
}

async function boot() {
  app = await buildApp({
    db: database.db,
    dbKind: database.kind,
    clock,
    clientDir: '/nonexistent',
    rateLimitMax: 10_000_000,
    holdLimits: UNLIMITED_HOLDS,
    payments: paymentsWithOutages(),
    mobileMoney: [walletWithOutages()],
    stripeWebhookSecret: WEBHOOK_SECRET,
  });
  await app.ready();
}

type Session = { sessionId: string; paymentIntentId: string; clientSecret: string; email: string };

async function request(method: 'GET' | 'POST', url: string, payload?: unknown, headers = {}) {
  const response = await app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  // A provider that is down is a clear 503 that changes nothing; any other 5xx is a bug.
  const unavailable = response.statusCode === 503 && provider.paymentsDown;
  if (response.statusCode >= 500 && !unavailable) {
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  }
  return { status: response.statusCode, body: response.json() };
}

/** One history's world: its own property, travellers and orders. */
async function runHistory(steps: Step[], history: number) {
  const roomCount = 1 + (history % 2);
  const stay = await makeAccommodation(database.db, { roomCount, pricePerNight: '100.00' });
  let base: string | undefined;
  const sessions: (Session | undefined)[] = [];
  // Each traveller's latest mobile-money charge.
  const charges: (string | undefined)[] = [];
  const orderSessions: string[] = [];
  let webhookCount = 0;

  const twiceIf = async (twice: boolean, run: () => Promise<unknown>) => {
    if (!twice) return run();
    if (CONCURRENT) return Promise.all([run(), run()]);
    await run();
    return run();
  };

  const expanded = steps.flatMap((step): Step[] =>
    step.kind === 'book'
      ? [
          { kind: 'open', k: step.k, night: step.night },
          { kind: 'pay', k: step.k, card: 'ok' },
          { kind: 'confirm', k: step.k, twice: false },
        ]
      : step.kind === 'bookByPhone'
        ? [
            { kind: 'open', k: step.k, night: step.night },
            { kind: 'momo', k: step.k, phone: 'approve' },
            { kind: 'prompt', k: step.k, approve: true },
            { kind: 'poll', k: step.k, twice: false },
          ]
        : step.kind === 'lateByPhone'
          ? [
              { kind: 'open', k: step.k, night: step.night },
              { kind: 'momo', k: step.k, phone: 'late_success' },
              { kind: 'clock', minutes: 16 },
              { kind: 'sweep' },
              ...(step.contested
                ? [{ kind: 'open' as const, k: TRAVELLERS - 1 - step.k, night: step.night }]
                : []),
              { kind: 'poll', k: step.k, twice: false },
            ]
          : [step],
  );
  for (const step of expanded) {
    switch (step.kind) {
      case 'book':
      case 'bookByPhone':
      case 'lateByPhone':
        break;
      case 'momo': {
        const session = sessions[step.k];
        if (!session) break;
        const started = await request(
          'POST',
          '/api/checkout/mobile-money',
          {
            sessionId: session.sessionId,
            country: 'SN',
            network: 'orange',
            phone: PHONES[step.phone],
          },
          { 'idempotency-key': `h${history}-momo-${(webhookCount += 1)}` },
        );
        // Started (or failed at once), or refused: paid already, ended, another pending.
        expect([200, 409]).toContain(started.status);
        if (started.status === 200) {
          charges[step.k] = started.body.reference;
          outcomes.byPhone += 1;
        }
        break;
      }
      case 'prompt': {
        const reference = charges[step.k];
        if (!reference) break;
        const answer = step.approve ? 'approve' : 'refuse';
        const answered = await request(
          'POST',
          `/api/payments/mobile-money/test/${reference}/${answer}`,
        );
        // 409: not an approve number's, or no longer waiting for the phone; 404: the charge
        // never reached the processor (it was down when the charge started).
        expect([200, 404, 409]).toContain(answered.status);
        break;
      }
      case 'momoWebhook': {
        const reference = charges[step.k];
        if (!reference) break;
        const payload = JSON.stringify({ event: 'charge.updated', reference });
        await twiceIf(step.twice, () =>
          request('POST', '/api/webhooks/mobile-money/test', payload, {
            'content-type': 'application/json',
            'x-teranga-signature': walletProcessor.sign(payload),
          }),
        );
        break;
      }
      case 'poll': {
        const reference = charges[step.k];
        if (!reference) break;
        await twiceIf(step.twice, () => request('GET', `/api/checkout/mobile-money/${reference}`));
        break;
      }
      case 'open': {
        const email = `t${step.k}.h${history}@example.com`;
        // Ten days ahead of the first open, so the travellers' stays overlap on scarce rooms.
        base ??= toIsoDate(clock.now());
        const checkIn = addDays(base, 10 + step.night);
        const answer = await request('POST', '/api/checkout/session', {
          type: 'hotel',
          rateId: encodeStayRateId({
            accommodationId: stay.id,
            checkIn,
            checkOut: addDays(checkIn, 2),
            guests: 1,
          }),
          amount: 220, // $100 x 2 nights + 10%
          customerName: `Traveller ${String(step.k).replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)]!)}`,
          customerEmail: email,
        });
        // Opened, sold out, or (after the clock moved past check-in) in the past.
        expect([200, 400, 409, ...(provider.paymentsDown ? [503] : [])]).toContain(answer.status);
        if (answer.status === 200) {
          sessions[step.k] = { ...answer.body, email };
          orderSessions.push(answer.body.sessionId);
        }
        break;
      }
      case 'pay': {
        const session = sessions[step.k];
        if (!session) break;
        const paid = await request('POST', '/api/payments/test/confirm', {
          paymentIntentId: session.paymentIntentId,
          clientSecret: session.clientSecret,
          number: CARD_NUMBERS[step.card],
          expMonth: 12,
          expYear: 2031,
          cvc: '123',
        });
        if (paid.status === 200 && paid.body.status === 'requires_action') {
          await request('POST', '/api/payments/test/authenticate', {
            paymentIntentId: session.paymentIntentId,
            clientSecret: session.clientSecret,
            approve: step.card === 'threeDsApproved',
          });
        }
        break;
      }
      case 'confirm': {
        const session = sessions[step.k];
        if (!session) break;
        await twiceIf(step.twice, () =>
          request('POST', '/api/checkout/confirm', {
            paymentIntentId: session.paymentIntentId,
            sessionId: session.sessionId,
          }),
        );
        break;
      }
      case 'webhook': {
        const session = sessions[step.k];
        if (!session) break;
        webhookCount += 1;
        const payload = JSON.stringify({
          id: `evt_h${history}_${webhookCount}`,
          type: 'payment_intent.succeeded',
          data: { object: { id: session.paymentIntentId, object: 'payment_intent' } },
        });
        const deliver = () => {
          const signed = signedWebhook(payload, WEBHOOK_SECRET, clock.now());
          return request('POST', '/api/webhooks/stripe', signed.payload, signed.headers);
        };
        await twiceIf(step.twice, deliver);
        break;
      }
      case 'cancel': {
        const session = sessions[step.k];
        if (!session) break;
        await request('POST', `/api/bookings/${session.sessionId}/cancel`, {
          email: session.email,
        });
        break;
      }
      case 'sweep':
        await app.checkout.releaseExpired();
        break;
      case 'clock':
        clock.advance(step.minutes * 60_000);
        break;
      case 'refunds':
        provider.refundsDown = step.down;
        break;
      case 'payments':
        provider.paymentsDown = step.down;
        break;
      case 'reconcile':
        await app.checkout.reconcile();
        break;
      case 'restart':
        await app.close();
        newProcessor();
        await boot();
        // What main.ts does at start-up.
        await app.checkout.reconcile();
        break;
    }
    await checkInvariants(stay.id, roomCount, orderSessions, {
      settled: step.kind === 'reconcile' && !provider.refundsDown && !provider.paymentsDown,
    });
  }

  outcomes.histories += 1;
  // Let every history end settled: the holds run out, the refunds go through, and it still holds.
  provider.refundsDown = false;
  provider.paymentsDown = false;
  clock.advance(2 * 3_600_000);
  await app.checkout.releaseExpired();
  await app.checkout.reconcile();
  await checkInvariants(stay.id, roomCount, orderSessions, { settled: true });
  await checkMailSentOnce(orderSessions);
  const finals = orderSessions.length
    ? await database.db
        .select()
        .from(duffelBookings)
        .where(inArray(duffelBookings.sessionId, orderSessions))
    : [];
  outcomes.orders += finals.length;
  outcomes.confirmed += finals.filter((o) => o.orderStatus === 'confirmed').length;
  outcomes.bookedByPhone += finals.filter(
    (o) => o.orderStatus === 'confirmed' && isWalletReference(o.duffelPaymentIntentId ?? ''),
  ).length;
  outcomes.refunded += finals.filter((o) => (o.meta as OrderMeta).refundCents).length;
}

/**
 * Once the jobs have run (restarts and all), each booking e-mail a confirmation or cancellation
 * owed was done exactly once, and the outbox holds one message per e-mail sent.
 */
async function checkMailSentOnce(sessionIds: string[]) {
  await app.jobs.runPending();
  const db = database.db;
  const orders = sessionIds.length
    ? await db.select().from(duffelBookings).where(inArray(duffelBookings.sessionId, sessionIds))
    : [];
  // A traveller's checkouts share an address (a newer one replaces the older).
  const sentTo = new Map<string, number>();
  for (const order of orders) {
    const mails = (
      await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))
    ).filter((e) => e.field === 'email');
    const owed = mails.filter((e) => e.toStatus === 'owed');
    const done = mails.filter((e) => e.fromStatus === 'owed');
    if (order.orderStatus === 'confirmed') expect(owed.length).toBeGreaterThan(0);
    expect(
      done.map((e) => (e.data as { owed: number }).owed).sort(),
      `order ${order.id} e-mails done once each`,
    ).toEqual(owed.map((e) => e.id).sort());
    const to = order.customerEmail!;
    sentTo.set(to, (sentTo.get(to) ?? 0) + done.filter((e) => e.toStatus === 'sent').length);
  }
  for (const [to, sent] of sentTo) {
    const inOutbox = await db.select().from(outbox).where(eq(outbox.to, to));
    expect(inOutbox, `e-mails in the outbox to ${to}`).toHaveLength(sent);
  }
}

async function checkInvariants(
  accommodationId: number,
  roomCount: number,
  sessionIds: string[],
  { settled }: { settled: boolean },
) {
  const db = database.db;
  // Stock: what is taken is exactly what live holds and confirmed bookings have, never more.
  const nights = await db
    .select()
    .from(roomNights)
    .where(eq(roomNights.accommodationId, accommodationId));
  const orders = sessionIds.length
    ? await db.select().from(duffelBookings).where(inArray(duffelBookings.sessionId, sessionIds))
    : [];
  const orderIds = orders.map((o) => o.id);
  const holds = orderIds.length
    ? await db.select().from(inventoryHolds).where(inArray(inventoryHolds.orderId, orderIds))
    : [];
  for (const night of nights) {
    const held = holds
      .filter((h) => h.day === night.night && (h.status === 'held' || h.status === 'confirmed'))
      .reduce((sum, h) => sum + h.quantity, 0);
    expect(night.taken, `rooms taken on ${night.night}`).toBe(held);
    expect(night.taken).toBeLessThanOrEqual(roomCount);
  }

  const events = orderIds.length
    ? await db
        .select()
        .from(orderEvents)
        .where(inArray(orderEvents.orderId, orderIds))
        .orderBy(orderEvents.id)
    : [];
  const records = orderIds.length
    ? await db.select().from(paymentRecords).where(inArray(paymentRecords.orderId, orderIds))
    : [];
  for (const order of orders) {
    // Each order moved only along the transition tables, and every move is recorded.
    const mine = events.filter((e) => e.orderId === order.id);
    for (const [field, table, start] of [
      ['orderStatus', ORDER_TRANSITIONS, null],
      ['paymentStatus', PAYMENT_TRANSITIONS, 'requires_payment_method'],
    ] as const) {
      let status: string | null = start;
      for (const event of mine.filter((e) => e.field === field)) {
        expect(event.fromStatus ?? null, `order ${order.id} ${field} history`).toBe(status);
        if (status !== null) expect(canMove(table, status, event.toStatus)).toBe(true);
        status = event.toStatus;
      }
      expect(order[field], `order ${order.id} ${field}`).toBe(status);
    }
    if (order.confirmationNumber && mine.some((e) => e.toStatus === 'canceled')) {
      expect(order.orderStatus, `order ${order.id} came back after cancelling`).toBe('canceled');
    }

    // Money: every succeeded payment is a booking, or refunded (or owed) in full or by policy.
    const refunds = records.filter((r) => r.orderId === order.id && r.kind === 'refund');
    const owedOrSent = refunds.reduce((sum, r) => sum + r.amountCents, 0);
    const { charged, sent } = isWalletReference(order.duffelPaymentIntentId!)
      ? await walletMoneyOf(order.id, order.duffelPaymentIntentId!, refunds)
      : await cardMoneyOf(order.duffelPaymentIntentId!);
    expect(owedOrSent, `order ${order.id} refunds`).toBeLessThanOrEqual(charged);
    expect(sent).toBeLessThanOrEqual(owedOrSent);
    const meta = order.meta as OrderMeta;
    if (order.orderStatus === 'confirmed') expect(owedOrSent).toBe(0);
    if (refunds.some((r) => r.status === 'owed')) outcomes.owedAtSomePoint += 1;
    if (charged > 0 && settled) {
      if (order.orderStatus === 'canceled') {
        const expected = meta.bookingRecord ? (meta.refundCents ?? 0) : charged;
        expect(owedOrSent, `order ${order.id} refunded by its rule`).toBe(expected);
        expect(sent, `order ${order.id} refund sent`).toBe(owedOrSent);
      } else {
        expect(order.orderStatus, `order ${order.id} paid but not settled`).toBe('confirmed');
      }
    }
  }
}

/** A card payment's charge and the refunds the processor sent, in US cents. */
async function cardMoneyOf(intentId: string) {
  const intent = await processor.retrieveIntent(intentId);
  const charged = intent.status === 'succeeded' ? intent.amountCents : 0;
  const sent = processor.getRefunds(intentId).reduce((sum, r) => sum + r.amountCents, 0);
  return { charged, sent };
}

/**
 * A mobile-money order's money, in US cents: its current charge, if the phone paid it (no
 * earlier charge of the order ever paid), and the refunds the wallet got, each exactly the
 * conversion of a refund sent at the charge's locked rate, never more than was charged.
 */
async function walletMoneyOf(
  orderId: number,
  reference: string,
  refunds: (typeof paymentRecords.$inferSelect)[],
) {
  const rows = await database.db
    .select()
    .from(walletCharges)
    .where(eq(walletCharges.orderId, orderId));
  let charged = 0;
  for (const row of rows) {
    const remote = await walletProcessor.retrieve(row.reference).catch(() => null);
    const paid = remote?.status === 'succeeded';
    if (row.reference !== reference) {
      expect(paid, `order ${orderId}'s earlier charge ${row.reference} paid`).toBe(false);
      continue;
    }
    if (paid) charged = row.usdCents;
    const sentMinor = (
      await testWalletRefunds(createTestWalletStore(database.db), reference)
    ).reduce((sum, r) => sum + r.amountMinor, 0);
    const expectedMinor = refunds
      .filter((r) => r.status !== 'owed')
      .reduce((sum, r) => sum + walletRefundMinor(r.amountCents, row.usdCents, row.amountMinor), 0);
    expect(sentMinor, `order ${orderId} wallet refunds`).toBe(expectedMinor);
    expect(sentMinor).toBeLessThanOrEqual(row.amountMinor);
    if (sentMinor > 0) outcomes.refundedToWallet += 1;
  }
  // In cents, what was sent: the records the wallet took.
  const sent = refunds
    .filter((r) => r.status !== 'owed')
    .reduce((sum, r) => sum + r.amountCents, 0);
  return { charged, sent };
}

/**
 * One of `parts` shares of the histories (`part` from 1), each its own test file, so that the
 * test workers run them side by side: each share has its own seed, from HISTORY_SEED on.
 */
export function moneyHistories(part: number, parts: number) {
  const runs = Math.ceil(HISTORIES / parts);
  const seed = SEED + part - 1;

  beforeAll(async () => {
    database = await createTestDatabase();
    newProcessor();
    await boot();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe(`money and stock over generated histories (${part} of ${parts}, seed ${seed})`, () => {
    it(`hold in ${runs} histories of checkouts, payments, cancels, failures and restarts`, async () => {
      let history = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 10 }), async (steps) => {
          history += 1;
          provider.refundsDown = false;
          provider.paymentsDown = false;
          await runHistory(steps, history);
        }),
        { seed, numRuns: runs, endOnFailure: false },
      );
      // Histories that never reached a booking or a refund would prove little.
      expect(outcomes.histories).toBe(runs);
      if (runs >= 500) {
        expect(outcomes.confirmed, JSON.stringify(outcomes)).toBeGreaterThan(runs / 10);
        expect(outcomes.refunded, JSON.stringify(outcomes)).toBeGreaterThan(runs / 50);
        expect(outcomes.owedAtSomePoint, JSON.stringify(outcomes)).toBeGreaterThan(0);
        expect(outcomes.bookedByPhone, JSON.stringify(outcomes)).toBeGreaterThan(runs / 50);
        expect(outcomes.refundedToWallet, JSON.stringify(outcomes)).toBeGreaterThan(0);
      }
    }, 900_000);
  });
}
