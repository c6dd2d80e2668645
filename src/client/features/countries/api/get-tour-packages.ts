import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listTourPackages } from '../../../lib/tours-api.ts';
import { contentLanguage } from '../../../lib/content-language.ts';

export type TourPackageFilter = { country?: string; operatorId?: number };

/** Tour packages of a country or of one operator, described in the page's language. */
export function useTourPackages(filter: TourPackageFilter) {
  const { i18n } = useTranslation();
  const lang = contentLanguage(i18n.language);
  return useQuery({
    queryKey: ['countries', 'tour-packages', filter, lang],
    queryFn: () => listTourPackages(filter, lang),
  });
}
