import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { encodeStayRateId } from '../../src/domain/accommodations.ts';
import { addDays } from '../../src/domain/dates.ts';
import { bookings, duffelBookings, paymentRecords } from '../../src/server/db/schema/index.ts';
import {
  createTestPaymentProvider,
  type TestPaymentProvider,
} from '../../src/server/providers/payments/test-processor.ts';
import { PaymentProviderError } from '../../src/server/providers/payments/types.ts';
import { buildApp } from '../../src/server/app.ts';
import { fixedClock } from '../../src/server/clock.ts';
import { createTestApp, TEST_NOW, UNLIMITED_HOLDS, type TestContext } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/db.ts';
import {
  hotelSessionBody,
  orderOf as orderOfSession,
  roomsTaken as roomsTakenOn,
  testCardPayment,
} from '../helpers/checkout.ts';
import { deferred, type Deferred } from '../helpers/deferred.ts';
import { makeAccommodation } from '../helpers/factories.ts';

/**
 * The probes of issue 8, each a fixed test: money is never lost, and an order once cancelled
 * never comes back.
 */
let ctx: TestContext;
let processor: TestPaymentProvider;
// Switches the tests flip to make the provider fail, or hold its answer until a test releases it.
const provider = {
  refundsDown: false,
  retrieveDown: false,
  retrieveHold: null as { arrived: Deferred; released: Deferred } | null,
};

beforeAll(async () => {
  processor = createTestPaymentProvider({ now: () => new Date(TEST_NOW) });
  const payments: TestPaymentProvider = {
    ...processor,
    async refund(input) {
      if (provider.refundsDown)
        throw new PaymentProviderError('The provider is down', 'provider_unavailable', 503);
      return processor.refund(input);
    },
    async retrieveIntent(id) {
      if (provider.retrieveDown)
        throw new PaymentProviderError(
          'upstream 502 from pay.internal',
          'provider_unavailable',
          503,
        );
      const hold = provider.retrieveHold;
      if (hold) {
        hold.arrived.resolve();
        await hold.released.promise;
      }
      return processor.retrieveIntent(id);
    },
  };
  ctx = await createTestApp({ payments });
});
afterAll(() => ctx.close());

const today = TEST_NOW.slice(0, 10);

async function post(url: string, payload: unknown) {
  const response = await ctx.app.inject({ method: 'POST', url, payload: payload as object });
  return { status: response.statusCode, body: response.json() };
}

async function openSession(accommodationId: number, email = 'ama@example.com') {
  const session = await post(
    '/api/checkout/session',
    hotelSessionBody({ accommodationId, today, email }),
  );
  expect(session.status).toBe(200);
  return session.body as { sessionId: string; paymentIntentId: string; clientSecret: string };
}

const pay = (session: { paymentIntentId: string; clientSecret: string }) =>
  post('/api/payments/test/confirm', testCardPayment(session));
const confirm = (session: { paymentIntentId: string; sessionId: string }) =>
  post('/api/checkout/confirm', {
    paymentIntentId: session.paymentIntentId,
    sessionId: session.sessionId,
  });

const orderOf = (sessionId: string) => orderOfSession(ctx.database.db, sessionId);
const roomsTaken = (accommodationId: number) => roomsTakenOn(ctx.database.db, accommodationId);

