import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { encodeStayRateId } from '../../src/domain/accommodations.ts';
import { duffelBookings, processedWebhooks } from '../../src/server/db/schema/index.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';
import { makeAccommodation } from '../helpers/factories.ts';
import { signedWebhook } from '../helpers/stripe.ts';

/** The requests that crashed, froze or 500'd the server before input was bounded (issue 7). */
const WEBHOOK_SECRET = 'whsec_hostile_input';
let ctx: TestContext;
let stayId: number;
beforeAll(async () => {
  ctx = await createTestApp({ stripeWebhookSecret: WEBHOOK_SECRET });
  stayId = (await makeAccommodation(ctx.database.db)).id;
});
afterAll(() => ctx.close());

async function orderCount() {
  const [row] = await ctx.database.db.select({ n: count() }).from(duffelBookings);
  return row!.n;
}

async function expectRefused(
  request: { method?: 'GET' | 'POST'; url: string; payload?: unknown },
  field: string,
) {
  const before = await orderCount();
  const response = await ctx.app.inject({
    method: request.method ?? 'POST',
    url: request.url,
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
  const body = response.json();
  expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
  expect(await orderCount()).toBe(before);
  return body;
}

const rateId = () =>
  encodeStayRateId({
    accommodationId: stayId,
    checkIn: '2026-12-10',
    checkOut: '2026-12-11',
    guests: 1,
  });
const session = (overrides: Record<string, unknown>) => ({
  type: 'hotel',
  rateId: rateId(),
  amount: 110,
  customerName: 'Ama Mensah',
  customerEmail: 'ama@example.com',
  ...overrides,
});
const duffelHotel = (overrides: Record<string, unknown>) => ({
  type: 'hotel',
  bookingData: {
    hotel_id: stayId,
    check_in: '2026-12-10',
    check_out: '2026-12-11',
    guests: 1,
    customer_name: 'Ama Mensah',
    customer_email: 'ama@example.com',
    ...overrides,
  },
});

describe('names and text', () => {
  it('refuses a 1,000,000-character customer_name that used to crash the calendar file', async () => {
    const body = await expectRefused(
      {
        url: '/api/duffel/booking/create',
        payload: duffelHotel({ customer_name: 'A'.repeat(1_000_000) }),
      },
      'bookingData.customer_name',
    );
    expect(body.message).toContain('at most 100 characters');
  });

  it('refuses a guestName over 100 characters on /api/booking/create', async () => {
    await expectRefused(
      {
        url: '/api/booking/create',
        payload: {
          type: 'hotel',
          bookingData: {
            accommodationId: stayId,
            guestName: 'Ọ'.repeat(101),
            guestEmail: 'ama@example.com',
            checkIn: '2026-12-10',
            checkOut: '2026-12-11',
            guests: 1,
          },
        },
      },
      'bookingData.guestName',
    );
  });

  it.each([
    ['customerName', { customerName: 'Ama\u0000' }],
    ['guests.0.name', { guests: [{ name: 'Kofi\u0000' }] }],
    ['customerName', { customerName: 'Ama \ud800' }],
    ['guests.0.name', { guests: [{ name: '\udc00Kofi' }] }],
    ['customerName', { customerName: 'Ama\u202eevil' }],
  ])('refuses a NUL, a lone surrogate or a bidi override in %s', async (field, overrides) => {
    await expectRefused({ url: '/api/checkout/session', payload: session(overrides) }, field);
  });

  it('refuses a NUL in customer_name, confirm’s sessionId, and search terms', async () => {
    await expectRefused(
      { url: '/api/duffel/booking/create', payload: duffelHotel({ customer_name: 'A\u0000' }) },
      'bookingData.customer_name',
    );
    await expectRefused(
      {
        url: '/api/checkout/confirm',
        payload: { paymentIntentId: 'pi_test_1', sessionId: 'abc\u0000' },
      },
      'sessionId',
    );
    await expectRefused(
      { url: '/api/hotels/search', payload: { location: 'Accra\u0000' } },
      'destination',
    );
    await expectRefused(
      {
        method: 'GET',
        url: `/api/accommodations?destination=${encodeURIComponent('Lagos\u0000')}`,
      },
      'destination',
    );
    await expectRefused(
      {
        method: 'GET',
        url: `/api/orders?payment_intent=${encodeURIComponent('pi\u0000')}&payment_intent_client_secret=x`,
      },
      'payment_intent',
    );
  });

  it('keeps a name with accents and combining marks, normalized to NFC', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/session',
      payload: session({ customerName: '  Ade\u0301ba\u0301yo\u0323\u0300 Ọla  ' }),
    });
    expect(response.statusCode).toBe(200);
    const [order] = await ctx.database.db
      .select({ name: duffelBookings.customerName })
      .from(duffelBookings)
      .orderBy(duffelBookings.id)
      .limit(1)
      .offset((await orderCount()) - 1);
    expect(order!.name).toBe('Adébáyọ̀ Ọla'.normalize('NFC'));
    expect(order!.name).toBe(order!.name!.normalize('NFC'));
  });
});

