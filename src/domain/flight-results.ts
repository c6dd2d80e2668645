import { z } from 'zod';
import { cursorField, readCursor, writeCursor } from './cursors.ts';
import { addDays, daysBetween } from './dates.ts';
import { toCents } from './format.ts';
import { CabinClass, LeanFlightOffer, type FlightOffer } from './flights.ts';
import { searchText } from './input.ts';

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

type OfferForResults = Pick<FlightOffer, 'id' | 'totalAmount' | 'airline' | 'slices'>;

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

/** What the orders, filters and facets read of an offer, worked out once per offer. */
type OfferFacts = { price: number; duration: number; departure: number; key: string };

/** Offers are not changed once made: their facts are kept beside them while they live. */
const factsOfOffer = new WeakMap<OfferForResults, OfferFacts>();

function factsOf(offer: OfferForResults): OfferFacts {
  let facts = factsOfOffer.get(offer);
  if (!facts) {
    const first = offer.slices[0];
    facts = {
      price: toCents(offer.totalAmount),
      duration: offerDurationMinutes(offer),
      departure: first ? Date.parse(first.departureDateTime) : 0,
      key: offerKey(offer.id),
    };
    factsOfOffer.set(offer, facts);
  }
  return facts;
}

/**
 * What ties are broken by last: the offer's id without its expiry and signature (the last three
 * parts of a signed id), so the same journeys keep their order when the question is searched again.
 */
function offerKey(id: string): string {
  const parts = id.split('.');
  return parts.length >= 5 ? parts.slice(0, -3).join('.') : id;
}

/** Where an offer stands in an order: its sort's own value, then price, departure and key. */
export type FlightSortKey = [number, number, number, string];

export function flightSortKey(offer: OfferForResults, sort: FlightSort): FlightSortKey {
  const { price, duration, departure, key } = factsOf(offer);
  const primary = sort === 'price' ? price : sort === 'duration' ? duration : departure;
  return [primary, price, departure, key];
}

function compareSortKeys(a: FlightSortKey, b: FlightSortKey): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || (a[3] < b[3] ? -1 : a[3] > b[3] ? 1 : 0);
}

/** A new list in the chosen order; ties fall back to price, then departure, then id. */
export function sortFlightOffers<T extends OfferForResults>(
  offers: readonly T[],
  sort: FlightSort,
): T[] {
  return offers
    .map((offer) => ({ offer, key: flightSortKey(offer, sort) }))
    .sort((a, b) => compareSortKeys(a.key, b.key))
    .map((entry) => entry.offer);
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
  const cheapestCents = new Map<T, number>();
  for (const offer of offers) {
    const value = keyOf(offer);
    if (value === undefined) continue;
    const known = options.get(value);
    const { price } = factsOf(offer);
    if (!known) options.set(value, { value, count: 1, cheapest: offer.totalAmount });
    else {
      known.count++;
      if (price < cheapestCents.get(value)!) known.cheapest = offer.totalAmount;
      else continue;
    }
    cheapestCents.set(value, price);
  }
  return options;
}

/** Airline names in the order a reader looks for them (one collator, not one per comparison). */
const byName = new Intl.Collator().compare;

/** The choices each filter offers for these results, with how many and the cheapest price. */
export function flightFilterOptions(offers: readonly OfferForResults[]) {
  const stops = optionsBy(offers, (offer) => stopGroupOf(offerStops(offer)));
  const airlines = optionsBy(offers, (offer) => offer.airline.name);
  const windows = optionsBy(offers, (offer) =>
    offer.slices[0] ? departureWindowOf(offer.slices[0].departureDateTime) : undefined,
  );
  return {
    stops: STOP_GROUPS.flatMap((group) => stops.get(group) ?? []),
    airlines: [...airlines.values()].sort((a, b) => byName(a.value, b.value)),
    departureWindows: DEPARTURE_WINDOW_IDS.flatMap((id) => windows.get(id) ?? []),
  };
}

