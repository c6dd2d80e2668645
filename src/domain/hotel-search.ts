import {
  DEFAULT_GUESTS,
  DEFAULT_MAX_PRICE,
  DEFAULT_MIN_PRICE,
  DESTINATIONS,
  MAX_DESTINATION_SUGGESTIONS,
  type Amenity,
  type Destination,
  type PropertyType,
} from './constants.ts';
import type { Accommodation } from './accommodations.ts';
import { normalizeSearchText } from './text.ts';
import { compareStays, type SortOption } from './stay-sort.ts';

/** The hotel search form's state (spec 1 section 3 "Hotel search parameters"). */
export type HotelSearchParams = {
  destination: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  minPrice: number;
  maxPrice: number;
  amenities: Amenity[];
  propertyTypes: PropertyType[];
};

export const DEFAULT_HOTEL_SEARCH: HotelSearchParams = {
  destination: '',
  checkIn: '',
  checkOut: '',
  guests: DEFAULT_GUESTS,
  minPrice: DEFAULT_MIN_PRICE,
  maxPrice: DEFAULT_MAX_PRICE,
  amenities: [],
  propertyTypes: [],
};

export function isPriceRangeChanged(p: Pick<HotelSearchParams, 'minPrice' | 'maxPrice'>): boolean {
  return p.minPrice !== DEFAULT_MIN_PRICE || p.maxPrice !== DEFAULT_MAX_PRICE;
}

/** The filter badge counts groups: price range changed, any amenity, any property type. */
export function countActiveFilterGroups(p: HotelSearchParams): number {
  return (
    Number(isPriceRangeChanged(p)) +
    Number(p.amenities.length > 0) +
    Number(p.propertyTypes.length > 0)
  );
}

export function toggleItem<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/**
 * Query of GET /api/accommodations: only values that are set (a 0 price is left out). The
 * form's starting range (30 to 500) is no filter until the reader moves it (decision 0020).
 */
export function toAccommodationQuery(p: HotelSearchParams) {
  const priced = isPriceRangeChanged(p);
  return {
    destination: p.destination.trim() || undefined,
    checkIn: p.checkIn || undefined,
    checkOut: p.checkIn && p.checkOut ? p.checkOut : undefined,
    guests: p.guests || undefined,
    minPrice: (priced && p.minPrice) || undefined,
    maxPrice: (priced && p.maxPrice) || undefined,
    amenities: p.amenities,
    propertyTypes: p.propertyTypes,
  };
}

/** Up to 6 destinations whose name or country contains the typed text (case and accents ignored). */
export function suggestDestinations(
  text: string,
  destinations: readonly Destination[] = DESTINATIONS,
) {
  const needle = normalizeSearchText(text);
  if (!needle) return [];
  return destinations
    .filter(
      (d) =>
        normalizeSearchText(d.name).includes(needle) ||
        normalizeSearchText(d.country).includes(needle),
    )
    .slice(0, MAX_DESTINATION_SUGGESTIONS);
}

export { SORT_OPTIONS, type SortOption } from './stay-sort.ts';

/**
 * Spec 1 section 9: rating (missing counts as 0, best first), price either way, name A-Z; the
 * server pages in this order (ties by rating, then id).
 */
export function sortAccommodations(
  list: readonly Accommodation[],
  sort: SortOption,
): Accommodation[] {
  return [...list].sort(compareStays(sort));
}
