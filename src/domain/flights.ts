import { z } from 'zod';
import { CURRENCY } from './constants.ts';
import { addDays, isIsoDate } from './dates.ts';
import type { FieldError } from './field-errors.ts';
import { seatedPassengers } from './passenger-fares.ts';
import { placeName } from './place-names.ts';
import { normalizeSearchText } from './text.ts';

export const MIN_PASSENGERS = 1;
export const MAX_PASSENGERS = 9;
/** Airlines open their schedules about a year ahead; searches beyond that are refused. */
export const MAX_DAYS_AHEAD = 365;

export const CABIN_CLASSES = ['economy', 'premium_economy', 'business', 'first'] as const;
export const CabinClass = z.enum(CABIN_CLASSES);
export type CabinClass = z.infer<typeof CabinClass>;

export const Airport = z.object({
  /** The airport's own IATA code, as printed on tickets (DSS). */
  code: z.string(),
  /** Its city's IATA code where the city has one (DKR, LON): a search by it finds the airport. */
  cityCode: z.string().optional(),
  city: z.string(),
  country: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  tz: z.string(),
});
export type Airport = z.infer<typeof Airport>;

/** GET /api/flights/calendar: the cheapest total of each day around the chosen one. */
export const PriceCalendar = z.object({
  days: z.array(z.object({ date: z.string(), cheapest: z.string().nullable() })),
  isLiveData: z.boolean(),
});

