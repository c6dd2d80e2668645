import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HelpArticle } from '../../../../domain/help.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';
import { contentLanguage, type ContentLanguage } from '../../../lib/content-language.ts';
import { helpArticlesKey } from './list-help-articles.ts';

export function getHelpArticle(slug: string, lang: ContentLanguage): Promise<HelpArticle> {
  return apiRequest<HelpArticle>(
    'GET',
    `/api/help/articles/${encodeURIComponent(slug)}${toQueryString({ lang })}`,
  );
}

export const helpArticleKey = (slug: string, lang: ContentLanguage) =>
  [...helpArticlesKey, 'article', slug, lang] as const;

export function useHelpArticle(slug: string) {
  const { i18n } = useTranslation();
  const lang = contentLanguage(i18n.language);
  return useQuery({
    queryKey: helpArticleKey(slug, lang),
    queryFn: () => getHelpArticle(slug, lang),
  });
}
