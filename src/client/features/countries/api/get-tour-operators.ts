import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listTourOperators } from '../../../lib/tours-api.ts';
import { contentLanguage } from '../../../lib/content-language.ts';

/** A country's tour operators, described in the page's language. */
export function useTourOperators(country: string) {
  const { i18n } = useTranslation();
  const lang = contentLanguage(i18n.language);
  return useQuery({
    queryKey: ['countries', 'tour-operators', country, lang],
    queryFn: () => listTourOperators({ country }, lang),
  });
}