describe('an order once cancelled never comes back', () => {
  it('a refunded late payment stays refunded, even after the room was booked and freed again', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 1 });
    const late = await openSession(stay.id, 'late@example.com');
    ctx.clock.advance(16 * 60_000);
    try {
      await ctx.app.checkout.releaseExpired();
      // Someone else books the room, then cancels it: the room is free again.
      const other = await openSession(stay.id, 'other@example.com');
      await pay(other);
      expect((await confirm(other)).status).toBe(200);
      expect(
        (await post(`/api/bookings/${other.sessionId}/cancel`, { email: 'other@example.com' }))
          .status,
      ).toBe(200);

      await pay(late);
      expect((await confirm(late)).body.code).toBe('refunded');
      const again = await confirm(late);
      expect(again).toMatchObject({ status: 409, body: { code: 'refunded' } });
      expect((await orderOf(late.sessionId)).orderStatus).toBe('canceled');
      expect(processor.getRefunds(late.paymentIntentId).map((r) => r.amountCents)).toEqual([
        22_000,
      ]);
      expect(await roomsTaken(stay.id)).toEqual([0, 0]);
    } finally {
      ctx.clock.set(TEST_NOW);
    }
  });

  it('confirming a cancelled booking again answers 409, not 500, and refunds nothing more', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 2 });
    const session = await openSession(stay.id, 'twice@example.com');
    await pay(session);
    expect((await confirm(session)).status).toBe(200);
    const cancelled = await post(`/api/bookings/${session.sessionId}/cancel`, {
      email: 'twice@example.com',
    });
    expect(cancelled.body).toMatchObject({ refund: '220.00', refundStatus: 'refunded' });
    const again = await confirm(session);
    expect(again).toMatchObject({ status: 409, body: { code: 'already_canceled' } });
    expect(processor.getRefunds(session.paymentIntentId)).toHaveLength(1);
    const booked = await ctx.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.accommodationId, stay.id));
    expect(booked.map((b) => b.status)).toEqual(['canceled']);
  });

  it('a paid order cancelled before its confirm is refunded in full, and a later confirm keeps it cancelled', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 1 });
    const session = await openSession(stay.id, 'beacon@example.com');
    await pay(session);
    // The checkout page's pagehide beacon, as the tab closes during payment.
    const cancelled = await post(`/api/bookings/${session.sessionId}/cancel`, {
      email: 'beacon@example.com',
    });
    expect(cancelled.body).toMatchObject({
      status: 'canceled',
      refund: '220.00',
      refundStatus: 'refunded',
    });
    expect(processor.getRefunds(session.paymentIntentId).map((r) => r.amountCents)).toEqual([
      22_000,
    ]);
    const late = await confirm(session);
    expect(late.status).toBe(409);
    expect((await orderOf(session.sessionId)).orderStatus).toBe('canceled');
    expect(processor.getRefunds(session.paymentIntentId)).toHaveLength(1);
    expect(await roomsTaken(stay.id)).toEqual([0, 0]);
  });
});

describe('refunds are never lost', () => {
  it('a refund the provider refuses is owed, shown as pending, and sent by the next reconcile', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 1 });
    const session = await openSession(stay.id, 'owed@example.com');
    await pay(session);
    await confirm(session);
    provider.refundsDown = true;
    let cancelled;
    try {
      cancelled = await post(`/api/bookings/${session.sessionId}/cancel`, {
        email: 'owed@example.com',
      });
      expect((await ctx.app.checkout.reconcile()).refundsSent).toBe(0);
    } finally {
      provider.refundsDown = false;
    }
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ refund: '220.00', refundStatus: 'pending' });
    expect(cancelled.body.booking).toMatchObject({ status: 'canceled', refundPending: true });
    const order = await orderOf(session.sessionId);
    const owed = await ctx.database.db
      .select()
      .from(paymentRecords)
      .where(and(eq(paymentRecords.orderId, order.id), eq(paymentRecords.kind, 'refund')));
    expect(owed).toMatchObject([{ status: 'owed', amountCents: 22_000, providerId: null }]);
    expect(processor.getRefunds(session.paymentIntentId)).toEqual([]);

    expect((await ctx.app.checkout.reconcile()).refundsSent).toBeGreaterThanOrEqual(1);
    expect(processor.getRefunds(session.paymentIntentId).map((r) => r.amountCents)).toEqual([
      22_000,
    ]);
    const view = await ctx.app.inject({ url: `/api/orders/${session.sessionId}` });
    expect(view.json()).toMatchObject({ refundCents: 22_000, refundPending: false });
    // Settling again pays nothing twice.
    await ctx.app.checkout.reconcile();
    expect(processor.getRefunds(session.paymentIntentId)).toHaveLength(1);
  });
});

describe('a payment provider that is down', () => {
  it('answers confirm with a clear 503 in our words, and the booking is confirmed once it is back', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 1 });
    const session = await openSession(stay.id, 'down@example.com');
    await pay(session);
    provider.retrieveDown = true;
    let refused;
    try {
      refused = await confirm(session);
    } finally {
      provider.retrieveDown = false;
    }
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      message: 'The payment service is not answering; nothing was charged. Please try again.',
      code: 'payment_service_unavailable',
    });
    expect((await orderOf(session.sessionId)).orderStatus).toBe('pending');
    expect((await confirm(session)).status).toBe(200);
  });
});

