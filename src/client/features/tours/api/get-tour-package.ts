import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TourPackageDetail as TourPackageWithDepartures } from '../../../../domain/tours.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';
import { contentLanguage } from '../../../lib/content-language.ts';

export type { TourPackageWithDepartures };

export function getTourPackage(id: number, language: 'en' | 'fr') {
  return apiRequest(
    'GET',
    `/api/tour-packages/${id}${toQueryString({ lang: language })}`,
    undefined,
    {
      schema: TourPackageWithDepartures,
    },
  );
}

/** A package with its coming departures; asked again each time, since places go as others book. */
export function useTourPackage(id: number) {
  const { i18n } = useTranslation();
  const language = contentLanguage(i18n.language);
  return useQuery({
    queryKey: ['tour-package', id, language],
    queryFn: () => getTourPackage(id, language),
    staleTime: 0,
  });
}
