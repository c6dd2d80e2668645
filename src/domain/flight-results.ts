import { addDays, daysBetween } from './dates.ts';
import type { FlightOffer } from './flights.ts';

/** What a result list can be ordered by; price first, as flyers expect. */
export const FLIGHT_SORTS = ['price', 'duration', 'departure'] as const;
export type FlightSort = (typeof FLIGHT_SORTS)[number];

/** Parts of the day by the outbound's local departure hour: [first hour, hour after last). */
export const DEPARTURE_WINDOWS = {
  night: [0, 6],
  morning: [6, 12],
  afternoon: [12, 18],
  evening: [18, 24],
} as const;
export type DepartureWindow = keyof typeof DEPARTURE_WINDOWS;
export const DEPARTURE_WINDOW_IDS = Object.keys(DEPARTURE_WINDOWS) as DepartureWindow[];

/** Stop groups of the stops filter: direct, one stop, and two or more (shown as "2+"). */
export const STOP_GROUPS = [0, 1, 2] as const;
export type StopGroup = (typeof STOP_GROUPS)[number];

/** An empty list means "no restriction" for each group of filters. */
export type FlightFilters = {
  stops: StopGroup[];
  airlines: string[];
  departureWindows: DepartureWindow[];
};

export const NO_FLIGHT_FILTERS: FlightFilters = { stops: [], airlines: [], departureWindows: [] };

type OfferForResults = Pick<FlightOffer, 'id' | 'price' | 'airline' | 'slices'>;

/** "08:30" from "2026-12-01T08:30:00+01:00": the clock time where the flight is, as written. */
export function localTime(isoDateTime: string): string {
  return isoDateTime.slice(11, 16);
}

/** "2026-12-01" from a local date-time written with its offset. */
export function localDate(isoDateTime: string): string {
  return isoDateTime.slice(0, 10);
}

/** "+1" for a next-day arrival, "-1" for one the day before (westward), "" for the same day. */
export function dayOffsetLabel(offset: number): string {
  if (offset === 0) return '';
  return offset > 0 ? `+${offset}` : String(offset);
}

