import { describe, expect, it } from 'vitest';
import {
  FARE_SHARE,
  ageOn,
  fareCentsFor,
  passengerTypeOn,
  seatedPassengers,
  ticketNameProblem,
  totalFareCents,
  travellerProblems,
} from '../../src/domain/passenger-fares.ts';
import { AIRLINES } from '../../src/server/providers/flights/data/airlines.ts';
import { AIRPORTS } from '../../src/server/providers/flights/data/airports.ts';
import { searchFlights, type FlightQuery } from '../../src/server/providers/flights/engine.ts';
import { buildNetwork } from '../../src/server/providers/flights/network.ts';

describe('the fare of each passenger type', () => {
  it('charges a child 75% and an infant 10% of the adult fare, rounded to the cent', () => {
    expect(FARE_SHARE).toEqual({ adult: 1, child: 0.75, infant: 0.1 });
    expect(fareCentsFor('adult', 40_000)).toBe(40_000);
    expect(fareCentsFor('child', 40_000)).toBe(30_000);
    expect(fareCentsFor('infant', 40_000)).toBe(4_000);
    expect(fareCentsFor('child', 12_345)).toBe(9_259); // 9258.75
    expect(fareCentsFor('infant', 12_345)).toBe(1_235); // 1234.5, half up
  });

  it('adds every traveller, each rounded alone', () => {
    expect(totalFareCents(12_345, { adults: 2, children: 0, infants: 0 })).toBe(24_690);
    expect(totalFareCents(12_345, { adults: 2, children: 1, infants: 1 })).toBe(
      24_690 + 9_259 + 1_235,
    );
    expect(totalFareCents(12_345, { adults: 1, children: 3, infants: 1 })).toBe(
      12_345 + 3 * 9_259 + 1_235,
    );
  });

  it('seats adults and children; infants sit on a lap', () => {
    expect(seatedPassengers({ adults: 2, children: 1, infants: 2 })).toBe(3);
    expect(seatedPassengers({ adults: 1, children: 0, infants: 1 })).toBe(1);
  });
});

describe('the built-in inventory with children and infants', () => {
  const network = buildNetwork({ airports: AIRPORTS, airlines: AIRLINES });
  const now = new Date('2026-11-21T10:00:00Z');
  const query = (over: Partial<FlightQuery> = {}): FlightQuery => ({
    origin: 'LOS',
    destination: 'ACC',
    departureDate: '2026-12-01',
    passengers: 2,
    cabinClass: 'economy',
    ...over,
  });
  const flightsOf = (o: { slices: { segments: { flight_number: string }[] }[] }) =>
    o.slices[0]!.segments.map((s) => s.flight_number).join('+');

  it('prices the family by the rule, from the adult fare of as many seats', () => {
    const ctx = { now, seatsTaken: () => 0 };
    // Two adults and a child take three seats: the adult fare is that of three seats sold.
    const adults = searchFlights(network, query({ passengers: 3 }), ctx);
    const family = searchFlights(network, query({ children: 1, infants: 1 }), ctx);
    expect(family.length).toBeGreaterThan(0);
    for (const offer of family.slice(0, 10)) {
      const alone = adults.find((a) => flightsOf(a) === flightsOf(offer))!;
      const adultCents = Math.round(Number(alone.pricePerPassenger) * 100);
      expect(offer.pricePerPassenger).toBe(alone.pricePerPassenger);
      expect(Math.round(Number(offer.totalAmount) * 100)).toBe(
        totalFareCents(adultCents, { adults: 2, children: 1, infants: 1 }),
      );
      expect(offer).toMatchObject({ passengers: 2, children: 1, infants: 1 });
    }
    expect(adults[0]).not.toHaveProperty('children');
    expect(adults[0]).not.toHaveProperty('infants');
  });

  it('needs a seat for each adult and child, none for an infant', () => {
    const [offer] = searchFlights(network, query(), { now, seatsTaken: () => 0 });
    const flight = offer!.slices[0]!.segments[0]!.flight_number;
    const capacity = network.flightsByNumber.get(flight)!.aircraft.seats.economy;
    // Three seats left on the first flight.
    const ctx = {
      now,
      seatsTaken: (number: string) => (number === flight ? capacity - 3 : 0),
    };
    const has = (q: FlightQuery) =>
      searchFlights(network, q, ctx).some(
        (o) => o.slices[0]!.segments[0]!.flight_number === flight,
      );
    expect(has(query({ passengers: 2, children: 1, infants: 2 }))).toBe(true);
    expect(has(query({ passengers: 2, children: 2 }))).toBe(false);
    expect(has(query({ passengers: 3, infants: 3 }))).toBe(true);
  });
});

