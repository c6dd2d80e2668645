import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { encodeStayRateId } from '../../src/domain/accommodations.ts';
import { DEFAULT_HOLD_LIMITS, holdShareOf } from '../../src/domain/checkout.ts';
import { MAX_CONFIRMATION_RESENDS_PER_DAY } from '../../src/domain/constants.ts';
import { addDays } from '../../src/domain/dates.ts';
import { duffelBookings, outbox } from '../../src/server/db/schema/index.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';
import { orderOf as orderOfSession, roomsTaken, testCardPayment } from '../helpers/checkout.ts';
import { makeAccommodation } from '../helpers/factories.ts';

// The real limits: these tests are about them.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ holdLimits: DEFAULT_HOLD_LIMITS });
});
afterAll(() => ctx.close());

const today = TEST_NOW.slice(0, 10);

type Options = { address?: string; key?: string };

async function post(url: string, payload: unknown, options: Options = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: options.address ?? '127.0.0.1',
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

function hotelBody(accommodationId: number, email: string, offsetDays = 10) {
  return {
    type: 'hotel',
    rateId: encodeStayRateId({
      accommodationId,
      checkIn: addDays(today, offsetDays),
      checkOut: addDays(today, offsetDays + 1),
      guests: 1,
    }),
    amount: 110, // $100 x 1 night x 1 guest + 10%
    customerName: 'Ama Mensah',
    customerEmail: email,
  };
}

const orderOf = (sessionId: string) => orderOfSession(ctx.database.db, sessionId);
const takenOn = async (accommodationId: number) =>
  (await roomsTaken(ctx.database.db, accommodationId)).reduce((sum, n) => sum + n, 0);

async function confirmedBooking(email: string, address: string) {
  const stay = await makeAccommodation(ctx.database.db);
  const session = await post('/api/checkout/session', hotelBody(stay.id, email), { address });
  expect(session.status).toBe(200);
  await post('/api/payments/test/confirm', testCardPayment(session.body));
  const confirmed = await post('/api/checkout/confirm', {
    paymentIntentId: session.body.paymentIntentId,
    sessionId: session.body.sessionId,
  });
  expect(confirmed.status).toBe(200);
  return { session: session.body, bookingId: confirmed.body.bookingId as string };
}

describe('unpaid holds per client', () => {
  it("replaces the traveller's own oldest unpaid hold instead of blocking the next checkout", async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 10 });
    const address = '10.1.0.1';
    const sessions = [];
    for (let i = 0; i < DEFAULT_HOLD_LIMITS.perEmail + 1; i++) {
      const session = await post(
        '/api/checkout/session',
        hotelBody(stay.id, 'kofi@example.com', 10 + i),
        { address },
      );
      expect(session.status).toBe(200);
      sessions.push(session.body);
    }
    const first = await orderOf(sessions[0].sessionId);
    expect(first.orderStatus).toBe('canceled');
    for (const later of sessions.slice(1)) {
      expect((await orderOf(later.sessionId)).orderStatus).toBe('pending');
    }
    // One night each; the replaced checkout's night went back.
    expect(await takenOn(stay.id)).toBe(DEFAULT_HOLD_LIMITS.perEmail);
  });

  it('refuses more unpaid holds from one address than the limit, with a 429 that changes nothing', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 20 });
    const address = '10.1.0.2';
    // A night each, so that no night's share is the limit here.
    for (let i = 0; i < DEFAULT_HOLD_LIMITS.perAddress; i++) {
      const session = await post(
        '/api/checkout/session',
        hotelBody(stay.id, `traveller${i}@example.com`, 10 + i),
        { address },
      );
      expect(session.status).toBe(200);
    }
    const before = await takenOn(stay.id);
    const refused = await post(
      '/api/checkout/session',
      hotelBody(stay.id, 'one.more@example.com', 100),
      { address },
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_holds' });
    expect(refused.body.message).toMatch(/Too many unpaid checkouts/);
    expect(await takenOn(stay.id)).toBe(before);
    // Another address is not affected.
    const other = await post('/api/checkout/session', hotelBody(stay.id, 'next@example.com'), {
      address: '10.1.0.3',
    });
    expect(other.status).toBe(200);
  });

  it('cannot hold every room of a property from one address', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 30 });
    const answers = [];
    for (let i = 0; i < 30; i++) {
      answers.push(
        (
          await post('/api/checkout/session', hotelBody(stay.id, `hoarder${i}@example.com`), {
            address: '10.3.0.1',
          })
        ).status,
      );
    }
    const share = holdShareOf(30, DEFAULT_HOLD_LIMITS);
    expect(answers.filter((s) => s === 200)).toHaveLength(share);
    expect(answers.filter((s) => s === 429)).toHaveLength(30 - share);
    expect(await takenOn(stay.id)).toBe(share);
  });
});

