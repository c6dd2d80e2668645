import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Accommodation } from '../../src/domain/accommodations.ts';
import { sortAccommodations } from '../../src/domain/hotel-search.ts';
import { encodeStaysCursor } from '../../src/domain/stay-pages.ts';
import {
  SORT_OPTIONS,
  STAYS_PAGE_SIZE,
  type SortOption,
  type StaysPage,
} from '../../src/domain/stay-sort.ts';
import { signInAdmin } from '../helpers/accounts.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { makeAccommodation, takeRooms } from '../helpers/factories.ts';

let ctx: TestContext;

// Ties on purpose: prices and ratings repeat, some stays are unrated or rated 0, two share a
// name, and names start with accents and lower case, so only a total order pages cleanly.
const PRICES = ['45.00', '80.00', '80.00', '120.50', '200.00', '45.00', '310.00', '80.00'];
const RATINGS = ['4.5', null, '3.9', '4.5', '0.0', '4.8', null, '3.9', '4.5'];
const TYPES = ['Hotel', 'Resort', 'Guesthouse', 'Hotel', 'Apartment'];
const NAMES = ['Baobab', 'élan', 'Acacia', 'cola', 'Zébu', 'Ébène', 'Mango', 'Same Name'];
const PAGETOWN = 41;

beforeAll(async () => {
  ctx = await createTestApp({ authAttemptsPerMinute: 10_000 });
  const db = ctx.database.db;
  for (let i = 0; i < PAGETOWN; i++) {
    await makeAccommodation(db, {
      name: `${NAMES[(i * 5) % NAMES.length]} ${i % 8 === 7 ? 'Inn' : `Lodge ${(i * 7) % 13}`}`,
      location: `Quarter ${i % 4}, Pagetown`,
      city: 'Pagetown',
      country: 'Ghana',
      pricePerNight: PRICES[i % PRICES.length]!,
      rating: RATINGS[i % RATINGS.length]!,
      propertyType: TYPES[i % TYPES.length]!,
      amenities:
        i % 3 === 0 ? [{ name: 'Free WiFi' }, { name: 'Swimming Pool' }] : [{ name: 'Free WiFi' }],
      description: `Stay ${i}.`,
      descriptionFr: `Séjour ${i}.`,
    });
  }
  // Elsewhere: a search for Pagetown must never count these.
  for (let i = 0; i < 5; i++) {
    await makeAccommodation(db, { city: 'Elsewhere', location: 'Centre, Elsewhere' });
  }
});
afterAll(() => ctx.close());

async function get(query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  const response = await ctx.app.inject({ url: `/api/accommodations${text ? `?${text}` : ''}` });
  return { status: response.statusCode, body: response.json(), bytes: response.body.length };
}

async function list(query: Record<string, string | number | undefined>): Promise<Accommodation[]> {
  const { status, body } = await get(query);
  expect(status).toBe(200);
  expect(Array.isArray(body)).toBe(true);
  return body;
}

/** Every page of a search, following nextCursor from the first. */
async function allPages(query: Record<string, string | number | undefined>) {
  const pages: StaysPage<Accommodation>[] = [];
  let cursor: string | undefined;
  do {
    const { status, body } = await get({ ...query, cursor });
    expect(status).toBe(200);
    pages.push(body);
    cursor = body.nextCursor ?? undefined;
  } while (cursor && pages.length <= 200);
  return pages;
}

const ids = (stays: { id: number }[]) => stays.map((s) => s.id);
const rating = (s: Accommodation) => (s.rating === null ? -1 : Number(s.rating));
const collator = new Intl.Collator('en');

/** What each order promises, checked pair by pair without the server's comparator. */
function inOrder(sort: SortOption, a: Accommodation, b: Accommodation): boolean {
  switch (sort) {
    case 'rating':
      return rating(a) >= rating(b);
    case 'price-low':
      return Number(a.pricePerNight) <= Number(b.pricePerNight);
    case 'price-high':
      return Number(a.pricePerNight) >= Number(b.pricePerNight);
    case 'name':
      return collator.compare(a.name, b.name) <= 0;
  }
}

