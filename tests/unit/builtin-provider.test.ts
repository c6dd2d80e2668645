import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates.ts';
import {
  DEFAULT_FLIGHT_VIEW,
  FLIGHTS_PAGE_SIZE,
  type FlightResultsPage,
} from '../../src/domain/flight-results.ts';
import { CABIN_CLASSES, type FlightSearch } from '../../src/domain/flights.ts';
import { toCents } from '../../src/domain/pricing.ts';
import { fixedClock } from '../../src/server/clock.ts';
import { createBuiltinFlightProvider } from '../../src/server/providers/flights/builtin.ts';
import { unpackAnswer } from '../../src/server/lib/encodings.ts';
import { silentLog } from '../../src/server/lib/service-log.ts';
import { createFlightService } from '../../src/server/services/flights.ts';
import { AIRLINES } from '../../src/server/providers/flights/data/airlines.ts';
import { AIRPORTS } from '../../src/server/providers/flights/data/airports.ts';
import { planSearch } from '../../src/server/providers/flights/engine.ts';
import { buildNetwork } from '../../src/server/providers/flights/network.ts';
import { seatsTakenIn, type SeatLedger } from '../../src/server/providers/flights/types.ts';

const NOW = '2026-11-21T09:00:00.000Z';
const network = buildNetwork({ airports: AIRPORTS, airlines: AIRLINES });

/** A ledger where `full` cabins are sold out on every flight; counts the times it is read. */
function ledger(full: string[]) {
  const reads = { count: 0 };
  const seats: SeatLedger = {
    async seatsTaken(keys) {
      reads.count++;
      return seatsTakenIn(
        keys
          .filter((key) => full.includes(key.cabin))
          .map((key) => {
            const flight = network.flightsByNumber.get(key.flightNumber)!;
            const seats = flight.aircraft.seats[key.cabin as keyof typeof flight.aircraft.seats];
            return { ...key, taken: seats };
          }),
      );
    },
  };
  return { seats, reads };
}

const trip = (fields: Partial<FlightSearch>): FlightSearch => ({
  origin: 'LOS',
  destination: 'ACC',
  departureDate: addDays(NOW.slice(0, 10), 20),
  passengers: 1,
  cabinClass: 'economy',
  ...fields,
});

/** A pair of airports with no journey on the trip's day, found in the timetable itself. */
function emptyTrip(): FlightSearch | undefined {
  for (const from of AIRPORTS) {
    for (const to of AIRPORTS) {
      const query = trip({ origin: from.code, destination: to.code });
      if (from !== to && planSearch(network, query, new Date(NOW)).slices[0]!.length === 0) {
        return query;
      }
    }
  }
  return undefined;
}

describe('built-in provider, trips without flights', () => {
  it('answers a trip the timetable has no journey for with none in any cabin, then and later', async () => {
    const clock = fixedClock(NOW);
    const { seats, reads } = ledger([]);
    const provider = createBuiltinFlightProvider({ network, seats, clock });
    const empty = emptyTrip();
    expect(empty).toBeDefined();
    for (const cabinClass of CABIN_CLASSES) {
      expect(await provider.search({ ...empty!, cabinClass })).toEqual([]);
    }
    clock.advance(3_600_000);
    expect(await provider.search({ ...empty!, passengers: 3 })).toEqual([]);
    // No flight, no seat to read.
    expect(reads.count).toBe(0);
  });

  it('still searches the other cabins of a trip whose economy is sold out', async () => {
    const { seats } = ledger(['economy']);
    const provider = createBuiltinFlightProvider({ network, seats, clock: fixedClock(NOW) });
    expect(await provider.search(trip({}))).toEqual([]);
    const business = await provider.search(trip({ cabinClass: 'business' }));
    expect(business.length).toBeGreaterThan(0);
    expect(await provider.search(trip({}))).toEqual([]);
    expect(await provider.search(trip({ cabinClass: 'business' }))).toEqual(business);
  });

  it('searches again when the clock is set before the trip was found empty', async () => {
    const clock = fixedClock(NOW);
    const { seats } = ledger([]);
    const provider = createBuiltinFlightProvider({ network, seats, clock });
    // Today's last flights: found empty late in the day, not at its start.
    const today = trip({ departureDate: NOW.slice(0, 10) });
    clock.set(`${NOW.slice(0, 10)}T23:00:00.000Z`);
    expect(await provider.search(today)).toEqual([]);
    clock.set(`${NOW.slice(0, 10)}T00:00:00.000Z`);
    expect((await provider.search(today)).length).toBeGreaterThan(0);
  });
});

describe('built-in provider, the days of a price calendar', () => {
  it('prices each day as its search would, reading the seats of every day at once', async () => {
    const { seats, reads } = ledger(['business']);
    const provider = createBuiltinFlightProvider({ network, seats, clock: fixedClock(NOW) });
    const day = (n: number) => addDays(NOW.slice(0, 10), n);
    const queries = [
      ...[17, 18, 19, 20, 21, 22, 23].map((n) =>
        trip({ departureDate: day(n), passengers: 2, children: 1, infants: 1 }),
      ),
      trip({ origin: 'DKR', destination: 'LON', departureDate: day(30), returnDate: day(37) }),
      trip({ cabinClass: 'business' }),
      emptyTrip()!,
    ];
    const totals = await provider.cheapestTotals(queries);
    expect(reads.count).toBe(1);
    const searched = await Promise.all(
      queries.map(async (query) => {
        const offers = await provider.search(query);
        return offers.length ? Math.min(...offers.map((o) => toCents(o.totalAmount))) : null;
      }),
    );
    expect(totals).toEqual(searched);
    // Fares for the days with flights; none for the sold-out cabin or the trip with no flight.
    expect(totals.slice(0, 8).every((cents) => cents !== null && cents > 0)).toBe(true);
    expect(totals.slice(8)).toEqual([null, null]);
  });
});

