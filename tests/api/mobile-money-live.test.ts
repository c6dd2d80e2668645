import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../src/domain/dates.ts';
import { mobileMoneyProviders } from '../../src/server/providers/payments/mobile-money/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { hotelSessionBody } from '../helpers/checkout.ts';
import { makeAccommodation } from '../helpers/factories.ts';
import { PAYSTACK_SECRET, startPaystackStub } from '../helpers/mobile-money-stubs.ts';

/**
 * A site with a live mobile-money key (Paystack, against a local stub of its API): the test
 * processor is never offered, a wallet no live provider takes is refused, and a Ghanaian MoMo
 * payment goes through Paystack and its signed webhook to a booking.
 */
let ctx: TestContext;
let paystack: Awaited<ReturnType<typeof startPaystackStub>>;

beforeAll(async () => {
  paystack = await startPaystackStub();
  ctx = await createTestApp({
    liveMobileMoney: mobileMoneyProviders({
      PAYSTACK_SECRET_KEY: PAYSTACK_SECRET,
      PAYSTACK_BASE_URL: paystack.url,
      FLUTTERWAVE_BASE_URL: 'http://127.0.0.1:9',
    }),
  });
});
afterAll(async () => {
  await ctx.close();
  await paystack.close();
});

async function call(method: 'GET' | 'POST', url: string, payload?: object, headers = {}) {
  const response = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

async function openCheckout(email: string) {
  const stay = await makeAccommodation(ctx.database.db, { roomCount: 1, pricePerNight: '100.00' });
  const today = toIsoDate(ctx.clock.now());
  const session = await call(
    'POST',
    '/api/checkout/session',
    hotelSessionBody({ accommodationId: stay.id, today, email }),
  );
  expect(session.status).toBe(200);
  return session.body.sessionId as string;
}

describe('mobile money with a live provider', () => {
  it('offers only what the live provider takes, and no test numbers', async () => {
    const { status, body } = await call('GET', '/api/payments/mobile-money/options');
    expect(status).toBe(200);
    expect(body.provider).toBe('paystack');
    expect(body.testNumbers).toBeUndefined();
    expect(body.countries.map((c: { code: string }) => c.code).sort()).toEqual(['CI', 'GH', 'NG']);
  });

  it('refuses a wallet no live provider takes rather than pay it by the test processor', async () => {
    const sessionId = await openCheckout('live-sn@example.com');
    const refused = await call('POST', '/api/checkout/mobile-money', {
      sessionId,
      country: 'SN',
      network: 'orange',
      phone: '77 123 45 67',
    });
    expect(refused.status).toBe(400);
    expect(paystack.requests.filter((r) => r.path === '/charge')).toHaveLength(0);
  });

  it('charges a Ghanaian MoMo wallet through Paystack and books on its signed webhook', async () => {
    const sessionId = await openCheckout('live-gh@example.com');
    const started = await call('POST', '/api/checkout/mobile-money', {
      sessionId,
      country: 'GH',
      network: 'mtn',
      phone: '024 123 4567',
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      status: 'pending',
      currency: 'GHS',
      phone: '+233241234567',
    });
    const sent = paystack.requests.find((r) => r.path === '/charge')!;
    expect(sent.body).toMatchObject({
      currency: 'GHS',
      amount: String(started.body.amountMinor),
      mobile_money: { provider: 'mtn' },
    });

    const transaction = [...paystack.transactions.values()][0]!;
    paystack.settle(transaction.reference, 'success', 'Approved');
    const { body, signature } = paystack.signed({
      event: 'charge.success',
      data: { reference: transaction.reference, status: 'success' },
    });
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/mobile-money/paystack',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': '0'.repeat(128) },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/mobile-money/paystack',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      payload: body,
    });
    expect(hook.statusCode).toBe(200);

    const read = await call('GET', `/api/checkout/mobile-money/${started.body.reference}`);
    expect(read.body).toMatchObject({ status: 'succeeded', bookingReady: true });
  });
});
