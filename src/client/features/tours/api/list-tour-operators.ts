import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TourOperator } from '../../../../domain/tours.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';
import type { OperatorFilters } from '../operator-search.ts';
import { contentLanguage } from './content-language.ts';

/** The filters the server applies; 'all' is left out of the query (spec 2 section 7). */
function serverQuery(filters: OperatorFilters, language: 'en' | 'fr') {
  const set = (value: string) => (value === 'all' ? undefined : value);
  return {
    country: set(filters.country),
    specialty: set(filters.specialty),
    priceRange: set(filters.priceRange),
    lang: language,
  };
}

export function listTourOperators(
  filters: OperatorFilters,
  language: 'en' | 'fr',
): Promise<TourOperator[]> {
  return apiRequest<TourOperator[]>(
    'GET',
    `/api/tour-operators${toQueryString(serverQuery(filters, language))}`,
  );
}

export function useTourOperators(filters: OperatorFilters) {
  const { i18n } = useTranslation();
  const language = contentLanguage(i18n.language);
  const { country, specialty, priceRange } = filters;
  return useQuery({
    queryKey: ['tour-operators', { country, specialty, priceRange }, language],
    queryFn: () => listTourOperators({ country, specialty, priceRange }, language),
  });
}
