import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TourOperatorDetail as TourOperatorWithPackages } from '../../../../domain/tours.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';
import { contentLanguage } from '../../../lib/content-language.ts';

export type { TourOperatorWithPackages };

export function getTourOperator(id: number, language: 'en' | 'fr') {
  return apiRequest(
    'GET',
    `/api/tour-operators/${id}${toQueryString({ lang: language })}`,
    undefined,
    {
      schema: TourOperatorWithPackages,
    },
  );
}

/** An operator with all its packages; nothing is asked until an operator is chosen. */
export function useTourOperator(id: number | null) {
  const { i18n } = useTranslation();
  const language = contentLanguage(i18n.language);
  return useQuery({
    queryKey: ['tour-operator', id, language],
    queryFn: () => getTourOperator(id ?? 0, language),
    enabled: id !== null,
  });
}
