import { describe, expect, it } from 'vitest';
import {
  bestOfferIds,
  cheapestCalendarDay,
  countActiveFlightFilters,
  dayOffsetLabel,
  departureWindowOf,
  filterFlightOffers,
  flightFilterOptions,
  formatDuration,
  localDate,
  localTime,
  NO_FLIGHT_FILTERS,
  offerDurationMinutes,
  offerStops,
  shiftTripDates,
  sortFlightOffers,
  splitDuration,
  stopGroupOf,
  toggleFilterValue,
} from '../../src/domain/flight-results.ts';
import type { FlightOffer, FlightSlice } from '../../src/domain/flights.ts';
import { addDays, localIsoDate } from '../../src/domain/dates.ts';
import { flightsUrl, readFlightsUrl } from '../../src/client/features/flights/search-draft.ts';

type SliceInput = { depart: string; minutes: number; stops?: number };

function makeSlice({ depart, minutes, stops = 0 }: SliceInput): FlightSlice {
  return {
    origin: { iataCode: 'LOS', cityName: 'Lagos' },
    destination: { iataCode: 'ACC', cityName: 'Accra' },
    departureDateTime: depart,
    arrivalDateTime: depart,
    duration: `PT${minutes}M`,
    durationMinutes: minutes,
    stops,
    layovers: [],
    arrivalDayOffset: 0,
    pricePerPassenger: '100.00',
    segments: [],
  };
}

function makeOffer(
  id: string,
  amount: string,
  airline: string,
  slices: SliceInput[],
): Pick<FlightOffer, 'id' | 'totalAmount' | 'airline' | 'slices'> {
  return {
    id,
    totalAmount: amount,
    airline: { name: airline, code: airline.slice(0, 2).toUpperCase() },
    slices: slices.map(makeSlice),
  };
}

const early = makeOffer('a', '300.00', 'ASKY Airlines', [
  { depart: '2026-12-01T06:15:00+01:00', minutes: 240, stops: 1 },
]);
const cheap = makeOffer('b', '150.00', 'Africa World Airlines', [
  { depart: '2026-12-01T13:40:00+01:00', minutes: 70 },
]);
const late = makeOffer('c', '150.00', 'Air Peace', [
  { depart: '2026-12-01T21:05:00+01:00', minutes: 65 },
]);
const night = makeOffer('d', '420.00', 'ASKY Airlines', [
  { depart: '2026-12-01T02:30:00+01:00', minutes: 600, stops: 2 },
]);
const offers = [early, cheap, late, night];

describe('times and durations', () => {
  it('reads the clock time and date as written, without converting time zones', () => {
    expect(localTime('2026-12-01T23:45:00-05:00')).toBe('23:45');
    expect(localDate('2026-12-01T23:45:00-05:00')).toBe('2026-12-01');
  });

  it('labels day offsets', () => {
    expect(dayOffsetLabel(0)).toBe('');
    expect(dayOffsetLabel(1)).toBe('+1');
    expect(dayOffsetLabel(2)).toBe('+2');
    expect(dayOffsetLabel(-1)).toBe('-1');
  });

  it('formats durations as hours and minutes', () => {
    expect(formatDuration(330)).toBe('5h 30m');
    expect(formatDuration(45)).toBe('45m');
    expect(formatDuration(120)).toBe('2h');
    expect(formatDuration(0)).toBe('0m');
    expect(splitDuration(605)).toEqual({ hours: 10, minutes: 5 });
  });

  it('puts a departure into its part of the day', () => {
    expect(departureWindowOf('2026-12-01T00:00:00+00:00')).toBe('night');
    expect(departureWindowOf('2026-12-01T05:59:00+00:00')).toBe('night');
    expect(departureWindowOf('2026-12-01T06:00:00+00:00')).toBe('morning');
    expect(departureWindowOf('2026-12-01T12:00:00+00:00')).toBe('afternoon');
    expect(departureWindowOf('2026-12-01T17:59:00+00:00')).toBe('afternoon');
    expect(departureWindowOf('2026-12-01T18:00:00+00:00')).toBe('evening');
    expect(departureWindowOf('2026-12-01T23:59:00+00:00')).toBe('evening');
  });
});

