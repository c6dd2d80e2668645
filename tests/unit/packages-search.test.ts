import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Airport } from '../../src/domain/flights.ts';
import { airportField } from '../../src/client/features/flights/search-draft.ts';
import {
  EMPTY_PACKAGE_SEARCH,
  missesRequired,
  packageFlightsQuery,
  packageSearchOf,
  packageStaysQuery,
  roomChoices,
  type PackageSearchDraft,
} from '../../src/client/features/packages/complete-packages.ts';
import {
  PackageSearchFailed,
  searchPackages,
} from '../../src/client/features/packages/api/search-packages.ts';
import { makeFlightOffer, makeStay } from '../helpers/answers.ts';

const airport = (code: string, city: string, country: string): Airport => ({
  code,
  city,
  country,
  name: `${city} airport`,
  lat: 0,
  lon: 0,
  tz: 'Africa/Lagos',
});
const LOS = airport('LOS', 'Lagos', 'Nigeria');
const ACC = airport('ACC', 'Accra', 'Ghana');
const today = '2026-11-23';

const filled: PackageSearchDraft = {
  from: airportField(LOS),
  to: airportField(ACC),
  departDate: '2026-12-14',
  returnDate: '2026-12-17',
  guests: 2,
  rooms: 1,
};

describe('the package search form', () => {
  it('starts with 2 guests in 1 room and nothing else filled in', () => {
    expect(EMPTY_PACKAGE_SEARCH).toMatchObject({ guests: 2, rooms: 1, departDate: '' });
  });

  it('requires from, to, departure and return (spec 1 section 5)', () => {
    const { problems, search } = packageSearchOf(EMPTY_PACKAGE_SEARCH, today);
    expect(search).toBeUndefined();
    expect(problems).toEqual({
      from: { rule: 'required' },
      to: { rule: 'required' },
      departDate: { rule: 'required' },
      returnDate: { rule: 'required' },
    });
    expect(missesRequired(problems)).toBe(true);
    expect(missesRequired(packageSearchOf({ ...filled, returnDate: '' }, today).problems)).toBe(
      true,
    );
  });

  it('opens departures tomorrow, and a return on the departure day or later', () => {
    expect(packageSearchOf({ ...filled, departDate: today }, today).problems).toEqual({
      departDate: { rule: 'too_soon' },
    });
    expect(packageSearchOf({ ...filled, departDate: '2026-11-24' }, today).search).toBeDefined();
    expect(
      packageSearchOf({ ...filled, departDate: '2026-12-14', returnDate: '2026-12-13' }, today)
        .problems,
    ).toEqual({ returnDate: { rule: 'return_before_departure' } });
    expect(
      packageSearchOf({ ...filled, departDate: '2026-12-14', returnDate: '2026-12-14' }, today)
        .search,
    ).toBeDefined();
  });

  it('refuses text that matched no airport, the same airport twice, and stays over 60 nights', () => {
    const typed = { ...filled, to: { text: 'Atlantis', airport: null } };
    expect(packageSearchOf(typed, today).problems).toEqual({ to: { rule: 'unknown_airport' } });
    expect(missesRequired(packageSearchOf(typed, today).problems)).toBe(false);
    expect(packageSearchOf({ ...filled, to: airportField(LOS) }, today).problems).toEqual({
      to: { rule: 'same_airports' },
    });
    expect(packageSearchOf({ ...filled, returnDate: '2027-02-13' }, today).problems).toEqual({
      returnDate: { rule: 'too_many_nights', limit: 60 },
    });
  });

  it('searches the destination airport city, never more rooms than guests', () => {
    const { search } = packageSearchOf({ ...filled, guests: 2, rooms: 3 }, today);
    expect(search).toEqual({
      from: 'LOS',
      to: 'ACC',
      city: 'Accra',
      country: 'Ghana',
      departDate: '2026-12-14',
      returnDate: '2026-12-17',
      guests: 2,
      rooms: 2,
    });
    expect(roomChoices(1)).toEqual([1]);
    expect(roomChoices(4)).toEqual([1, 2, 3, 4]);
  });
});

describe('the package search calls (spec 1 section 7)', () => {
  const { search } = packageSearchOf(filled, today);
  const FLIGHTS_ANSWER = { success: true, flights: [], isLiveData: false, source: 'builtin' };
  const flight = makeFlightOffer('f1');
  const stays = [makeStay(1), makeStay(2)];

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the flights and the stays of the destination city, in parallel', async () => {
    expect(packageFlightsQuery(search!)).toBe(
      'from=LOS&to=ACC&departDate=2026-12-14&returnDate=2026-12-17&passengers=2',
    );
    expect(packageStaysQuery(search!)).toBe(
      'destination=Accra&checkIn=2026-12-14&checkOut=2026-12-17&guests=2',
    );
    const asked: string[] = [];
    let release: () => void = () => {};
    const flightsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      if (url.startsWith('/api/flights/search')) {
        await flightsHeld;
        return Response.json({ ...FLIGHTS_ANSWER, flights: [flight] });
      }
      return Response.json(stays);
    });
    const answered: string[] = [];
    const result = searchPackages(search!, (part) => answered.push(part));
    // The stays answer while the flights are still being searched.
    await vi.waitFor(() => expect(answered).toEqual(['hotels']));
    expect(asked).toHaveLength(2);
    release();
    expect(await result).toEqual({ flights: [flight], hotels: stays });
    expect(answered).toEqual(['hotels', 'flights']);
  });

  it('fails the whole search when either call is not ok', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.startsWith('/api/accommodations')
        ? new Response('{"message":"down"}', { status: 503 })
        : Response.json(FLIGHTS_ANSWER),
    );
    const failure = await searchPackages(search!).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PackageSearchFailed);
    expect((failure as Error).message).toBe('Failed to search travel packages');
  });
});
