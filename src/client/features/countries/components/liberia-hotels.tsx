import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BedDouble, Radio } from 'lucide-react';
import type { CountryFacts } from '../../../../domain/country-facts.ts';
import { daysBetween } from '../../../../domain/dates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useLiveHotels, useStoredStays } from '../api/get-stays.ts';
import { liberiaLiveStay } from '../liberia.ts';
import { hotelsHref } from '../tour-links.ts';
import { CardSkeletons, EmptyList, LoadFailure } from './query-states.tsx';
import { LiveHotelRow, StayCard } from './stay-card.tsx';
import { DataSaverNotice } from '../../../components/data-saver-notice.tsx';
import { formatCalendarDate } from '../../../../domain/format.ts';

/** Stored properties shown before 'Show all': two rows of cards on a wide screen. */
const STAYS_SHOWN_FIRST = 6;

/** The hotels tab: the stored properties in Liberia, then what is free in the coming days. */
export function LiberiaHotels({ country }: { country: CountryFacts }) {
  const { t, i18n } = useTranslation();
  // Fixed for the visit, so the live search is not asked again with a new "today".
  const [stay] = useState(liberiaLiveStay);
  const stored = useStoredStays(country.name);
  const live = useLiveHotels(country.name, stay);
  const [showAll, setShowAll] = useState(false);
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  const bookHref = (name: string) =>
    hotelsHref({ destination: name, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: 2 });

  return (
    <div className="space-y-10">
      <section aria-labelledby="stored-stays-heading" aria-busy={stored.isPending}>
        <h3 id="stored-stays-heading" className="flex items-center gap-2 text-xl font-bold">
          <BedDouble className="h-5 w-5 text-brand-700" aria-hidden="true" />
          {t('countries.liberia.hotels.heading')}
        </h3>
        {stored.isPending ? (
          <CardSkeletons />
        ) : stored.isError ? (
          <LoadFailure onRetry={() => void stored.refetch()} />
        ) : (
          <>
            <p className="mt-1 text-slate-700" data-testid="stored-stays-count">
              {t('countries.liberia.hotels.count', { count: stored.data.length })}
            </p>
            {stored.data.length === 0 ? (
              <EmptyList text={t('countries.liberia.hotels.empty')} />
            ) : (
              <>
                <DataSaverNotice />
                <ul
                  id="stored-stays-list"
                  className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
                >
                  {(showAll ? stored.data : stored.data.slice(0, STAYS_SHOWN_FIRST)).map(
                    (hotel) => (
                      <li key={hotel.id} className="flex">
                        <StayCard stay={hotel} bookHref={bookHref(hotel.name)} />
                      </li>
                    ),
                  )}
                </ul>
                {stored.data.length > STAYS_SHOWN_FIRST ? (
                  <Button
                    variant="outline"
                    className="mt-4"
                    aria-expanded={showAll}
                    aria-controls="stored-stays-list"
                    onClick={() => setShowAll((shown) => !shown)}
                  >
                    {showAll
                      ? t('countries.liberia.hotels.showFewer')
                      : t('countries.liberia.hotels.showAll', { count: stored.data.length })}
                  </Button>
                ) : null}
              </>
            )}
          </>
        )}
      </section>

      <section
        aria-labelledby="live-hotels-heading"
        aria-busy={live.isPending}
        className="rounded-2xl bg-slate-50 p-4 sm:p-6"
      >
        <h3 id="live-hotels-heading" className="flex items-center gap-2 text-xl font-bold">
          <Radio className="h-5 w-5 text-clay-600" aria-hidden="true" />
          {t('countries.liberia.hotels.live')}
        </h3>
        <p className="mt-1 text-slate-700">
          {t('countries.liberia.hotels.liveStay', {
            checkIn: formatCalendarDate(stay.checkIn, i18n.language),
            checkOut: formatCalendarDate(stay.checkOut, i18n.language),
            count: stay.guests,
          })}
        </p>
        {live.isPending ? (
          <CardSkeletons />
        ) : live.isError ? (
          <LoadFailure onRetry={() => void live.refetch()} />
        ) : live.data.length === 0 ? (
          <EmptyList text={t('countries.liberia.hotels.empty')} />
        ) : (
          <>
            <p className="mt-3 font-semibold" data-testid="live-hotels-count">
              {t('countries.liberia.hotels.liveCount', { count: live.data.length })}
            </p>
            <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {live.data.map((hotel) => (
                <li key={hotel.id}>
                  <LiveHotelRow
                    hotel={hotel}
                    nights={nights}
                    guests={stay.guests}
                    bookHref={bookHref(hotel.name)}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
