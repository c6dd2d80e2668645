import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { convertMinor, SHIPPED_RATES, type RateTable } from '../../src/domain/currencies.ts';
import { exchangeRates, paymentRecords } from '../../src/server/db/schema/index.ts';
import { createHttpRatesProvider } from '../../src/server/providers/rates/http-rates.ts';
import { signInAdmin } from '../helpers/accounts.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';
import { hotelSessionBody, orderOf, payAndConfirm } from '../helpers/checkout.ts';
import { makeAccommodation } from '../helpers/factories.ts';
import { ratesBody, startRatesStub } from '../helpers/rates-stub.ts';

/**
 * Today's rates (the provider's, stored by the hourly job, pegs put back; else the shipped
 * table), GET /api/currencies, and the admin's rates panel and revenue by currency and method.
 */
let ctx: TestContext;
let stub: Awaited<ReturnType<typeof startRatesStub>>;
let admin: string;
const today = TEST_NOW.slice(0, 10);

beforeAll(async () => {
  stub = await startRatesStub();
  ctx = await createTestApp({
    ratesProvider: createHttpRatesProvider({ url: stub.url, apiKey: 'rates-key-1' }),
  });
  admin = (await signInAdmin(ctx.app)).cookie;
});
afterAll(async () => {
  await ctx.close();
  await stub.close();
});

const currencies = async (headers: Record<string, string> = {}) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/currencies', headers });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

/** Runs the refresh as a worker would: the job queued, taken and settled. */
async function refresh() {
  await ctx.app.jobs.send('rates.refresh', {});
  await ctx.app.jobs.runPending();
  return ctx.database.db.select().from(exchangeRates);
}

const failedRefreshes = async () =>
  (await ctx.app.jobs.counts()).find((q) => q.queue === 'rates.refresh')!.failed;

