import {
  encodeStayRateId,
  MAX_STAY_NIGHTS,
  type Accommodation,
} from '../../../domain/accommodations.ts';
import { MAX_PACKAGE_GUESTS } from '../../../domain/checkout.ts';
import { CURRENCY, DEFAULT_GUESTS } from '../../../domain/constants.ts';
import { addDays, daysBetween, isIsoDate, localIsoDate } from '../../../domain/dates.ts';
import { formatDuration, localDate, localTime } from '../../../domain/flight-results.ts';
import { MAX_DAYS_AHEAD, type FlightOffer } from '../../../domain/flights.ts';
import { completePackagePrice } from '../../../domain/pricing.ts';
import { toCents } from '../../../domain/format.ts';
import { normalizeSearchText } from '../../../domain/text.ts';
import type { PendingBooking } from '../../lib/pending-booking.ts';
import { EMPTY_AIRPORT, type AirportField } from '../flights/index.ts';

/** Spec 1 section 9: 3 flights combined with 2 hotels (6 cards), and 6 featured tours. */
export const PACKAGE_FLIGHTS = 3;
export const PACKAGE_HOTELS = 2;
export const FEATURED_TOURS = 6;
/** Spec 1 section 5: guests 1 to 4; rooms default 1 and never more than the guests. */
export const GUEST_CHOICES = Array.from({ length: MAX_PACKAGE_GUESTS }, (_, i) => i + 1);

/** The package search form as the traveller is filling it in (spec 1 section 3). */
export type PackageSearchDraft = {
  from: AirportField;
  to: AirportField;
  departDate: string;
  returnDate: string;
  guests: number;
  rooms: number;
};

export const EMPTY_PACKAGE_SEARCH: PackageSearchDraft = {
  from: EMPTY_AIRPORT,
  to: EMPTY_AIRPORT,
  departDate: '',
  returnDate: '',
  guests: DEFAULT_GUESTS,
  rooms: 1,
};

/** A submitted package search: airport codes, and the city the stays are searched in. */
export type PackageSearch = {
  from: string;
  to: string;
  /** The destination airport's city (in English, as the stays are searched by it). */
  city: string;
  country: string;
  departDate: string;
  returnDate: string;
  guests: number;
  rooms: number;
};

export const PACKAGE_FIELDS = ['from', 'to', 'departDate', 'returnDate'] as const;
export type PackageField = (typeof PACKAGE_FIELDS)[number];

/** Why a field is refused; `too_soon` is the package form's own (departures open tomorrow). */
export type PackageRule =
  | 'required'
  | 'unknown_airport'
  | 'same_airports'
  | 'invalid_date'
  | 'too_soon'
  | 'too_far_ahead'
  | 'return_before_departure'
  | 'too_many_nights';
export type PackageProblems = Partial<Record<PackageField, { rule: PackageRule; limit?: number }>>;

/** Departures open tomorrow; a return may be on the departure day (spec 1 section 5). */
export function earliestPackageDeparture(today = localIsoDate()): string {
  return addDays(today, 1);
}

/** Rooms can never outnumber the guests: fewer guests take the rooms down with them. */
export function roomChoices(guests: number): number[] {
  return Array.from({ length: Math.max(1, guests) }, (_, i) => i + 1);
}

/**
 * What the form refuses, field by field. The airports are read once the typed text was matched
 * to one; text that matched none is `unknown_airport`.
 */
