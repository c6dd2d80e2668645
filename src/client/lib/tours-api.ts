import { z } from 'zod';
import { TourOperator, TourPackage } from '../../domain/tours.ts';
import { apiRequest, toQueryString } from './api.ts';
import type { ContentLanguage } from './content-language.ts';

/** GET /api/tour-operators; a filter left out (or 'all') is no filter. */
export function listTourOperators(
  filters: { country?: string; specialty?: string; priceRange?: string },
  lang: ContentLanguage,
): Promise<TourOperator[]> {
  const set = (value: string | undefined) => (value === 'all' ? undefined : value);
  const query = {
    country: set(filters.country),
    specialty: set(filters.specialty),
    priceRange: set(filters.priceRange),
    lang,
  };
  return apiRequest('GET', `/api/tour-operators${toQueryString(query)}`, undefined, {
    schema: z.array(TourOperator),
  });
}

/** GET /api/tour-packages of a country or of one operator. */
export function listTourPackages(
  filters: { country?: string; operatorId?: number },
  lang: ContentLanguage,
): Promise<TourPackage[]> {
  return apiRequest('GET', `/api/tour-packages${toQueryString({ ...filters, lang })}`, undefined, {
    schema: z.array(TourPackage),
  });
}
