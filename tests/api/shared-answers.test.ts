import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHelpArticles } from '../../src/server/db/seed/help.ts';
import { roomNights } from '../../src/server/db/schema/index.ts';
import { seedTours } from '../../src/server/db/seed/tours.ts';
import { SHARED_ANSWERS } from '../../src/server/http/etags.ts';
import { signInAdmin } from '../helpers/accounts.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';
import { makeAccommodation } from '../helpers/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await makeAccommodation(ctx.database.db);
  await makeAccommodation(ctx.database.db, {
    location: 'Plateau, Dakar',
    city: 'Dakar',
    country: 'Senegal',
  });
  await seedTours(ctx.database.db, TEST_NOW.slice(0, 10));
  await seedHelpArticles(ctx.database.db);
});
afterAll(() => ctx.close());

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

async function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers: { ...BROWSER, ...headers } });
}

async function firstOf(url: string, key: 'id' | 'slug') {
  const list = (await get(url, { 'accept-encoding': 'identity' })).json() as Record<
    string,
    unknown
  >[];
  return String(list[0]![key]);
}

/** A question of each shared route, its path parameters taken from the seed. */
async function sampleUrls(): Promise<Record<string, string>> {
  return {
    '/api/accommodations': '/api/accommodations?destination=Accra&limit=3',
    '/api/accommodations/:id': `/api/accommodations/${await firstOf('/api/accommodations?destination=Accra', 'id')}`,
    '/api/airports': '/api/airports?q=acc',
    '/api/checkout/config': '/api/checkout/config',
    '/api/currencies': '/api/currencies',
    '/api/guide': '/api/guide?lang=en',
    '/api/help/articles': '/api/help/articles',
    '/api/help/articles/:slug': `/api/help/articles/${await firstOf('/api/help/articles', 'slug')}`,
    '/api/tour-operators': '/api/tour-operators',
    '/api/tour-operators/:id': `/api/tour-operators/${await firstOf('/api/tour-operators', 'id')}`,
    '/api/tour-packages': '/api/tour-packages',
    '/api/tour-packages/:id': `/api/tour-packages/${await firstOf('/api/tour-packages', 'id')}`,
  };
}

describe('answers that are the same for everyone carry an ETag', () => {
  it('on every shared route: no-cache, and a bodiless 304 when the browser has the answer', async () => {
    const samples = await sampleUrls();
    expect(Object.keys(samples).sort()).toEqual([...SHARED_ANSWERS].sort());
    for (const url of Object.values(samples)) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag;
      expect(etag, url).toMatch(/^W\/"[\w-]{27}"$/);
      expect(first.headers['cache-control'], url).toBe('no-cache');

      // The same answer uncompressed has the same validator (weak: the same text).
      const plain = await get(url, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.etag, url).toBe(etag);

      const again = await get(url, { 'if-none-match': String(etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers['content-encoding'], url).toBeUndefined();
      expect(again.headers.etag, url).toBe(etag);
      expect(again.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers anew when the answer changed or the browser holds another one', async () => {
    const accra = await get('/api/accommodations?destination=Accra&limit=3');
    const dakar = await get('/api/accommodations?destination=Dakar&limit=3');
    expect(dakar.headers.etag).not.toBe(accra.headers.etag);
    const stale = await get('/api/accommodations?destination=Dakar&limit=3', {
      'if-none-match': `"x", ${String(accra.headers.etag)}`,
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(
      (
        await get('/api/accommodations?destination=Dakar&limit=3', { 'accept-encoding': '' })
      ).json(),
    );
    const listed = await get('/api/accommodations?destination=Dakar&limit=3', {
      'if-none-match': `W/"x", ${String(dakar.headers.etag)}`,
    });
    expect(listed.statusCode).toBe(304);
  });

  it("changes the stays' validator with the rooms left on their dates, paged or whole", async () => {
    const dates = 'destination=Dakar&checkIn=2026-12-10&checkOut=2026-12-12';
    const urls = [`/api/accommodations?${dates}&limit=3`, `/api/accommodations?${dates}`];
    const itemsOf = (body: unknown) =>
      (Array.isArray(body) ? body : (body as { items: unknown[] }).items) as {
        id: number;
        roomsLeft: number;
      }[];
    const before = await Promise.all(urls.map((url) => get(url)));
    const [stay] = itemsOf(before[0]!.json());
    expect(itemsOf(before[1]!.json())[0]).toEqual(itemsOf(before[0]!.json())[0]);
    await ctx.database.db
      .insert(roomNights)
      .values({ accommodationId: stay!.id, night: '2026-12-11', total: stay!.roomsLeft, taken: 1 });
    for (const [i, url] of urls.entries()) {
      const after = await get(url, { 'if-none-match': String(before[i]!.headers.etag) });
      expect(after.statusCode, url).toBe(200);
      expect(after.headers.etag, url).not.toBe(before[i]!.headers.etag);
      expect(itemsOf(after.json())[0]!.roomsLeft, url).toBe(stay!.roomsLeft - 1);
      // Another night of the same stays, as free as the first was: the first answer's validator.
      const other = await get(url.replace('2026-12-12', '2026-12-11'));
      expect(other.json(), url).toEqual(before[i]!.json());
      expect(other.headers.etag, url).toBe(before[i]!.headers.etag);
    }
  });

  it('leaves refusals, missing things and personal answers without one', async () => {
    const missing = await get('/api/accommodations/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBe('no-store');
    const refused = await get('/api/airports?limit=99');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.etag).toBeUndefined();

    const admin = (await signInAdmin(ctx.app)).cookie;
    const personal = await get('/api/auth/user', { cookie: admin });
    expect(personal.statusCode).toBe(200);
    expect(personal.headers.etag).toBeUndefined();
    expect(personal.headers['cache-control']).toBe('no-store');
    const shared = ctx.app.routeAccess.filter((r) => SHARED_ANSWERS.has(r.url));
    expect(shared.every((r) => r.method === 'GET' && r.access === 'public')).toBe(true);
  });
});
