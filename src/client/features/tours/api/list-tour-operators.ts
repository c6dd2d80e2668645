import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listTourOperators } from '../../../lib/tours-api.ts';
import type { OperatorFilters } from '../operator-search.ts';
import { contentLanguage } from '../../../lib/content-language.ts';

export function useTourOperators(filters: OperatorFilters) {
  const { i18n } = useTranslation();
  const language = contentLanguage(i18n.language);
  const { country, specialty, priceRange } = filters;
  return useQuery({
    queryKey: ['tour-operators', { country, specialty, priceRange }, language],
    queryFn: () => listTourOperators({ country, specialty, priceRange }, language),
  });
}