/** Ids of the cheapest and of the fastest offer (first one on a tie), for their badges. */
export function bestOfferIds(offers: readonly OfferForResults[]): {
  cheapest?: string;
  fastest?: string;
} {
  return { cheapest: firstIn(offers, 'price')?.id, fastest: firstIn(offers, 'duration')?.id };
}

/** The offer an order puts first, without ordering the rest. */
function firstIn<T extends OfferForResults>(offers: readonly T[], sort: FlightSort): T | undefined {
  let first: { offer: T; key: FlightSortKey } | undefined;
  for (const offer of offers) {
    const key = flightSortKey(offer, sort);
    if (!first || compareSortKeys(key, first.key) < 0) first = { offer, key };
  }
  return first?.offer;
}

// ---------------------------------------------------------------------------------------------
// The flights page's answer (decision 0016): one page of the whole result, filtered and sorted
// on the server, with the facets of the whole result and a cursor to the next page.

/** Offers in the first answer and in each "show more". */
export const FLIGHTS_PAGE_SIZE = 10;
export const MAX_FLIGHTS_PAGE_SIZE = 50;

/** A cursor is the order and the last offer sent: the next page starts after it. */
export type FlightsCursor = { sort: FlightSort; after: FlightSortKey };

const CursorFields = z.tuple([
  z.enum(FLIGHT_SORTS),
  z.number().finite(),
  z.number().int(),
  z.number().finite(),
  z.string().max(500),
]);

export function encodeFlightsCursor(sort: FlightSort, after: FlightSortKey): string {
  return writeCursor([sort, ...after]);
}

export function decodeFlightsCursor(text: string): FlightsCursor | null {
  const fields = readCursor(text, CursorFields);
  if (!fields) return null;
  const [sort, ...after] = fields;
  return { sort, after };
}

/** The lowest and highest total of the result; null for none. */
export type PriceRange = { min: string; max: string } | null;

/** What the filter panel offers: each choice the whole result has, with counts, and its prices. */
export function flightFacets(offers: readonly OfferForResults[]) {
  let min: OfferForResults | undefined;
  let max: OfferForResults | undefined;
  for (const offer of offers) {
    const { price } = factsOf(offer);
    if (!min || price < factsOf(min).price) min = offer;
    if (!max || price > factsOf(max).price) max = offer;
  }
  const price: PriceRange = min && max ? { min: min.totalAmount, max: max.totalAmount } : null;
  return { ...flightFilterOptions(offers), price };
}
export type FlightFacets = ReturnType<typeof flightFacets>;

/** What a page of results is asked with: filters, order, and where the last page ended. */
export type FlightView = FlightFilters & {
  sort: FlightSort;
  limit: number;
  cursor?: FlightsCursor | undefined;
};

export const DEFAULT_FLIGHT_VIEW: FlightView = {
  ...NO_FLIGHT_FILTERS,
  sort: 'price',
  limit: FLIGHTS_PAGE_SIZE,
};

/** Whether a view is the first page of the unfiltered result in price order, as searched. */
export function isDefaultFlightView(view: FlightView): boolean {
  return (
    view.cursor === undefined &&
    view.sort === DEFAULT_FLIGHT_VIEW.sort &&
    view.limit === DEFAULT_FLIGHT_VIEW.limit &&
    countActiveFlightFilters(view) === 0
  );
}

/**
 * A page of the whole result: the offers matching the filters in the view's order after the
 * cursor, how many there are in all and matching, the facets and badges of the whole result.
 * Starting after a key rather than at an offset, an offer is neither sent twice nor skipped at a
 * page boundary, even among equal prices, and even when the result was searched again between.
 */
export function pageOfFlightOffers<T extends OfferForResults>(
  offers: readonly T[],
  view: FlightView,
) {
  const matching = sortFlightOffers(filterFlightOffers(offers, view), view.sort);
  let start = 0;
  const after = view.cursor?.after;
  if (after) {
    while (
      start < matching.length &&
      compareSortKeys(flightSortKey(matching[start]!, view.sort), after) <= 0
    ) {
      start++;
    }
  }
  const flights = matching.slice(start, start + view.limit);
  const last = flights.at(-1);
  const more = start + view.limit < matching.length;
  return {
    flights,
    total: offers.length,
    matching: matching.length,
    sort: view.sort,
    nextCursor:
      more && last ? encodeFlightsCursor(view.sort, flightSortKey(last, view.sort)) : null,
    facets: flightFacets(offers),
    best: bestOfferIds(offers),
  };
}

