import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { HelpCategory } from '../../domain/help.ts';
import { toQueryString } from '../lib/api.ts';
import { paths } from '../lib/paths.ts';
import { usePageMeta } from '../lib/page-meta.ts';
import { useHelpArticles } from '../features/help/api/list-help-articles.ts';
import { ArticleResults } from '../features/help/components/article-results.tsx';
import { CategoryFilter } from '../features/help/components/category-filter.tsx';
import { HelpSearch } from '../features/help/components/help-search.tsx';
import { isHelpCategory } from '../features/help/components/help-categories.ts';
import { SupportTiles } from '../features/help/components/support-tiles.tsx';

/** Typing settles this long before the search is sent and the address follows. */
const TYPING_PAUSE_MS = 300;

/** /help: spec 2's help centre. The search and category live in the address, to share them. */
export default function HelpPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('help.page.documentTitle'),
    description: t('help.page.documentDescription'),
  });
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const fromAddress = params.get('category');
  const category = isHelpCategory(fromAddress) ? fromAddress : undefined;
  const [text, setText] = useState(() => params.get('q') ?? '');
  const [searched, setSearched] = useState(text);

  useEffect(() => {
    const timer = setTimeout(() => setSearched(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const go = (q: string, next: HelpCategory | undefined) =>
    navigate(`${paths.help}${toQueryString({ q: q.trim(), category: next })}`, { replace: true });

  // The address follows the settled search, not every key.
  const inAddress = params.get('q') ?? '';
  useEffect(() => {
    if (inAddress === searched.trim()) return;
    navigate(`${paths.help}${toQueryString({ q: searched.trim(), category })}`, { replace: true });
  }, [inAddress, searched, category, navigate]);

  const query = useHelpArticles({ q: searched, category });
  const found = query.data?.length ?? 0;

  function showAll() {
    setText('');
    setSearched('');
    go('', undefined);
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="rounded-2xl bg-brand-900 px-4 py-8 text-white sm:px-8 sm:py-10">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('help.page.title')}</h1>
        <p className="mt-2 max-w-2xl text-brand-50">{t('help.page.subtitle')}</p>
        <div className="mt-6 max-w-2xl rounded-xl bg-white p-3 text-slate-900 sm:p-4">
          <HelpSearch value={text} onChange={setText} onSubmit={() => setSearched(text)} />
        </div>
      </div>

      <div className="mt-8">
        <CategoryFilter
          value={category}
          onChange={(next) => {
            setSearched(text);
            go(text, next);
          }}
        />
      </div>

      <p role="status" className="mt-6 mb-4 text-sm text-slate-700" data-testid="help-count">
        {query.data
          ? searched.trim()
            ? t('help.search.foundFor', { count: found, q: searched.trim() })
            : t('help.search.found', { count: found })
          : ''}
      </p>
      <ArticleResults
        articles={query.data}
        isLoading={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        onShowAll={showAll}
      />

      <div className="mt-12">
        <SupportTiles />
      </div>
    </div>
  );
}
