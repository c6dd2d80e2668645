import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toIsoDate } from '../../src/domain/dates.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the app', () => {
  it('reports health with the database in use', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('answers liveness without the database', async () => {
    const response = await ctx.app.inject({ url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('compresses large answers for clients that accept gzip', async () => {
    const response = await ctx.app.inject({
      url: '/images/stays/osu-palm-court-accra/1.svg',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('compresses a search answer in one call, its length known, as brotli or gzip', async () => {
    const search = {
      method: 'POST' as const,
      url: '/api/flights/search',
      payload: {
        origin: 'LOS',
        destination: 'LHR',
        departureDate: addDays(toIsoDate(new Date(TEST_NOW)), 30),
        passengers: 1,
        cabinClass: 'economy',
        // Every offer on one page: a big answer.
        limit: 50,
      },
    };
    const plain = await ctx.app.inject(search);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Big enough that a streamed compression would have been chosen before.
    expect(plain.rawPayload.length).toBeGreaterThan(16 * 1024);
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const packed = await ctx.app.inject({ ...search, headers: { 'accept-encoding': accepted } });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      // A length, not chunks: compressed at once rather than through a stream.
      expect(Number(packed.headers['content-length'])).toBe(packed.rawPayload.length);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(decode(packed.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await ctx.app.inject({ url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Route GET /api/nowhere not found',
      code: 'not_found',
    });
  });

  it('draws property photos as SVG, and refuses a bad name', async () => {
    const ok = await ctx.app.inject({ url: '/images/stays/osu-palm-court-accra/2.svg' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('image/svg+xml');
    expect(ok.body).toContain('<svg');
    const bad = await ctx.app.inject({ url: '/images/stays/..%2Fetc/1.svg' });
    expect(bad.statusCode).toBe(400);
    const badFile = await ctx.app.inject({ url: '/images/stays/osu/0.svg' });
    expect(badFile.statusCode).toBe(400);
  });
});
