import { describe, expect, it } from 'vitest';
import {
  FlightSearchBody,
  FlightSearchQuery,
  flightSearchFromQuery,
  formatIsoDuration,
  validateFlightSearch,
} from '../../src/domain/flights.ts';

const body = (over: Record<string, unknown> = {}) => ({
  origin: 'LOS',
  destination: 'ACC',
  departureDate: '2026-12-01',
  ...over,
});

function issuesOf(input: unknown) {
  const result = FlightSearchBody.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
}

describe('FlightSearchBody', () => {
  it('upper-cases codes and fills defaults', () => {
    expect(FlightSearchBody.parse(body({ origin: ' los ', destination: 'acc' }))).toEqual({
      origin: 'LOS',
      destination: 'ACC',
      departureDate: '2026-12-01',
      passengers: 1,
      cabinClass: 'economy',
    });
  });

  it('takes children and infants beside the adults, bounded, one infant per adult at most', () => {
    const parsed = FlightSearchBody.parse(body({ passengers: '2', children: '3', infants: 2 }));
    expect(parsed).toMatchObject({ passengers: 2, children: 3, infants: 2 });
    const none = FlightSearchBody.parse(body({ children: '', infants: null }));
    expect(none.children).toBeUndefined();
    expect(none.infants).toBeUndefined();
    expect(issuesOf(body({ passengers: 2, infants: 3 }))).toEqual([
      { field: 'infants', message: expect.stringContaining('no more infants than adults') },
    ]);
    expect(issuesOf(body({ passengers: 4, children: 6 }))).toEqual([
      { field: 'children', message: 'Adults and children together must be at most 9' },
    ]);
    expect(issuesOf(body({ passengers: 1, children: 8, infants: 1 }))).toEqual([]);
    for (const bad of [-1, 1.5, 'two', 9]) {
      expect(issuesOf(body({ children: bad }))[0]?.field, String(bad)).toBe('children');
      expect(issuesOf(body({ infants: bad }))[0]?.field, String(bad)).toBe('infants');
    }
  });

  it('coerces passengers from strings and treats a blank or null return date as none', () => {
    const parsed = FlightSearchBody.parse(
      body({ passengers: '3', returnDate: '', cabinClass: 'business' }),
    );
    expect(parsed).toMatchObject({ passengers: 3, cabinClass: 'business' });
    expect(parsed.returnDate).toBeUndefined();
    expect(FlightSearchBody.parse(body({ returnDate: null })).returnDate).toBeUndefined();
    expect(FlightSearchBody.parse(body({ passengers: '' })).passengers).toBe(1);
    expect(FlightSearchBody.parse(body({ cabinClass: '' })).cabinClass).toBe('economy');
  });

  it('keeps a return date on or after the departure', () => {
    expect(FlightSearchBody.parse(body({ returnDate: '2026-12-01' })).returnDate).toBe(
      '2026-12-01',
    );
    expect(FlightSearchBody.parse(body({ returnDate: '2026-12-08' })).returnDate).toBe(
      '2026-12-08',
    );
  });

  it("says what is missing in the spec's words", () => {
    expect(issuesOf({})).toEqual([
      { field: 'origin', message: 'Origin is required' },
      { field: 'destination', message: 'Destination is required' },
      { field: 'departureDate', message: 'Departure date is required' },
    ]);
    expect(issuesOf(body({ origin: '' }))).toEqual([
      { field: 'origin', message: 'Origin is required' },
    ]);
  });

  it('refuses the same origin and destination', () => {
    expect(issuesOf(body({ destination: 'los' }))).toEqual([
      { field: 'destination', message: 'Origin and destination must be different' },
    ]);
  });

  it('refuses a return before the departure', () => {
    expect(issuesOf(body({ returnDate: '2026-11-30' }))).toEqual([
      { field: 'returnDate', message: 'Return date must be on or after the departure date' },
    ]);
  });

  it('refuses malformed dates and codes', () => {
    for (const departureDate of ['2026-02-30', '12/01/2026', '2026-12-1', 'tomorrow']) {
      expect(issuesOf(body({ departureDate }))).toEqual([
        {
          field: 'departureDate',
          message: 'Departure date must be a valid date written YYYY-MM-DD',
        },
      ]);
    }
    expect(issuesOf(body({ returnDate: '2026-13-01' }))[0]?.field).toBe('returnDate');
    for (const origin of ['LO', 'LOSS', 'L0S', 42]) {
      expect(issuesOf(body({ origin }))[0]?.field).toBe('origin');
    }
  });

  it('accepts 1 to 9 passengers and the four cabins only', () => {
    for (const passengers of [0, 10, 2.5, 'two', -1]) {
      expect(issuesOf(body({ passengers }))[0]?.field, String(passengers)).toBe('passengers');
    }
    expect(issuesOf(body({ passengers: 10 }))[0]?.message).toBe(
      'Passengers must be between 1 and 9',
    );
    for (const cabinClass of ['economy', 'premium_economy', 'business', 'first']) {
      expect(FlightSearchBody.parse(body({ cabinClass })).cabinClass).toBe(cabinClass);
    }
    expect(issuesOf(body({ cabinClass: 'luxury' }))[0]?.field).toBe('cabinClass');
  });
});

