import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BedDouble, Luggage, Plane } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/badge.tsx';
import { paths } from '../../../lib/paths.ts';
import type { BookingView } from '../../../../domain/booking-view.ts';
import { localIsoDate } from '../../../../domain/dates.ts';
import { errorText } from '../../../lib/refusals.ts';
import { useCurrentUser } from '../../../lib/account.ts';
import { ownerOf, useKeepTrips } from '../../../lib/kept-trips.ts';
import { useAccountBookings } from './account-bookings.ts';
import { splitTrips } from './trips.ts';
import { TripCard } from './trip-card.tsx';

const BOOKINGS = ['account', 'bookings'] as const;

/** The account's bookings, upcoming then past, each with its documents and cancellation. */
export function MyTrips() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const query = useAccountBookings(true);
  const [movedId, setMovedId] = useState<string | null>(null);
  // The account's coming trips are kept on the device, readable offline (docs/decisions/0032);
  // past ones are not fetched again for it (their documents would cost data for nothing).
  const coming = useMemo(
    () => (query.data ? splitTrips(query.data, localIsoDate()).upcoming : undefined),
    [query.data],
  );
  useKeepTrips(coming, ownerOf(useCurrentUser()));

  // Bookings made since the list was last shown (the cache never goes stale on its own).
  const cachedAtMount = useRef(query.data !== undefined);
  const { refetch } = query;
  useEffect(() => {
    if (cachedAtMount.current) void refetch();
  }, [refetch]);

  function onChange(next: BookingView) {
    queryClient.setQueryData<BookingView[]>(BOOKINGS, (list) =>
      list?.map((view) => (view.bookingId === next.bookingId ? next : view)),
    );
    setMovedId(next.bookingId);
    void queryClient.invalidateQueries({ queryKey: BOOKINGS });
  }

  if (query.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-slate-200 p-6 text-center">
        <p className="font-semibold">{t('account.dashboard.trips.loadError')}</p>
        <p className="mt-1 text-sm text-slate-700">
          {errorText(query.error, t, i18n.language, 'checkout.refusals.server_error')}
        </p>
        <Button className="mt-4" onClick={() => void query.refetch()}>
          {t('account.dashboard.retry')}
        </Button>
      </div>
    );
  }
  if (!query.data) {
    return (
      <div>
        <p role="status" className="sr-only">
          {t('account.dashboard.trips.loading')}
        </p>
        <Skeleton className="h-56 w-full" />
      </div>
    );
  }
  if (query.data.length === 0) return <NoTrips />;

  const { upcoming, past } = splitTrips(query.data, localIsoDate());
  return (
    <div className="space-y-8">
      <p className="text-sm text-slate-700">
        <Link href={paths.trips} className="font-medium text-brand-800 underline">
          {t('nav.trips')}
        </Link>
      </p>
      <TripSection
        id="upcoming-trips"
        title={t('account.dashboard.trips.upcoming')}
        trips={upcoming}
        movedId={movedId}
        onChange={onChange}
        empty={
          <div className="rounded-2xl border border-dashed border-slate-300 p-5">
            <p className="text-slate-700">{t('account.dashboard.trips.noUpcoming')}</p>
            <SearchLinks />
          </div>
        }
      />
      {past.length ? (
        <TripSection
          id="past-trips"
          title={t('account.dashboard.trips.past')}
          trips={past}
          movedId={movedId}
          onChange={onChange}
        />
      ) : null}
    </div>
  );
}

function TripSection({
  id,
  title,
  trips,
  movedId,
  onChange,
  empty = null,
}: {
  id: string;
  title: string;
  trips: BookingView[];
  movedId: string | null;
  onChange: (view: BookingView) => void;
  empty?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} data-testid={id}>
      <h2 id={`${id}-heading`} className="mb-3 flex items-baseline gap-2 text-xl font-bold">
        {title}
        <span className="text-base font-normal text-slate-600">({trips.length})</span>
      </h2>
      {trips.length ? (
        <ul className="space-y-4">
          {trips.map((view) => (
            <li key={view.bookingId}>
              <TripCard view={view} onChange={onChange} takeFocus={view.bookingId === movedId} />
            </li>
          ))}
        </ul>
      ) : (
        empty
      )}
    </section>
  );
}

/** No booking at all yet: where to find the first one. */
function NoTrips() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="no-trips-heading"
      className="rounded-2xl border border-dashed border-slate-300 p-6 text-center sm:p-10"
      data-testid="no-trips"
    >
      <Luggage className="mx-auto h-10 w-10 text-slate-500" aria-hidden="true" />
      <h2 id="no-trips-heading" className="mt-3 text-xl font-bold">
        {t('account.dashboard.trips.emptyTitle')}
      </h2>
      <p className="mx-auto mt-1 max-w-md text-slate-700">
        {t('account.dashboard.trips.emptyText')}
      </p>
      <SearchLinks className="justify-center" />
    </section>
  );
}

function SearchLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`mt-4 flex flex-col gap-3 sm:flex-row ${className ?? ''}`}>
      <Link href={paths.hotels} className={buttonClasses('primary')}>
        <BedDouble className="h-4 w-4" aria-hidden="true" />
        {t('account.dashboard.trips.searchHotels')}
      </Link>
      <Link href={paths.flights} className={buttonClasses('outline')}>
        <Plane className="h-4 w-4" aria-hidden="true" />
        {t('account.dashboard.trips.searchFlights')}
      </Link>
    </div>
  );
}
