import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';

/**
 * Back-pressure (src/server/http/pressure.ts): past its limits the server refuses API requests at
 * once with 503 and Retry-After, and serves them again once a sample finds it below them; the
 * liveness routes, /metrics and what is not the API answer all along.
 */
let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** The event loop held by synchronous work, as a request that computes too long would. */
function blockTheLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

describe('under pressure', () => {
  it('refuses API requests with 503 and Retry-After while the heap is past its limit, and keeps liveness, metrics and files', async () => {
    ctx = await createTestApp({
      pressure: { maxHeapUsedBytes: 1, maxEventLoopDelayMs: 0, sampleIntervalMs: 10 },
    });
    const { app } = ctx;
    await vi.waitFor(() => expect(app.isUnderPressure()).toBe(true));

    const refused = await app.inject({ url: '/api/accommodations' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      message: 'The server is too busy just now. Please try again in 5 seconds.',
      code: 'service_unavailable',
    });
    // Refused before anything is read or done: a checkout is not half-made.
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/checkout/session',
      payload: {},
    });
    expect(checkout.statusCode).toBe(503);

    for (const url of ['/api/health', '/api/health/live', '/metrics', '/robots.txt']) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it('refuses API requests while the event loop lags past its limit, then serves them again', async () => {
    ctx = await createTestApp({
      pressure: { maxEventLoopDelayMs: 50, maxHeapUsedBytes: 0, sampleIntervalMs: 100 },
    });
    const { app } = ctx;
    expect((await app.inject({ url: '/api/airports?q=dakar' })).statusCode).toBe(200);

    // The loop held 200 ms at a time, with a moment free between, until told to stop.
    let busy = true;
    const hold = () => {
      if (!busy) return;
      blockTheLoop(200);
      setTimeout(hold, 1);
    };
    hold();
    try {
      await vi.waitFor(() => expect(app.isUnderPressure()).toBe(true), { timeout: 5000 });
      const refused = await app.inject({ url: '/api/airports?q=dakar' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      busy = false;
    }

    // A sample finds the loop free again.
    await vi.waitFor(
      async () => expect((await app.inject({ url: '/api/airports?q=dakar' })).statusCode).toBe(200),
      { timeout: 5000, interval: 100 },
    );
  });

  it('takes its limits from the app options, and none when not given or told so', async () => {
    ctx = await createTestApp({ pressure: false });
    expect(ctx.app.hasDecorator('isUnderPressure')).toBe(false);
    await ctx.close();
    ctx = await createTestApp({ pressure: undefined });
    expect(ctx.app.hasDecorator('isUnderPressure')).toBe(false);
    await ctx.close();
    ctx = await createTestApp({ pressure: {} });
    expect(ctx.app.isUnderPressure()).toBe(false);
    expect((await ctx.app.inject({ url: '/api/airports?q=dakar' })).statusCode).toBe(200);
  });
});