describe('GET /api/accommodations without paging', () => {
  it('answers the plain list, best rated first and unrated last, as before', async () => {
    const all = await list({});
    expect(all).toHaveLength(PAGETOWN + 5);
    const stays = await list({ destination: 'Pagetown' });
    expect(stays).toHaveLength(PAGETOWN);
    const expected = [...stays].sort((a, b) => rating(b) - rating(a) || a.id - b.id);
    expect(ids(stays)).toEqual(ids(expected));
    expect(stays.at(-1)!.rating).toBeNull();
    // `sort` alone orders the same list and pages nothing.
    expect(ids(await list({ destination: 'Pagetown', sort: 'rating' }))).toEqual(ids(stays));
  });

  it.each(SORT_OPTIONS)(
    'with sort=%s alone, answers the whole list in that order',
    async (sort) => {
      const stays = await list({ destination: 'Pagetown' });
      const sorted = await list({ destination: 'Pagetown', sort });
      expect(ids(sorted)).toEqual(ids(sortAccommodations(stays, sort)));
      for (let i = 1; i < sorted.length; i++)
        expect(inOrder(sort, sorted[i - 1]!, sorted[i]!)).toBe(true);
    },
  );
});

describe('pages of GET /api/accommodations', () => {
  const cases = SORT_OPTIONS.flatMap((sort) =>
    [1, 7, 24, 100].map((limit) => [sort, limit] as const),
  );

  it.each(cases)(
    'sort=%s limit=%i: the pages together are the whole sorted list, counted right on every page',
    async (sort, limit) => {
      const whole = await list({ destination: 'Pagetown', sort });
      const pages = await allPages({ destination: 'Pagetown', sort, limit });
      expect(pages).toHaveLength(Math.max(1, Math.ceil(whole.length / limit)));
      for (const page of pages) expect(page.total).toBe(PAGETOWN);
      for (const page of pages.slice(0, -1)) {
        expect(page.items).toHaveLength(limit);
        expect(page.nextCursor).toEqual(expect.any(String));
      }
      expect(pages.at(-1)!.nextCursor).toBeNull();
      const joined = pages.flatMap((page) => page.items);
      expect(new Set(ids(joined)).size).toBe(joined.length);
      expect(ids(joined)).toEqual(ids(whole));
      expect(joined).toEqual(whole);
    },
  );

  it('starts with 24 in rating order, and a cursor alone carries its order on', async () => {
    const first = (await get({ destination: 'Pagetown', limit: STAYS_PAGE_SIZE })).body;
    const byRating = await list({ destination: 'Pagetown', sort: 'rating' });
    expect(ids(first.items)).toEqual(ids(byRating.slice(0, STAYS_PAGE_SIZE)));

    const cheap = (await get({ destination: 'Pagetown', sort: 'price-low', limit: 10 })).body;
    const next = (await get({ destination: 'Pagetown', cursor: cheap.nextCursor })).body;
    const byPrice = await list({ destination: 'Pagetown', sort: 'price-low' });
    expect(ids(next.items)).toEqual(ids(byPrice.slice(10, 10 + STAYS_PAGE_SIZE)));
    expect(next.total).toBe(PAGETOWN);
  });

  it('applies every filter and the sort before paging', async () => {
    const query = {
      destination: 'pagetown',
      minPrice: 60,
      maxPrice: 250,
      amenities: 'Free WiFi,Swimming Pool',
      propertyTypes: 'Hotel,Resort,Guesthouse',
    };
    const matching = await list(query);
    expect(matching.length).toBeGreaterThan(3);
    expect(matching.length).toBeLessThan(PAGETOWN);
    for (const sort of SORT_OPTIONS) {
      const first = (await get({ ...query, sort, limit: 3 })).body;
      expect(first.total).toBe(matching.length);
      expect(ids(first.items)).toEqual(ids(sortAccommodations(matching, sort).slice(0, 3)));
      const pages = await allPages({ ...query, sort, limit: 3 });
      const joined = pages.flatMap((page) => page.items);
      expect(ids(joined)).toEqual(ids(sortAccommodations(matching, sort)));
      for (const stay of joined) {
        expect(Number(stay.pricePerNight)).toBeGreaterThanOrEqual(60);
        expect(Number(stay.pricePerNight)).toBeLessThanOrEqual(250);
        expect(stay.amenities.map((a) => a.name)).toContain('Swimming Pool');
        expect(['Hotel', 'Resort', 'Guesthouse']).toContain(stay.propertyType);
        expect(stay.city).toBe('Pagetown');
      }
    }
    // The cheapest of the whole town (45.00) is filtered out before the first page is cut.
    const cheapest = (await get({ ...query, sort: 'price-low', limit: 1 })).body.items[0];
    expect(Number(cheapest.pricePerNight)).toBe(
      Math.min(...matching.map((s) => Number(s.pricePerNight))),
    );
    expect(Number(cheapest.pricePerNight)).toBeGreaterThan(45);
  });

  it('pages a dated search over the stays with rooms free, and writes descriptions in the language asked', async () => {
    const dated = { destination: 'Pagetown', checkIn: '2027-02-01', checkOut: '2027-02-04' };
    const stays = await list(dated);
    await takeRooms(ctx.database.db, stays[0]!.id, 5, ['2027-02-02']);
    const left = await list(dated);
    expect(left).toHaveLength(PAGETOWN - 1);
    const pages = await allPages({ ...dated, sort: 'name', limit: 8, lang: 'fr' });
    expect(pages[0]!.total).toBe(PAGETOWN - 1);
    const joined = pages.flatMap((page) => page.items);
    expect(ids(joined)).toEqual(ids(sortAccommodations(left, 'name')));
    expect(joined.every((s) => s.roomsLeft === 5 && s.description?.startsWith('Séjour'))).toBe(
      true,
    );
  });

  it('leaves out of a dated page a stay found without rooms only once the page is cut', async () => {
    // A stay with no rooms to sell has no full night recorded: the page is cut first, its rooms
    // left read, and the page cut again without it, as when a stay fills between the two reads.
    const town = { city: 'Roomless', location: 'Centre, Roomless', country: 'Ghana' };
    const made: { id: number }[] = [];
    for (const [name, roomCount] of [
      ['A None', 0],
      ['B Full', 2],
      ['C Open', 3],
      ['D Last', 4],
    ] as const) {
      made.push(await makeAccommodation(ctx.database.db, { ...town, name, roomCount }));
    }
    const [full, open, last] = [made[1]!, made[2]!, made[3]!];
    await takeRooms(ctx.database.db, full.id, 2, ['2027-04-02']);
    await takeRooms(ctx.database.db, open.id, 3, ['2027-04-01'], 1);
    const dated = { destination: 'Roomless', checkIn: '2027-04-01', checkOut: '2027-04-03' };
    const first = (await get({ ...dated, sort: 'name', limit: 1 })).body;
    expect(first.total).toBe(2);
    expect(first.items.map((s: Accommodation) => [s.id, s.roomsLeft])).toEqual([[open.id, 2]]);
    const second = (await get({ ...dated, sort: 'name', limit: 1, cursor: first.nextCursor })).body;
    expect(second.items.map((s: Accommodation) => [s.id, s.roomsLeft])).toEqual([[last.id, 4]]);
    expect(second.nextCursor).toBeNull();
    // The whole list (no limit) says the same.
    expect(ids(await list({ ...dated, sort: 'name' }))).toEqual([open.id, last.id]);
  });

  it('continues after the last stay sent even when stays sell out between two pages', async () => {
    const dated = { destination: 'Pagetown', checkIn: '2027-03-01', checkOut: '2027-03-03' };
    const first = (await get({ ...dated, sort: 'price-low', limit: 10 })).body;
    const sent = new Set(ids(first.items));
    // One stay already sent and one not yet sent sell out before the traveller asks for more.
    const whole = await list({ ...dated, sort: 'price-low' });
    const soldSent = first.items[3].id;
    const soldLater = whole[14]!.id;
    await takeRooms(ctx.database.db, soldSent, 5, ['2027-03-01']);
    await takeRooms(ctx.database.db, soldLater, 5, ['2027-03-02']);

    const second = (await get({ ...dated, sort: 'price-low', limit: 10, cursor: first.nextCursor }))
      .body;
    expect(second.total).toBe(first.total - 2);
    const expected = whole.filter((s) => !sent.has(s.id) && s.id !== soldLater).slice(0, 10);
    expect(ids(second.items)).toEqual(ids(expected));
  });

  it('answers far fewer bytes for a page than for the whole list', async () => {
    const whole = await get({ destination: 'Pagetown' });
    const page = await get({ destination: 'Pagetown', limit: 5 });
    expect(page.bytes).toBeLessThan(whole.bytes / 4);
  });
});

