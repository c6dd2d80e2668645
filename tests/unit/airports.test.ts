import { describe, expect, it } from 'vitest';
import { searchAirports } from '../../src/domain/flights.ts';
import { AIRLINES } from '../../src/server/providers/flights/data/airlines.ts';
import { AIRPORTS } from '../../src/server/providers/flights/data/airports.ts';
import { offsetMinutes } from '../../src/server/providers/flights/network.ts';

const FLIGHTS_PAGE_CODES = [
  'CLT', 'ATL', 'JFK', 'EWR', 'DCA', 'IAD', 'ORD', 'LAX', 'MIA', 'LHR', 'CDG', 'BRU', 'AMS', 'FRA',
  'MAD', 'ADD', 'CAI', 'JNB', 'ROB', 'MLW', 'LOS', 'ABV', 'ACC', 'DKR', 'ABJ', 'FNA', 'BJL', 'OUA',
]; // prettier-ignore
const POPULAR_CODES = [
  'LOS',
  'ACC',
  'DKR',
  'ABJ',
  'COO',
  'BAK',
  'OUA',
  'FNA',
  'CKY',
  'LFW',
  'ROB',
  'BJL',
];
const WEST_AFRICAN_CITIES = [
  'Lagos', 'Abuja', 'Kano', 'Port Harcourt', 'Accra', 'Kumasi', 'Tamale', 'Dakar', 'Saint-Louis',
  'Abidjan', 'Freetown', 'Monrovia', 'Lomé', 'Cotonou', 'Ouagadougou', 'Bamako', 'Conakry',
  'Banjul', 'Niamey', 'Nouakchott', 'Bissau', 'Praia',
]; // prettier-ignore

const byCode = (code: string) => AIRPORTS.find((a) => a.code === code);
/** The airport of a code a page shows: its own code, or its city's (DKR is Dakar's, at DSS). */
const byPlace = (code: string) => byCode(code) ?? AIRPORTS.find((a) => a.cityCode === code);

describe('built-in airports', () => {
  it('has about 100 airports with unique IATA codes', () => {
    expect(AIRPORTS.length).toBeGreaterThanOrEqual(95);
    expect(AIRPORTS.length).toBeLessThanOrEqual(110);
    const codes = AIRPORTS.map((a) => a.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it("includes the flights page's 28 codes and the 12 popular ones", () => {
    for (const code of [...FLIGHTS_PAGE_CODES, ...POPULAR_CODES]) {
      expect(byPlace(code), code).toBeDefined();
    }
  });

  it("covers West Africa's capitals and main cities", () => {
    const cities = new Set(AIRPORTS.map((a) => a.city));
    for (const city of WEST_AFRICAN_CITIES) expect(cities, city).toContain(city);
  });

  it('has real coordinates, names and IANA time zones', () => {
    for (const airport of AIRPORTS) {
      expect(airport.lat, airport.code).toBeGreaterThanOrEqual(-90);
      expect(airport.lat, airport.code).toBeLessThanOrEqual(90);
      expect(airport.lon, airport.code).toBeGreaterThanOrEqual(-180);
      expect(airport.lon, airport.code).toBeLessThanOrEqual(180);
      expect(airport.city.trim(), airport.code).not.toBe('');
      expect(airport.country.trim(), airport.code).not.toBe('');
      expect(airport.name.trim(), airport.code).not.toBe('');
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: airport.tz })).not.toThrow();
    }
  });

  it('places a few airports where they really are', () => {
    const dakar = byCode('DSS')!;
    expect(dakar).toMatchObject({ city: 'Dakar', country: 'Senegal', cityCode: 'DKR' });
    expect(byCode('DKR')).toBeUndefined();
    expect(dakar.lat).toBeCloseTo(14.67, 1); // Blaise Diagne, not the old Yoff airport
    expect(dakar.lon).toBeCloseTo(-17.07, 1);
    expect(byCode('LFW')).toMatchObject({ city: 'Lomé', country: 'Togo', tz: 'Africa/Lome' });
    expect(byCode('COO')).toMatchObject({ city: 'Cotonou', country: 'Benin' });
    expect(byCode('BAK')).toMatchObject({ city: 'Baku', country: 'Azerbaijan', tz: 'Asia/Baku' });
    expect(byCode('ABJ')?.country).toBe("Côte d'Ivoire");
    const winter = Date.UTC(2026, 0, 15);
    expect(offsetMinutes(byCode('LOS')!.tz, winter)).toBe(60);
    expect(offsetMinutes(byCode('ACC')!.tz, winter)).toBe(0);
    expect(offsetMinutes(byCode('JFK')!.tz, winter)).toBe(-300);
  });
});

