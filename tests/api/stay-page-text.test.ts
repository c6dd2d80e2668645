/**
 * A page of the stay search is sent as text written from the stays' JSON kept beside the listing
 * cache: it must be, byte for byte, what JSON.stringify writes for the page as an object.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { variedStaySearches } from '../../bench/varied-searches.ts';
import { AccommodationSearchQuery } from '../../src/domain/accommodations.ts';
import { addDays, toIsoDate } from '../../src/domain/dates.ts';
import { pageOfSorted, StaysPaging } from '../../src/domain/stay-pages.ts';
import { SORT_OPTIONS, STAYS_PAGE_SIZE } from '../../src/domain/stay-sort.ts';
import { accommodations, roomNights } from '../../src/server/db/schema/index.ts';
import { seedDatabase } from '../../src/server/db/seed/index.ts';
import { seededRandom } from '../../src/server/lib/random.ts';
import { createAccommodationService } from '../../src/server/services/accommodations.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';

const TODAY = toIsoDate(new Date(TEST_NOW));
const Query = z.intersection(AccommodationSearchQuery, StaysPaging);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDatabase(ctx.database.db, { today: TODAY });
  // Some nights sold out, some with a few rooms left.
  const stays = await ctx.database.db.select().from(accommodations).orderBy(accommodations.id);
  const random = seededRandom(5);
  const rows = stays.flatMap((stay) =>
    Array.from({ length: 40 }, (_, i) => i)
      .filter(() => random() < 0.3)
      .map((i) => ({
        accommodationId: stay.id,
        night: addDays(TODAY, 10 + i * 4),
        total: stay.roomCount,
        taken: random() < 0.5 ? stay.roomCount : Math.floor(random() * stay.roomCount),
      })),
  );
  for (let i = 0; i < rows.length; i += 500) {
    await ctx.database.db.insert(roomNights).values(rows.slice(i, i + 500));
  }
}, 60_000);
afterAll(() => ctx.close());

describe('a page of the stay search as text', () => {
  it('is what JSON.stringify writes for the page, dated or not, in every order and language', async () => {
    const service = createAccommodationService({ db: ctx.database.db, clock: ctx.clock });
    const next = variedStaySearches(TODAY, 13);
    const paths: string[] = [];
    for (let i = 0; i < 48; i++) {
      const url = new URL(next(), 'http://x');
      url.searchParams.set('sort', SORT_OPTIONS[i % SORT_OPTIONS.length]!);
      if (i % 3 === 0) url.searchParams.set('lang', 'fr');
      if (i % 5 === 0) url.searchParams.set('limit', '7');
      if (i % 6 === 1) {
        url.searchParams.delete('checkIn');
        url.searchParams.delete('checkOut');
      }
      paths.push(`${url.pathname}${url.search}`);
    }
    let pages = 0;
    for (const path of paths) {
      let cursor: string | null = null;
      // Every page of the search, through the cursors the pages give.
      do {
        const url: string = cursor ? `${path}&cursor=${encodeURIComponent(cursor)}` : path;
        const response = await ctx.app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        const {
          limit,
          cursor: after,
          sort,
          ...search
        } = Query.parse(Object.fromEntries(new URL(url, 'http://x').searchParams));
        // The page as an object: the sorted search (rooms left included), paged.
        const order = after?.sort ?? sort ?? 'rating';
        const page = pageOfSorted(
          await service.searchSorted(search, order),
          order,
          limit ?? STAYS_PAGE_SIZE,
          after?.after,
        );
        expect(response.body, url).toBe(JSON.stringify(page));
        cursor = (response.json() as { nextCursor: string | null }).nextCursor;
        pages++;
      } while (cursor);
    }
    expect(pages).toBeGreaterThan(60);
  });
});
