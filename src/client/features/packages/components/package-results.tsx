import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { placeName } from '../../../../domain/place-names.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { PackageSearchProgress } from '../api/search-packages.ts';
import type { CompletePackage, PackageSearch } from '../complete-packages.ts';
import { CompletePackageCard, type HeadingTag } from './complete-package-card.tsx';
import { DATE_STYLES, formatCalendarDate } from '../../../../domain/format.ts';

export type PackageSearchState =
  | { status: 'searching'; progress: PackageSearchProgress }
  | { status: 'failed' }
  | { status: 'done'; packages: CompletePackage[] };

/**
 * After a search: the two loading lines, the failure, the empty answer or the Flight + Hotel
 * cards. What changes is said in one live region, so a screen reader hears each step once.
 */
export function PackageResults({
  search,
  state,
  headingLevel,
  bookingDisabled,
  onBook,
  onRetry,
}: {
  search: PackageSearch;
  state: PackageSearchState;
  headingLevel: 'h3' | 'h4';
  bookingDisabled: boolean;
  onBook: (pkg: CompletePackage) => void;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const Heading = headingLevel;
  const cardHeading: HeadingTag = headingLevel === 'h3' ? 'h4' : 'h5';
  const packages = state.status === 'done' ? state.packages : [];

  return (
    <section aria-labelledby={headingId} className="mt-8" data-testid="package-results">
      <Heading id={headingId} className="text-xl font-bold">
        {t('packages.results.title')}
      </Heading>
      <div role="status" aria-live="polite" className="mt-2 text-slate-700">
        {state.status === 'searching' ? (
          <ul className="space-y-1.5" data-testid="package-progress">
            {!state.progress.flights ? (
              <li className="flex items-center gap-2">
                <Loader2 className="h-4 w-4 animate-spin text-brand-700" aria-hidden="true" />
                {t('packages.search.flights')}
              </li>
            ) : null}
            {!state.progress.hotels ? (
              <li className="flex items-center gap-2">
                <Loader2 className="h-4 w-4 animate-spin text-brand-700" aria-hidden="true" />
                {t('packages.search.hotels')}
              </li>
            ) : null}
          </ul>
        ) : state.status === 'done' && packages.length === 0 ? (
          <p
            className="rounded-xl border border-slate-200 bg-slate-50 p-4"
            data-testid="no-packages"
          >
            {t('packages.search.none')}
          </p>
        ) : state.status === 'done' ? (
          <p data-testid="package-count">
            {t('packages.results.summary', {
              count: packages.length,
              city: placeName(search.city, i18n.language),
              dates: t('packages.results.dates', {
                depart: formatCalendarDate(search.departDate, i18n.language, DATE_STYLES.trip),
                return: formatCalendarDate(search.returnDate, i18n.language, DATE_STYLES.trip),
              }),
            })}
          </p>
        ) : null}
      </div>
      {state.status === 'failed' ? (
        <div
          role="alert"
          className="mt-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm"
          data-testid="package-error"
        >
          <p className="font-medium text-red-900">{t('packages.search.failed')}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            {t('packages.search.retry')}
          </Button>
        </div>
      ) : null}
      {packages.length ? (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {packages.map((pkg) => (
            <li key={pkg.key} className="min-w-0">
              <CompletePackageCard
                pkg={pkg}
                headingLevel={cardHeading}
                disabled={bookingDisabled}
                onBook={() => onBook(pkg)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
