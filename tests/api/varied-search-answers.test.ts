/**
 * A sample of varied stay and flight searches, the flights' price calendars, airport suggestions,
 * the tour operators and packages and the assistant answers exactly as recorded in
 * tests/fixtures/varied-search-answers.json, so a new index, query or precomputation that speeds
 * them up cannot change what a traveller is told. The sample is the bench's varied workload
 * (bench/varied-searches.ts) plus other orders, languages, filters, second pages, round
 * trips and families, on the seed with rooms and seats taken, at a fixed clock.
 *
 * The fixture keeps a hash of each whole answer and, readable, what decides it (stay ids with
 * rooms left, offer ids with totals), each item with a hash of its own. After an intended change
 * of answers: VARIED_SEARCH_FIXTURE=record npx vitest run tests/api/varied-search-answers.test.ts
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assistantQuestions } from '../../bench/assistant-questions.ts';
import {
  variedAirportQueries,
  variedFlightSearches,
  variedStaySearches,
} from '../../bench/varied-searches.ts';
import { addDays, toIsoDate } from '../../src/domain/dates.ts';
import { CABIN_CLASSES, type FlightSearch } from '../../src/domain/flights.ts';
import { SORT_OPTIONS } from '../../src/domain/stay-sort.ts';
import { OPERATOR_COUNTRIES, PRICE_RANGES, SPECIALTIES } from '../../src/domain/tours.ts';
import {
  accommodations,
  flightSeats,
  roomNights,
  tourDepartures,
} from '../../src/server/db/schema/index.ts';
import { seedDatabase } from '../../src/server/db/seed/index.ts';
import { seededRandom } from '../../src/server/lib/random.ts';
import { AIRLINES } from '../../src/server/providers/flights/data/airlines.ts';
import { AIRPORTS } from '../../src/server/providers/flights/data/airports.ts';
import { listSegmentKeys } from '../../src/server/providers/flights/engine.ts';
import { buildNetwork } from '../../src/server/providers/flights/network.ts';
import { buildApp } from '../../src/server/app.ts';
import { createTestApp, TEST_NOW, UNLIMITED_HOLDS, type TestContext } from '../helpers/app.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/varied-search-answers.json', import.meta.url));
const RECORD = process.env.VARIED_SEARCH_FIXTURE === 'record';
const TODAY = toIsoDate(new Date(TEST_NOW));
const SECRET = 'varied-search-answers';

type Summary = Record<string, unknown> & { items: string[] };
type Recorded = { request: string; status: number; hash: string; summary: Summary };
type Fixture = {
  stays: Recorded[];
  flights: Recorded[];
  calendars: Recorded[];
  airports: Recorded[];
  tours: Recorded[];
  assistant: Recorded[];
};

/** JSON with keys sorted, so only values (not the order fields are written in) count. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const hashOf = (value: unknown, length = 64) =>
  createHash('sha256').update(canonical(value)).digest('hex').slice(0, length);

/** Stay searches: the bench's, then other orders, languages, filters and the pages after. */
function staySearchPaths(): string[] {
  const bench = variedStaySearches(TODAY, 7);
  const paths = Array.from({ length: 100 }, () => bench());
  const random = seededRandom(23);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const more = variedStaySearches(TODAY, 29);
  for (let i = 0; i < 40; i++) {
    const url = new URL(more(), 'http://x');
    url.searchParams.set('sort', pick(SORT_OPTIONS));
    if (i % 3 === 0) url.searchParams.set('lang', 'fr');
    if (i % 4 === 1) url.searchParams.set('amenities', 'Free WiFi');
    if (i % 5 === 2) url.searchParams.set('minPrice', String(20 + Math.floor(random() * 60)));
    if (i % 5 === 3) url.searchParams.set('maxPrice', String(80 + Math.floor(random() * 200)));
    if (i % 7 === 4) url.searchParams.set('propertyTypes', 'Hotel,Guesthouse');
    if (i % 8 === 5) url.searchParams.delete('limit');
    if (i % 8 === 6) url.searchParams.set('limit', '5');
    if (i % 10 === 7) url.searchParams.delete('destination');
    if (i % 10 === 8) url.searchParams.delete('checkOut');
    paths.push(`${url.pathname}${url.search}`);
  }
  return paths;
}

