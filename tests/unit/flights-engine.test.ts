import { describe, expect, it } from 'vitest';
import {
  FlightOffer,
  LeanFlightOffer,
  withBothShapes,
  type CabinClass,
} from '../../src/domain/flights.ts';
import {
  bestOfferIds,
  decodeFlightsCursor,
  DEFAULT_FLIGHT_VIEW,
  FLIGHT_SORTS,
  FLIGHTS_PAGE_SIZE,
  flightFacets,
  flightFilterOptions,
  pageOfFlightOffers,
} from '../../src/domain/flight-results.ts';
import { AIRLINES } from '../../src/server/providers/flights/data/airlines.ts';
import { AIRPORTS } from '../../src/server/providers/flights/data/airports.ts';
import {
  BOOKING_CUTOFF_MINUTES,
  MAX_LAYOVER_MINUTES,
  MIN_CONNECTION_MINUTES,
  MIN_INTERLINE_CONNECTION_MINUTES,
  MIN_STAY_MINUTES,
  PRICING_VERSION,
  decodeOfferId,
  listOfferSeats,
  listSegmentKeys,
  planSearch,
  repriceOffer,
  searchFlights as searchLeanFlights,
  type FlightQuery,
  type SearchContext,
  type SeatsTaken,
} from '../../src/server/providers/flights/engine.ts';
import {
  blockMinutes,
  buildNetwork,
  buildSyntheticNetwork,
} from '../../src/server/providers/flights/network.ts';

const network = buildNetwork({ airports: AIRPORTS, airlines: AIRLINES });

/** The engine's offers with shape (a) added, as the package search and the assistant read them. */
function searchFlights(...args: Parameters<typeof searchLeanFlights>): FlightOffer[] {
  return searchLeanFlights(...args).map(withBothShapes);
}
const NOW = new Date('2026-11-21T10:00:00Z');
const noSeatsTaken: SeatsTaken = () => 0;
const ctx: SearchContext = { now: NOW, seatsTaken: noSeatsTaken };

function query(over: Partial<FlightQuery> = {}): FlightQuery {
  return {
    origin: 'LOS',
    destination: 'ACC',
    departureDate: '2026-12-01',
    passengers: 1,
    cabinClass: 'economy',
    ...over,
  };
}

/** Minutes on the wall clock of an ISO local time, ignoring its offset. */
const wallMinutes = (iso: string) => Date.parse(`${iso.slice(0, 19)}Z`) / 60_000;
/** Minutes since the epoch of the instant an ISO time with offset names. */
const instantMinutes = (iso: string) => Date.parse(iso) / 60_000;
const cents = (amount: string) => Math.round(Number(amount) * 100);
const flightNumbersOf = (offer: FlightOffer) =>
  offer.slices.map((s) => s.segments.map((seg) => seg.flight_number).join('+')).join(' / ');

/** `code` when it is the place's airport or one of its city's airports, else the place. */
const airportOf = (code: string, place: string) =>
  network.airportsByPlace.get(place)?.some((a) => a.code === code) ? code : place;