describe('the flight service, a cabin with no seat', () => {
  it('names the cabins that have seats, found with one more seat read and no offer made', async () => {
    const { seats, reads } = ledger(['economy']);
    const clock = fixedClock(NOW);
    const builtin = createBuiltinFlightProvider({ network, seats, clock });
    const service = createFlightService({ network, builtin, clock, secret: 'other-cabins' });
    // A long flight, with more than one other cabin to find.
    const longHaul = trip({ origin: 'LOS', destination: 'LHR' });
    const answer = await service.search(longHaul);
    expect(answer.flights).toEqual([]);
    expect(answer.otherCabins!.length).toBeGreaterThanOrEqual(2);
    // The search's own read, then one for the three other cabins together.
    expect(reads.count).toBe(2);
    for (const cabin of ['premium_economy', 'business', 'first'] as const) {
      const offers = await builtin.search({ ...longHaul, cabinClass: cabin });
      expect(answer.otherCabins!.includes(cabin), cabin).toBe(offers.length > 0);
    }
  });
});

describe('the flight service, a calendar the database cannot price', () => {
  it('shows the days without a fare and tells the log why', async () => {
    const failure = new Error('connection terminated');
    const seats: SeatLedger = { seatsTaken: () => Promise.reject(failure) };
    const clock = fixedClock(NOW);
    const builtin = createBuiltinFlightProvider({ network, seats, clock });
    const logged: [string, unknown][] = [];
    const service = createFlightService({
      network,
      builtin,
      clock,
      secret: 'calendar-failure',
      log: { ...silentLog, warn: ({ err }, message) => logged.push([message, err]) },
    });
    const calendar = await service.priceCalendar(trip({}));
    expect(calendar.days).toHaveLength(7);
    expect(calendar.days.every((day) => day.cheapest === null)).toBe(true);
    expect(logged).toEqual([[expect.stringContaining('could not price'), failure]]);
  });
});

describe('the flight service, the same question again', () => {
  it('answers it from the kept answer, packed as the route sends it, parsed as the assistant reads it', async () => {
    const { seats, reads } = ledger([]);
    const clock = fixedClock(NOW);
    const builtin = createBuiltinFlightProvider({ network, seats, clock });
    const service = createFlightService({ network, builtin, clock, secret: 'kept-answers' });
    const made = await service.search(trip({ passengers: 2 }));
    expect(made.flights.length).toBeGreaterThan(FLIGHTS_PAGE_SIZE);
    // The flights page's first page is kept as Brotli sends it: the same bytes each time.
    const first = await service.searchPage(trip({ passengers: 2 }), DEFAULT_FLIGHT_VIEW);
    expect(await service.searchPage(trip({ passengers: 2 }), DEFAULT_FLIGHT_VIEW)).toBe(first);
    const page = JSON.parse(unpackAnswer(first).toString()) as FlightResultsPage;
    expect(page.total).toBe(made.flights.length);
    expect(page.flights).toHaveLength(FLIGHTS_PAGE_SIZE);
    // The whole result comes back from what was kept, in both shapes and the provider's order.
    const packed = await service.searchPacked(trip({ passengers: 2 }));
    expect(JSON.parse(unpackAnswer(packed).toString())).toEqual(made);
    expect(await service.search(trip({ passengers: 2 }))).toEqual(made);
    // Other pages, orders and filters read it too.
    await service.searchPage(trip({ passengers: 2 }), { ...DEFAULT_FLIGHT_VIEW, sort: 'duration' });
    expect(reads.count).toBe(1);
    // Past the few seconds, the question asked anew is searched again.
    clock.advance(6_000);
    await service.searchPacked(trip({ passengers: 2 }));
    expect(reads.count).toBe(2);
  });
});

describe('seatsTakenIn, the lookup a ledger read answers with', () => {
  const taken = seatsTakenIn([
    { flightNumber: 'P4 7197', date: '2026-12-20', cabin: 'economy', taken: 12 },
    { flightNumber: 'P4 7197', date: '2026-12-21', cabin: 'economy', taken: 3 },
    { flightNumber: 'P4 7197', date: '2026-12-20', cabin: 'business', taken: 1 },
    { flightNumber: 'HC 574', date: '2026-12-20', cabin: 'economy', taken: 40 },
  ]);

  it('tells the seats of each flight, date and cabin apart', () => {
    expect(taken('P4 7197', '2026-12-20', 'economy')).toBe(12);
    expect(taken('P4 7197', '2026-12-21', 'economy')).toBe(3);
    expect(taken('P4 7197', '2026-12-20', 'business')).toBe(1);
    expect(taken('HC 574', '2026-12-20', 'economy')).toBe(40);
  });

  it('answers 0 for what the read did not find', () => {
    expect(taken('HC 574', '2026-12-21', 'economy')).toBe(0);
    expect(taken('HC 574', '2026-12-20', 'first')).toBe(0);
    expect(taken('KQ 510', '2026-12-20', 'economy')).toBe(0);
    expect(seatsTakenIn([])('P4 7197', '2026-12-20', 'economy')).toBe(0);
  });
});
