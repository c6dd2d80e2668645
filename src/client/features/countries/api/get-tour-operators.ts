import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TourOperator } from '../../../../domain/tours.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';
import { contentLanguage, type ContentLanguage } from '../content-language.ts';

export function getTourOperators(country: string, lang: ContentLanguage): Promise<TourOperator[]> {
  return apiRequest<TourOperator[]>(
    'GET',
    `/api/tour-operators${toQueryString({ country, lang })}`,
  );
}

/** A country's tour operators, described in the page's language. */
export function useTourOperators(country: string) {
  const { i18n } = useTranslation();
  const lang = contentLanguage(i18n.language);
  return useQuery({
    queryKey: ['countries', 'tour-operators', country, lang],
    queryFn: () => getTourOperators(country, lang),
  });
}