/** Everything that makes an itinerary possible, checked on one offer. */
function expectPossible(offer: FlightOffer, q: FlightQuery, now = NOW) {
  expect(FlightOffer.safeParse(offer).success).toBe(true);
  expect(offer.id).toMatch(/^[A-Za-z0-9_.-]+$/);
  expect(offer.slices).toHaveLength(q.returnDate ? 2 : 1);
  const directions = [
    { from: q.origin, to: q.destination, date: q.departureDate },
    { from: q.destination, to: q.origin, date: q.returnDate },
  ];
  offer.slices.forEach((slice, s) => {
    const { from, to, date } = directions[s]!;
    // A city code (DKR) is answered from its airports (DSS): offers name the airport.
    expect(slice.origin.iataCode).toBe(airportOf(slice.origin.iataCode, from));
    expect(slice.destination.iataCode).toBe(airportOf(slice.destination.iataCode, to));
    expect(slice.departureDateTime.slice(0, 10)).toBe(date);
    expect(slice.stops).toBe(slice.segments.length - 1);
    expect(slice.layovers).toHaveLength(slice.stops);
    expect(instantMinutes(slice.departureDateTime)).toBeGreaterThanOrEqual(
      now.getTime() / 60_000 + BOOKING_CUTOFF_MINUTES,
    );
    expect(slice.durationMinutes).toBe(
      instantMinutes(slice.arrivalDateTime) - instantMinutes(slice.departureDateTime),
    );
    slice.segments.forEach((segment, i) => {
      const departs = instantMinutes(segment.departureDateTime);
      const arrives = instantMinutes(segment.arrivalDateTime);
      expect(arrives).toBeGreaterThan(departs);
      expect(segment.departureDateTime.slice(0, 10)).toBe(segment.departureDate);
      const previous = slice.segments[i - 1];
      if (!previous) return;
      const layover = departs - instantMinutes(previous.arrivalDateTime);
      expect(segment.origin.iataCode).toBe(previous.destination.iataCode);
      expect(layover).toBeGreaterThanOrEqual(
        segment.airline.code === previous.airline.code
          ? MIN_CONNECTION_MINUTES
          : MIN_INTERLINE_CONNECTION_MINUTES,
      );
      expect(layover).toBeLessThanOrEqual(MAX_LAYOVER_MINUTES);
      expect(slice.layovers[i - 1]).toEqual({
        airport: { code: segment.origin.iataCode, city: segment.origin.cityName },
        durationMinutes: layover,
      });
    });
  });
  const [outbound, inbound] = offer.slices;
  if (inbound) {
    expect(instantMinutes(inbound.departureDateTime)).toBeGreaterThanOrEqual(
      instantMinutes(outbound!.arrivalDateTime) + MIN_STAY_MINUTES,
    );
  }
  // Shape (a) describes the outbound slice; prices cover every passenger and both directions.
  expect(offer.origin.code).toBe(airportOf(offer.origin.code, q.origin));
  expect(offer.destination.code).toBe(airportOf(offer.destination.code, q.destination));
  expect(offer.departure_date).toBe(outbound!.departureDateTime);
  expect(offer.arrival_time).toBe(outbound!.arrivalDateTime);
  expect(offer.stops).toBe(outbound!.stops);
  // Shape (a)'s segments: the outbound flights, with only what spec 2 reads of them.
  expect(offer.segments).toEqual(
    outbound!.segments.map((s) => ({
      origin: { code: s.origin.iataCode, city: s.origin.cityName },
      destination: { code: s.destination.iataCode, city: s.destination.cityName },
      airline: s.airline,
      flight_number: s.flight_number,
    })),
  );
  expect(offer.price.amount).toBe(offer.totalAmount);
  expect(cents(offer.totalAmount)).toBe(cents(offer.pricePerPassenger) * q.passengers);
  const sliceCents = offer.slices.reduce((sum, slice) => sum + cents(slice.pricePerPassenger), 0);
  expect(sliceCents).toBe(cents(offer.pricePerPassenger));
  expect(offer.expiresAt).toBe(new Date(now.getTime() + 30 * 60_000).toISOString());
}

describe('network', () => {
  it('is a real-sized weekly schedule over every airport', () => {
    expect(network.airports).toHaveLength(AIRPORTS.length);
    expect(network.weeklyFlights).toBeGreaterThan(10_000);
    const served = new Set(network.flights.flatMap((f) => [f.origin.code, f.destination.code]));
    for (const airport of AIRPORTS) expect(served, airport.code).toContain(airport.code);
  });

  it('numbers flights like airlines and times them by distance', () => {
    for (const flight of network.flights) {
      expect(flight.flightNumber).toMatch(/^[A-Z0-9]{2} \d{1,4}$/);
      expect(flight.durationMinutes).toBe(blockMinutes(flight.distanceKm));
      expect(flight.departureMinutes).toBeGreaterThanOrEqual(0);
      expect(flight.departureMinutes).toBeLessThan(1440);
      expect(flight.days).toBeGreaterThan(0);
    }
    // 400 km at 800 km/h plus 30 minutes of taxi and climb.
    const losAcc = network.flights.find(
      (f) => f.origin.code === 'LOS' && f.destination.code === 'ACC',
    );
    expect(losAcc?.durationMinutes).toBe(60);
  });

  it('is the same on every build', () => {
    const again = buildNetwork({ airports: AIRPORTS, airlines: AIRLINES });
    const summary = (n: typeof network) =>
      n.flights.map((f) => `${f.flightNumber} ${f.departureMinutes} ${f.days}`).join('\n');
    expect(summary(again)).toBe(summary(network));
  });

  it('refuses data that names an unknown airport', () => {
    const airlines = [{ ...AIRLINES[0]!, hubs: [{ airport: 'LOS', routes: ['XXX'] }] }];
    expect(() => buildNetwork({ airports: AIRPORTS, airlines })).toThrow(/unknown airport XXX/);
  });
});