/** Flight searches: the bench's, then round trips, families, other cabins and city codes. */
function flightSearchBodies(): FlightSearch[] {
  const bench = variedFlightSearches(TODAY, 11);
  const bodies = Array.from({ length: 100 }, () => bench() as FlightSearch);
  const random = seededRandom(31);
  const more = variedFlightSearches(TODAY, 37);
  for (let i = 0; i < 30; i++) {
    const body = more() as FlightSearch;
    if (i % 2 === 0) body.returnDate = addDays(body.departureDate, 1 + Math.floor(random() * 14));
    if (i % 3 === 1) Object.assign(body, { passengers: 2, children: 1, infants: 1 });
    if (i % 4 === 2) body.cabinClass = CABIN_CLASSES[1 + Math.floor(random() * 3)]!;
    bodies.push(body);
  }
  bodies.push(
    {
      origin: 'DKR',
      destination: 'LOS',
      departureDate: addDays(TODAY, 20),
      passengers: 1,
      cabinClass: 'economy',
    },
    {
      origin: 'LOS',
      destination: 'ACC',
      departureDate: TODAY,
      passengers: 3,
      cabinClass: 'economy',
    },
    {
      origin: 'LON',
      destination: 'ACC',
      departureDate: addDays(TODAY, 45),
      returnDate: addDays(TODAY, 52),
      passengers: 1,
      cabinClass: 'first',
    },
  );
  return bodies;
}

/**
 * The whole result of a flight search, every offer in both shapes in the provider's order: the
 * package search's GET. The flights page's POST answers a page of it (decision 0016).
 */
function wholeFlightResultPath(body: FlightSearch): string {
  const query = new URLSearchParams({
    from: body.origin,
    to: body.destination,
    departDate: body.departureDate,
    passengers: String(body.passengers),
    cabinClass: body.cabinClass,
  });
  if (body.returnDate) query.set('returnDate', body.returnDate);
  if (body.children !== undefined) query.set('children', String(body.children));
  if (body.infants !== undefined) query.set('infants', String(body.infants));
  return `/api/flights/search?${query}`;
}

/** Rooms taken on about a third of the stays, some nights sold out, so availability decides. */
async function takeSomeRooms(ctx: TestContext) {
  const db = ctx.database.db;
  const stays = await db
    .select({ id: accommodations.id, rooms: accommodations.roomCount })
    .from(accommodations)
    .orderBy(accommodations.id);
  const random = seededRandom(41);
  const rows: (typeof roomNights.$inferInsert)[] = [];
  for (const stay of stays) {
    if (random() > 0.35) continue;
    for (let day = 8; day <= 170; day++) {
      if (random() > 0.3) continue;
      const taken = random() < 0.4 ? stay.rooms : Math.floor(random() * stay.rooms);
      rows.push({ accommodationId: stay.id, night: addDays(TODAY, day), total: stay.rooms, taken });
    }
  }
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(roomNights).values(rows.slice(i, i + 500));
  return rows.length;
}

/** The searches a price calendar around `body` makes: its day and three either side. */
function calendarDaysOf(body: FlightSearch): FlightSearch[] {
  return [-3, -2, -1, 1, 2, 3].map((shift) => ({
    ...body,
    departureDate: addDays(body.departureDate, shift),
    ...(body.returnDate ? { returnDate: addDays(body.returnDate, shift) } : {}),
  }));
}

/**
 * Seats taken on some of the flights the sample reads, some nearly full, so seats decide too;
 * then on some of the flights of the days around them, which only the price calendars read.
 */
