import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Accommodation } from '../../../../domain/accommodations.ts';
import { toAccommodationQuery, type HotelSearchParams } from '../../../../domain/hotel-search.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';
import { contentLanguage } from '../../../lib/content-language.ts';

export function searchAccommodations(
  params: HotelSearchParams,
  language = 'en',
): Promise<Accommodation[]> {
  const query = { ...toAccommodationQuery(params), lang: contentLanguage(language) };
  return apiRequest<Accommodation[]>(
    'GET',
    `/api/accommodations${toQueryString(query)}`,
    undefined,
    // The spec's own words for this failure.
    { failureMessage: (response) => `Failed to fetch accommodations: ${response.statusText}` },
  );
}

export function useAccommodations(params: HotelSearchParams, { enabled = true } = {}) {
  const { i18n } = useTranslation();
  const language = contentLanguage(i18n.language);
  return useQuery({
    queryKey: ['accommodations', toAccommodationQuery(params), language],
    queryFn: () => searchAccommodations(params, language),
    enabled,
  });
}
