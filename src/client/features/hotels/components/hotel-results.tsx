import { useTranslation } from 'react-i18next';
import { AlertTriangle, SearchX } from 'lucide-react';
import { SKELETON_CARDS } from '../../../../domain/constants.ts';
import type { Accommodation } from '../../../../domain/accommodations.ts';
import { SORT_OPTIONS, type SortOption } from '../../../../domain/stay-sort.ts';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Label, NativeSelect } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/badge.tsx';
import { fieldErrorsOf, ruleText } from '../../../lib/field-rules.ts';
import { errorText } from '../../../lib/refusals.ts';
import { bodyOf } from '../../../lib/api.ts';
import { HotelCard } from './hotel-card.tsx';
import { DataSaverNotice } from '../../../components/data-saver-notice.tsx';
import { RatesFootnote } from '../../../components/layout/rates-footnote.tsx';

/**
 * The pages of the search fetched so far, in the server's order; "Show more" asks for the next
 * page (a phone need not draw or download hundreds of cards).
 */
export function HotelResults({
  hotels,
  total,
  isLoading,
  error,
  sort,
  onSortChange,
  isSorting,
  hasMore,
  isLoadingMore,
  moreError,
  onShowMore,
  onClearFilters,
  onOpen,
  seeAllHref,
}: {
  /** The stays of the pages fetched so far. */
  hotels: Accommodation[] | undefined;
  /** Every stay the search found, fetched or not. */
  total: number;
  isLoading: boolean;
  /** Why the search failed, if it did: refused fields are named, anything else is an outage. */
  error: unknown;
  sort: SortOption;
  onSortChange: (sort: SortOption) => void;
  /** The cards shown are the previous order's while the new order's first page comes. */
  isSorting: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  /** Why the next page failed, if it did: the cards fetched stay, and Show more tries again. */
  moreError: unknown;
  onShowMore: () => void;
  onClearFilters: () => void;
  onOpen: (hotel: Accommodation, focusBooking: boolean) => void;
  /** A preview (the home page): the first few cards, then a link to all of them on this page. */
  seeAllHref?: string | undefined;
}) {
  const { t, i18n } = useTranslation();

  if (isLoading) {
    return (
      <div role="status" aria-live="polite" className="mt-6">
        <p className="sr-only">{t('hotels.results.loading')}</p>
        <div className="mb-4 flex items-center gap-2 text-slate-600" aria-hidden="true">
          <span className="h-5 w-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
          {t('hotels.results.loading')}
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <div
              key={i}
              className="rounded-2xl border border-slate-200 p-4"
              data-testid="hotel-skeleton"
            >
              <Skeleton className="aspect-[8/5] w-full" />
              <Skeleton className="mt-4 h-5 w-2/3" />
              <Skeleton className="mt-2 h-4 w-1/2" />
              <Skeleton className="mt-4 h-9 w-full" />
            </div>
          ))}
        </div>
      </div>
    );
  }

  const refused = fieldErrorsOf(bodyOf(error));
  if (refused.length) {
    return (
      <div
        role="alert"
        className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950"
        data-testid="search-problems"
      >
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" />
          {t('hotels.results.problemsTitle')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {refused.map((e) => (
            <li key={`${e.field}:${e.rule}`}>
              {t('hotels.results.fieldProblem', {
                field: t(`hotels.results.fields.${e.field}`, { defaultValue: e.field }),
                reason: ruleText(t, e.rule, e.limit),
              })}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (error) {
    return (
      <div
        role="alert"
        className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
      >
        <AlertTriangle className="mx-auto h-8 w-8 text-clay-600" aria-hidden="true" />
        <h2 className="mt-2 text-lg font-semibold">{t('hotels.results.errorTitle')}</h2>
        <p className="mt-1 text-slate-700">
          {errorText(error, t, i18n.language, 'hotels.results.errorText')}
        </p>
      </div>
    );
  }

  const list = hotels ?? [];
  const found = list.length > 0 ? total : 0;
  return (
    <section className="mt-6" aria-labelledby="hotel-results-heading" aria-busy={isSorting}>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="hotel-results-heading" className="text-2xl font-bold" aria-live="polite">
            {found > 0
              ? t('hotels.results.found', { count: found })
              : t('hotels.results.searchTitle')}
          </h2>
          <RatesFootnote className="mt-1" />
        </div>
        {list.length > 0 ? (
          <div className="sm:w-56">
            <Label htmlFor="hotel-sort">{t('hotels.results.sortLabel')}</Label>
            <NativeSelect
              id="hotel-sort"
              value={sort}
              onChange={(event) => onSortChange(event.target.value as SortOption)}
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {t(`hotels.results.sort.${option}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>
      {list.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center">
          <SearchX className="mx-auto h-10 w-10 text-slate-500" aria-hidden="true" />
          <h3 className="mt-2 text-lg font-semibold">{t('hotels.results.emptyTitle')}</h3>
          <p className="mt-1 text-slate-700">{t('hotels.results.emptyText')}</p>
          <Button variant="outline" className="mt-4" onClick={onClearFilters}>
            {t('hotels.results.clearFilters')}
          </Button>
        </div>
      ) : (
        <>
          <DataSaverNotice />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((hotel, index) => (
              // A card off the screen is laid out and painted once scrolled near (it keeps its
              // place meanwhile): the 24 of a page otherwise cost one long task as they arrive.
              <li
                key={hotel.id}
                className="flex [contain-intrinsic-height:auto_28rem] [content-visibility:auto]"
              >
                <HotelCard hotel={hotel} onOpen={onOpen} eager={index === 0} />
              </li>
            ))}
          </ul>
        </>
      )}
      {list.length > 0 && hasMore ? (
        <div className="mt-6 text-center">
          <p className="mb-2 text-sm text-slate-600">
            {t('hotels.results.showing', { shown: list.length, total })}
          </p>
          {seeAllHref ? (
            <Link
              href={seeAllHref}
              className={buttonClasses('outline')}
              data-testid="see-all-stays"
            >
              {t('hotels.results.seeAll', { count: total })}
            </Link>
          ) : (
            <>
              {moreError ? (
                <p role="alert" className="mb-2 text-sm text-clay-600">
                  {t('hotels.results.errorTitle')}:{' '}
                  {errorText(moreError, t, i18n.language, 'hotels.results.errorText')}
                </p>
              ) : null}
              <Button
                variant="outline"
                onClick={onShowMore}
                aria-busy={isLoadingMore}
                data-testid="show-more-stays"
              >
                {isLoadingMore ? (
                  <span
                    className="mr-2 inline-block h-4 w-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
                    aria-hidden="true"
                  />
                ) : null}
                {t('hotels.results.showMore')}
              </Button>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