describe('stops and totals of an itinerary', () => {
  it('groups stops as direct, one, and two or more', () => {
    expect([0, 1, 2, 3].map(stopGroupOf)).toEqual([0, 1, 2, 2]);
  });

  it('counts a round trip by its slice with the most stops, and adds the durations', () => {
    const roundTrip = makeOffer('r', '500.00', 'ASKY Airlines', [
      { depart: '2026-12-01T08:00:00+01:00', minutes: 100, stops: 0 },
      { depart: '2026-12-08T08:00:00+00:00', minutes: 200, stops: 1 },
    ]);
    expect(offerStops(roundTrip)).toBe(1);
    expect(offerDurationMinutes(roundTrip)).toBe(300);
  });
});

describe('sorting', () => {
  it('sorts by price, with ties by departure', () => {
    expect(sortFlightOffers(offers, 'price').map((o) => o.id)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('sorts by duration', () => {
    expect(sortFlightOffers(offers, 'duration').map((o) => o.id)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('sorts by departure instant, not by the written clock time', () => {
    expect(sortFlightOffers(offers, 'departure').map((o) => o.id)).toEqual(['d', 'a', 'b', 'c']);
    const newYork = makeOffer('ny', '100.00', 'Delta', [
      { depart: '2026-12-01T03:00:00-05:00', minutes: 60 }, // 08:00 UTC
    ]);
    const lagos = makeOffer('lagos', '100.00', 'Air Peace', [
      { depart: '2026-12-01T07:30:00+01:00', minutes: 60 }, // 06:30 UTC
    ]);
    expect(sortFlightOffers([newYork, lagos], 'departure').map((o) => o.id)).toEqual([
      'lagos',
      'ny',
    ]);
  });

  it('does not change the list it is given', () => {
    const copy = [...offers];
    sortFlightOffers(offers, 'price');
    expect(offers).toEqual(copy);
  });
});

describe('filtering', () => {
  it('keeps everything with no filters', () => {
    expect(filterFlightOffers(offers, NO_FLIGHT_FILTERS)).toHaveLength(4);
    expect(countActiveFlightFilters(NO_FLIGHT_FILTERS)).toBe(0);
  });

  it('filters by stop group', () => {
    const direct = filterFlightOffers(offers, { ...NO_FLIGHT_FILTERS, stops: [0] });
    expect(direct.map((o) => o.id)).toEqual(['b', 'c']);
    const connecting = filterFlightOffers(offers, { ...NO_FLIGHT_FILTERS, stops: [1, 2] });
    expect(connecting.map((o) => o.id)).toEqual(['a', 'd']);
  });

  it('filters by airline', () => {
    const asky = filterFlightOffers(offers, { ...NO_FLIGHT_FILTERS, airlines: ['ASKY Airlines'] });
    expect(asky.map((o) => o.id)).toEqual(['a', 'd']);
  });

  it('filters by departure window of the outbound flight', () => {
    const filtered = filterFlightOffers(offers, {
      ...NO_FLIGHT_FILTERS,
      departureWindows: ['morning', 'evening'],
    });
    expect(filtered.map((o) => o.id)).toEqual(['a', 'c']);
  });

  it('combines filter groups with AND and counts active groups', () => {
    const filters = {
      stops: [0 as const],
      airlines: ['Air Peace', 'ASKY Airlines'],
      departureWindows: [],
    };
    expect(filterFlightOffers(offers, filters).map((o) => o.id)).toEqual(['c']);
    expect(countActiveFlightFilters(filters)).toBe(2);
  });

  it('toggles a filter value', () => {
    expect(toggleFilterValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleFilterValue(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('lists the filter choices present, with counts and cheapest prices', () => {
    const options = flightFilterOptions(offers);
    expect(options.stops).toEqual([
      { value: 0, count: 2, cheapest: '150.00' },
      { value: 1, count: 1, cheapest: '300.00' },
      { value: 2, count: 1, cheapest: '420.00' },
    ]);
    expect(options.airlines.map((a) => [a.value, a.count, a.cheapest])).toEqual([
      ['Africa World Airlines', 1, '150.00'],
      ['Air Peace', 1, '150.00'],
      ['ASKY Airlines', 2, '300.00'],
    ]);
    expect(options.departureWindows.map((w) => w.value)).toEqual([
      'night',
      'morning',
      'afternoon',
      'evening',
    ]);
  });
});

describe('badges and the price calendar', () => {
  it('names the cheapest and the fastest offer', () => {
    expect(bestOfferIds(offers)).toEqual({ cheapest: 'b', fastest: 'c' });
    expect(bestOfferIds([])).toEqual({ cheapest: undefined, fastest: undefined });
  });

  it('moves a trip and keeps its length', () => {
    expect(shiftTripDates({ departureDate: '2026-12-01' }, '2026-12-03')).toEqual({
      departureDate: '2026-12-03',
    });
    expect(
      shiftTripDates({ departureDate: '2026-12-30', returnDate: '2027-01-05' }, '2026-12-28'),
    ).toEqual({ departureDate: '2026-12-28', returnDate: '2027-01-03' });
  });

  it('finds the cheapest day, ignoring days without fares', () => {
    expect(
      cheapestCalendarDay([
        { date: '2026-12-01', cheapest: null },
        { date: '2026-12-02', cheapest: '210.00' },
        { date: '2026-12-03', cheapest: '99.50' },
        { date: '2026-12-04', cheapest: '99.50' },
      ]),
    ).toBe('2026-12-03');
    expect(cheapestCalendarDay([{ date: '2026-12-01', cheapest: null }])).toBeUndefined();
  });
});

describe('the /flights address', () => {
  const date = addDays(localIsoDate(), 10);

  it('prefills the destination from a city name or a code, without searching', () => {
    const byCity = readFlightsUrl('?destination=Monrovia');
    expect(byCity.search).toBeNull();
    expect(byCity.lookups).toEqual({ destinationName: 'Monrovia' });
    expect(byCity.draft.to).toEqual({ text: 'Monrovia', airport: null });
    const byCode = readFlightsUrl('?to=acc');
    expect(byCode.lookups.to).toBe('ACC');
    expect(byCode.draft).toMatchObject({
      tripType: 'oneWay',
      passengers: 1,
      cabinClass: 'economy',
    });
  });

  it('reads a whole search and writes it back', () => {
    const read = readFlightsUrl(
      `?from=LOS&to=ACC&departDate=${date}&returnDate=${addDays(date, 5)}&passengers=3&cabinClass=business`,
    );
    expect(read.search).toEqual({
      origin: 'LOS',
      destination: 'ACC',
      departureDate: date,
      returnDate: addDays(date, 5),
      passengers: 3,
      cabinClass: 'business',
    });
    expect(read.draft.tripType).toBe('roundTrip');
    expect(readFlightsUrl(flightsUrl(read.search!).slice('/flights'.length)).search).toEqual(
      read.search,
    );
  });

  it('does not search a past date, a bad date, the same airports or too many passengers, and says why', () => {
    const past = readFlightsUrl('?from=LOS&to=ACC&departDate=2020-01-01');
    expect(past.search).toBeNull();
    expect(past.notices).toEqual([{ code: 'date_passed', given: '2020-01-01' }]);
    const bad = readFlightsUrl('?from=LOS&to=ACC&departDate=2026-02-30');
    expect(bad.search).toBeNull();
    expect(bad.notices).toEqual([{ code: 'date_invalid', given: '2026-02-30' }]);
    const same = readFlightsUrl(`?from=LOS&to=LOS&departDate=${date}`);
    expect(same.search).toBeNull();
    expect(same.notices).toEqual([{ code: 'same_airports', given: 'LOS' }]);
    const crowd = readFlightsUrl(`?from=LOS&to=ACC&departDate=${date}&passengers=99`);
    expect(crowd.draft.passengers).toBe(1);
    expect(crowd.search).toBeNull();
    expect(crowd.notices).toEqual([{ code: 'passengers', given: '99' }]);
    expect(readFlightsUrl(`?from=LOS&to=ACC&departDate=${date}&passengers=3`).notices).toEqual([]);
  });
});
