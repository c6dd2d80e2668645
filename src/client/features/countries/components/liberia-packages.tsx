import { useTranslation } from 'react-i18next';
import type { TourPackage } from '../../../../domain/tours.ts';
import { useTourPackages } from '../api/get-tour-packages.ts';
import { LIBERIA_OPERATOR_ID } from '../liberia.ts';
import { CardSkeletons, EmptyList, LoadFailure } from './query-states.tsx';
import { TourCard } from './tour-card.tsx';

/** The packages tab: every package of operator 4 (spec 2 section 9). */
export function LiberiaPackages({ onBookTour }: { onBookTour: (tour: TourPackage) => void }) {
  const { t } = useTranslation();
  const packages = useTourPackages({ operatorId: LIBERIA_OPERATOR_ID });
  return (
    <section aria-labelledby="packages-heading" aria-busy={packages.isPending}>
      <h3 id="packages-heading" className="text-xl font-bold">
        {t('countries.liberia.packages.heading')}
      </h3>
      {packages.isPending ? (
        <CardSkeletons />
      ) : packages.isError ? (
        <LoadFailure onRetry={() => void packages.refetch()} />
      ) : packages.data.length === 0 ? (
        <EmptyList text={t('countries.liberia.packages.empty')} />
      ) : (
        <>
          <p className="mt-1 text-slate-700" data-testid="packages-count">
            {t('countries.liberia.packages.count', {
              count: packages.data.length,
              operator: packages.data[0]?.operatorName,
            })}
          </p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {packages.data.map((tour) => (
              <li key={tour.id} className="flex">
                <TourCard tour={tour} onBook={onBookTour} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