describe('extra fields', () => {
  it('are ignored and never stored', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/session',
      payload: session({
        customerEmail: 'extra@example.com',
        isAdmin: true,
        orderStatus: 'confirmed',
        holdExpiresAt: '2099-01-01T00:00:00Z',
        guests: [{ name: 'Kofi', role: 'admin' }],
      }),
    });
    expect(response.statusCode).toBe(200);
    const [order] = await ctx.database.db
      .select()
      .from(duffelBookings)
      .where(eq(duffelBookings.sessionId, response.json().sessionId));
    expect(order!.orderStatus).toBe('pending');
    expect(order!.holdExpiresAt!.toISOString()).toBe(response.json().holdExpiresAt);
    const stored = JSON.stringify(order);
    for (const word of ['isAdmin', 'role', '2099']) expect(stored).not.toContain(word);
  });
});

describe('numbers and ids', () => {
  it('refuses a rate id whose property id overflows the database integer', async () => {
    await expectRefused(
      {
        url: '/api/checkout/session',
        payload: session({ rateId: 'stay_999999999999_2026-12-10_2026-12-11_1' }),
      },
      'rateId',
    );
  });

  it('answers 400, not 500, for /api/accommodations/4242424242424242', async () => {
    await expectRefused({ method: 'GET', url: '/api/accommodations/4242424242424242' }, 'id');
  });
});

describe('signed Stripe events with missing parts', () => {
  function deliver(event: object) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      ...signedWebhook(event, WEBHOOK_SECRET, new Date(TEST_NOW)),
    });
  }

  it.each([
    ['no data', { id: 'evt_a', type: 'payment_intent.succeeded' }],
    ['data without object', { id: 'evt_b', type: 'payment_intent.succeeded', data: {} }],
    [
      'a NUL in the id',
      { id: 'evt_\u0000', type: 'payment_intent.succeeded', data: { object: {} } },
    ],
    ['no id', { type: 'payment_intent.succeeded', data: { object: { id: 'pi_x' } } }],
  ])('refuses an event with %s with a 400 and records nothing', async (_name, event) => {
    const response = await deliver(event);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Malformed Stripe event/);
    const [row] = await ctx.database.db.select({ n: count() }).from(processedWebhooks);
    expect(row!.n).toBe(0);
  });
});

describe('TRUST_PROXY', () => {
  async function statuses(options: { trustProxy?: string[] }, forwardedFor: (i: number) => string) {
    const limited = await createTestApp({ rateLimitMax: 3, ...options });
    try {
      const answers = [];
      for (let i = 0; i < 5; i++) {
        const response = await limited.app.inject({
          url: '/api/airports?q=acc',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor(i) },
        });
        answers.push(response.statusCode);
      }
      return answers;
    } finally {
      await limited.close();
    }
  }

  it('is off by default: a new X-Forwarded-For on each request does not escape the rate limit', async () => {
    expect(await statuses({}, (i) => `203.0.113.${i}`)).toEqual([200, 200, 200, 429, 429]);
  });

  it('honours X-Forwarded-For from the configured proxy, so each real client has its own limit', async () => {
    expect(await statuses({ trustProxy: ['127.0.0.1'] }, (i) => `203.0.113.${i}`)).toEqual([
      200, 200, 200, 200, 200,
    ]);
    // One client behind the proxy is still one client.
    expect(await statuses({ trustProxy: ['127.0.0.1'] }, () => '203.0.113.9')).toEqual([
      200, 200, 200, 429, 429,
    ]);
  });

  it('does not honour X-Forwarded-For from a sender that is not the configured proxy', async () => {
    expect(await statuses({ trustProxy: ['10.9.9.9'] }, (i) => `203.0.113.${i}`)).toEqual([
      200, 200, 200, 429, 429,
    ]);
  });
});
