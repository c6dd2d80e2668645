import { Link, useParams } from 'wouter';
import type { HelpArticle } from '../../domain/help.ts';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, MessageCircle } from 'lucide-react';
import { ApiError, toQueryString } from '../lib/api.ts';
import { buttonClasses } from '../components/ui/button.tsx';
import { Skeleton } from '../components/ui/badge.tsx';
import { paths } from '../lib/paths.ts';
import { usePageMeta } from '../lib/page-meta.ts';
import { articleSummary } from '../features/help/article-summary.ts';
import { useCountHelpView } from '../features/help/api/count-help-view.ts';
import { useHelpArticle } from '../features/help/api/get-help-article.ts';
import { useHelpArticles } from '../features/help/api/list-help-articles.ts';
import { ArticleBody } from '../features/help/components/article-body.tsx';
import { PopularBadge, ViewCount } from '../features/help/components/article-card.tsx';
import { CATEGORY_ICONS } from '../features/help/components/help-categories.ts';

/** /help/:slug: one article, counted as read each time it opens. */
export default function HelpArticlePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { t } = useTranslation();
  const article = useHelpArticle(slug);
  const counted = useCountHelpView(slug, article.isSuccess);
  usePageMeta(
    article.data
      ? {
          title: t('help.article.documentTitle', { title: article.data.title }),
          description: articleSummary(article.data.body),
        }
      : { title: t('help.page.documentTitle'), description: t('help.page.documentDescription') },
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link
        href={paths.help}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('help.article.back')}
      </Link>
      {article.isPending ? (
        <div role="status" aria-label={t('common.loading')} className="mt-4 space-y-4">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-40" />
        </div>
      ) : article.isError ? (
        <ArticleMissing
          notFound={article.error instanceof ApiError && article.error.status === 404}
        />
      ) : (
        <ArticleView article={article.data} views={Math.max(article.data.views, counted ?? 0)} />
      )}
    </div>
  );
}

function ArticleView({ article, views }: { article: HelpArticle; views: number }) {
  const { t } = useTranslation();
  const Icon = CATEGORY_ICONS[article.category];
  return (
    <>
      <article className="mt-2" lang={article.language}>
        <p className="flex items-center gap-2 text-sm font-medium text-brand-800">
          <Icon className="h-4 w-4" aria-hidden="true" />
          <Link
            href={`${paths.help}${toQueryString({ category: article.category })}`}
            className="hover:underline"
          >
            {t(`help.categories.${article.category}`)}
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold break-words">{article.title}</h1>
        <div className="mt-3 mb-6 flex flex-wrap items-center gap-3" data-testid="article-meta">
          <ViewCount views={views} />
          {article.popular ? <PopularBadge /> : null}
        </div>
        <ArticleBody body={article.body} />
      </article>
      <aside
        aria-labelledby="article-help"
        className="mt-10 flex flex-col gap-3 rounded-2xl bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="article-help" className="font-semibold">
            {t('help.article.helpfulTitle')}
          </h2>
          <p className="text-sm text-slate-700">{t('help.article.helpfulText')}</p>
        </div>
        <Link href={paths.contact} className={buttonClasses('primary')}>
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          {t('help.article.contact')}
        </Link>
      </aside>
      <MoreInCategory article={article} />
    </>
  );
}

/** The other articles of the same category, most read first. */
function MoreInCategory({ article }: { article: HelpArticle }) {
  const { t } = useTranslation();
  const others = useHelpArticles({ q: '', category: article.category });
  const list = (others.data ?? []).filter((a) => a.slug !== article.slug);
  if (list.length === 0) return null;
  return (
    <nav aria-labelledby="article-more" className="mt-10">
      <h2 id="article-more" className="text-lg font-semibold">
        {t('help.article.more', { category: t(`help.categories.${article.category}`) })}
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
        {list.map((other) => (
          <li key={other.slug}>
            <Link
              href={`${paths.help}/${other.slug}`}
              className="flex min-h-11 items-center py-3 text-brand-800 hover:underline"
            >
              {other.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ArticleMissing({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 text-center">
      <h1 className="text-2xl font-bold">
        {notFound ? t('help.article.notFoundTitle') : t('help.article.loadErrorTitle')}
      </h1>
      <p className="mt-2 text-slate-700">
        {notFound ? t('help.article.notFoundText') : t('help.article.loadErrorText')}
      </p>
      <Link href={paths.help} className={`${buttonClasses('primary')} mt-6`}>
        {t('help.article.back')}
      </Link>
    </div>
  );
}
