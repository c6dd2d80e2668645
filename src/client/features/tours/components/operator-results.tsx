import { useTranslation } from 'react-i18next';
import { AlertTriangle, SearchX } from 'lucide-react';
import type { TourOperator } from '../../../../domain/tours.ts';
import { Skeleton } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/refusals.ts';
import { OperatorCard } from './operator-card.tsx';

const SKELETON_CARDS = 6;

export function OperatorResults({
  operators,
  isLoading,
  error,
  onRetry,
  onClearFilters,
  onViewTours,
  onContact,
}: {
  operators: TourOperator[];
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  onClearFilters: () => void;
  onViewTours: (operator: TourOperator) => void;
  onContact: (operator: TourOperator) => void;
}) {
  const { t, i18n } = useTranslation();

  if (isLoading) {
    return (
      <div role="status" className="mt-6">
        <p className="sr-only">{t('tours.results.loading')}</p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <div key={i} className="rounded-2xl border border-slate-200 p-4">
              <Skeleton className="aspect-[2/1] w-full" />
              <Skeleton className="mt-4 h-5 w-2/3" />
              <Skeleton className="mt-2 h-4 w-1/2" />
              <Skeleton className="mt-4 h-16 w-full" />
              <Skeleton className="mt-4 h-11 w-full" />
            </div>
          ))}
        </div>
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
        <h2 className="mt-2 text-lg font-semibold">{t('tours.results.errorTitle')}</h2>
        <p className="mt-1 text-slate-700">
          {errorText(error, t, i18n.language, 'tours.results.errorText')}
        </p>
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          {t('tours.results.retry')}
        </Button>
      </div>
    );
  }

  return (
    <section className="mt-6" aria-labelledby="operator-results-heading">
      <h2
        id="operator-results-heading"
        className="mb-4 text-xl font-bold"
        aria-live="polite"
        data-testid="operator-count"
      >
        {t('tours.results.found', { count: operators.length })}
      </h2>
      {operators.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center">
          <SearchX className="mx-auto h-10 w-10 text-slate-500" aria-hidden="true" />
          <h3 className="mt-2 text-lg font-semibold">{t('tours.results.emptyTitle')}</h3>
          <p className="mt-1 text-slate-700">{t('tours.results.emptyText')}</p>
          <Button variant="outline" className="mt-4" onClick={onClearFilters}>
            {t('tours.filters.clear')}
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {operators.map((operator) => (
            <li key={operator.id} className="flex min-w-0">
              <OperatorCard
                operator={operator}
                onViewTours={() => onViewTours(operator)}
                onContact={() => onContact(operator)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