describe('refused paging values', () => {
  const nameCursor = encodeStaysCursor('name', {
    id: 1,
    name: 'Acacia',
    pricePerNight: '45.00',
    rating: null,
  });
  const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    [{ limit: 0 }, 'limit', 'too_small'],
    [{ limit: 101 }, 'limit', 'too_big'],
    [{ limit: 4242424242424242 }, 'limit', 'too_big'],
    [{ limit: -3 }, 'limit', 'too_small'],
    [{ limit: 2.5 }, 'limit', 'not_whole'],
    [{ limit: 'ten' }, 'limit', 'invalid_type'],
    [{ limit: '' }, 'limit', 'required'],
    [{ sort: 'cheapest' }, 'sort', 'invalid_choice'],
    [{ sort: 'PRICE-LOW', limit: 5 }, 'sort', 'invalid_choice'],
    [{ cursor: 'not a cursor' }, 'cursor', 'invalid_format'],
    [{ cursor: 'bm90IGpzb24' }, 'cursor', 'invalid_format'],
    [{ cursor: forged({}) }, 'cursor', 'invalid_format'],
    [
      { cursor: forged({ s: 'name', i: 4242424242424242, n: 'x', p: '1.00', r: null }) },
      'cursor',
      'invalid_format',
    ],
    [
      { cursor: forged({ s: 'cheapest', i: 1, n: 'x', p: '1.00', r: null }) },
      'cursor',
      'invalid_format',
    ],
    [
      { cursor: forged({ s: 'name', i: 1, n: 'x', p: 'free', r: null }) },
      'cursor',
      'invalid_format',
    ],
    [{ cursor: 'A'.repeat(5000) }, 'cursor', 'too_long'],
    [{ cursor: nameCursor, sort: 'rating' }, 'cursor', 'invalid'],
  ])('refuses %o with a 400 naming %s and the rule %s', async (query, field, rule) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.code).toBe('invalid_request');
    expect(body.message).toMatch(new RegExp(`^${field}: `));
    expect(body.errors).toContainEqual(expect.objectContaining({ field, rule }));
  });

  it('refuses a repeated limit or cursor', async () => {
    const twice = await ctx.app.inject({ url: '/api/accommodations?limit=5&limit=10' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0].field).toBe('limit');
    const cursors = await ctx.app.inject({
      url: `/api/accommodations?cursor=${nameCursor}&cursor=${nameCursor}`,
    });
    expect(cursors.statusCode).toBe(400);
    expect(cursors.json().errors[0].field).toBe('cursor');
  });
});