describe('rates', () => {
  it('are the shipped table, with the twelve currencies and their minor units, before any provider answers', async () => {
    const { status, body } = await currencies();
    expect(status).toBe(200);
    expect(body.rates).toEqual(SHIPPED_RATES);
    expect(body.currencies).toHaveLength(12);
    expect(body.currencies).toContainEqual({ code: 'XOF', minorDigits: 0 });
    expect(body.currencies).toContainEqual({ code: 'NGN', minorDigits: 2 });
    expect(body.currencies).toContainEqual({ code: 'GNF', minorDigits: 0 });
    // The shipped table's day is after the test clock's: not stale.
    expect(body.stale).toBe(false);
  });

  it('refuses a provider table missing a currency, with a non-positive rate, another base or no JSON, and keeps what it had', async () => {
    const before = await failedRefreshes();
    for (const body of [
      ratesBody('2026-11-20', { NGN: undefined }),
      ratesBody('2026-11-20', { GHS: 0 }),
      ratesBody('2026-11-20', { GHS: '"0.000"' }),
      ratesBody('2026-11-20', { SLE: -26.4 }),
      ratesBody('2026-11-20', { USD: '1.16e0' }),
      ratesBody('2026-11-20', { USD: '"abc"' }),
      ratesBody('2026-11-20').replace('"EUR"', '"USD"'),
      ratesBody('not-a-day'),
      '<html>Service unavailable</html>',
    ]) {
      stub.answer(body);
      expect(await refresh()).toEqual([]);
    }
    stub.answer('{}', 503);
    expect(await refresh()).toEqual([]);
    // Each was tried and refused (retries run at once under runPending).
    expect(await failedRefreshes()).toBe(before + 10);
    expect((await currencies()).body.rates).toEqual(SHIPPED_RATES);
  });

  it('stores a valid table through the job, read as written (no float), pegs kept, with the API key sent', async () => {
    stub.answer(
      ratesBody('2026-11-20', {
        NGN: '1801.123456789012345678',
        XOF: 600,
        CVE: '"99"',
      }),
    );
    const stored = await refresh();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ asOf: '2026-11-20', source: new URL(stub.url).host });
    expect(stub.authorizations.at(-1)).toBe('Bearer rates-key-1');

    const { body } = await currencies();
    expect(body.rates.asOf).toBe('2026-11-20');
    expect(body.rates.perEur).toMatchObject({
      EUR: '1',
      USD: '1.1634',
      NGN: '1801.123456789012345678',
      XOF: '655.957',
      XAF: '655.957',
      CVE: '110.265',
    });
    expect(body.stale).toBe(false);
  });

  it('a second read of the same day replaces its rates rather than adding a row', async () => {
    stub.answer(ratesBody('2026-11-20', { USD: 1.17 }));
    const stored = await refresh();
    expect(stored).toHaveLength(1);
    expect((await currencies()).body.rates.perEur.USD).toBe('1.17');
  });

  it('answers 304 to a browser that has the same table', async () => {
    const first = await currencies();
    expect(first.headers.etag).toBeTruthy();
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/currencies',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('are stale 48 hours after the provider last gave them, on the page and in the admin panel', async () => {
    const at = (await ctx.database.db.select().from(exchangeRates))[0]!.fetchedAt;
    ctx.clock.set(new Date(at.getTime() + 47 * 3600_000).toISOString());
    expect((await currencies()).body.stale).toBe(false);
    ctx.clock.set(new Date(at.getTime() + 49 * 3600_000).toISOString());
    expect((await currencies()).body.stale).toBe(true);
    const panel = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/rates',
      headers: { cookie: admin },
    });
    expect(panel.statusCode).toBe(200);
    expect(panel.json()).toMatchObject({
      rates: { asOf: '2026-11-20' },
      stale: true,
      provider: new URL(stub.url).host,
      fetchedAt: at.toISOString(),
    });
    ctx.clock.set(TEST_NOW);
  });

  it("are the assistant's too: a cap said in euros is read at today's stored rate", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai/travel-assistant',
      payload: { query: 'Hotel in Dakar under 80 euros a night' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = JSON.stringify(response.json());
    // The stored table's 1.17, not the shipped 1.16.
    expect(text).toContain('€1 = $1.17');
    expect(text).toContain('$93 (€80');
  });

  it('are for administrators only in the admin panel', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/rates' });
    expect(response.statusCode).toBe(401);
  });
});

