import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HelpViewCount, type HelpArticle } from '../../../../domain/help.ts';
import { apiRequest } from '../../../lib/api.ts';
import { helpArticlesKey } from './list-help-articles.ts';

export function countHelpView(slug: string) {
  return apiRequest('POST', `/api/help/articles/${encodeURIComponent(slug)}/view`, undefined, {
    schema: HelpViewCount,
  });
}

/**
 * Counts one view of the article each time its page opens and answers the new count; the
 * article in the cache takes it, and the lists fetch theirs again when next shown.
 */
export function useCountHelpView(slug: string, found: boolean) {
  const queryClient = useQueryClient();
  const counted = useRef<string | null>(null);
  const { mutate, data } = useMutation({
    mutationFn: countHelpView,
    onSuccess: ({ slug: viewed, views }) => {
      queryClient.setQueriesData<HelpArticle>(
        { queryKey: [...helpArticlesKey, 'article', viewed] },
        (article) => (article ? { ...article, views } : article),
      );
      void queryClient.invalidateQueries({
        queryKey: [...helpArticlesKey, 'list'],
        refetchType: 'none',
      });
    },
  });
  useEffect(() => {
    // Once per opening of an article that exists, even when React runs the effect twice.
    if (!found || counted.current === slug) return;
    counted.current = slug;
    mutate(slug);
  }, [slug, found, mutate]);
  // The count this opening made, if it has come back: never less than the article shows.
  return data?.slug === slug ? data.views : undefined;
}