describe('pages and the listing cache', () => {
  it('share the cached search of their filters, and an administrator’s edit shows at once', async () => {
    const query = { destination: 'Cachepage' };
    const first = await makeAccommodation(ctx.database.db, {
      name: 'Cachepage One',
      city: 'Cachepage',
      location: 'Centre, Cachepage',
      pricePerNight: '90.00',
    });
    expect((await get({ ...query, limit: 1, sort: 'price-low' })).body.total).toBe(1);
    const second = await makeAccommodation(ctx.database.db, {
      name: 'Cachepage Two',
      city: 'Cachepage',
      location: 'Port, Cachepage',
      pricePerNight: '150.00',
    });
    // The plain list and every order answer from the one entry the page filled.
    expect(await list(query)).toHaveLength(1);
    expect((await get({ ...query, limit: 5, sort: 'name' })).body.total).toBe(1);

    const admin = await signInAdmin(ctx.app);
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/accommodations/${second.id}`,
      payload: { pricePerNight: 60 },
      headers: { cookie: admin.cookie },
    });
    expect(edited.statusCode).toBe(200);
    const page = (await get({ ...query, limit: 1, sort: 'price-low' })).body;
    expect(page.total).toBe(2);
    expect(ids(page.items)).toEqual([second.id]);
    const rest = (await get({ ...query, cursor: page.nextCursor })).body;
    expect(ids(rest.items)).toEqual([first.id]);
    expect(rest.nextCursor).toBeNull();
  });
});