describe('built-in airlines', () => {
  it('have unique two-character codes and sensible fleets', () => {
    const codes = AIRLINES.map((a) => a.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const airline of AIRLINES) {
      expect(airline.code).toMatch(/^[A-Z0-9]{2}$/);
      expect(airline.fleet.length, airline.code).toBeGreaterThan(0);
      for (const aircraft of airline.fleet) {
        expect(aircraft.seats.economy, `${airline.code} ${aircraft.name}`).toBeGreaterThan(0);
        for (const seats of Object.values(aircraft.seats)) expect(seats).toBeGreaterThanOrEqual(0);
      }
      for (const hub of airline.hubs) expect(byCode(hub.airport), hub.airport).toBeDefined();
    }
  });

  it('include the regional and long-haul carriers of the issue', () => {
    const codes = new Set(AIRLINES.map((a) => a.code));
    const expected = ['P4', 'W3', 'QI', 'AW', 'HF', 'KP', 'HC', '2J', 'AT', 'ET', 'KQ', 'WB', 'SA'];
    const longHaul = ['BA', 'AF', 'SN', 'KL', 'LH', 'TP', 'TK', 'EK', 'QR', 'DL', 'UA', 'IB'];
    for (const code of [...expected, ...longHaul]) expect(codes, code).toContain(code);
  });

  it('give regional aircraft no first or premium economy cabin', () => {
    const regional = AIRLINES.flatMap((a) => a.fleet).filter((f) => f.maxKm <= 2_000);
    expect(regional.length).toBeGreaterThan(0);
    for (const aircraft of regional) {
      expect(aircraft.seats.first).toBe(0);
      expect(aircraft.seats.premium_economy).toBe(0);
    }
  });
});

describe('searchAirports', () => {
  it("finds an airport by its own code, its city's code, its name and its French name", () => {
    const codes = (q: string) => searchAirports(AIRPORTS, q).map((a) => a.code);
    expect(codes('DSS')[0]).toBe('DSS');
    expect(codes('dkr')[0]).toBe('DSS');
    expect(codes('Blaise Diagne')).toEqual(['DSS']);
    expect(codes('Dakar')[0]).toBe('DSS');
    expect(codes('LON').slice(0, 2).sort()).toEqual(['LGW', 'LHR']);
    expect(codes('Londres').slice(0, 2).sort()).toEqual(['LGW', 'LHR']);
    expect(codes('NYC').slice(0, 2).sort()).toEqual(['EWR', 'JFK']);
    expect(codes('PAR').slice(0, 2).sort()).toEqual(['CDG', 'ORY']);
    expect(codes('LHR')[0]).toBe('LHR');
  });

  it('gives city codes only to the cities that have one, never an airport code', () => {
    const airportCodes = new Set(AIRPORTS.map((a) => a.code));
    const cityCodes = new Set(AIRPORTS.flatMap((a) => (a.cityCode ? [a.cityCode] : [])));
    expect([...cityCodes].sort()).toEqual(['DKR', 'LON', 'NYC', 'PAR']);
    for (const code of cityCodes) expect(airportCodes.has(code), code).toBe(false);
  });

  it('puts an exact code first', () => {
    expect(searchAirports(AIRPORTS, 'acc')[0]?.code).toBe('ACC');
    expect(searchAirports(AIRPORTS, 'LOS')[0]?.code).toBe('LOS');
    expect(searchAirports(AIRPORTS, 'bak')[0]?.code).toBe('BAK');
  });

  it('finds a city or country by its French name too', () => {
    expect(searchAirports(AIRPORTS, 'Londres')[0]?.city).toBe('London');
    expect(searchAirports(AIRPORTS, 'le caire')[0]?.code).toBe('CAI');
    expect(searchAirports(AIRPORTS, 'Sénégal').map((a) => a.country)).toContain('Senegal');
  });

  it('ignores accents and case', () => {
    expect(searchAirports(AIRPORTS, 'lome').map((a) => a.code)).toContain('LFW');
    expect(searchAirports(AIRPORTS, 'LOMÉ')[0]?.code).toBe('LFW');
    expect(searchAirports(AIRPORTS, 'cote d')[0]?.code).toBe('ABJ');
    expect(searchAirports(AIRPORTS, 'sao paulo')[0]?.code).toBe('GRU');
  });

  it('finds airports by country, biggest first', () => {
    const nigeria = searchAirports(AIRPORTS, 'nigeria').map((a) => a.code);
    expect(nigeria.slice(0, 2)).toEqual(['LOS', 'ABV']);
    expect(nigeria).toEqual(expect.arrayContaining(['KAN', 'PHC']));
  });

  it('ranks city prefixes before country and name matches', () => {
    expect(searchAirports(AIRPORTS, 'mon').map((a) => a.code)).toEqual(['ROB', 'MLW', 'YUL']);
    expect(searchAirports(AIRPORTS, 'new york')[0]?.code).toBe('JFK');
    expect(searchAirports(AIRPORTS, 'london').map((a) => a.code)).toEqual(['LHR', 'LGW']);
    expect(searchAirports(AIRPORTS, 'heathrow')[0]?.code).toBe('LHR');
  });

  it('returns at most `limit` airports, and none for blank text', () => {
    expect(searchAirports(AIRPORTS, 'a')).toHaveLength(8);
    expect(searchAirports(AIRPORTS, 'a', 3)).toHaveLength(3);
    expect(searchAirports(AIRPORTS, '   ')).toEqual([]);
    expect(searchAirports(AIRPORTS, 'zzzz')).toEqual([]);
  });
});