describe('searchFlights', () => {
  it('makes each offer once, in the one shape the flights page is sent (decision 0016)', () => {
    const q = query({ destination: 'JFK', returnDate: '2026-12-08', children: 1 });
    const offers = searchLeanFlights(network, q, ctx);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      // Nothing of shape (a) is made: no field beyond the lean offer's.
      expect(LeanFlightOffer.strict().safeParse(offer).success).toBe(true);
      expect(offer).not.toHaveProperty('segments');
    }
  });

  it('makes offers that nothing after it changes: their sort facts are kept beside them', () => {
    // flight-results.ts keeps each offer's price, duration and departure in a WeakMap: an offer
    // changed in place after it was first sorted would be sorted by stale facts. Frozen offers
    // make any such write throw (test files run in strict mode).
    const deepFreeze = <T>(value: T): T => {
      if (value && typeof value === 'object' && !Object.isFrozen(value)) {
        Object.freeze(value);
        for (const inner of Object.values(value)) deepFreeze(inner);
      }
      return value;
    };
    const offers = deepFreeze(
      searchLeanFlights(network, query({ destination: 'NBO', returnDate: '2026-12-08' }), ctx),
    );
    expect(offers.length).toBeGreaterThan(FLIGHTS_PAGE_SIZE);
    for (const sort of FLIGHT_SORTS) {
      const first = pageOfFlightOffers(offers, { ...DEFAULT_FLIGHT_VIEW, sort });
      expect(first.flights).toHaveLength(FLIGHTS_PAGE_SIZE);
      const cursor = decodeFlightsCursor(first.nextCursor!)!;
      expect(
        pageOfFlightOffers(offers, { ...DEFAULT_FLIGHT_VIEW, sort, cursor }).flights[0],
      ).not.toBe(first.flights[0]);
      pageOfFlightOffers(offers, { ...DEFAULT_FLIGHT_VIEW, sort, stops: [1] });
    }
    flightFacets(offers);
    flightFilterOptions(offers);
    bestOfferIds(offers);
    expect(offers.map(withBothShapes)).toHaveLength(offers.length);
  });

  it('gives the same keys and offers from one plan as from two searches of the journeys', () => {
    const q = query({ destination: 'JFK', returnDate: '2026-12-08' });
    const plan = planSearch(network, q, ctx.now);
    expect(listSegmentKeys(network, q, ctx.now, plan)).toEqual(
      listSegmentKeys(network, q, ctx.now),
    );
    expect(searchFlights(network, q, ctx, plan)).toEqual(searchFlights(network, q, ctx));
  });

  it('finds direct Lagos to Accra flights, with local times across time zones', () => {
    const q = query();
    const offers = searchFlights(network, q, ctx);
    const direct = offers.filter((o) => o.stops === 0);
    expect(direct.length).toBeGreaterThan(2);
    for (const offer of direct) {
      expect(offer.departure_time).toMatch(/^2026-12-01T\d{2}:\d{2}:00\+01:00$/);
      expect(offer.arrival_time).toMatch(/\+00:00$/);
      // Lagos is an hour ahead of Accra: the clocks show an hour less than the flight takes.
      const wall = wallMinutes(offer.arrival_time) - wallMinutes(offer.departure_time);
      expect(wall).toBe(offer.durationMinutes - 60);
      expect(offer.duration).toBe('PT1H');
      expect(offer.slices[0]!.segments[0]).toMatchObject({
        origin: { iataCode: 'LOS', cityName: 'Lagos' },
        destination: { iataCode: 'ACC', cityName: 'Accra' },
      });
      expect(offer.slices[0]!.arrivalDayOffset).toBe(0);
    }
  });

  it('finds Lagos to New York, Accra to Dakar and connections between smaller cities', () => {
    for (const q of [
      query({ destination: 'JFK' }),
      query({ origin: 'ACC', destination: 'DKR' }),
      query({ origin: 'KMS', destination: 'LOS' }),
      query({ origin: 'ZIG', destination: 'ABJ', departureDate: '2026-12-02' }),
    ]) {
      const offers = searchFlights(network, q, ctx);
      expect(offers.length, `${q.origin}-${q.destination}`).toBeGreaterThan(0);
    }
    // No airline flies Kumasi-Lagos: every offer changes planes, in Accra.
    const kumasi = searchFlights(network, query({ origin: 'KMS', destination: 'LOS' }), ctx);
    for (const offer of kumasi) expect(offer.stops).toBeGreaterThanOrEqual(1);
  });

  it("searches a city's airports by its city code, and names the airport in the offers", () => {
    const dakar = searchFlights(network, query({ origin: 'ACC', destination: 'DKR' }), ctx);
    const dss = searchFlights(network, query({ origin: 'ACC', destination: 'DSS' }), ctx);
    expect(dakar.length).toBeGreaterThan(0);
    expect(dakar.map(flightNumbersOf)).toEqual(dss.map(flightNumbersOf));
    for (const offer of dakar) expect(offer.destination.code).toBe('DSS');
    const london = searchFlights(network, query({ origin: 'LOS', destination: 'LON' }), ctx);
    expect(new Set(london.map((o) => o.destination.code))).toEqual(new Set(['LHR', 'LGW']));
    expect(network.airportsByPlace.get('XXX')).toBeUndefined();
  });

  it('uses two stops only where few shorter journeys exist', () => {
    const far = searchFlights(
      network,
      query({ origin: 'TML', destination: 'CLT', departureDate: '2026-12-02' }),
      ctx,
    );
    expect(far.some((o) => o.stops === 2)).toBe(true);
    const busy = searchFlights(network, query(), ctx);
    expect(busy.every((o) => o.stops < 2)).toBe(true);
  });

  // Thousands of searches: a second or two on a quiet machine, more on a shared one.
  it('never offers an impossible itinerary', () => {
    const codes = [
      'LOS',
      'ACC',
      'DKR',
      'ABJ',
      'ROB',
      'KMS',
      'ZIG',
      'JFK',
      'LHR',
      'CLT',
      'DXB',
      'SYD',
    ];
    let offers = 0;
    for (const [i, origin] of codes.entries()) {
      for (const destination of codes) {
        if (origin === destination) continue;
        const q = query({
          origin,
          destination,
          departureDate: `2026-12-0${1 + (i % 7)}`,
          ...(i % 3 === 0 ? { returnDate: '2026-12-12' } : {}),
          passengers: 1 + (i % 4),
        });
        for (const offer of searchFlights(network, q, ctx)) {
          expectPossible(offer, q);
          offers++;
        }
      }
    }
    expect(offers).toBeGreaterThan(1_000);
  }, 30_000);

  it('sells nothing that leaves before check-in closes', () => {
    const now = new Date('2026-12-01T11:00:00Z');
    const offers = searchFlights(network, query(), { now, seatsTaken: noSeatsTaken });
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expectPossible(offer, query(), now);
    expect(searchFlights(network, query({ departureDate: '2026-11-20' }), ctx)).toEqual([]);
  });

  it('caps results and sorts them by price and duration', () => {
    const oneWay = searchFlights(network, query({ origin: 'LHR', destination: 'JFK' }), ctx);
    expect(oneWay).toHaveLength(30);
    const roundTrip = searchFlights(
      network,
      query({ origin: 'LHR', destination: 'JFK', returnDate: '2026-12-08' }),
      ctx,
    );
    expect(roundTrip.length).toBeGreaterThan(0);
    expect(roundTrip.length).toBeLessThanOrEqual(30);
    const score = (o: FlightOffer) =>
      Number(o.pricePerPassenger) +
      o.slices.reduce((sum, s) => sum + s.durationMinutes * 0.5 + s.stops * 25, 0);
    for (const list of [oneWay, roundTrip]) {
      const scores = list.map(score);
      expect(scores).toEqual([...scores].sort((a, b) => a - b));
    }
  });

  it('builds round trips whose return leaves after the outbound lands', () => {
    const q = query({ returnDate: '2026-12-01' });
    const offers = searchFlights(network, q, ctx);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expectPossible(offer, q);
      expect(offer.tripType).toBe('roundTrip');
      expect(offer.slices[1]!.origin.iataCode).toBe('ACC');
    }
  });

  it('sells each cabin only where the aircraft has it', () => {
    expect(searchFlights(network, query({ cabinClass: 'first' }), ctx)).toEqual([]);
    const business = searchFlights(
      network,
      query({ destination: 'JFK', cabinClass: 'business' }),
      ctx,
    );
    expect(business.length).toBeGreaterThan(0);
    const first = searchFlights(network, query({ destination: 'JFK', cabinClass: 'first' }), ctx);
    for (const offer of first) {
      const minutes = (s: { departureDateTime: string; arrivalDateTime: string }) =>
        Date.parse(s.arrivalDateTime) - Date.parse(s.departureDateTime);
      const longest = [...offer.slices[0]!.segments].sort((a, b) => minutes(b) - minutes(a))[0];
      expect(longest?.cabinClass).toBe('first');
    }
  });
});

