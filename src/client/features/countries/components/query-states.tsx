import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** Grey cards in the shape of the list while it loads. */
export function CardSkeletons({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-56" />
      ))}
    </div>
  );
}

/** A list that did not load, with a way to ask again. */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mt-4 rounded-2xl border border-clay-600/40 bg-red-50 p-4">
      <p className="text-slate-800">{t('countries.loadError')}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {t('countries.retry')}
      </Button>
    </div>
  );
}

/** An empty list, said plainly. */
export function EmptyList({ text }: { text: string }) {
  return <p className="mt-4 rounded-2xl bg-slate-50 p-4 text-slate-700">{text}</p>;
}
