import { describe, expect, it } from 'vitest';
import {
  formatFlightTime,
  formatMinutes,
  formatZone,
  instantOf,
  itineraryOf,
  type FlightSegmentRecord,
} from '../../src/domain/itinerary.ts';

const AIRPORTS: Record<string, { name: string; city: string }> = {
  LOS: { name: 'Murtala Muhammed International Airport', city: 'Lagos' },
  ACC: { name: 'Kotoka International Airport', city: 'Accra' },
  JFK: { name: 'John F. Kennedy International Airport', city: 'New York' },
};
const airportOf = (code: string) => AIRPORTS[code];

function segment(overrides: Partial<FlightSegmentRecord>): FlightSegmentRecord {
  return {
    flightNumber: 'AW 150',
    airline: 'Dana Air',
    from: 'LOS',
    to: 'ACC',
    departure: '2026-12-17T10:00:00+01:00',
    arrival: '2026-12-17T10:15:00+00:00',
    ...overrides,
  };
}

describe('itineraryOf', () => {
  it('makes a direct flight one row, with its airports named and its duration across the zones', () => {
    const [row, ...rest] = itineraryOf([segment({})], airportOf);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      flightNumber: 'AW 150',
      airline: 'Dana Air',
      from: { code: 'LOS', name: 'Murtala Muhammed International Airport', city: 'Lagos' },
      to: { code: 'ACC', name: 'Kotoka International Airport', city: 'Accra' },
      // 10:00 in Lagos (UTC+1) to 10:15 in Accra (UTC): 1h 15m, not 15 minutes.
      durationMinutes: 75,
      arrivalDayOffset: 0,
      layoverMinutes: null,
    });
  });

  it('gives a connection the layover at the airport where it changes', () => {
    const rows = itineraryOf(
      [
        segment({}),
        segment({
          flightNumber: 'DL 402',
          airline: 'Delta Air Lines',
          from: 'ACC',
          to: 'JFK',
          departure: '2026-12-17T12:30:00+00:00',
          arrival: '2026-12-17T18:15:00-05:00',
        }),
      ],
      airportOf,
    );
    expect(rows.map((r) => [r.flightNumber, r.from.code, r.to.code, r.layoverMinutes])).toEqual([
      ['AW 150', 'LOS', 'ACC', 135],
      ['DL 402', 'ACC', 'JFK', null],
    ]);
    expect(rows[1]!.durationMinutes).toBe(10 * 60 + 45);
  });

  it('says an overnight arrival lands a day later in local time', () => {
    const [row] = itineraryOf(
      [
        segment({
          from: 'JFK',
          to: 'LOS',
          departure: '2026-12-20T22:00:00-05:00',
          arrival: '2026-12-21T14:30:00+01:00',
        }),
      ],
      airportOf,
    );
    expect(row!.arrivalDayOffset).toBe(1);
    expect(row!.durationMinutes).toBe(10 * 60 + 30);
  });

  it('keeps the two slices of a round trip apart: each ends without a layover', () => {
    const outbound = itineraryOf([segment({})], airportOf);
    const inbound = itineraryOf(
      [
        segment({
          flightNumber: 'AW 151',
          from: 'ACC',
          to: 'LOS',
          departure: '2026-12-24T11:00:00+00:00',
          arrival: '2026-12-24T13:10:00+01:00',
        }),
      ],
      airportOf,
    );
    expect(outbound[0]!.layoverMinutes).toBeNull();
    expect(inbound[0]).toMatchObject({ from: { code: 'ACC' }, durationMinutes: 70 });
  });

  it('names an airport it does not know by its code', () => {
    const [row] = itineraryOf([segment({ to: 'XXX' })], airportOf);
    expect(row!.to).toEqual({ code: 'XXX', name: 'XXX', city: 'XXX' });
  });
});

describe('formatting', () => {
  it('gives the exact instant of a local time with its offset', () => {
    expect(instantOf('2026-12-17T10:00:00+01:00').toISOString()).toBe('2026-12-17T09:00:00.000Z');
    expect(instantOf('2026-12-17T18:15:00-05:00').toISOString()).toBe('2026-12-17T23:15:00.000Z');
    expect(() => instantOf('2026-12-17 10:00')).toThrow(RangeError);
  });

  it('writes the local day and time in English and French, never moved to another zone', () => {
    expect(formatFlightTime('2026-12-17T23:30:00-05:00', 'en')).toBe('Thu, 17 Dec 2026, 23:30');
    expect(formatFlightTime('2026-12-17T23:30:00-05:00', 'fr')).toBe('jeu. 17 déc. 2026, 23:30');
  });

  it('names the zone by its offset', () => {
    expect(formatZone('2026-12-17T10:00:00+01:00')).toBe('UTC+1');
    expect(formatZone('2026-12-17T10:00:00+00:00')).toBe('UTC');
    expect(formatZone('2026-12-17T10:00:00-05:00')).toBe('UTC−5');
    expect(formatZone('2026-12-17T10:00:00+05:30')).toBe('UTC+5:30');
  });

  it('writes a length of time in English and French', () => {
    expect(formatMinutes(135, 'en')).toBe('2h\u00a015m');
    expect(formatMinutes(135, 'fr')).toBe('2\u00a0h\u00a015\u00a0min');
    expect(formatMinutes(120, 'en')).toBe('2h');
    expect(formatMinutes(45, 'fr')).toBe('45\u00a0min');
  });
});