async function takeSomeSeats(ctx: TestContext, bodies: FlightSearch[]) {
  const network = buildNetwork({ airports: AIRPORTS, airlines: AIRLINES });
  const now = new Date(TEST_NOW);
  const rows = new Map<string, typeof flightSeats.$inferInsert>();
  const take = (searches: FlightSearch[], random: () => number, skip: ReadonlySet<string>) => {
    const seen = new Set<string>();
    for (const body of searches) {
      for (const key of listSegmentKeys(network, body, now)) {
        const id = `${key.flightNumber}|${key.date}|${key.cabin}`;
        seen.add(id);
        if (skip.has(id) || random() > 0.3) continue;
        const left =
          random() < 0.3 ? Math.floor(random() * 3) : Math.floor(random() * key.capacity);
        rows.set(id, {
          flightNumber: key.flightNumber,
          departDate: key.date,
          cabin: key.cabin,
          total: key.capacity,
          taken: Math.max(0, key.capacity - left),
        });
      }
    }
    return seen;
  };
  const searched = take(bodies, seededRandom(43), new Set());
  take(bodies.flatMap(calendarDaysOf), seededRandom(47), searched);
  const values = [...rows.values()];
  for (let i = 0; i < values.length; i += 500)
    await ctx.database.db.insert(flightSeats).values(values.slice(i, i + 500));
  return values.length;
}

type StayAnswer = {
  items?: { id: number; roomsLeft?: number }[];
  total?: number;
  nextCursor?: string | null;
};

function stayItems(body: unknown): { id: number; roomsLeft?: number }[] {
  const answer = body as StayAnswer | { id: number; roomsLeft?: number }[];
  return Array.isArray(answer) ? answer : (answer.items ?? []);
}

function summariseStays(status: number, body: unknown): Summary {
  const answer = body as StayAnswer | unknown[];
  const items = stayItems(body);
  return {
    ...(Array.isArray(answer)
      ? { whole: items.length }
      : { total: answer.total, nextCursor: answer.nextCursor }),
    ...(status === 200 ? {} : { error: body }),
    items: items.map((stay) => `${stay.id} left ${stay.roomsLeft ?? '-'} ${hashOf(stay, 10)}`),
  };
}

type FlightAnswer = {
  flights?: { id: string; totalAmount: string }[];
  source?: string;
  otherCabins?: string[];
};

function summariseFlights(status: number, body: unknown): Summary {
  const answer = body as FlightAnswer;
  const flights = answer.flights ?? [];
  return {
    source: answer.source,
    ...(answer.otherCabins ? { otherCabins: answer.otherCabins } : {}),
    ...(status === 200 ? {} : { error: body }),
    items: flights.map((offer) => `${offer.id} ${offer.totalAmount} ${hashOf(offer, 10)}`),
  };
}

let ctx: TestContext;
let fixture: Fixture | undefined;
const recorded: Fixture = {
  stays: [],
  flights: [],
  calendars: [],
  airports: [],
  tours: [],
  assistant: [],
};
const flightBodies = flightSearchBodies();

