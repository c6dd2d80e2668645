import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GuideDocument } from '../../../../domain/guide.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';
import { contentLanguage, type ContentLanguage } from '../../../lib/content-language.ts';

export function getGuide(lang: ContentLanguage): Promise<GuideDocument> {
  return apiRequest('GET', `/api/guide${toQueryString({ lang })}`, undefined, {
    schema: GuideDocument,
  });
}

export const guideKey = (lang: ContentLanguage) => ['guide', lang] as const;

/** The travel guide in a language, as its page asks for it and the server draws it. */
export function guideQuery(lang: ContentLanguage) {
  return queryOptions({ queryKey: guideKey(lang), queryFn: () => getGuide(lang) });
}

/** The travel guide in the page's language. */
export function useGuide() {
  const { i18n } = useTranslation();
  return useQuery(guideQuery(contentLanguage(i18n.language)));
}