const ofList = <T extends z.ZodType>(item: T, most: number, what: string) =>
  z.array(item, { error: `must be a list of ${what}` }).max(most, `must name at most ${most}`);

/**
 * The fields POST /api/flights/search takes beside the search (spec 1's body): the filters, the
 * order, the page size and the cursor of the page before. All optional: without them the answer
 * is the first page of the whole result in price order.
 */
export const FlightViewFields = z
  .object({
    sort: z.enum(FLIGHT_SORTS, { error: `must be one of ${FLIGHT_SORTS.join(', ')}` }).optional(),
    stops: ofList(
      z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'must be 0, 1 or 2' }),
      STOP_GROUPS.length,
      'stop counts (0, 1, 2 for two or more)',
    ).default([]),
    airlines: ofList(searchText(100), 50, 'airline names').default([]),
    departureWindows: ofList(
      z.enum(DEPARTURE_WINDOW_IDS as [DepartureWindow, ...DepartureWindow[]], {
        error: `must be one of ${DEPARTURE_WINDOW_IDS.join(', ')}`,
      }),
      DEPARTURE_WINDOW_IDS.length,
      'departure windows',
    ).default([]),
    limit: z
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(MAX_FLIGHTS_PAGE_SIZE, `must be at most ${MAX_FLIGHTS_PAGE_SIZE}`)
      .default(FLIGHTS_PAGE_SIZE),
    cursor: cursorField(decodeFlightsCursor).optional(),
  })
  .superRefine((view, ctx) => {
    if (view.cursor && view.sort && view.cursor.sort !== view.sort) {
      ctx.addIssue({
        code: 'custom',
        path: ['cursor'],
        params: { rule: 'invalid' },
        message: `belongs to the ${view.cursor.sort} order, not ${view.sort}: start again without it`,
      });
    }
  })
  .transform((view): FlightView => ({
    ...view,
    sort: view.cursor?.sort ?? view.sort ?? 'price',
    stops: [...new Set(view.stops)],
    airlines: [...new Set(view.airlines)],
    departureWindows: [...new Set(view.departureWindows)],
  }));

const FilterOptionOf = <T extends z.ZodType>(value: T) =>
  z.object({ value, count: z.number().int(), cheapest: z.string() });

/** The facets of the whole result, as the answer carries them. */
export const FlightFacetsAnswer = z.object({
  stops: z.array(FilterOptionOf(z.union([z.literal(0), z.literal(1), z.literal(2)]))),
  airlines: z.array(FilterOptionOf(z.string())),
  departureWindows: z.array(
    FilterOptionOf(z.enum(DEPARTURE_WINDOW_IDS as [DepartureWindow, ...DepartureWindow[]])),
  ),
  price: z.object({ min: z.string(), max: z.string() }).nullable(),
});

/**
 * POST /api/flights/search: spec 1's `success` and `flights` (a page, each offer once), the
 * search's own fields, and the page's: `total` (the whole result), `matching` (after filters),
 * the order, the cursor of the next page, the facets and the cheapest and fastest offers' ids.
 */
export const FlightResultsPage = z.object({
  success: z.literal(true),
  flights: z.array(LeanFlightOffer),
  isLiveData: z.boolean(),
  source: z.enum(['builtin', 'duffel']),
  fallback: z.object({ reason: z.string() }).optional(),
  otherCabins: z.array(CabinClass).optional(),
  total: z.number().int(),
  matching: z.number().int(),
  sort: z.enum(FLIGHT_SORTS),
  nextCursor: z.string().nullable(),
  facets: FlightFacetsAnswer,
  best: z.object({ cheapest: z.string().optional(), fastest: z.string().optional() }),
});
export type FlightResultsPage = z.infer<typeof FlightResultsPage>;

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