beforeAll(async () => {
  ctx = await createTestApp({ secret: SECRET, assistantQuestionsPerMinute: 1000 });
  await seedDatabase(ctx.database.db, { today: TODAY });
  const taken = await takeSomeRooms(ctx);
  const seats = await takeSomeSeats(ctx, flightBodies);
  // About a third of the tour departures full, so a package's next departure is the first with a
  // place left.
  await ctx.database.db
    .update(tourDepartures)
    .set({ taken: sql`${tourDepartures.total}` })
    .where(
      sql`(${tourDepartures.packageId} + extract(day from ${tourDepartures.startDate})::int) % 3 = 0`,
    );
  // The sample means something only if stock was taken: guard against a seed that changed.
  expect(taken).toBeGreaterThan(1000);
  expect(seats).toBeGreaterThan(200);
  const [{ n } = { n: 0 }] = (
    (await ctx.database.db.execute(
      sql`select count(*)::int as n from accommodations`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  expect(n).toBeGreaterThanOrEqual(300);
  if (!RECORD) {
    if (!existsSync(FIXTURE)) throw new Error(`No fixture at ${FIXTURE}: record it first`);
    fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Fixture;
  }
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  if (RECORD) writeFileSync(FIXTURE, `${JSON.stringify(recorded, null, 2)}\n`);
});

/** The recorded answer and this one: the readable summary first (a diff names the item), then the hash. */
function compare(kind: keyof Fixture, index: number, now: Recorded, items: unknown[]) {
  recorded[kind].push(now);
  if (RECORD) return;
  const then = fixture![kind][index];
  expect(then, `${kind} #${index} is not in the fixture: record it again`).toBeDefined();
  expect(now.request, `${kind} #${index}: the sample changed; record the fixture again`).toBe(
    then!.request,
  );
  // The first item that differs, whole, as it is now: with the summary's diff, what changed.
  const changed = now.summary.items.findIndex((item, i) => item !== then!.summary.items[i]);
  const item = changed >= 0 ? `\nitem ${changed} now: ${JSON.stringify(items[changed])}` : '';
  expect(
    { status: now.status, ...now.summary },
    `${kind} #${index}: ${now.request}${item}`,
  ).toEqual({
    status: then!.status,
    ...then!.summary,
  });
  expect(now.hash, `${kind} #${index}: ${now.request}: same items, other fields`).toBe(then!.hash);
}

describe('varied searches answer as recorded', () => {
  it('stays: 140 searches by city, dates, order, language, filters and page', async () => {
    const paths = staySearchPaths();
    const pages: string[] = [];
    for (const [i, path] of paths.entries()) {
      const response = await ctx.app.inject({ url: path });
      const body: unknown = response.json();
      compare(
        'stays',
        i,
        {
          request: `GET ${path}`,
          status: response.statusCode,
          hash: hashOf(body),
          summary: summariseStays(response.statusCode, body),
        },
        stayItems(body),
      );
      expect(response.statusCode, path).toBeLessThan(500);
      const next = (body as StayAnswer).nextCursor;
      if (next && i % 4 === 0) pages.push(`${path}&cursor=${encodeURIComponent(next)}`);
    }
    // The second pages, through the cursors the first pages gave.
    for (const [j, path] of pages.entries()) {
      const response = await ctx.app.inject({ url: path });
      const body: unknown = response.json();
      compare(
        'stays',
        paths.length + j,
        {
          request: `GET ${path}`,
          status: response.statusCode,
          hash: hashOf(body),
          summary: summariseStays(response.statusCode, body),
        },
        stayItems(body),
      );
    }
    expect(recorded.stays.filter((r) => r.summary.items.length > 0).length).toBeGreaterThan(120);
    if (fixture) expect(recorded.stays.length).toBe(fixture.stays.length);
  });

  it('flights: 133 searches by airport pair, day, passengers, cabin and trip', async () => {
    // Each recorded as the question the bench POSTs; the whole result is read through the GET, as
    // the POST answers a page of it since decision 0016 (whose answers were these, whole).
    for (const [i, body] of flightBodies.entries()) {
      const response = await ctx.app.inject({ url: wholeFlightResultPath(body) });
      const answer: unknown = response.json();
      compare(
        'flights',
        i,
        {
          request: `POST ${canonical(body)}`,
          status: response.statusCode,
          hash: hashOf(answer),
          summary: summariseFlights(response.statusCode, answer),
        },
        (answer as FlightAnswer).flights ?? [],
      );
      expect(response.statusCode, canonical(body)).toBeLessThan(500);
    }
    expect(recorded.flights.filter((r) => r.summary.items.length > 0).length).toBeGreaterThan(60);
    if (fixture) expect(recorded.flights.length).toBe(fixture.flights.length);
  });

  it('stays, flights and tour lists asked at once, as under load, answer as recorded, in fewer reads', async () => {
    if (!fixture) return;
    // A second server on the same database, whose caches are empty, as the searches above filled
    // this one's.
    const app = await buildApp({
      rateLimitMax: 100_000,
      clientDir: '/nonexistent',
      holdLimits: UNLIMITED_HOLDS,
      secret: SECRET,
      db: ctx.database.db,
      dbKind: ctx.database.kind,
      clock: ctx.clock,
    });
    // Every query the database is asked, by its text (a prepared query's text is in its config).
    const { $client: client } = ctx.database.db as unknown as {
      $client: { query: (...args: unknown[]) => unknown };
    };
    const query = vi.spyOn(client, 'query');
    const asked = (table: string) =>
      query.mock.calls.filter(([first]) => {
        const text = typeof first === 'string' ? first : (first as { text?: string }).text;
        return text?.includes(`from "${table}"`);
      }).length;
    try {
      const paths = staySearchPaths().slice(0, 100);
      const stays = await Promise.all(paths.map((url) => app.inject({ url })));
      stays.forEach((response, i) => {
        expect(`GET ${paths[i]}`).toBe(fixture!.stays[i]!.request);
        expect(hashOf(response.json()), paths[i]).toBe(fixture!.stays[i]!.hash);
      });
      const flights = await Promise.all(
        flightBodies.map((body) => app.inject({ url: wholeFlightResultPath(body) })),
      );
      flights.forEach((response, i) => {
        expect(hashOf(response.json()), canonical(flightBodies[i])).toBe(fixture!.flights[i]!.hash);
      });
      const tourLists = fixture.tours.filter((r) =>
        r.request.startsWith('GET /api/tour-packages?'),
      );
      const tours = await Promise.all(
        tourLists.map((r) => app.inject({ url: r.request.slice('GET '.length) })),
      );
      tours.forEach((response, i) => {
        expect(hashOf(response.json()), tourLists[i]!.request).toBe(tourLists[i]!.hash);
      });
      // One read answers up to 32 searches that arrive together, each its own dates and seats
      // (fewer on PostgreSQL, where listings read at different times split them).
      expect(asked('room_nights')).toBeGreaterThan(0);
      expect(asked('room_nights'), 'room_nights read').toBeLessThanOrEqual(paths.length / 4);
      expect(asked('flight_seats')).toBeGreaterThan(0);
      expect(asked('flight_seats'), 'flight_seats read').toBeLessThanOrEqual(
        flightBodies.length / 4,
      );
      expect(tourLists.length).toBeGreaterThan(20);
      expect(asked('tour_departures')).toBeGreaterThan(0);
      expect(asked('tour_departures'), 'tour_departures read').toBeLessThanOrEqual(
        tourLists.length / 4,
      );
    } finally {
      query.mockRestore();
      await app.close();
    }
  });

  it('price calendars: the cheapest fare of each day around the same 133 searches', async () => {
    for (const [i, body] of flightBodies.entries()) {
      const query = new URLSearchParams({
        origin: body.origin,
        destination: body.destination,
        date: body.departureDate,
        passengers: String(body.passengers),
        cabinClass: body.cabinClass,
      });
      if (body.returnDate) query.set('returnDate', body.returnDate);
      if (body.children) query.set('children', String(body.children));
      if (body.infants) query.set('infants', String(body.infants));
      const url = `/api/flights/calendar?${query}`;
      const response = await ctx.app.inject({ url });
      const answer = response.json() as { days?: { date: string; cheapest: string | null }[] };
      const days = answer.days ?? [];
      compare(
        'calendars',
        i,
        {
          request: `GET ${url}`,
          status: response.statusCode,
          hash: hashOf(answer),
          summary: {
            ...(response.statusCode === 200 ? {} : { error: answer }),
            items: days.map((day) => `${day.date} ${day.cheapest ?? '-'}`),
          },
        },
        days,
      );
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const priced = recorded.calendars.flatMap((r) => r.summary.items);
    expect(priced.filter((day) => !day.endsWith(' -')).length).toBeGreaterThan(300);
    if (fixture) expect(recorded.calendars.length).toBe(fixture.calendars.length);
  });

  it('airport suggestions: 300 letters typed, and accents, cases and spaces', async () => {
    const next = variedAirportQueries(19);
    const paths = Array.from({ length: 300 }, () => next());
    for (const q of [
      'Lomé',
      'LOME',
      'lome',
      '  sao   tome ',
      'Londres',
      "côte d'iv",
      'nyc',
      'dkr',
      'zz',
    ]) {
      paths.push(`/api/airports?q=${encodeURIComponent(q)}`);
    }
    paths.push('/api/airports?q=a&limit=20', '/api/airports?q=in&limit=3');
    for (const [i, path] of paths.entries()) {
      const response = await ctx.app.inject({ url: path });
      const airports = response.json() as { code: string }[];
      compare(
        'airports',
        i,
        {
          request: `GET ${path}`,
          status: response.statusCode,
          hash: hashOf(airports),
          summary: { items: airports.map((airport) => airport.code) },
        },
        airports,
      );
      expect(response.statusCode, path).toBe(200);
    }
    expect(recorded.airports.filter((r) => r.summary.items.length > 0).length).toBeGreaterThan(250);
    if (fixture) expect(recorded.airports.length).toBe(fixture.airports.length);
  });

  it('tours: operators by every filter, packages by country and operator, in both languages', async () => {
    const paths: string[] = [];
    const any = (list: readonly string[]) => [undefined, ...list];
    for (const lang of [undefined, 'fr']) {
      for (const country of any(OPERATOR_COUNTRIES)) {
        for (const specialty of any(SPECIALTIES)) {
          for (const priceRange of any(PRICE_RANGES)) {
            const query = new URLSearchParams();
            if (country) query.set('country', country);
            if (specialty) query.set('specialty', specialty);
            if (priceRange) query.set('priceRange', priceRange);
            if (lang) query.set('lang', lang);
            paths.push(`/api/tour-operators?${query}`);
          }
        }
        const packages = new URLSearchParams(lang ? { lang } : {});
        if (country) packages.set('country', country);
        paths.push(`/api/tour-packages?${packages}`);
      }
      for (const id of [1, 2, 7, 19, 36, 37, 9999]) {
        paths.push(`/api/tour-operators/${id}${lang ? `?lang=${lang}` : ''}`);
        paths.push(`/api/tour-packages?operatorId=${id}${lang ? `&lang=${lang}` : ''}`);
      }
      for (const id of [1, 2, 50, 99, 140, 9999]) {
        paths.push(`/api/tour-packages/${id}${lang ? `?lang=${lang}` : ''}`);
      }
    }
    for (const [i, path] of paths.entries()) {
      const response = await ctx.app.inject({ url: path });
      const body = response.json() as unknown;
      const items = Array.isArray(body) ? (body as { id: number }[]) : [body as { id: number }];
      compare(
        'tours',
        i,
        {
          request: `GET ${path}`,
          status: response.statusCode,
          hash: hashOf(body),
          summary: { items: items.map((item) => `${item.id} ${hashOf(item, 10)}`) },
        },
        items,
      );
      expect(response.statusCode, path).toBeLessThan(500);
    }
    expect(recorded.tours.filter((r) => r.status === 200).length).toBeGreaterThan(500);
    if (fixture) expect(recorded.tours.length).toBe(fixture.tours.length);
  });

  it("assistant: 150 of the bench's varied questions, in English and French", async () => {
    const ask = assistantQuestions(3);
    for (let i = 0; i < 150; i++) {
      const query = ask();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/ai/travel-assistant',
        payload: { query },
      });
      // The answer's id is new each time; everything else is what the traveller reads.
      const { id: _id, ...answer } = response.json() as { id: string; response: string };
      compare(
        'assistant',
        i,
        {
          request: `POST ${query}`,
          status: response.statusCode,
          hash: hashOf(answer),
          summary: { items: [answer.response.slice(0, 80)] },
        },
        [answer],
      );
      expect(response.statusCode, query).toBe(200);
    }
    if (fixture) expect(recorded.assistant.length).toBe(fixture.assistant.length);
  });
});