describe('the passenger type on the travel date', () => {
  it('turns a child on the 2nd birthday and an adult on the 12th, not a day before', () => {
    expect(passengerTypeOn('2024-12-17', '2026-12-16')).toBe('infant');
    expect(passengerTypeOn('2024-12-17', '2026-12-17')).toBe('child');
    expect(passengerTypeOn('2024-12-17', '2026-12-18')).toBe('child');
    expect(passengerTypeOn('2014-12-17', '2026-12-16')).toBe('child');
    expect(passengerTypeOn('2014-12-17', '2026-12-17')).toBe('adult');
    expect(passengerTypeOn('2014-12-17', '2026-12-18')).toBe('adult');
    expect(passengerTypeOn('2026-12-17', '2026-12-17')).toBe('infant');
    expect(passengerTypeOn('2026-12-18', '2026-12-17')).toBeNull();
  });

  it('counts a 29 February birthday on 1 March in other years', () => {
    expect(ageOn('2024-02-29', '2026-02-28')).toBe(1);
    expect(ageOn('2024-02-29', '2026-03-01')).toBe(2);
    expect(passengerTypeOn('2024-02-29', '2028-02-29')).toBe('child');
  });
});

describe('a name as a ticket takes it', () => {
  it('takes letters with accents, spaces, hyphens and apostrophes, 1 to 50 of them', () => {
    for (const name of ['Aïssatou', "N'Diaye", 'Jean-Pierre', 'Ngozi Chukwu', 'O’Brien', 'Zoë']) {
      expect(ticketNameProblem(name), name).toBeNull();
    }
    expect(ticketNameProblem('A'.repeat(50))).toBeNull();
    expect(ticketNameProblem('A'.repeat(51))).toBe('too_long');
    expect(ticketNameProblem('  ')).toBe('required');
    for (const name of ['<img src=x onerror=alert(1)>', 'R2D2', '-Ann', 'Ann!', "'"]) {
      expect(ticketNameProblem(name), name).toBe('invalid_format');
    }
  });
});

describe('a traveller fits the fare they are booked on, on the day of every flight', () => {
  const child = { type: 'child' as const, born_on: '2014-12-18', title: 'mstr' };
  it('a child who turns 12 before the return flight flies it as an adult', () => {
    expect(travellerProblems(child, ['2026-12-10', '2026-12-17'])).toEqual([]);
    expect(travellerProblems(child, ['2026-12-10', '2026-12-18'])).toEqual([
      expect.objectContaining({ field: 'born_on', rule: 'wrong_passenger_type', flies: 'adult' }),
    ]);
  });
  it('an infant who turns 2 on the day flies with a seat, as a child', () => {
    const infant = { type: 'infant' as const, born_on: '2024-12-18', title: 'miss' };
    expect(travellerProblems(infant, ['2026-12-17'])).toEqual([]);
    expect(travellerProblems(infant, ['2026-12-18'])[0]).toMatchObject({ flies: 'child' });
  });
  it('titles fit the type: no MR for a child, no MSTR for an adult, MISS for either', () => {
    expect(travellerProblems({ ...child, title: 'mr' }, ['2026-12-10'])).toEqual([
      expect.objectContaining({ field: 'title', rule: 'invalid_choice' }),
    ]);
    expect(travellerProblems({ ...child, title: 'miss' }, ['2026-12-10'])).toEqual([]);
    const adult = { type: 'adult' as const, born_on: '1991-03-14', title: 'mstr' };
    expect(travellerProblems(adult, ['2026-12-10'])[0]).toMatchObject({ field: 'title' });
    expect(travellerProblems({ ...adult, title: 'miss' }, ['2026-12-10'])).toEqual([]);
  });
});