describe('payments whose confirm never came', () => {
  it('reconcile confirms a paid order that was never confirmed', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 1 });
    const session = await openSession(stay.id, 'closedtab@example.com');
    await pay(session);
    await ctx.app.checkout.reconcile();
    expect((await orderOf(session.sessionId)).orderStatus).toBe('confirmed');
    expect(await roomsTaken(stay.id)).toEqual([1, 1]);
  });

  it('reconcile refunds in full a payment that arrived after its hold was swept', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 1 });
    const session = await openSession(stay.id, 'swept@example.com');
    ctx.clock.advance(16 * 60_000);
    try {
      await ctx.app.checkout.releaseExpired();
      await pay(session);
      await ctx.app.checkout.reconcile();
    } finally {
      ctx.clock.set(TEST_NOW);
    }
    expect((await orderOf(session.sessionId)).orderStatus).toBe('canceled');
    expect(processor.getRefunds(session.paymentIntentId).map((r) => r.amountCents)).toEqual([
      22_000,
    ]);
  });
});

describe('the provider is never awaited inside a transaction', () => {
  it('a slow payment provider does not hold the database while confirm waits for it', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 1 });
    const session = await openSession(stay.id, 'slow@example.com');
    await pay(session);
    const hold = { arrived: deferred(), released: deferred() };
    provider.retrieveHold = hold;
    // Should the health check wait for confirm, the provider answers anyway after a while, and
    // the order of the answers below says so rather than a timeout.
    const fallback = setTimeout(() => hold.released.resolve(), 10_000);
    const answered: string[] = [];
    try {
      const confirming = confirm(session).then((r) => (answered.push('confirm'), r));
      await hold.arrived.promise;
      // PGlite has one connection: a transaction open across the provider call would block this.
      const health = await ctx.app.inject({ url: '/api/health' });
      answered.push('health');
      hold.released.resolve();
      expect(health.statusCode).toBe(200);
      expect((await confirming).status).toBe(200);
      expect(answered).toEqual(['health', 'confirm']);
    } finally {
      clearTimeout(fallback);
      provider.retrieveHold = null;
      hold.released.resolve();
    }
  });
});

describe('a restart forgets no payment', () => {
  it('a payment charged before a crash is found after it, and confirmed at start-up', async () => {
    const database = await createTestDatabase();
    const clock = fixedClock(TEST_NOW);
    const boot = async () => {
      const app = await buildApp({
        db: database.db,
        dbKind: database.kind,
        clock,
        clientDir: '/nonexistent',
        holdLimits: UNLIMITED_HOLDS,
      });
      await app.ready();
      return app;
    };
    try {
      const before = await boot();
      const stay = await makeAccommodation(database.db, { roomCount: 1 });
      const session = (
        await before.inject({
          method: 'POST',
          url: '/api/checkout/session',
          payload: {
            type: 'hotel',
            rateId: encodeStayRateId({
              accommodationId: stay.id,
              checkIn: addDays(today, 10),
              checkOut: addDays(today, 12),
              guests: 1,
            }),
            amount: 220,
            customerName: 'Efua Owusu',
            customerEmail: 'efua@example.com',
          },
        })
      ).json();
      const paid = await before.inject({
        method: 'POST',
        url: '/api/payments/test/confirm',
        payload: testCardPayment(session),
      });
      expect(paid.json().status).toBe('succeeded');
      await before.close(); // the crash: nothing confirmed the booking

      const after = await boot();
      try {
        expect((await after.payments.retrieveIntent(session.paymentIntentId)).status).toBe(
          'succeeded',
        );
        await after.checkout.reconcile(); // what main.ts runs at start-up
        const [order] = await database.db
          .select()
          .from(duffelBookings)
          .where(eq(duffelBookings.sessionId, session.sessionId));
        expect(order).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'succeeded' });
      } finally {
        await after.close();
      }
    } finally {
      await database.close();
    }
  });
});

describe('orders are read by their schema', () => {
  it('a damaged order row is an error naming the order, never a silently wrong booking', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 1 });
    const session = await openSession(stay.id, 'damaged@example.com');
    const order = await orderOf(session.sessionId);
    await ctx.database.db
      .update(duffelBookings)
      .set({ meta: { ...(order.meta as object), totalCents: 'a lot' } })
      .where(eq(duffelBookings.id, order.id));
    const view = await ctx.app.inject({ url: `/api/orders/${session.sessionId}` });
    expect(view.statusCode).toBe(500);
    expect(view.json()).toMatchObject({ code: 'damaged_order' });
    expect(view.json().message).toContain(`order ${order.id}`);
  });
});
