import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { HelpArticleSummary, type HelpCategory } from '../../../../domain/help.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';
import { contentLanguage, type ContentLanguage } from '../../../lib/content-language.ts';

export type HelpSearch = { q: string; category: HelpCategory | undefined };

/** GET /api/help/articles: titles searched on the server, in the page's language. */
export function listHelpArticles(
  search: HelpSearch,
  lang: ContentLanguage,
): Promise<HelpArticleSummary[]> {
  const query = toQueryString({ q: search.q.trim(), category: search.category, lang });
  return apiRequest('GET', `/api/help/articles${query}`, undefined, {
    schema: z.array(HelpArticleSummary),
  });
}

export const helpArticlesKey = ['help-articles'] as const;

export function useHelpArticles(search: HelpSearch) {
  const { i18n } = useTranslation();
  const lang = contentLanguage(i18n.language);
  return useQuery({
    queryKey: [...helpArticlesKey, 'list', lang, search.q.trim(), search.category ?? 'all'],
    queryFn: () => listHelpArticles(search, lang),
    // The last answer stays on screen while the next search runs: no flash of emptiness.
    placeholderData: keepPreviousData,
  });
}