export function packageSearchProblems(
  draft: PackageSearchDraft,
  today = localIsoDate(),
): PackageProblems {
  const problems: PackageProblems = {};
  for (const field of ['from', 'to'] as const) {
    const value = draft[field];
    if (!value.text.trim()) problems[field] = { rule: 'required' };
    else if (!value.airport) problems[field] = { rule: 'unknown_airport' };
  }
  if (!problems.to && draft.from.airport && draft.from.airport.code === draft.to.airport?.code) {
    problems.to = { rule: 'same_airports' };
  }

  const earliest = earliestPackageDeparture(today);
  const latest = addDays(today, MAX_DAYS_AHEAD);
  const { departDate, returnDate } = draft;
  if (!departDate) problems.departDate = { rule: 'required' };
  else if (!isIsoDate(departDate)) problems.departDate = { rule: 'invalid_date' };
  else if (departDate < earliest) problems.departDate = { rule: 'too_soon' };
  else if (departDate > latest)
    problems.departDate = { rule: 'too_far_ahead', limit: MAX_DAYS_AHEAD };

  if (!returnDate) problems.returnDate = { rule: 'required' };
  else if (!isIsoDate(returnDate)) problems.returnDate = { rule: 'invalid_date' };
  else if (returnDate > latest)
    problems.returnDate = { rule: 'too_far_ahead', limit: MAX_DAYS_AHEAD };
  else if (!problems.departDate && returnDate < departDate) {
    problems.returnDate = { rule: 'return_before_departure' };
  } else if (!problems.departDate && daysBetween(departDate, returnDate) > MAX_STAY_NIGHTS) {
    problems.returnDate = { rule: 'too_many_nights', limit: MAX_STAY_NIGHTS };
  }
  return problems;
}

/** Spec 1 section 5: a missing from, to, departure or return raises the one toast. */
export function missesRequired(problems: PackageProblems): boolean {
  return Object.values(problems).some((problem) => problem?.rule === 'required');
}

/** The search a valid draft stands for, or null while the form refuses it. */
export function packageSearchOf(draft: PackageSearchDraft, today = localIsoDate()) {
  const problems = packageSearchProblems(draft, today);
  const { from, to } = draft;
  if (Object.keys(problems).length || !from.airport || !to.airport) return { problems };
  const search: PackageSearch = {
    from: from.airport.code,
    to: to.airport.code,
    city: to.airport.city,
    country: to.airport.country,
    departDate: draft.departDate,
    returnDate: draft.returnDate,
    guests: draft.guests,
    rooms: Math.min(draft.rooms, draft.guests),
  };
  return { problems, search };
}

/** GET /api/flights/search of the package search (spec 1 section 7). */
export function packageFlightsQuery(search: PackageSearch): string {
  return new URLSearchParams({
    from: search.from,
    to: search.to,
    departDate: search.departDate,
    returnDate: search.returnDate,
    passengers: String(search.guests),
  }).toString();
}

/** GET /api/accommodations of the package search: the destination airport's city. */
export function packageStaysQuery(search: PackageSearch): string {
  return new URLSearchParams({
    destination: search.city,
    checkIn: search.departDate,
    checkOut: search.returnDate,
    guests: String(search.guests),
  }).toString();
}

/**
 * Stays a package can sell: in the flight's city (the stay search also matches names and
 * addresses), confirmed at once (a package is paid for in one go), with rooms enough.
 */
export function packageableHotels(
  hotels: readonly Accommodation[],
  search: Pick<PackageSearch, 'city' | 'rooms'>,
): Accommodation[] {
  const city = normalizeSearchText(search.city);
  return hotels.filter(
    (hotel) =>
      normalizeSearchText(hotel.city) === city &&
      !hotel.manualConfirmation &&
      (hotel.roomsLeft === undefined || hotel.roomsLeft >= search.rooms),
  );
}

/**
 * The stay a round trip leaves room for: from the day the outbound lands (local date) to the day
 * the return leaves; null for a one-way offer or a stay of no night.
 */
export function stayOf(flight: Pick<FlightOffer, 'slices'>) {
  const [outbound, inbound] = flight.slices;
  if (!outbound || !inbound) return null;
  const checkIn = localDate(outbound.arrivalDateTime);
  const checkOut = localDate(inbound.departureDateTime);
  const nights = daysBetween(checkIn, checkOut);
  return nights >= 1 ? { checkIn, checkOut, nights } : null;
}

export type CompletePackage = {
  key: string;
  flight: FlightOffer;
  hotel: Accommodation;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  rooms: number;
  price: ReturnType<typeof completePackagePrice>;
};

