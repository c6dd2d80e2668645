import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listTourOperators } from '../../../lib/tours-api.ts';
import type { OperatorFilters } from '../operator-search.ts';
import { contentLanguage, type ContentLanguage } from '../../../lib/content-language.ts';

/** The operators a search shows, as the page asks for them and the server draws them. */
export function tourOperatorsQuery(filters: OperatorFilters, language: ContentLanguage) {
  const { country, specialty, priceRange } = filters;
  return queryOptions({
    queryKey: ['tour-operators', { country, specialty, priceRange }, language],
    queryFn: () => listTourOperators({ country, specialty, priceRange }, language),
  });
}

export function useTourOperators(filters: OperatorFilters) {
  const { i18n } = useTranslation();
  return useQuery(tourOperatorsQuery(filters, contentLanguage(i18n.language)));
}
