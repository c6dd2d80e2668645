/**
 * The flights page's answer (decision 0016): each offer once, a page of the whole result,
 * filtered and ordered on the server, with a cursor, the facets of the whole result, and the
 * search made once per question while its pages are read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates.ts';
import {
  departureWindowOf,
  FLIGHTS_PAGE_SIZE,
  offerDurationMinutes,
  offerStops,
  sortFlightOffers,
  stopGroupOf,
  type FlightSort,
} from '../../src/domain/flight-results.ts';
import type { FlightOffer, FlightSearch, LeanFlightOffer } from '../../src/domain/flights.ts';
import { toCents } from '../../src/domain/format.ts';
import type { LiveFlightProvider } from '../../src/server/providers/flights/duffel.ts';
import { makeFlightOffer } from '../helpers/answers.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';

const inTwoWeeks = addDays(TEST_NOW.slice(0, 10), 14);
const search = {
  origin: 'LOS',
  destination: 'ACC',
  departureDate: inTwoWeeks,
  passengers: 1,
  cabinClass: 'economy',
};

type Page = {
  success: true;
  flights: LeanFlightOffer[];
  total: number;
  matching: number;
  sort: FlightSort;
  nextCursor: string | null;
  facets: {
    stops: { value: number; count: number; cheapest: string }[];
    airlines: { value: string; count: number; cheapest: string }[];
    departureWindows: { value: string; count: number; cheapest: string }[];
    price: { min: string; max: string } | null;
  };
  best: { cheapest?: string; fastest?: string };
};

async function post(ctx: TestContext, body: object) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/flights/search',
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as Page };
}

/** Every page of a view, through the cursors: the offers as the pages sent them. */
async function walk(ctx: TestContext, body: object): Promise<LeanFlightOffer[]> {
  const offers: LeanFlightOffer[] = [];
  let cursor: string | null | undefined;
  for (let pages = 0; pages < 20; pages++) {
    const { status, body: page } = await post(ctx, cursor ? { ...body, cursor } : body);
    expect(status).toBe(200);
    offers.push(...page.flights);
    cursor = page.nextCursor;
    if (!cursor) return offers;
  }
  throw new Error('more than 20 pages');
}

