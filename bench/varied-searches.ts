/**
 * Searches as real traffic makes them, each request its own: a random city of the seed with a
 * random check-in 10 to 160 days ahead for 1 to 6 nights and 1 to 3 guests (the first page of 24); a random pair of
 * the built-in airports on a random day with 1 to 3 passengers. Seeded, so runs compare.
 */
import { addDays } from '../src/domain/dates.ts';
import type { FlightSearch } from '../src/domain/flights.ts';
import { placeName } from '../src/domain/place-names.ts';
import { OPERATOR_COUNTRIES, PRICE_RANGES, SPECIALTIES } from '../src/domain/tours.ts';
import { seededRandom } from '../src/server/lib/random.ts';
import { CITIES } from '../src/server/db/seed/data/stay-cities.ts';
import { AIRPORTS } from '../src/server/providers/flights/data/airports.ts';

export function variedStaySearches(today: string, seed = 7): () => string {
  const random = seededRandom(seed);
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  return () => {
    const city = CITIES[int(0, CITIES.length - 1)]!.name;
    const checkIn = addDays(today, int(10, 160));
    const checkOut = addDays(checkIn, int(1, 6));
    // The first page, as /hotels asks for it.
    return `/api/accommodations?destination=${encodeURIComponent(city)}&checkIn=${checkIn}&checkOut=${checkOut}&guests=${int(1, 3)}&sort=rating&limit=24`;
  };
}

export function variedFlightSearches(today: string, seed = 11): () => FlightSearch {
  const random = seededRandom(seed);
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  return () => {
    const origin = AIRPORTS[int(0, AIRPORTS.length - 1)]!.code;
    let destination = origin;
    while (destination === origin) destination = AIRPORTS[int(0, AIRPORTS.length - 1)]!.code;
    return {
      origin,
      destination,
      departureDate: addDays(today, int(2, 180)),
      passengers: int(1, 3),
      cabinClass: 'economy',
    };
  };
}

/** The price calendar the flights page asks for with each search, for searches varied alike. */
export function variedPriceCalendars(today: string, seed = 13): () => string {
  const nextSearch = variedFlightSearches(today, seed);
  return () => {
    const search = nextSearch();
    const query = new URLSearchParams({
      origin: search.origin,
      destination: search.destination,
      date: search.departureDate,
      passengers: String(search.passengers),
      cabinClass: search.cabinClass,
    });
    return `/api/flights/calendar?${query}`;
  };
}

/**
 * What a traveller has typed into an airport field when the page asks for suggestions: the
 * first 1 to 8 letters of a random airport's code, city, country or name, in English or French.
 */
export function variedAirportQueries(seed = 17): () => string {
  const random = seededRandom(seed);
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  return () => {
    const airport = AIRPORTS[int(0, AIRPORTS.length - 1)]!;
    const language = random() < 0.5 ? 'en' : 'fr';
    const names = [
      airport.code,
      placeName(airport.city, language),
      placeName(airport.country, language),
      airport.name,
    ];
    const typed = names[int(0, names.length - 1)]!.slice(0, int(1, 8));
    return `/api/airports?q=${encodeURIComponent(typed)}`;
  };
}

/**
 * The tour operators page and the country pages as travellers use them: operators by a random
 * country, specialty and price range (each left out a quarter of the time), or a country's
 * packages; in English or French.
 */
export function variedTourLists(seed = 23): () => string {
  const random = seededRandom(seed);
  const maybe = (list: readonly string[]) =>
    random() < 0.25 ? undefined : list[Math.floor(random() * list.length)];
  return () => {
    const query = new URLSearchParams();
    const country = maybe(OPERATOR_COUNTRIES);
    if (random() < 0.5) {
      if (country) query.set('country', country);
      const specialty = maybe(SPECIALTIES);
      if (specialty) query.set('specialty', specialty);
      const priceRange = maybe(PRICE_RANGES);
      if (priceRange) query.set('priceRange', priceRange);
      if (random() < 0.5) query.set('lang', 'fr');
      return `/api/tour-operators?${query}`;
    }
    query.set('country', country ?? OPERATOR_COUNTRIES[0]);
    if (random() < 0.5) query.set('lang', 'fr');
    return `/api/tour-packages?${query}`;
  };
}

/** Stay pages as travellers open them from results: a random property of the `stays` seeded. */
export function variedStayPages(stays: number, seed = 29): () => string {
  const random = seededRandom(seed);
  return () => {
    const id = 1 + Math.floor(random() * stays);
    return `/api/accommodations/${id}${random() < 0.3 ? '?lang=fr' : ''}`;
  };
}

export type TrafficRequest = { method: 'GET' | 'POST'; path: string; body?: string };

/**
 * The site's read traffic in one stream, each request drawn anew: stay searches and pages,
 * flight searches and calendars, airport suggestions, tour lists and assistant questions, in
 * shares like a travel site's (searching and typing most, the assistant least).
 */
export function variedTraffic(
  today: string,
  { stays, nextQuestion }: { stays: number; nextQuestion: () => string },
  seed = 31,
): () => TrafficRequest {
  const random = seededRandom(seed);
  const nextStaySearch = variedStaySearches(today, seed + 1);
  const nextStayPage = variedStayPages(stays, seed + 2);
  const nextFlightSearch = variedFlightSearches(today, seed + 3);
  const nextCalendar = variedPriceCalendars(today, seed + 4);
  const nextAirports = variedAirportQueries(seed + 5);
  const nextTourList = variedTourLists(seed + 6);
  const get = (path: string): TrafficRequest => ({ method: 'GET', path });
  const post = (path: string, body: unknown): TrafficRequest => ({
    method: 'POST',
    path,
    body: JSON.stringify(body),
  });
  const mix: [number, () => TrafficRequest][] = [
    [0.25, () => get(nextStaySearch())],
    [0.15, () => get(nextStayPage())],
    [0.12, () => post('/api/flights/search', nextFlightSearch())],
    [0.08, () => get(nextCalendar())],
    [0.2, () => get(nextAirports())],
    [0.15, () => get(nextTourList())],
    [0.05, () => post('/api/ai/travel-assistant', { query: nextQuestion() })],
  ];
  return () => {
    let r = random();
    for (const [share, next] of mix) {
      if ((r -= share) < 0) return next();
    }
    return get(nextStaySearch());
  };
}
