import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Check, ChevronDown, Clock, Minus, Users } from 'lucide-react';
import { placeName } from '../../../../domain/place-names.ts';
import type { TourOperator, TourPackage } from '../../../../domain/tours.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorText } from '../../../lib/refusals.ts';
import { cn } from '../../../lib/utils.ts';
import { useTourOperator } from '../api/get-tour-operator.ts';
import { DifficultyBadge, TourImage } from './tour-bits.tsx';
import { formatCalendarDate } from '../../../../domain/format.ts';
import { useMoney } from '../../../lib/money.ts';

/** 'View Tours': every package of an operator, each one bookable. */
export function OperatorToursDialog({
  operator,
  onClose,
  onBook,
}: {
  operator: TourOperator | null;
  onClose: () => void;
  onBook: (tour: TourPackage) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog
      open={operator !== null}
      onOpenChange={(open) => !open && onClose()}
      title={operator ? t('tours.tours.title', { name: operator.name }) : ''}
      description={
        operator
          ? `${operator.location}, ${placeName(operator.country, i18n.language)} · ${t(
              'tours.tours.count',
              { count: operator.packageCount },
            )}`
          : undefined
      }
    >
      {operator ? <OperatorTours operatorId={operator.id} onBook={onBook} /> : null}
    </Dialog>
  );
}

function OperatorTours({
  operatorId,
  onBook,
}: {
  operatorId: number;
  onBook: (tour: TourPackage) => void;
}) {
  const { t, i18n } = useTranslation();
  const query = useTourOperator(operatorId);

  if (query.isPending) {
    return (
      <p role="status" className="py-8 text-center text-slate-600">
        {t('tours.tours.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-slate-800">
        {errorText(query.error, t, i18n.language, 'tours.tours.errorText')}
      </p>
    );
  }
  if (query.data.packages.length === 0) {
    return <p className="py-8 text-center text-slate-700">{t('tours.tours.empty')}</p>;
  }
  return (
    <ul className="space-y-4" data-testid="operator-packages">
      {query.data.packages.map((tour) => (
        <li key={tour.id}>
          <TourPackageItem tour={tour} onBook={() => onBook(tour)} />
        </li>
      ))}
    </ul>
  );
}

function TourPackageItem({ tour, onBook }: { tour: TourPackage; onBook: () => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const id = useId();
  const [showItinerary, setShowItinerary] = useState(false);
  const language = i18n.language;
  return (
    <article
      className="grid gap-4 rounded-2xl border border-slate-200 p-3 sm:p-4 md:grid-cols-[14rem_1fr]"
      aria-labelledby={`${id}-name`}
      data-testid="tour-package"
    >
      <TourImage
        src={tour.imageUrl}
        alt=""
        loading="lazy"
        width="448"
        height="300"
        className="aspect-[3/2] w-full rounded-xl md:h-full md:max-h-56"
      />
      <div className="min-w-0">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h3 id={`${id}-name`} className="text-lg leading-tight font-semibold break-words">
            {tour.name}
          </h3>
          <p className="text-lg font-bold text-brand-800" data-testid="tour-price">
            {t('tours.perPerson', {
              price: money.price(tour.pricePerPerson, 'trim'),
            })}
          </p>
        </div>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className="flex items-center gap-1">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {t('tours.duration', { count: tour.duration })}
          </span>
          <Badge>{t(`tours.specialties.${tour.category}`, { defaultValue: tour.category })}</Badge>
          <DifficultyBadge difficulty={tour.difficulty} />
          <span className="flex items-center gap-1">
            <Users className="h-4 w-4" aria-hidden="true" />
            {t('tours.tours.maxGroup', { count: tour.maxGroupSize })}
          </span>
        </p>
        {tour.description ? (
          <p className="mt-2 text-sm text-slate-700">{tour.description}</p>
        ) : null}
        <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          {tour.inclusions.length ? (
            <section aria-labelledby={`${id}-in`}>
              <h4 id={`${id}-in`} className="font-semibold">
                {t('tours.tours.inclusions')}
              </h4>
              <ul className="mt-1 space-y-0.5">
                {tour.inclusions.map((item) => (
                  <li key={item} className="flex items-start gap-1.5">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {tour.exclusions.length ? (
            <section aria-labelledby={`${id}-ex`}>
              <h4 id={`${id}-ex`} className="font-semibold">
                {t('tours.tours.exclusions')}
              </h4>
              <ul className="mt-1 space-y-0.5">
                {tour.exclusions.map((item) => (
                  <li key={item} className="flex items-start gap-1.5">
                    <Minus className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        {tour.itinerary.length ? (
          <div className="mt-3">
            <button
              type="button"
              className="flex min-h-11 items-center gap-1 rounded-md text-sm font-medium text-brand-800 hover:underline"
              aria-expanded={showItinerary}
              aria-controls={`${id}-itinerary`}
              onClick={() => setShowItinerary((open) => !open)}
            >
              <ChevronDown
                className={cn('h-4 w-4 transition-transform', showItinerary && 'rotate-180')}
                aria-hidden="true"
              />
              {showItinerary ? t('tours.tours.hideItinerary') : t('tours.tours.showItinerary')}
            </button>
            <ol
              id={`${id}-itinerary`}
              hidden={!showItinerary}
              className="mt-1 space-y-2 border-l-2 border-brand-100 pl-4 text-sm"
            >
              {tour.itinerary.map((day) => (
                <li key={day.day}>
                  <p className="font-semibold">
                    {t('tours.tours.dayTitle', { day: day.day, title: day.title })}
                  </p>
                  <p className="text-slate-700">{day.description}</p>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
        <div className="mt-3 flex flex-col gap-3 border-t border-slate-100 pt-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <CalendarDays className="h-4 w-4 shrink-0" aria-hidden="true" />
            {tour.nextDeparture
              ? t('tours.tours.nextDeparture', {
                  date: formatCalendarDate(tour.nextDeparture, language),
                })
              : t('tours.tours.noDeparture')}
          </p>
          <Button
            onClick={onBook}
            disabled={!tour.nextDeparture}
            aria-label={t('tours.tours.bookNowOf', { name: tour.name })}
            className="sm:w-auto"
          >
            {t('tours.tours.bookNow')}
          </Button>
        </div>
      </div>
    </article>
  );
}
