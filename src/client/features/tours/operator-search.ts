import {
  OPERATOR_COUNTRIES,
  PRICE_RANGES,
  SPECIALTIES,
  type TourOperator,
} from '../../../domain/tours.ts';
import { normalizeSearchText } from '../../../domain/text.ts';

export type OperatorCountry = (typeof OPERATOR_COUNTRIES)[number];
export type Specialty = (typeof SPECIALTIES)[number];
export type PriceRange = (typeof PRICE_RANGES)[number];

/** What the server filters on; 'all' is no filter. */
export type OperatorFilters = {
  country: OperatorCountry | 'all';
  specialty: Specialty | 'all';
  priceRange: PriceRange | 'all';
};

/** The page's whole search: the server's filters and the text filtered in the page. */
export type OperatorSearch = OperatorFilters & { q: string };

export const EMPTY_OPERATOR_SEARCH: OperatorSearch = {
  q: '',
  country: 'all',
  specialty: 'all',
  priceRange: 'all',
};

function oneOf<T extends string>(raw: string | null, allowed: readonly T[]): T | 'all' {
  return raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : 'all';
}

/** The search kept in the address, so it can be shared and the back button returns to it. */
export function operatorSearchFromQuery(search: string): OperatorSearch {
  const query = new URLSearchParams(search);
  return {
    q: query.get('q') ?? '',
    country: oneOf(query.get('country'), OPERATOR_COUNTRIES),
    specialty: oneOf(query.get('specialty'), SPECIALTIES),
    priceRange: oneOf(query.get('priceRange'), PRICE_RANGES),
  };
}

/** The address's query for a search, without the filters left at 'all' or empty. */
export function operatorSearchToQuery(search: OperatorSearch): string {
  const query = new URLSearchParams();
  if (search.q.trim()) query.set('q', search.q);
  if (search.country !== 'all') query.set('country', search.country);
  if (search.specialty !== 'all') query.set('specialty', search.specialty);
  if (search.priceRange !== 'all') query.set('priceRange', search.priceRange);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * Spec 2: the text matches the name, the location or any specialty, whatever the case. A
 * specialty matches by its stored name or by its name in the reader's language.
 */
export function matchesOperatorText(
  operator: Pick<TourOperator, 'name' | 'location' | 'specialties'>,
  text: string,
  specialtyLabel: (specialty: string) => string = (specialty) => specialty,
): boolean {
  // Folded as the server folds its searches, so 'ebrie' finds 'Ébrié' here as there.
  const wanted = normalizeSearchText(text);
  if (!wanted) return true;
  const fields = [
    operator.name,
    operator.location,
    ...operator.specialties.flatMap((specialty) => [specialty, specialtyLabel(specialty)]),
  ];
  return fields.some((field) => normalizeSearchText(field).includes(wanted));
}
