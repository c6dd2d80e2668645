import { useTranslation } from 'react-i18next';
import type { CountryFacts } from '../../../../domain/country-facts.ts';
import type { TourPackage } from '../../../../domain/tours.ts';
import { useTourOperators } from '../api/get-tour-operators.ts';
import { useTourPackages } from '../api/get-tour-packages.ts';
import { operatorsHref } from '../tour-links.ts';
import { OperatorCard } from './operator-card.tsx';
import { CardSkeletons, EmptyList, LoadFailure } from './query-states.tsx';
import { TourCard } from './tour-card.tsx';

/** How many of the country's packages the page shows; the operators page has them all. */
const POPULAR_TOURS_SHOWN = 6;

/** The country's tour operators, from the API. */
export function CountryOperators({ country }: { country: CountryFacts }) {
  const { t } = useTranslation();
  const operators = useTourOperators(country.name);
  return (
    <section aria-labelledby="operators-heading" aria-busy={operators.isPending}>
      <h2 id="operators-heading" className="text-2xl font-bold">
        {t('countries.operators.heading', { in: t(`countries.in.${country.slug}`) })}
      </h2>
      <p className="mt-1 text-slate-700">{t('countries.operators.subtitle')}</p>
      {operators.isPending ? (
        <CardSkeletons />
      ) : operators.isError ? (
        <LoadFailure onRetry={() => void operators.refetch()} />
      ) : operators.data.length === 0 ? (
        <EmptyList text={t('countries.operators.empty')} />
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {operators.data.map((operator) => (
            <li key={operator.id} className="flex">
              <OperatorCard operator={operator} toursHref={operatorsHref(country.name)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A few of the country's tour packages. */
export function PopularTours({
  country,
  onBookTour,
}: {
  country: CountryFacts;
  onBookTour: (tour: TourPackage) => void;
}) {
  const { t } = useTranslation();
  const tours = useTourPackages({ country: country.name });
  return (
    <section
      id="popular-tours"
      aria-labelledby="tours-heading"
      aria-busy={tours.isPending}
      className="scroll-mt-20"
    >
      <h2 id="tours-heading" className="text-2xl font-bold">
        {t('countries.tours.heading')}
      </h2>
      {tours.isPending ? (
        <CardSkeletons />
      ) : tours.isError ? (
        <LoadFailure onRetry={() => void tours.refetch()} />
      ) : tours.data.length === 0 ? (
        <EmptyList text={t('countries.tours.empty')} />
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tours.data.slice(0, POPULAR_TOURS_SHOWN).map((tour) => (
            <li key={tour.id} className="flex">
              <TourCard tour={tour} onBook={onBookTour} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
