import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contentLanguage } from '../../../lib/content-language.ts';
import { listTourPackages } from '../../../lib/tours-api.ts';
import { FEATURED_TOURS } from '../complete-packages.ts';

/** Spec 1: the first 6 tour packages, described in the page's language. */
export function useFeaturedTours() {
  const { i18n } = useTranslation();
  const lang = contentLanguage(i18n.language);
  return useQuery({
    queryKey: ['packages', 'featured-tours', lang],
    queryFn: async () => (await listTourPackages({}, lang)).slice(0, FEATURED_TOURS),
  });
}