describe('seats', () => {
  const q = query({ passengers: 3 });
  const [best] = searchFlights(network, q, ctx).filter((o) => o.stops === 0);
  const flightNumber = best!.slices[0]!.segments[0]!.flight_number;
  const capacity = network.flightsByNumber.get(flightNumber)!.aircraft.seats.economy;
  const takenOn =
    (taken: number): SeatsTaken =>
    (number, date, cabin) =>
      number === flightNumber && date === '2026-12-01' && cabin === 'economy' ? taken : 0;
  const offersWith = (taken: number) =>
    searchFlights(network, q, { now: NOW, seatsTaken: takenOn(taken) });
  const uses = (offers: FlightOffer[]) =>
    offers.some((o) => o.slices[0]!.segments.some((s) => s.flight_number === flightNumber));

  it('removes a sold-out flight', () => {
    expect(uses(offersWith(0))).toBe(true);
    expect(uses(offersWith(capacity))).toBe(false);
  });

  it('never offers fewer seats than passengers', () => {
    expect(uses(offersWith(capacity - 3))).toBe(true);
    expect(uses(offersWith(capacity - 2))).toBe(false);
  });

  it('reads only seats listSegmentKeys announced', () => {
    for (const q2 of [
      query({ destination: 'JFK', returnDate: '2026-12-10', cabinClass: 'business' }),
      query({ origin: 'TML', destination: 'CLT', departureDate: '2026-12-02' }),
    ]) {
      const keys = listSegmentKeys(network, q2, NOW);
      const announced = new Set(keys.map((k) => `${k.flightNumber}|${k.date}|${k.cabin}`));
      const read: string[] = [];
      const offers = searchFlights(network, q2, {
        now: NOW,
        seatsTaken: (n, d, c) => {
          read.push(`${n}|${d}|${c}`);
          return 0;
        },
      });
      expect(offers.length).toBeGreaterThan(0);
      for (const key of read) expect(announced).toContain(key);
      for (const key of keys) {
        const flight = network.flightsByNumber.get(key.flightNumber)!;
        expect(key.capacity).toBe(flight.aircraft.seats[key.cabin]);
      }
    }
  });

  it('lists the seats an offer takes', () => {
    expect(listOfferSeats(best!)).toEqual([{ flightNumber, date: '2026-12-01', cabin: 'economy' }]);
  });
});