/** Offers of the built-in inventory, whole, as the package search's GET answers them. */
async function wholeResult(ctx: TestContext, body: typeof search): Promise<FlightOffer[]> {
  const query = new URLSearchParams({
    from: body.origin,
    to: body.destination,
    departDate: body.departureDate,
    passengers: String(body.passengers),
  });
  const response = await ctx.app.inject({ url: `/api/flights/search?${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { flights: FlightOffer[] }).flights;
}

describe('POST /api/flights/search: pages, orders, filters and facets of the built-in result', () => {
  let ctx: TestContext;
  let whole: FlightOffer[];
  // LOS to LHR on a weekday: more than two pages of offers, direct and with stops, on many airlines.
  const longHaul = { ...search, destination: 'LHR' };

  beforeAll(async () => {
    ctx = await createTestApp();
    whole = await wholeResult(ctx, longHaul);
    expect(whole.length).toBeGreaterThan(2 * FLIGHTS_PAGE_SIZE);
  });
  afterAll(() => ctx.close());

  it('answers the first page of the whole result, its size, facets and a cursor', async () => {
    const { status, body } = await post(ctx, longHaul);
    expect(status).toBe(200);
    expect(body.flights).toHaveLength(FLIGHTS_PAGE_SIZE);
    expect(body).toMatchObject({ total: whole.length, matching: whole.length, sort: 'price' });
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(body.flights.map((o) => o.id)).toEqual(
      sortFlightOffers(whole, 'price')
        .slice(0, FLIGHTS_PAGE_SIZE)
        .map((o) => o.id),
    );
    // Facets count the whole result, not the page.
    const sum = (options: { count: number }[]) => options.reduce((n, o) => n + o.count, 0);
    expect(sum(body.facets.airlines)).toBe(whole.length);
    expect(sum(body.facets.stops)).toBe(whole.length);
    expect(sum(body.facets.departureWindows)).toBe(whole.length);
    const airlines = new Set(whole.map((o) => o.airline.name));
    expect(body.facets.airlines.map((a) => a.value).sort()).toEqual([...airlines].sort());
    for (const option of body.facets.airlines) {
      const theirs = whole.filter((o) => o.airline.name === option.value);
      expect(option.count).toBe(theirs.length);
      expect(toCents(option.cheapest)).toBe(Math.min(...theirs.map((o) => toCents(o.totalAmount))));
    }
    const cents = whole.map((o) => toCents(o.totalAmount));
    expect(toCents(body.facets.price!.min)).toBe(Math.min(...cents));
    expect(toCents(body.facets.price!.max)).toBe(Math.max(...cents));
    const fastest = sortFlightOffers(whole, 'duration')[0]!;
    expect(body.best).toEqual({
      cheapest: sortFlightOffers(whole, 'price')[0]!.id,
      fastest: fastest.id,
    });
  });

  it.each(['price', 'duration', 'departure'] as const)(
    'the pages of the %s order are the whole result in that order, each offer once',
    async (sort) => {
      const offers = await walk(ctx, { ...longHaul, sort });
      expect(offers.map((o) => o.id)).toEqual(sortFlightOffers(whole, sort).map((o) => o.id));
      const key = {
        price: (o: LeanFlightOffer) => toCents(o.totalAmount),
        duration: offerDurationMinutes,
        departure: (o: LeanFlightOffer) => Date.parse(o.slices[0]!.departureDateTime),
      }[sort];
      for (let i = 1; i < offers.length; i++) {
        expect(key(offers[i]!)).toBeGreaterThanOrEqual(key(offers[i - 1]!));
      }
    },
  );

  it('filters by stops, airlines and departure window on the whole result', async () => {
    const airline = whole[0]!.airline.name;
    const view = { stops: [0, 1], airlines: [airline], departureWindows: ['morning', 'afternoon'] };
    const expected = whole.filter(
      (o) =>
        [0, 1].includes(stopGroupOf(offerStops(o))) &&
        o.airline.name === airline &&
        ['morning', 'afternoon'].includes(departureWindowOf(o.slices[0]!.departureDateTime)),
    );
    const { body } = await post(ctx, { ...longHaul, ...view, limit: 50 });
    expect(body.total).toBe(whole.length);
    expect(body.matching).toBe(expected.length);
    expect(body.flights.map((o) => o.id)).toEqual(
      sortFlightOffers(expected, 'price').map((o) => o.id),
    );
    // The panel still offers every airline of the result.
    expect(body.facets.airlines.length).toBe(new Set(whole.map((o) => o.airline.name)).size);

    const direct = await walk(ctx, { ...longHaul, stops: [0], sort: 'duration', limit: 3 });
    expect(direct.map((o) => o.id)).toEqual(
      sortFlightOffers(
        whole.filter((o) => offerStops(o) === 0),
        'duration',
      ).map((o) => o.id),
    );
  });

  it('a filter nothing matches answers no offers, and the facets of the whole result', async () => {
    const { status, body } = await post(ctx, { ...longHaul, airlines: ['No Such Airways'] });
    expect(status).toBe(200);
    expect(body).toMatchObject({ flights: [], matching: 0, total: whole.length, nextCursor: null });
    expect(body.facets.airlines.length).toBeGreaterThan(0);
  });

  it.each([
    [{ sort: 'cheapest' }, 'sort', 'invalid_choice'],
    [{ stops: [3] }, 'stops.0', 'invalid'],
    [{ stops: 'direct' }, 'stops', 'invalid_type'],
    [{ departureWindows: ['dawn'] }, 'departureWindows.0', 'invalid_choice'],
    [{ airlines: ['x'.repeat(101)] }, 'airlines.0', 'too_long'],
    [{ limit: 0 }, 'limit', 'too_small'],
    [{ limit: 51 }, 'limit', 'too_big'],
    [{ limit: 2.5 }, 'limit', 'not_whole'],
    [{ cursor: 'not-a-cursor' }, 'cursor', 'invalid_format'],
    [{ cursor: 42 }, 'cursor', 'invalid_type'],
  ])('refuses %j with a 400 naming the field and the rule', async (fields, field, rule) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/flights/search',
      payload: { ...longHaul, ...fields },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json() as { errors: { field: string; rule: string }[] };
    expect(errors).toContainEqual(expect.objectContaining({ field }));
    expect(errors.find((e) => e.field === field)?.rule, JSON.stringify(errors)).toBe(rule);
  });

  it('refuses a cursor of another order than the one asked, naming the cursor', async () => {
    const { body } = await post(ctx, { ...longHaul, sort: 'duration' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/flights/search',
      payload: { ...longHaul, sort: 'price', cursor: body.nextCursor },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'cursor' })]);
  });
});

/** A live airline that answers the offers it is given and counts how often it is asked. */
function fakeLiveAirline(offers: FlightOffer[]) {
  const asked: FlightSearch[] = [];
  const provider = {
    name: 'duffel',
    search: async (query: FlightSearch) => {
      asked.push(query);
      return offers;
    },
  } as unknown as LiveFlightProvider;
  return { provider, asked };
}

/** A one-way LOS-ACC offer at a price, leaving at an hour, with its one slice. */
function offerAt(id: string, amount: string, hour: number, airline = 'Air Peace'): FlightOffer {
  const depart = `${inTwoWeeks}T${String(hour).padStart(2, '0')}:00:00+01:00`;
  const arrive = `${inTwoWeeks}T${String(hour + 1).padStart(2, '0')}:00:00+00:00`;
  const segment = {
    airline: { name: airline, code: 'P4' },
    flight_number: `P4 ${id}`,
    origin: { iataCode: 'LOS', cityName: 'Lagos' },
    destination: { iataCode: 'ACC', cityName: 'Accra' },
    departureDate: inTwoWeeks,
    departureDateTime: depart,
    arrivalDateTime: arrive,
    duration: 'PT1H',
    aircraft: 'Boeing 737',
    cabinClass: 'economy' as const,
  };
  return makeFlightOffer(id, {
    isLiveData: true,
    airline: { name: airline, code: 'P4' },
    airlineName: airline,
    totalAmount: amount,
    price: { amount, currency: 'USD' },
    pricePerPassenger: amount,
    expiresAt: '2026-11-21T09:30:00.000Z',
    departure_date: depart,
    arrival_date: arrive,
    departure_time: depart,
    arrival_time: arrive,
    segments: [
      {
        origin: { code: 'LOS', city: 'Lagos' },
        destination: { code: 'ACC', city: 'Accra' },
        airline: segment.airline,
        flight_number: segment.flight_number,
      },
    ],
    slices: [
      {
        origin: segment.origin,
        destination: segment.destination,
        departureDateTime: depart,
        arrivalDateTime: arrive,
        duration: 'PT1H',
        durationMinutes: 60,
        stops: 0,
        layovers: [],
        arrivalDayOffset: 0,
        pricePerPassenger: amount,
        segments: [segment],
      },
    ],
  });
}

describe('POST /api/flights/search: a page boundary among equal prices, and one search per question', () => {
  let ctx: TestContext;
  // Twelve offers at 250.00 (ids in an order unlike their departures), and three others.
  const equal = Array.from({ length: 12 }, (_, i) =>
    offerAt(`off_${String((i * 7) % 12).padStart(2, '0')}`, '250.00', 6 + ((i * 5) % 12)),
  );
  const offers = [offerAt('off_cheap', '199.00', 9), ...equal, offerAt('off_dear', '420.00', 7)];
  offers.push(offerAt('off_other', '250.00', 8, 'ASKY Airlines'));
  const live = fakeLiveAirline(offers);

  beforeAll(async () => {
    ctx = await createTestApp({ liveFlights: live.provider });
  });
  afterAll(() => ctx.close());

  it.each([1, 2, 3, 4, 5, 7])(
    'pages of %i, with boundaries inside the 250.00 group, neither repeat nor skip an offer',
    async (limit) => {
      const sent = await walk(ctx, { ...search, limit });
      const ids = sent.map((o) => o.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(offers.length);
      expect(sent.map((o) => o.totalAmount)).toEqual(
        [...offers.map((o) => o.totalAmount)].sort((a, b) => toCents(a) - toCents(b)),
      );
    },
  );

  it('the next page starts after the last offer sent even when the result is searched again', async () => {
    const first = await post(ctx, { ...search, passengers: 2, limit: 4 });
    expect(first.body.flights.map((o) => o.totalAmount)).toEqual([
      '199.00',
      '250.00',
      '250.00',
      '250.00',
    ]);
    // Past the time a page reads its result: the search is made again, with new signed ids.
    ctx.clock.advance(11 * 60_000);
    const rest = await walk(ctx, {
      ...search,
      passengers: 2,
      limit: 4,
      cursor: first.body.nextCursor,
    });
    const key = (o: LeanFlightOffer) => o.id.split('.').slice(0, -3).join('.');
    const keys = [...first.body.flights, ...rest].map(key);
    expect(new Set(keys).size).toBe(offers.length);
    expect(keys).toHaveLength(offers.length);
  });

  it('searches once per question: the pages, orders and filters of a result read it', async () => {
    const question = { ...search, passengers: 3 };
    const before = live.asked.length;
    const first = await post(ctx, { ...question, limit: 5 });
    expect(first.body.total).toBe(offers.length);
    await walk(ctx, { ...question, limit: 5 });
    await post(ctx, { ...question, sort: 'departure' });
    await post(ctx, { ...question, airlines: ['ASKY Airlines'] });
    // Minutes later, still browsing the same result.
    ctx.clock.advance(3 * 60_000);
    await walk(ctx, { ...question, sort: 'duration', stops: [0] });
    expect(live.asked.length - before).toBe(1);
    // The question asked anew (the first page as searched) is searched again after 5 seconds,
    // and read within them.
    await post(ctx, question);
    expect(live.asked.length - before).toBe(2);
    ctx.clock.advance(4_000);
    await post(ctx, question);
    expect(live.asked.length - before).toBe(2);
  });

  it('the whole result in both shapes, in the provider order, for the package search', async () => {
    const url = `/api/flights/search?from=LOS&to=ACC&departDate=${inTwoWeeks}&passengers=1`;
    ctx.clock.advance(5_000);
    // Searched now, then read back from what was kept: the same answer.
    const searched = (await ctx.app.inject({ url })).json() as { flights: FlightOffer[] };
    const kept = (await ctx.app.inject({ url })).json() as { flights: FlightOffer[] };
    expect(kept).toEqual(searched);
    expect(kept.flights.map((o) => o.id.split('.')[1]!.split(':')[0])).toEqual(
      offers.map((o) => o.id),
    );
    expect(kept.flights[0]).toMatchObject({
      airlineName: 'Air Peace',
      origin: { code: 'LOS', city: 'Lagos' },
      destination: { code: 'ACC', city: 'Accra' },
      departure_date: `${inTwoWeeks}T09:00:00+01:00`,
      price: { amount: '199.00', currency: 'USD' },
      segments: [{ flight_number: 'P4 off_cheap' }],
    });
  });
});