describe('idempotent checkout sessions', () => {
  it('answers a repeat with the same Idempotency-Key with the first session, and holds once', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 5 });
    const body = hotelBody(stay.id, 'esi@example.com');
    const key = 'attempt-0001';
    const [a, b] = await Promise.all([
      post('/api/checkout/session', body, { address: '10.4.0.1', key }),
      post('/api/checkout/session', body, { address: '10.4.0.1', key }),
    ]);
    const c = await post('/api/checkout/session', body, { address: '10.4.0.1', key });
    const answered = [a, b, c].filter((r) => r.status === 200);
    expect(answered.length).toBeGreaterThanOrEqual(2);
    for (const r of [a, b, c]) {
      // A send that arrives while the first is still opening is told to retry, not given a second.
      if (r.status !== 200) expect(r).toMatchObject({ status: 409, body: { code: 'in_progress' } });
    }
    expect(new Set(answered.map((r) => r.body.sessionId)).size).toBe(1);
    expect(c.body).toEqual(answered[0]!.body);
    expect(await takenOn(stay.id)).toBe(1);
    const orders = await ctx.database.db
      .select()
      .from(duffelBookings)
      .where(eq(duffelBookings.customerEmail, 'esi@example.com'));
    expect(orders).toHaveLength(1);
  });

  it('refuses a reused Idempotency-Key for a different checkout', async () => {
    const stay = await makeAccommodation(ctx.database.db);
    const key = 'attempt-0002';
    const first = await post('/api/checkout/session', hotelBody(stay.id, 'abena@example.com'), {
      key,
    });
    expect(first.status).toBe(200);
    const other = await post('/api/checkout/session', hotelBody(stay.id, 'abena@example.com', 20), {
      key,
    });
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual([
      {
        field: 'Idempotency-Key',
        rule: 'reused_key',
        message: 'was already used for a different checkout',
      },
    ]);
    const bad = await post('/api/checkout/session', hotelBody(stay.id, 'abena@example.com'), {
      key: 'bad key with spaces',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('idempotency-key');
  });

  it('answers an identical request from the same client within seconds with the same hold', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 5 });
    const body = hotelBody(stay.id, 'kojo@example.com');
    const first = await post('/api/checkout/session', body, { address: '10.5.0.1' });
    const double = await post('/api/checkout/session', body, { address: '10.5.0.1' });
    expect(double.body.sessionId).toBe(first.body.sessionId);
    expect(await takenOn(stay.id)).toBe(1);
    // Another client with the same details is another traveller.
    const elsewhere = await post('/api/checkout/session', body, { address: '10.5.0.2' });
    expect(elsewhere.body.sessionId).not.toBe(first.body.sessionId);
    // After the window, the same request is a new checkout (and replaces nothing it should not).
    ctx.clock.set(
      new Date(
        Date.parse(TEST_NOW) + (DEFAULT_HOLD_LIMITS.repeatWindowSeconds + 1) * 1000,
      ).toISOString(),
    );
    try {
      // A second checkout of kojo@ from this address: kept beside the first, not a repeat.
      const later = await post('/api/checkout/session', body, { address: '10.5.0.1' });
      expect(later.status).toBe(200);
      expect(later.body.sessionId).not.toBe(first.body.sessionId);
      expect((await orderOf(first.body.sessionId)).orderStatus).toBe('pending');
    } finally {
      ctx.clock.set(TEST_NOW);
    }
  });
});

describe('what a booking id alone may do', () => {
  it('shows the booking with the e-mail masked, and cancels only with the e-mail', async () => {
    const { bookingId } = await confirmedBooking('nana.ama@example.com', '10.6.0.1');
    const view = await ctx.app.inject({ url: `/api/orders/${bookingId}` });
    expect(view.json()).toMatchObject({ customerEmail: 'n***@example.com', emailMasked: true });
    const ics = await ctx.app.inject({ url: `/api/orders/${bookingId}/calendar.ics` });
    expect(ics.body).not.toContain('nana.ama@');

    const noEmail = await post(`/api/bookings/${bookingId}/cancel`, {});
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors[0].field).toBe('email');
    const wrong = await post(`/api/bookings/${bookingId}/cancel`, { email: 'n@example.com' });
    expect(wrong.status).toBe(404);
    expect((await ctx.app.inject({ url: `/api/orders/${bookingId}` })).json().status).toBe(
      'confirmed',
    );
    const right = await post(`/api/bookings/${bookingId}/cancel`, {
      email: 'Nana.Ama@example.com',
    });
    expect(right.status).toBe(200);
    expect(right.body.booking.status).toBe('canceled');
  });

  it('re-sends the confirmation to the booking’s own address a few times a day, then 429', async () => {
    const { bookingId } = await confirmedBooking('kwame@example.com', '10.6.0.2');
    const mails = async () =>
      (await ctx.database.db.select().from(outbox).where(eq(outbox.to, 'kwame@example.com')))
        .length;
    const before = await mails();
    for (let i = 0; i < MAX_CONFIRMATION_RESENDS_PER_DAY; i++) {
      const sent = await post(`/api/orders/${bookingId}/email`, {});
      expect(sent).toMatchObject({ status: 200, body: { sent: true, to: 'k***@example.com' } });
    }
    const refused = await post(`/api/orders/${bookingId}/email`, {});
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('email_limit');
    expect(await mails()).toBe(before + MAX_CONFIRMATION_RESENDS_PER_DAY);
    // A day later it can be sent again.
    ctx.clock.set(new Date(Date.parse(TEST_NOW) + 25 * 3_600_000).toISOString());
    try {
      expect((await post(`/api/orders/${bookingId}/email`, {})).status).toBe(200);
    } finally {
      ctx.clock.set(TEST_NOW);
    }
  });

  it('finds a booking by payment intent only with the intent’s client secret', async () => {
    const { session, bookingId } = await confirmedBooking('akua@example.com', '10.6.0.3');
    const url = `/api/orders?payment_intent=${session.paymentIntentId}`;
    const alone = await ctx.app.inject({ url });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().errors[0].field).toBe('payment_intent_client_secret');
    const wrong = await ctx.app.inject({
      url: `${url}&payment_intent_client_secret=${session.paymentIntentId}_secret_guess`,
    });
    expect(wrong.statusCode).toBe(404);
    const right = await ctx.app.inject({
      url: `${url}&payment_intent_client_secret=${session.clientSecret}`,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({
      bookingId,
      customerEmail: 'akua@example.com',
      emailMasked: false,
    });
  });
});