describe('prices', () => {
  const priceOf = (numbers: string, q: FlightQuery, c: SearchContext = ctx) => {
    const offer = searchFlights(network, q, c).find((o) => flightNumbersOf(o) === numbers);
    return offer ? cents(offer.pricePerPassenger) : undefined;
  };
  const [direct] = searchFlights(network, query(), ctx).filter((o) => o.stops === 0);
  const numbers = flightNumbersOf(direct!);

  it('are US dollars with two decimals and the same for the same inputs', () => {
    const first = searchFlights(network, query({ destination: 'JFK', passengers: 2 }), ctx);
    const second = searchFlights(network, query({ destination: 'JFK', passengers: 2 }), ctx);
    expect(second).toEqual(first);
    for (const offer of first) {
      expect(offer.price.currency).toBe('USD');
      expect(offer.totalAmount).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('look like West African fares', () => {
    const economy = priceOf(numbers, query())!;
    expect(economy).toBeGreaterThan(100_00);
    expect(economy).toBeLessThan(400_00);
  });

  it('cost more in better cabins', () => {
    const byCabin = (['economy', 'business'] as CabinClass[]).map((cabinClass) =>
      priceOf(numbers, query({ cabinClass })),
    );
    expect(byCabin[1]).toBeGreaterThan(byCabin[0]! * 2);
  });

  it('rise as departure nears', () => {
    const early = priceOf(numbers, query(), {
      now: new Date('2026-09-01T10:00:00Z'),
      seatsTaken: noSeatsTaken,
    });
    const late = priceOf(numbers, query(), {
      now: new Date('2026-11-30T10:00:00Z'),
      seatsTaken: noSeatsTaken,
    });
    expect(late).toBeGreaterThan(early!);
  });

  it('rise as the flight fills', () => {
    const flightNumber = direct!.slices[0]!.segments[0]!.flight_number;
    const seats = network.flightsByNumber.get(flightNumber)!.aircraft.seats.economy;
    const full: SeatsTaken = (n) => (n === flightNumber ? Math.floor(seats * 0.8) : 0);
    expect(priceOf(numbers, query(), { now: NOW, seatsTaken: full })).toBeGreaterThan(
      priceOf(numbers, query())!,
    );
  });
});

describe('offer ids', () => {
  const offers = [
    ...searchFlights(network, query({ passengers: 2 }), ctx).slice(0, 3),
    ...searchFlights(network, query({ destination: 'JFK', returnDate: '2026-12-10' }), ctx).slice(
      0,
      3,
    ),
    ...searchFlights(
      network,
      query({
        origin: 'TML',
        destination: 'CLT',
        departureDate: '2026-12-02',
        cabinClass: 'business',
      }),
      ctx,
    ),
  ];

  it('decode to the flights, dates, cabin and passengers', () => {
    const decoded = decodeOfferId(offers[0]!.id);
    expect(decoded).toEqual({
      version: PRICING_VERSION,
      cabinClass: 'economy',
      passengers: 2,
      children: 0,
      infants: 0,
      slices: [
        {
          flightNumbers: offers[0]!.slices[0]!.segments.map((s) => s.flight_number),
          dates: offers[0]!.slices[0]!.segments.map((s) => s.departureDate),
        },
      ],
    });
  });

  it('name children and infants, and reprice them alike', () => {
    const [family] = searchFlights(network, query({ passengers: 2, children: 1, infants: 1 }), ctx);
    expect(family!.id).toMatch(/^off_\d+e2c1i1_/);
    expect(decodeOfferId(family!.id)).toMatchObject({ passengers: 2, children: 1, infants: 1 });
    expect(repriceOffer(network, decodeOfferId(family!.id)!, ctx)).toEqual(family);
    expect(decodeOfferId(family!.id.replace('e2c1i1', 'e1c1i2'))).not.toBeNull();
    expect(
      repriceOffer(network, decodeOfferId(family!.id.replace('e2c1i1', 'e1c1i2'))!, ctx),
    ).toBeNull();
  });

  it('reprice to the offer the search showed', () => {
    expect(offers.length).toBeGreaterThan(5);
    for (const offer of offers) {
      const decoded = decodeOfferId(offer.id);
      expect(decoded, offer.id).not.toBeNull();
      expect(repriceOffer(network, decoded!, ctx)).toEqual(offer);
    }
  });

  it('reprice to nothing once a flight is sold out', () => {
    const offer = offers[0]!;
    const soldOut: SeatsTaken = (n) =>
      n === offer.slices[0]!.segments[0]!.flight_number ? 10_000 : 0;
    expect(
      repriceOffer(network, decodeOfferId(offer.id)!, { now: NOW, seatsTaken: soldOut }),
    ).toBeNull();
  });

  it('refuse made-up, impossible or outdated itineraries', () => {
    expect(decodeOfferId('hello')).toBeNull();
    expect(decodeOfferId('off_1e0_KP301-20261201')).toBeNull();
    expect(decodeOfferId('off_1e1_KP301-20261301')).toBeNull();
    const offer = offers[0]!;
    const decoded = decodeOfferId(offer.id)!;
    const moved = { ...decoded, slices: [{ ...decoded.slices[0]!, dates: ['2026-12-02'] }] };
    const runsDaily =
      network.flightsByNumber.get(offer.slices[0]!.segments[0]!.flight_number)!.days === 127;
    if (runsDaily) expect(repriceOffer(network, moved, ctx)).not.toBeNull();
    expect(repriceOffer(network, { ...decoded, version: PRICING_VERSION + 1 }, ctx)).toBeNull();
    expect(
      repriceOffer(network, decoded, {
        now: new Date('2026-12-01T23:00:00Z'),
        seatsTaken: noSeatsTaken,
      }),
    ).toBeNull();
    const connecting = offers.find((o) => o.stops > 0)!;
    const parts = decodeOfferId(connecting.id)!;
    const swapped = {
      ...parts,
      slices: [
        { ...parts.slices[0]!, flightNumbers: [...parts.slices[0]!.flightNumbers].reverse() },
      ],
    };
    expect(repriceOffer(network, swapped, ctx)).toBeNull();
    expect(
      repriceOffer(
        network,
        { ...decoded, slices: [{ flightNumbers: ['ZZ 1'], dates: ['2026-12-01'] }] },
        ctx,
      ),
    ).toBeNull();
  });
});

describe('time zones', () => {
  it('follows daylight saving time on each side', () => {
    // New York moves its clocks on 8 March 2026, London on 29 March.
    const march = searchFlights(
      network,
      query({ origin: 'LHR', destination: 'JFK', departureDate: '2026-03-20' }),
      {
        now: new Date('2026-02-01T00:00:00Z'),
        seatsTaken: noSeatsTaken,
      },
    );
    const direct = march.filter((o) => o.stops === 0);
    expect(direct.length).toBeGreaterThan(0);
    for (const offer of direct) {
      expect(offer.departure_time).toMatch(/\+00:00$/);
      expect(offer.arrival_time).toMatch(/-04:00$/);
      const wall = wallMinutes(offer.arrival_time) - wallMinutes(offer.departure_time);
      expect(wall).toBe(offer.durationMinutes - 4 * 60);
    }
  });

  it('counts the days an overnight flight crosses', () => {
    const offers = searchFlights(network, query({ origin: 'ACC', destination: 'LHR' }), ctx);
    const overnight = offers.find(
      (o) => o.arrival_time.slice(0, 10) > o.departure_time.slice(0, 10),
    );
    expect(overnight).toBeDefined();
    expect(overnight!.slices[0]!.arrivalDayOffset).toBe(1);
  });
});

describe('a network ten times larger', () => {
  // How fast it answers is measured by npm run bench (the engine at 1,000 airports), not here.
  it('finds possible itineraries on a network of 1,000 airports', () => {
    const big = buildSyntheticNetwork(1000);
    expect(big.airports).toHaveLength(1000);
    let withOffers = 0;
    for (let i = 0; i < 60; i++) {
      const origin = big.airports[(i * 37 + 101) % 1000]!.code;
      const destination = big.airports[(i * 91 + 503) % 1000]!.code;
      const q = query({
        origin,
        destination,
        ...(i % 4 === 0 ? { returnDate: '2026-12-08' } : {}),
      });
      const offers = searchFlights(big, q, ctx);
      if (offers.length > 0) withOffers++;
      for (const offer of offers) expectPossible(offer, q);
    }
    expect(withOffers).toBeGreaterThan(10);
  });
});