export function splitDuration(minutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** "5h 30m", "45m", "2h 00m" never: "2h". */
export function formatDuration(minutes: number): string {
  const d = splitDuration(minutes);
  if (d.hours === 0) return `${d.minutes}m`;
  return d.minutes === 0 ? `${d.hours}h` : `${d.hours}h ${d.minutes}m`;
}

export function departureWindowOf(isoDateTime: string): DepartureWindow {
  const hour = Number(isoDateTime.slice(11, 13));
  return (
    DEPARTURE_WINDOW_IDS.find(
      (id) => hour >= DEPARTURE_WINDOWS[id][0] && hour < DEPARTURE_WINDOWS[id][1],
    ) ?? 'night'
  );
}

export function stopGroupOf(stops: number): StopGroup {
  return stops <= 0 ? 0 : stops === 1 ? 1 : 2;
}

/** Stops of an itinerary: a round trip counts as its slice with the most stops. */
export function offerStops(offer: Pick<FlightOffer, 'slices'>): number {
  return Math.max(0, ...offer.slices.map((slice) => slice.stops));
}

/** Time spent travelling: the sum of the slices' elapsed times. */
export function offerDurationMinutes(offer: Pick<FlightOffer, 'slices'>): number {
  return offer.slices.reduce((sum, slice) => sum + slice.durationMinutes, 0);
}

function offerPrice(offer: Pick<FlightOffer, 'price'>): number {
  return Number(offer.price.amount);
}

function departureInstant(offer: Pick<FlightOffer, 'slices'>): number {
  const first = offer.slices[0];
  return first ? Date.parse(first.departureDateTime) : 0;
}

/** A new list in the chosen order; ties fall back to price, then departure, then id. */
export function sortFlightOffers<T extends OfferForResults>(
  offers: readonly T[],
  sort: FlightSort,
): T[] {
  const keys: Record<FlightSort, (offer: T) => number> = {
    price: offerPrice,
    duration: offerDurationMinutes,
    departure: departureInstant,
  };
  const primary = keys[sort];
  return [...offers].sort(
    (a, b) =>
      primary(a) - primary(b) ||
      offerPrice(a) - offerPrice(b) ||
      departureInstant(a) - departureInstant(b) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

export function matchesFlightFilters(offer: OfferForResults, filters: FlightFilters): boolean {
  if (filters.stops.length && !filters.stops.includes(stopGroupOf(offerStops(offer)))) return false;
  if (filters.airlines.length && !filters.airlines.includes(offer.airline.name)) return false;
  const first = offer.slices[0];
  if (
    filters.departureWindows.length &&
    (!first || !filters.departureWindows.includes(departureWindowOf(first.departureDateTime)))
  ) {
    return false;
  }
  return true;
}

export function filterFlightOffers<T extends OfferForResults>(
  offers: readonly T[],
  filters: FlightFilters,
): T[] {
  return offers.filter((offer) => matchesFlightFilters(offer, filters));
}

export function countActiveFlightFilters(filters: FlightFilters): number {
  return [filters.stops, filters.airlines, filters.departureWindows].filter((list) => list.length)
    .length;
}

/** Adds the item if absent, removes it if present. */
export function toggleFilterValue<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

export type FilterOption<T> = { value: T; count: number; cheapest: string };

function optionsBy<T>(
  offers: readonly OfferForResults[],
  keyOf: (offer: OfferForResults) => T | undefined,
): Map<T, FilterOption<T>> {
  const options = new Map<T, FilterOption<T>>();
  for (const offer of offers) {
    const value = keyOf(offer);
    if (value === undefined) continue;
    const known = options.get(value);
    if (!known) options.set(value, { value, count: 1, cheapest: offer.price.amount });
    else {
      known.count++;
      if (offerPrice(offer) < Number(known.cheapest)) known.cheapest = offer.price.amount;
    }
  }
  return options;
}

/** The choices each filter offers for these results, with how many and the cheapest price. */
export function flightFilterOptions(offers: readonly OfferForResults[]) {
  const stops = optionsBy(offers, (offer) => stopGroupOf(offerStops(offer)));
  const airlines = optionsBy(offers, (offer) => offer.airline.name);
  const windows = optionsBy(offers, (offer) =>
    offer.slices[0] ? departureWindowOf(offer.slices[0].departureDateTime) : undefined,
  );
  return {
    stops: STOP_GROUPS.flatMap((group) => stops.get(group) ?? []),
    airlines: [...airlines.values()].sort((a, b) => a.value.localeCompare(b.value)),
    departureWindows: DEPARTURE_WINDOW_IDS.flatMap((id) => windows.get(id) ?? []),
  };
}

/** Ids of the cheapest and of the fastest offer (first one on a tie), for their badges. */
export function bestOfferIds(offers: readonly OfferForResults[]): {
  cheapest?: string;
  fastest?: string;
} {
  const byPrice = sortFlightOffers(offers, 'price')[0];
  const byDuration = sortFlightOffers(offers, 'duration')[0];
  return { cheapest: byPrice?.id, fastest: byDuration?.id };
}

/** Moves a trip to a new departure date; the return keeps the same trip length. */
export function shiftTripDates(
  trip: { departureDate: string; returnDate?: string | undefined },
  newDepartureDate: string,
): { departureDate: string; returnDate?: string } {
  if (!trip.returnDate) return { departureDate: newDepartureDate };
  const shift = daysBetween(trip.departureDate, newDepartureDate);
  return { departureDate: newDepartureDate, returnDate: addDays(trip.returnDate, shift) };
}

/** The day with the lowest price in a fare calendar; none when no day has a fare. */
export function cheapestCalendarDay(
  days: readonly { date: string; cheapest: string | null }[],
): string | undefined {
  let best: { date: string; price: number } | undefined;
  for (const day of days) {
    if (day.cheapest === null) continue;
    const price = Number(day.cheapest);
    if (!best || price < best.price) best = { date: day.date, price };
  }
  return best?.date;
}
