import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../components/ui/button.tsx';
import { KeptTripCard } from '../features/trips/components/kept-trip-card.tsx';
import { KEPT_TRIPS, keptTrips, useKeptTrips } from '../lib/kept-trips.ts';
import { useOnline } from '../lib/network.ts';
import { paths } from '../lib/paths.ts';
import { usePageMeta } from '../lib/page-meta.ts';
import { cn } from '../lib/utils.ts';

type Freshness = 'idle' | 'refreshing' | 'refreshed' | 'stale';

/**
 * While online, the kept trips are read again from the server in the background when the page
 * opens (and when the network comes back): a cancelled or changed booking shows as it is now.
 */
function useRefreshOnOpen(online: boolean): Freshness {
  const queryClient = useQueryClient();
  const [freshness, setFreshness] = useState<Freshness>('idle');
  useEffect(() => {
    if (!online) return setFreshness('idle');
    let current = true;
    setFreshness('refreshing');
    void keptTrips()
      .refreshAll()
      .then((done) => {
        if (!current) return;
        setFreshness(done.every((d) => d.fresh) ? 'refreshed' : 'stale');
        void queryClient.invalidateQueries({ queryKey: KEPT_TRIPS });
      })
      .catch(() => current && setFreshness('stale'));
    return () => {
      current = false;
    };
  }, [online, queryClient]);
  return freshness;
}

/** What the page says when no trip is kept; `hidden` draws it unseen, holding its room. */
function EmptyTrips({ hidden = false }: { hidden?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={cn('mt-6 rounded-2xl border border-dashed border-slate-300 p-6 text-center', {
        invisible: hidden,
      })}
      aria-hidden={hidden || undefined}
    >
      <p className="text-sm text-slate-700">{t('trips.empty')}</p>
      <Link
        href={paths.bookings}
        className={cn(buttonClasses('primary'), 'mt-4')}
        tabIndex={hidden ? -1 : undefined}
      >
        {t('trips.findBooking')}
      </Link>
    </div>
  );
}

/** /trips: the bookings kept on this phone, readable with no network (docs/decisions/0032). */
export default function TripsPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('meta.trips.title'), description: t('meta.trips.description') });
  const online = useOnline();
  const trips = useKeptTrips();
  const freshness = useRefreshOnOpen(online);
  const status = !online
    ? t('trips.offlineCopy')
    : freshness === 'refreshing'
      ? t('trips.refreshing')
      : freshness === 'stale'
        ? t('trips.notRefreshed')
        : freshness === 'refreshed'
          ? t('trips.refreshed')
          : '';

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('trips.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t('trips.intro')}</p>
      <p role="status" className="mt-3 min-h-6 text-sm text-slate-700" data-testid="trips-status">
        {trips.data?.length ? status : ''}
      </p>
      {trips.isPending ? (
        // The kept trips are read after the first paint: the empty state's room is held, unseen,
        // so the line below does not move when it comes.
        <EmptyTrips hidden />
      ) : trips.data === undefined ? null : trips.data.length === 0 ? (
        <EmptyTrips />
      ) : (
        <ul className="mt-4 space-y-6">
          {trips.data.map((trip) => (
            <li key={trip.bookingId}>
              <KeptTripCard trip={trip} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-8 text-sm text-slate-600">{t('trips.removedOnSignOut')}</p>
    </div>
  );
}
