import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, TEST_NOW, type TestContext } from '../helpers/app.ts';
import { hotelSessionBody, testCardPayment } from '../helpers/checkout.ts';
import { makeAccommodation } from '../helpers/factories.ts';

/**
 * GET /metrics: the Prometheus text of the app's requests (by route pattern and status, with
 * their latency), of what the database holds when it is read (holds live, payments by outcome),
 * and of the process; to the addresses METRICS_ALLOW names only.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function scrape(app = ctx.app) {
  const answer = await app.inject({ url: '/metrics' });
  expect(answer.statusCode).toBe(200);
  return answer.body;
}

/** The value of one sample line, `name{labels}` exactly as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('is the Prometheus text format, with the process metrics', async () => {
    const answer = await ctx.app.inject({ url: '/metrics' });
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(answer.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(answer.body).toMatch(/^nodejs_heap_size_used_bytes \d/m);
  });

  it('counts requests by route pattern and status, with a latency histogram', async () => {
    const stay = await makeAccommodation(ctx.database.db);
    await ctx.app.inject({ url: `/api/accommodations/${stay.id}` });
    await ctx.app.inject({ url: `/api/accommodations/${stay.id}` });
    await ctx.app.inject({ url: '/api/accommodations/999999' });
    await ctx.app.inject({ url: '/api/no-such-thing' });
    const text = await scrape();
    const route = 'method="GET",route="/api/accommodations/:id"';
    expect(sample(text, `http_requests_total{${route},status_code="200"}`)).toBe(2);
    expect(sample(text, `http_requests_total{${route},status_code="404"}`)).toBe(1);
    expect(sample(text, `http_request_duration_seconds_count{${route},status_code="200"}`)).toBe(2);
    expect(
      sample(text, `http_request_duration_seconds_bucket{le="+Inf",${route},status_code="200"}`),
    ).toBe(2);
    // The address asked for never becomes a label: one series per route, not per id or typo.
    expect(text).not.toContain(`/api/accommodations/${stay.id}"`);
    expect(text).not.toContain('no-such-thing');
    expect(
      sample(text, 'http_requests_total{method="GET",route="unmatched",status_code="404"}'),
    ).toBe(1);
  });

  it('reads the holds live and the payments by outcome from the database when scraped', async () => {
    const stay = await makeAccommodation(ctx.database.db);
    const before = await scrape();
    const liveBefore = sample(before, 'teranga_holds_live')!;
    const chargesBefore = sample(before, 'teranga_payments{kind="charge",status="succeeded"}')!;
    expect(sample(before, 'teranga_payments{kind="refund",status="owed"}')).toBe(0);

    const body = (email: string) =>
      hotelSessionBody({ accommodationId: stay.id, today: TEST_NOW.slice(0, 10), email });
    const held = await postJson(ctx.app, '/api/checkout/session', body('ama@example.com'));
    expect(held.status).toBe(200);
    const paid = await postJson(ctx.app, '/api/checkout/session', body('kofi@example.com'));
    await postJson(ctx.app, '/api/payments/test/confirm', testCardPayment(paid.body));
    const confirmed = await postJson(ctx.app, '/api/checkout/confirm', {
      paymentIntentId: paid.body.paymentIntentId,
      sessionId: paid.body.sessionId,
    });
    expect(confirmed.status).toBe(200);

    const after = await scrape();
    expect(sample(after, 'teranga_holds_live')).toBe(liveBefore + 1);
    expect(sample(after, 'teranga_payments{kind="charge",status="succeeded"}')).toBe(
      chargesBefore + 1,
    );

    // Past its 15 minutes the unpaid hold is no longer live, swept or not.
    ctx.clock.advance(16 * 60_000);
    expect(sample(await scrape(), 'teranga_holds_live')).toBe(liveBefore);
  });

  it('is a 404, as for no route, to addresses METRICS_ALLOW does not name', async () => {
    const other = await ctx.app.inject({ url: '/metrics', remoteAddress: '192.0.2.10' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Route GET /metrics not found', code: 'not_found' });
    const ipv6 = await ctx.app.inject({ url: '/metrics', remoteAddress: '::1' });
    expect(ipv6.statusCode).toBe(200);
  });

  it('allows the addresses and ranges named, the client a trusted proxy names, and is not rate limited', async () => {
    const other = await createTestApp({
      metricsAllow: ['203.0.113.0/24'],
      trustProxy: ['127.0.0.1'],
      rateLimitMax: 2,
    });
    try {
      const from = (forwardedFor: string) =>
        other.app.inject({
          url: '/metrics',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      for (let i = 0; i < 5; i++) expect((await from('203.0.113.7')).statusCode).toBe(200);
      expect((await from('198.51.100.1')).statusCode).toBe(404);
      // The proxy's own address is not the client's.
      expect((await other.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      // Each app counts its own requests in its own registry.
      for (let i = 0; i < 3; i++) await other.app.inject({ url: '/api/health/live' });
      const limited =
        'http_requests_total{method="GET",route="/api/health/live",status_code="429"}';
      expect(sample((await from('203.0.113.7')).body, limited)).toBe(1);
      expect(sample(await scrape(ctx.app), limited)).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
