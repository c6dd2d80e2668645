import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HelpArticle } from '../../../../domain/help.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';
import { contentLanguage, type ContentLanguage } from '../../../lib/content-language.ts';
import { helpArticlesKey } from './list-help-articles.ts';

export function getHelpArticle(slug: string, lang: ContentLanguage): Promise<HelpArticle> {
  return apiRequest(
    'GET',
    `/api/help/articles/${encodeURIComponent(slug)}${toQueryString({ lang })}`,
    undefined,
    { schema: HelpArticle },
  );
}

export const helpArticleKey = (slug: string, lang: ContentLanguage) =>
  [...helpArticlesKey, 'article', slug, lang] as const;

/** One article, as its page asks for it and the server draws it. */
export function helpArticleQuery(slug: string, lang: ContentLanguage) {
  return queryOptions({
    queryKey: helpArticleKey(slug, lang),
    queryFn: () => getHelpArticle(slug, lang),
  });
}

export function useHelpArticle(slug: string) {
  const { i18n } = useTranslation();
  return useQuery(helpArticleQuery(slug, contentLanguage(i18n.language)));
}
