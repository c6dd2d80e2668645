import { toQueryString } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';

/** The operators page filtered to a country: where 'View Tours', 'Contact' and 'Book Now' lead. */
export function operatorsHref(country: string): string {
  return `${paths.tourOperators}${toQueryString({ country })}`;
}

export function hotelsHref(params: {
  destination: string;
  checkIn?: string;
  checkOut?: string;
  guests?: number;
}): string {
  return `${paths.hotels}${toQueryString(params)}`;
}

export function flightsHref(destination: string): string {
  return `${paths.flights}${toQueryString({ destination })}`;
}

export function countryHref(slug: string): string {
  return `/country/${slug}`;
}
