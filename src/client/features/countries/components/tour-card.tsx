import { useTranslation } from 'react-i18next';
import { Clock, Users } from 'lucide-react';
import type { TourPackage } from '../../../../domain/tours.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useMoney } from '../../../lib/money.ts';

const DIFFICULTY_COLOURS = {
  easy: 'bg-brand-50 text-brand-800',
  moderate: 'bg-amber-100 text-amber-900',
  challenging: 'bg-red-100 text-red-900',
} as const;

/** A tour package as a country page shows it (spec 2 "Country pages": the tour card). */
export function TourCard({
  tour,
  onBook,
}: {
  tour: TourPackage;
  /** Book Now opens this tour's booking dialog. */
  onBook: (tour: TourPackage) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <article
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="tour-card"
      aria-labelledby={`tour-${tour.id}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="inline-flex items-center gap-1 font-semibold text-slate-800">
          <Clock className="h-4 w-4" aria-hidden="true" />
          {t('countries.tour.days', { count: tour.duration })}
        </span>
        <Badge>{t(`countries.categories.${tour.category}`)}</Badge>
        <Badge className={DIFFICULTY_COLOURS[tour.difficulty]}>
          {t(`countries.difficulty.${tour.difficulty}`)}
        </Badge>
      </div>
      <div>
        <h3 id={`tour-${tour.id}`} className="text-lg leading-tight font-semibold">
          {tour.name}
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          {t('countries.tour.by', { operator: tour.operatorName, place: tour.destination })}
        </p>
      </div>
      <p className="line-clamp-4 text-sm text-slate-700">{tour.description}</p>
      <p className="flex items-center gap-1 text-sm text-slate-700">
        <Users className="h-4 w-4" aria-hidden="true" />
        {t('countries.tour.maxGroup', { count: tour.maxGroupSize })}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
        <p>
          <span className="text-xl font-bold text-brand-800">
            {money.price(tour.pricePerPerson, 'trim')}
          </span>{' '}
          <span className="text-sm text-slate-600">{t('countries.tour.perPerson')}</span>
        </p>
        <Button
          type="button"
          onClick={() => onBook(tour)}
          aria-label={t('countries.tour.bookNowOf', { name: tour.name })}
        >
          {t('countries.tour.bookNow')}
        </Button>
      </div>
    </article>
  );
}