/**
 * Spec 1's Flight + Hotel cards: the first 3 round trips, as the server ordered them, each with
 * the first 2 stays a package can sell, priced as the server prices them at checkout.
 */
export function combinePackages(
  flights: readonly FlightOffer[],
  hotels: readonly Accommodation[],
  search: Pick<PackageSearch, 'city' | 'guests' | 'rooms'>,
): CompletePackage[] {
  const roundTrips = flights.filter((f) => f.tripType === 'roundTrip' && f.slices.length >= 2);
  const stays = packageableHotels(hotels, search).slice(0, PACKAGE_HOTELS);
  const packages: CompletePackage[] = [];
  for (const flight of roundTrips.slice(0, PACKAGE_FLIGHTS)) {
    const stay = stayOf(flight);
    if (!stay) continue;
    for (const hotel of stays) {
      packages.push({
        key: `${flight.id}:${hotel.id}`,
        flight,
        hotel,
        ...stay,
        guests: search.guests,
        rooms: search.rooms,
        price: completePackagePrice({
          flightCents: toCents(flight.totalAmount),
          pricePerNight: hotel.pricePerNight,
          nights: stay.nights,
          guests: search.guests,
        }),
      });
    }
  }
  return packages;
}

/**
 * Spec 1's pending booking of a complete package: the checkout reads it from local storage and
 * the server prices the offer and the stay again. `name` and `destination` are in the
 * traveller's language; the price is the subtotal before taxes and fees.
 */
export function completePendingBooking(
  pkg: CompletePackage,
  words: { name: string; destination: string },
): PendingBooking {
  const { flight, hotel } = pkg;
  const [outbound, inbound] = flight.slices;
  return {
    type: 'package',
    offerId: `complete_${flight.id}`,
    rateId: encodeStayRateId({
      accommodationId: hotel.id,
      checkIn: pkg.checkIn,
      checkOut: pkg.checkOut,
      guests: pkg.guests,
    }),
    details: {
      kind: 'complete',
      name: words.name,
      destination: words.destination,
      duration: pkg.nights,
      travelers: pkg.guests,
      rooms: pkg.rooms,
      flightDetails: {
        from: outbound?.origin.iataCode,
        to: outbound?.destination.iataCode,
        fromCity: outbound?.origin.cityName,
        toCity: outbound?.destination.cityName,
        departDate: outbound ? localDate(outbound.departureDateTime) : undefined,
        returnDate: inbound ? localDate(inbound.departureDateTime) : undefined,
        passengers: pkg.guests,
        airline: flight.airline.name,
        departTime: outbound ? localTime(outbound.departureDateTime) : undefined,
        arriveTime: outbound ? localTime(outbound.arrivalDateTime) : undefined,
        duration: outbound ? formatDuration(outbound.durationMinutes) : undefined,
        stops: outbound?.stops,
        cabinClass: flight.cabinClass,
        expiresAt: flight.expiresAt,
      },
      hotelDetails: {
        accommodationId: hotel.id,
        name: hotel.name,
        location: `${hotel.location}, ${hotel.country}`,
        checkIn: pkg.checkIn,
        checkOut: pkg.checkOut,
        nights: pkg.nights,
        guests: pkg.guests,
        rating: hotel.rating,
        amenities: hotel.amenities.map((amenity) => amenity.name),
        pricePerNight: hotel.pricePerNight,
      },
      // What the subtotal is made of, for the summary: dollars, as `price` is.
      priceBreakdown: {
        flight: pkg.price.flightCents / 100,
        hotel: pkg.price.hotelCents / 100,
        discount: pkg.price.discountCents / 100,
      },
    },
    price: pkg.price.totalCents / 100,
    currency: CURRENCY,
  };
}

/** Offers are quoted for a while only; an expired one is searched again before booking. */
export function offerExpired(flight: Pick<FlightOffer, 'expiresAt'>, nowMs = Date.now()): boolean {
  return Date.parse(flight.expiresAt) <= nowMs;
}
