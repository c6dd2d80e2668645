import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Eye, Star } from 'lucide-react';
import type { HelpArticleSummary } from '../../../../domain/help.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { paths } from '../../../lib/paths.ts';
import { formatNumber } from '../../../../domain/format.ts';

/** "1,240 views" in the reader's number format. */
export function ViewCount({ views }: { views: number }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-600">
      <Eye className="h-4 w-4" aria-hidden="true" />
      {t('help.card.views', {
        count: views,
        formatted: formatNumber(views, i18n.language),
      })}
    </span>
  );
}

export function PopularBadge() {
  const { t } = useTranslation();
  return (
    <Badge className="bg-sun-400/25 text-amber-900">
      <Star className="h-3.5 w-3.5 fill-current" aria-hidden="true" />
      {t('help.card.popular')}
    </Badge>
  );
}

/** One article in the list: its title opens it; views and the Popular badge beside. */
export function ArticleCard({ article }: { article: HelpArticleSummary }) {
  return (
    <li
      data-testid="help-article"
      className="relative flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 transition-colors focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-600"
    >
      <div className="min-w-0 flex-1">
        <h3 className="text-base font-semibold text-slate-900">
          {/* The whole card is the link's target; the title is its name. */}
          <Link
            href={`${paths.help}/${article.slug}`}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </h3>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <ViewCount views={article.views} />
          {article.popular ? <PopularBadge /> : null}
        </div>
      </div>
      <ChevronRight className="h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
    </li>
  );
}