/** Form fields send "" for an untouched input: treat it like a missing value. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

function airportCode(requiredMessage: string) {
  const invalid = 'Use a 3-letter airport code';
  return z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : invalid) })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .regex(/^[A-Za-z]{3}$/, invalid)
    .transform((code) => code.toUpperCase());
}

function isoDate(requiredMessage: string, label: string) {
  const invalid = `${label} must be a valid date written YYYY-MM-DD`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : invalid) })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine(isIsoDate, { error: invalid, params: { rule: 'invalid_date' } });
}

const optionalReturnDate = z.preprocess(
  blankToUndefined,
  isoDate('Return date must be a date', 'Return date').optional(),
);

const passengers = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'Passengers must be a number' })
    .int('Passengers must be a whole number')
    .min(MIN_PASSENGERS, `Passengers must be between ${MIN_PASSENGERS} and ${MAX_PASSENGERS}`)
    .max(MAX_PASSENGERS, `Passengers must be between ${MIN_PASSENGERS} and ${MAX_PASSENGERS}`)
    .default(MIN_PASSENGERS),
);

/** Children (2-11) or infants (under 2): none unless asked. */
function travellerCount(label: string) {
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} must be between 0 and ${MAX_PASSENGERS - 1}`)
      .max(MAX_PASSENGERS - 1, `${label} must be between 0 and ${MAX_PASSENGERS - 1}`)
      .optional(),
  );
}
const children = travellerCount('Children');
const infants = travellerCount('Infants');

/** Seats for at most MAX_PASSENGERS; each infant sits on an adult's lap. */
function checkTravellers(
  counts: { passengers: unknown; children?: unknown; infants?: unknown },
  ctx: z.RefinementCtx,
): void {
  const { passengers, children = 0, infants = 0 } = counts;
  if (typeof passengers !== 'number' || typeof children !== 'number') return;
  if (typeof infants !== 'number') return;
  if (seatedPassengers({ adults: passengers, children, infants }) > MAX_PASSENGERS) {
    ctx.addIssue({
      code: 'custom',
      path: ['children'],
      params: { rule: 'too_big', limit: MAX_PASSENGERS - passengers },
      message: `Adults and children together must be at most ${MAX_PASSENGERS}`,
    });
  }
  if (infants > passengers) {
    ctx.addIssue({
      code: 'custom',
      path: ['infants'],
      params: { rule: 'too_big', limit: passengers },
      message: 'Each infant travels on the lap of an adult: no more infants than adults',
    });
  }
}

const cabinClass = z.preprocess(
  blankToUndefined,
  z
    .enum(CABIN_CLASSES, {
      error: 'Cabin class must be economy, premium_economy, business or first',
    })
    .default('economy'),
);

type TripFields = {
  origin?: unknown;
  destination?: unknown;
  departureDate?: unknown;
  returnDate?: unknown;
};

/** Rules across fields; each one runs only when the fields it compares parsed. */
function checkTrip(
  trip: TripFields,
  ctx: z.RefinementCtx,
  names: Record<keyof TripFields, string>,
): void {
  const { origin, destination, departureDate, returnDate } = trip;
  if (typeof origin === 'string' && origin !== '' && origin === destination) {
    ctx.addIssue({
      code: 'custom',
      path: [names.destination],
      params: { rule: 'same_airports' },
      message: 'Origin and destination must be different',
    });
  }
  if (
    typeof departureDate === 'string' &&
    typeof returnDate === 'string' &&
    isIsoDate(departureDate) &&
    isIsoDate(returnDate) &&
    returnDate < departureDate
  ) {
    ctx.addIssue({
      code: 'custom',
      path: [names.returnDate],
      params: { rule: 'return_before_departure' },
      message: 'Return date must be on or after the departure date',
    });
  }
}

/** POST /api/flights/search body (spec 1 section 7). */
export const FlightSearchBody = z
  .object({
    origin: airportCode('Origin is required'),
    destination: airportCode('Destination is required'),
    departureDate: isoDate('Departure date is required', 'Departure date'),
    returnDate: optionalReturnDate,
    passengers,
    children,
    infants,
    cabinClass,
  })
  .superRefine((body, ctx) => {
    checkTrip(body, ctx, {
      origin: 'origin',
      destination: 'destination',
      departureDate: 'departureDate',
      returnDate: 'returnDate',
    });
    checkTravellers(body, ctx);
  });
/** A parsed flight search, whichever call it came from; no children or infants when left out. */
export type FlightSearch = z.output<typeof FlightSearchBody>;

/** GET /api/flights/search query of the package search (spec 1 section 7). */
export const FlightSearchQuery = z
  .object({
    from: airportCode('Origin is required'),
    to: airportCode('Destination is required'),
    departDate: isoDate('Departure date is required', 'Departure date'),
    returnDate: optionalReturnDate,
    passengers,
    children,
    infants,
    cabinClass,
  })
  .superRefine((query, ctx) => {
    checkTrip(
      {
        origin: query.from,
        destination: query.to,
        departureDate: query.departDate,
        returnDate: query.returnDate,
      },
      ctx,
      { origin: 'from', destination: 'to', departureDate: 'departDate', returnDate: 'returnDate' },
    );
    checkTravellers(query, ctx);
  });
export type FlightSearchQuery = z.output<typeof FlightSearchQuery>;

export function flightSearchFromQuery(query: FlightSearchQuery): FlightSearch {
  return {
    origin: query.from,
    destination: query.to,
    departureDate: query.departDate,
    returnDate: query.returnDate,
    passengers: query.passengers,
    children: query.children,
    infants: query.infants,
    cabinClass: query.cabinClass,
  };
}

export type FlightSearchIssue = FieldError & { field: keyof FlightSearch };

/** Rules that need the airport list and the clock, which the schemas do not know. */
export function validateFlightSearch(
  search: Pick<FlightSearch, 'origin' | 'destination' | 'departureDate' | 'returnDate'>,
  env: { today: string; isKnownAirport: (code: string) => boolean },
): FlightSearchIssue[] {
  const issues: FlightSearchIssue[] = [];
  if (!env.isKnownAirport(search.origin)) {
    issues.push({
      field: 'origin',
      rule: 'unknown_airport',
      message: `Unknown origin airport: ${search.origin}`,
    });
  }
  if (!env.isKnownAirport(search.destination)) {
    issues.push({
      field: 'destination',
      rule: 'unknown_airport',
      message: `Unknown destination airport: ${search.destination}`,
    });
  }
  const lastDate = addDays(env.today, MAX_DAYS_AHEAD);
  if (search.departureDate < env.today) {
    issues.push({
      field: 'departureDate',
      rule: 'in_past',
      message: 'Departure date cannot be in the past',
    });
  } else if (search.departureDate > lastDate) {
    issues.push({
      field: 'departureDate',
      rule: 'too_far_ahead',
      message: `Departure date must be within the next ${MAX_DAYS_AHEAD} days`,
      limit: MAX_DAYS_AHEAD,
    });
  }
  if (search.returnDate !== undefined && search.returnDate > lastDate) {
    issues.push({
      field: 'returnDate',
      rule: 'too_far_ahead',
      message: `Return date must be within the next ${MAX_DAYS_AHEAD} days`,
      limit: MAX_DAYS_AHEAD,
    });
  }
  return issues;
}

/** A city and a country as a search compares them: lower case, without accents. */
type PlaceNames = { city: string; cityWords: string[]; country: string };

/** An airport's names as a search compares them, under its English and its French names. */
type AirportNames = {
  code: string;
  cityCode: string | undefined;
  name: string;
  places: PlaceNames[];
};

function placeNamesOf(city: string, country: string): PlaceNames {
  const normalized = normalizeSearchText(city);
  return {
    city: normalized,
    cityWords: normalized.split(/[\s'-]/),
    country: normalizeSearchText(country),
  };
}

/**
 * Airports made ready to search: their names normalized once, not for each letter typed.
 * `search` gives those whose code, city code, city, country or name match the text, best first.
 */
export function createAirportIndex<A extends Airport>(airports: readonly A[]) {
  const names: AirportNames[] = airports.map((airport) => ({
    code: airport.code.toLowerCase(),
    cityCode: airport.cityCode?.toLowerCase(),
    name: normalizeSearchText(airport.name),
    // 'Londres' finds LHR.
    places: [
      placeNamesOf(airport.city, airport.country),
      placeNamesOf(placeName(airport.city, 'fr'), placeName(airport.country, 'fr')),
    ],
  }));
  return {
    search(text: string, limit = 8): A[] {
      const q = normalizeSearchText(text);
      if (q === '') return [];
      const ranked: { index: number; rank: number }[] = [];
      names.forEach((airport, index) => {
        const rank = rankAirport(airport, q);
        if (rank !== undefined) ranked.push({ index, rank });
      });
      ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
      return ranked.slice(0, limit).map((r) => airports[r.index]!);
    },
  };
}

/** Airports whose code, city code, city, country or name match the text, best matches first. */
export function searchAirports<A extends Airport>(
  airports: readonly A[],
  text: string,
  limit = 8,
): A[] {
  return createAirportIndex(airports).search(text, limit);
}

/** The airport's best rank under its English and its French names. */
function rankAirport(airport: AirportNames, q: string): number | undefined {
  let best: number | undefined;
  for (const place of airport.places) {
    const rank = rankNames(airport, place, q);
    if (rank !== undefined && (best === undefined || rank < best)) best = rank;
  }
  return best;
}

function rankNames(airport: AirportNames, place: PlaceNames, q: string): number | undefined {
  if (airport.code === q || airport.cityCode === q) return 0;
  if (place.city === q) return 1;
  if (place.city.startsWith(q)) return 2;
  if (airport.code.startsWith(q)) return 3;
  if (place.cityWords.some((word) => word.startsWith(q))) return 4;
  if (place.country.startsWith(q)) return 5;
  if (place.country.includes(q)) return 6;
  if (airport.name.includes(q) || place.city.includes(q)) return 7;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Offers. One offer carries both shapes the spec's clients read: (a) flat fields with
// origin.code, departure_date, price.amount... and the outbound segments as spec 2 reads them;
// (b) slices with iataCode, cityName... and each segment whole.

const Money = z.string().regex(/^\d+\.\d{2}$/);
const PlaceByCode = z.object({ code: z.string(), city: z.string() });
const PlaceByIata = z.object({ iataCode: z.string(), cityName: z.string() });
const AirlineRef = z.object({ name: z.string(), code: z.string() });

/** An outbound segment in shape (a): only what spec 2 reads; the whole segment is in the slice. */
export const FlightOfferSegment = z.object({
  origin: PlaceByCode,
  destination: PlaceByCode,
  airline: AirlineRef,
  flight_number: z.string(),
});
export type FlightOfferSegment = z.infer<typeof FlightOfferSegment>;

export const FlightSliceSegment = z.object({
  airline: AirlineRef,
  flight_number: z.string(),
  origin: PlaceByIata,
  destination: PlaceByIata,
  departureDate: z.string(),
  departureDateTime: z.string(),
  arrivalDateTime: z.string(),
  duration: z.string(),
  aircraft: z.string(),
  cabinClass: CabinClass,
});
export type FlightSliceSegment = z.infer<typeof FlightSliceSegment>;

export const FlightSlice = z.object({
  origin: PlaceByIata,
  destination: PlaceByIata,
  departureDateTime: z.string(),
  arrivalDateTime: z.string(),
  duration: z.string(),
  durationMinutes: z.number().int(),
  stops: z.number().int(),
  layovers: z.array(z.object({ airport: PlaceByCode, durationMinutes: z.number().int() })),
  arrivalDayOffset: z.number().int(),
  pricePerPassenger: Money,
  segments: z.array(FlightSliceSegment),
});
export type FlightSlice = z.infer<typeof FlightSlice>;

/**
 * The airlines that fly a slice, each once, in flying order: a return on another airline, or a
 * connection on a partner, is named as it is flown (decision 0020).
 */
export function airlinesOf(slice: { segments: readonly { airline: { name: string } }[] }) {
  return [...new Set(slice.segments.map((s) => s.airline.name))];
}

export const FlightOffer = z.object({
  id: z.string(),
  isLiveData: z.boolean(),
  expiresAt: z.string(),
  airline: AirlineRef,
  airlineName: z.string(),
  origin: PlaceByCode,
  destination: PlaceByCode,
  departure_date: z.string(),
  arrival_date: z.string(),
  departure_time: z.string(),
  arrival_time: z.string(),
  duration: z.string(),
  durationMinutes: z.number().int(),
  stops: z.number().int(),
  price: z.object({ amount: Money, currency: z.literal(CURRENCY) }),
  totalAmount: Money,
  totalCurrency: z.literal(CURRENCY),
  /** The adult fare: a child pays 75% of it, an infant 10% (src/domain/passenger-fares.ts). */
  pricePerPassenger: Money,
  cabinClass: CabinClass,
  /** Adults, as the spec counts passengers; children and infants are named when there are any. */
  passengers: z.number().int(),
  children: z.number().int().optional(),
  infants: z.number().int().optional(),
  tripType: z.enum(['oneWay', 'roundTrip']),
  segments: z.array(FlightOfferSegment),
  slices: z.array(FlightSlice),
});
export type FlightOffer = z.infer<typeof FlightOffer>;

/**
 * An offer as the flights page's answer carries it (decision 0016): once, in shape (b) (`slices`
 * whole, `totalAmount`, `totalCurrency`), with the offer's `id`, `stops` and `isLiveData`, and
 * what the page needs that (b) lacks: the airline that names it, the expiry, the party, the cabin.
 * Shape (a)'s fields are each a copy of the outbound slice's or the total's (`withBothShapes`).
 */
export const LeanFlightOffer = FlightOffer.pick({
  id: true,
  isLiveData: true,
  expiresAt: true,
  airline: true,
  stops: true,
  totalAmount: true,
  totalCurrency: true,
  pricePerPassenger: true,
  cabinClass: true,
  passengers: true,
  children: true,
  infants: true,
  tripType: true,
  slices: true,
});
export type LeanFlightOffer = z.infer<typeof LeanFlightOffer>;

/** The offer without shape (a)'s copies. */
export function leanFlightOffer(offer: FlightOffer): LeanFlightOffer {
  const lean: LeanFlightOffer = {
    id: offer.id,
    isLiveData: offer.isLiveData,
    expiresAt: offer.expiresAt,
    airline: offer.airline,
    stops: offer.stops,
    totalAmount: offer.totalAmount,
    totalCurrency: offer.totalCurrency,
    pricePerPassenger: offer.pricePerPassenger,
    cabinClass: offer.cabinClass,
    passengers: offer.passengers,
    tripType: offer.tripType,
    slices: offer.slices,
  };
  if (offer.children !== undefined) lean.children = offer.children;
  if (offer.infants !== undefined) lean.infants = offer.infants;
  return lean;
}

/**
 * The offer in both shapes: shape (a) copied from the outbound slice and the total. The one place
 * shape (a) is built, for the built-in engine, the Duffel mapping, the package search and the
 * assistant.
 */
export function withBothShapes(offer: LeanFlightOffer): FlightOffer {
  const slice = offer.slices[0]!;
  return {
    ...offer,
    airlineName: offer.airline.name,
    origin: { code: slice.origin.iataCode, city: slice.origin.cityName },
    destination: { code: slice.destination.iataCode, city: slice.destination.cityName },
    departure_date: slice.departureDateTime,
    arrival_date: slice.arrivalDateTime,
    departure_time: slice.departureDateTime,
    arrival_time: slice.arrivalDateTime,
    duration: slice.duration,
    durationMinutes: slice.durationMinutes,
    price: { amount: offer.totalAmount, currency: offer.totalCurrency },
    segments: slice.segments.map((s) => ({
      origin: { code: s.origin.iataCode, city: s.origin.cityName },
      destination: { code: s.destination.iataCode, city: s.destination.cityName },
      airline: s.airline,
      flight_number: s.flight_number,
    })),
  };
}

/** POST and GET /api/flights/search; `fallback` says the live provider failed and demo data answered. */
export const FlightSearchAnswer = z.object({
  success: z.literal(true),
  flights: z.array(FlightOffer),
  isLiveData: z.boolean(),
  source: z.enum(['builtin', 'duffel']),
  fallback: z.object({ reason: z.string() }).optional(),
  /** When no flight has the cabin asked for: the cabins that do. */
  otherCabins: z.array(CabinClass).optional(),
});
export type FlightSearchAnswer = z.infer<typeof FlightSearchAnswer>;

/** The cheapest total fare of one departure day; null when nothing flies that day. */
export const PriceCalendarDay = z.object({ date: z.string(), cheapest: z.string().nullable() });
export type PriceCalendarDay = z.infer<typeof PriceCalendarDay>;

/** 'PT5H30M' for 330 minutes. */
export function formatIsoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `PT${m}M`;
  return m === 0 ? `PT${h}H` : `PT${h}H${m}M`;
}
