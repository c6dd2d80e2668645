import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TourPackage } from '../../../../domain/tours.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';
import { contentLanguage, type ContentLanguage } from '../content-language.ts';

export type TourPackageFilter = { country?: string; operatorId?: number };

export function getTourPackages(
  filter: TourPackageFilter,
  lang: ContentLanguage,
): Promise<TourPackage[]> {
  return apiRequest<TourPackage[]>(
    'GET',
    `/api/tour-packages${toQueryString({ ...filter, lang })}`,
  );
}

/** Tour packages of a country or of one operator, described in the page's language. */
export function useTourPackages(filter: TourPackageFilter) {
  const { i18n } = useTranslation();
  const lang = contentLanguage(i18n.language);
  return useQuery({
    queryKey: ['countries', 'tour-packages', filter, lang],
    queryFn: () => getTourPackages(filter, lang),
  });
}
