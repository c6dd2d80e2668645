import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import {
  HELP_CATEGORIES,
  type HelpArticleSummary,
  type HelpCategory,
} from '../../../../domain/help.ts';
import { Skeleton } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ArticleCard } from './article-card.tsx';
import { CATEGORY_ICONS } from './help-categories.ts';

/** The articles found, by category in the page's order; or loading, failure, or nothing found. */
export function ArticleResults({
  articles,
  isLoading,
  isError,
  onRetry,
  onShowAll,
}: {
  articles: HelpArticleSummary[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onShowAll: () => void;
}) {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <div role="status" aria-label={t('common.loading')} className="grid gap-3 md:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  }
  if (isError || !articles) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{t('help.error.text')}</p>
        <Button variant="outline" className="mt-3" onClick={onRetry}>
          {t('help.error.retry')}
        </Button>
      </div>
    );
  }
  if (articles.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
        <SearchX className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
        <h2 className="mt-3 text-xl font-semibold">{t('help.empty.title')}</h2>
        <p className="mx-auto mt-1 max-w-md text-slate-700">{t('help.empty.text')}</p>
        <Button variant="outline" className="mt-4" onClick={onShowAll}>
          {t('help.empty.showAll')}
        </Button>
      </div>
    );
  }
  const byCategory = new Map<HelpCategory, HelpArticleSummary[]>();
  for (const article of articles) {
    byCategory.set(article.category, [...(byCategory.get(article.category) ?? []), article]);
  }
  return (
    <div className="space-y-8">
      {HELP_CATEGORIES.filter((category) => byCategory.has(category)).map((category) => {
        const Icon = CATEGORY_ICONS[category];
        const headingId = `help-category-${category}`;
        return (
          <section key={category} aria-labelledby={headingId}>
            <h2 id={headingId} className="mb-3 flex items-center gap-2 text-xl font-semibold">
              <Icon className="h-5 w-5 text-brand-700" aria-hidden="true" />
              {t(`help.categories.${category}`)}
            </h2>
            <ul className="grid gap-3 md:grid-cols-2">
              {byCategory.get(category)!.map((article) => (
                <ArticleCard key={article.id} article={article} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