describe('FlightSearchQuery', () => {
  it('reads the package search query and maps it to a search', () => {
    const query = FlightSearchQuery.parse({
      from: 'dkr',
      to: 'ABJ',
      departDate: '2026-12-01',
      returnDate: '2026-12-05',
      passengers: '2',
      children: '1',
    });
    expect(flightSearchFromQuery(query)).toEqual({
      origin: 'DKR',
      destination: 'ABJ',
      departureDate: '2026-12-01',
      returnDate: '2026-12-05',
      passengers: 2,
      children: 1,
      cabinClass: 'economy',
    });
  });

  it('names its own fields in errors', () => {
    const result = FlightSearchQuery.safeParse({
      from: 'ACC',
      to: 'ACC',
      departDate: '2026-12-05',
      returnDate: '2026-12-01',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['to', 'Origin and destination must be different'],
      ['returnDate', 'Return date must be on or after the departure date'],
    ]);
  });
});

describe('validateFlightSearch', () => {
  const env = { today: '2026-11-21', isKnownAirport: (code: string) => code !== 'XXX' };
  const search = { origin: 'LOS', destination: 'ACC', departureDate: '2026-12-01' };

  it('accepts a search of known airports from today on', () => {
    expect(validateFlightSearch(search, env)).toEqual([]);
    expect(validateFlightSearch({ ...search, departureDate: '2026-11-21' }, env)).toEqual([]);
  });

  it('names unknown airports', () => {
    expect(validateFlightSearch({ ...search, destination: 'XXX' }, env)).toEqual([
      {
        field: 'destination',
        rule: 'unknown_airport',
        message: 'Unknown destination airport: XXX',
      },
    ]);
  });

  it('refuses past dates and dates beyond the schedule', () => {
    expect(validateFlightSearch({ ...search, departureDate: '2026-11-20' }, env)).toEqual([
      { field: 'departureDate', rule: 'in_past', message: 'Departure date cannot be in the past' },
    ]);
    expect(validateFlightSearch({ ...search, departureDate: '2027-11-22' }, env)[0]?.field).toBe(
      'departureDate',
    );
    expect(
      validateFlightSearch({ ...search, returnDate: '2027-12-01' }, env).map((i) => i.field),
    ).toEqual(['returnDate']);
  });
});

describe('formatIsoDuration', () => {
  it('writes ISO 8601 durations', () => {
    expect(formatIsoDuration(330)).toBe('PT5H30M');
    expect(formatIsoDuration(60)).toBe('PT1H');
    expect(formatIsoDuration(45)).toBe('PT45M');
    expect(formatIsoDuration(1565)).toBe('PT26H5M');
  });
});