describe('revenue by currency and method', () => {
  it('converts each payment to US dollars at the table of its own day', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 3 });
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/session',
      payload: hotelSessionBody({ accommodationId: stay.id, today, email: 'rev@example.com' }),
    });
    expect(session.statusCode, session.body).toBe(200);
    const opened = session.json();
    await payAndConfirm(ctx.app, opened);
    const order = await orderOf(ctx.database.db, opened.sessionId);
    const [card] = await ctx.database.db
      .select()
      .from(paymentRecords)
      .where(sql`${paymentRecords.orderId} = ${order.id} and ${paymentRecords.kind} = 'charge'`);

    // Two wallet payments in naira, a day apart, on either side of a stored table's day.
    const day1: RateTable = SHIPPED_RATES;
    const stored = (await ctx.database.db.select().from(exchangeRates))[0]!;
    await ctx.database.db.insert(paymentRecords).values([
      {
        orderId: order.id,
        provider: 'paystack',
        kind: 'charge',
        amountCents: 10_000_000,
        currency: 'NGN',
        status: 'succeeded',
        createdAt: new Date('2026-11-19T10:00:00Z'),
      },
      {
        orderId: order.id,
        provider: 'paystack',
        kind: 'charge',
        amountCents: 10_000_000,
        currency: 'NGN',
        status: 'succeeded',
        createdAt: new Date('2026-11-20T10:00:00Z'),
      },
      {
        orderId: order.id,
        provider: 'paystack',
        kind: 'refund',
        amountCents: 2_500_000,
        currency: 'NGN',
        status: 'succeeded',
        createdAt: new Date('2026-11-20T11:00:00Z'),
      },
      {
        orderId: order.id,
        provider: 'paystack',
        kind: 'charge',
        amountCents: 99_000_000,
        currency: 'NGN',
        status: 'failed',
        createdAt: new Date('2026-11-20T12:00:00Z'),
      },
    ]);
    const cardDay = card!.createdAt!.toISOString().slice(0, 10);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/revenue?from=2026-11-01&to=${cardDay}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const storedTable: RateTable = {
      asOf: stored.asOf,
      source: stored.source,
      perEur: { ...SHIPPED_RATES.perEur, ...stored.perEur },
    };
    const naira =
      convertMinor(10_000_000, 'NGN', 'USD', day1) +
      convertMinor(10_000_000, 'NGN', 'USD', storedTable) -
      convertMinor(2_500_000, 'NGN', 'USD', storedTable);
    expect(body.rows).toContainEqual({
      currency: 'NGN',
      method: 'mobile_money',
      payments: 2,
      chargedMinor: 20_000_000,
      refundedMinor: 2_500_000,
      netMinor: 17_500_000,
      netUsdCents: naira,
    });
    // The day-one payment at the shipped table and day two at the stored one differ.
    expect(convertMinor(10_000_000, 'NGN', 'USD', day1)).not.toBe(
      convertMinor(10_000_000, 'NGN', 'USD', storedTable),
    );
    expect(body.rows).toContainEqual({
      currency: 'USD',
      method: 'card',
      payments: 1,
      chargedMinor: card!.amountCents,
      refundedMinor: 0,
      netMinor: card!.amountCents,
      netUsdCents: card!.amountCents,
    });
    expect(body.totalUsdCents).toBe(naira + card!.amountCents);
  });

  // Found by the fuzz suite: a period ending 9999-12-31 (or starting before year 1) answered 500.
  it("answers a period reaching the calendar's ends with the revenue inside it", async () => {
    const period = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/revenue?${query}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      return response.json() as { from: string; to: string; rows: unknown[] };
    };
    const revenue = async (query: string) => (await period(query)).rows;
    const stay = await makeAccommodation(ctx.database.db, { pricePerNight: '100.00' });
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/session',
      payload: hotelSessionBody({ accommodationId: stay.id, today, email: 'ends@example.com' }),
    });
    const opened = session.json();
    await payAndConfirm(ctx.app, opened);

    const bounded = await revenue('from=2026-01-01&to=2099-12-31');
    expect(bounded).toContainEqual(expect.objectContaining({ currency: 'USD', method: 'card' }));
    expect(await revenue('from=2026-01-01&to=9999-12-31')).toEqual(bounded);
    expect(await revenue('from=0001-01-01&to=9999-12-31')).toEqual(bounded);
    expect(await revenue('from=0001-01-01&to=0001-01-01')).toEqual([]);
    expect(await revenue('from=9999-12-31&to=9999-12-31')).toEqual([]);
    // The last 30 days of a period ending in year 1's first month start on its first day.
    expect(await period('to=0001-01-01')).toMatchObject({ from: '0001-01-01', rows: [] });
    expect(await period('to=0001-01-29')).toMatchObject({ from: '0001-01-01', rows: [] });
  });

  it('refuses a period that ends before it starts, or a date that is not one', async () => {
    for (const query of ['from=2026-11-10&to=2026-11-01', 'from=2026-13-01', 'to=tomorrow']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/revenue?${query}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors?.[0]?.field, query).toBeTruthy();
    }
  });

  it('refuses a day outside the years 0001 to 9999, naming the field and why', async () => {
    for (const [query, field] of [
      ['from=0000-01-01', 'from'],
      ['from=0000-12-31&to=0001-01-01', 'from'],
      ['to=0000-06-15', 'to'],
      ['from=2026-01-01&to=10000-01-01', 'to'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/revenue?${query}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors, query).toEqual([
        expect.objectContaining({
          field,
          rule: 'invalid_date',
          message: expect.stringMatching(
            /^must be a date (written YYYY-MM-DD|from 0001-01-01 to 9999-12-31)$/,
          ),
        }),
      ]);
    }
  });
});
