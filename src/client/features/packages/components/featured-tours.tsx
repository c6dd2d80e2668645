import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Clock } from 'lucide-react';
import { placeName } from '../../../../domain/place-names.ts';
import type { TourPackage } from '../../../../domain/tours.ts';
import { Skeleton } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { DifficultyBadge, TourImage } from '../../tours/index.ts';
import { useFeaturedTours } from '../api/list-featured-tours.ts';
import { FEATURED_TOURS } from '../complete-packages.ts';
import type { HeadingTag } from './complete-package-card.tsx';
import { useMoney } from '../../../lib/money.ts';

function TourCard({
  tour,
  headingLevel,
  onBook,
}: {
  tour: TourPackage;
  headingLevel: HeadingTag;
  onBook: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const titleId = useId();
  const Heading = headingLevel;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full min-w-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="featured-tour"
    >
      <TourImage
        src={tour.imageUrl}
        alt=""
        loading="lazy"
        width="640"
        height="400"
        className="aspect-[8/5] w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="inline-flex items-center gap-1 font-semibold text-slate-800">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {t('packages.tours.days', { count: tour.duration })}
          </span>
          <DifficultyBadge difficulty={tour.difficulty} />
        </div>
        <Heading id={titleId} className="text-lg leading-tight font-semibold break-words">
          {tour.name}
        </Heading>
        <p className="text-sm text-slate-600">
          {t('packages.tours.by', {
            operator: tour.operatorName,
            place: [tour.destination, placeName(tour.country, i18n.language)]
              .filter(Boolean)
              .join(', '),
          })}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <p>
            <span className="text-xl font-bold text-brand-800" data-testid="tour-price">
              {money.price(tour.pricePerPerson, 'trim')}
            </span>{' '}
            <span className="text-sm text-slate-600">{t('packages.tours.perPerson')}</span>
          </p>
          <Button onClick={onBook} aria-label={t('packages.tours.bookOf', { name: tour.name })}>
            {t('packages.tours.book')}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** Spec 1: the first 6 tour packages, each bookable through the tours' own dialog. */
export function FeaturedTours({
  headingLevel,
  onBook,
}: {
  headingLevel: 'h3' | 'h4';
  onBook: (tour: TourPackage) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useFeaturedTours();
  const Heading = headingLevel;
  const cardHeading: HeadingTag = headingLevel === 'h3' ? 'h4' : 'h5';

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <Heading id={headingId} className="text-xl font-bold">
            {t('packages.tours.title')}
          </Heading>
          <p className="text-sm text-slate-700">{t('packages.tours.subtitle')}</p>
        </div>
        <Link href={paths.tourOperators} className={buttonClasses('outline', 'sm')}>
          {t('packages.tours.all')}
        </Link>
      </div>
      {query.isPending ? (
        <div className="mt-4">
          <p role="status" className="sr-only">
            {t('packages.tours.loading')}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
            {Array.from({ length: FEATURED_TOURS }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-72 w-full rounded-2xl" />
              </li>
            ))}
          </ul>
        </div>
      ) : query.isError ? (
        <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm">
          <p className="text-red-900">{t('packages.tours.error')}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            {t('packages.tours.retry')}
          </Button>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.map((tour) => (
            <li key={tour.id} className="min-w-0">
              <TourCard tour={tour} headingLevel={cardHeading} onBook={() => onBook(tour)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
