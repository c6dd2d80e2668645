import { lazy, Suspense, useMemo } from 'react';
import { Link, useSearch } from 'wouter';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, SearchX } from 'lucide-react';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import type { BookingView } from '../../domain/booking-view.ts';
import {
  bookingQueryKey,
  useBooking,
  type BookingKey,
} from '../features/checkout/api/get-booking.ts';
import { BookingCard } from '../features/checkout/components/booking-card.tsx';
import { BookingLinks } from '../features/checkout/components/booking-links.tsx';
import { errorText } from '../lib/refusals.ts';
import { ApiError } from '../lib/api.ts';
import { paths } from '../lib/paths.ts';
import { usePageMeta } from '../lib/page-meta.ts';
import { useCurrentUser } from '../lib/account.ts';
import { keptTrips, ownerOf, useKeepTrips } from '../lib/kept-trips.ts';

// Only read with no network: the page online never downloads it (the service worker keeps it).
const KeptTripCard = lazy(() =>
  import('../features/trips/components/kept-trip-card.tsx').then((module) => ({
    default: module.KeptTripCard,
  })),
);

/**
 * The booking's key in the address: ?bookingId=, or Stripe's return with ?payment_intent= and
 * its ?payment_intent_client_secret= (the intent id alone finds nothing).
 */
function bookingKeyOf(search: string): BookingKey | null {
  const query = new URLSearchParams(search);
  const bookingId = query.get('bookingId')?.trim();
  if (bookingId) return { bookingId };
  const paymentIntent = query.get('payment_intent')?.trim();
  const clientSecret = query.get('payment_intent_client_secret')?.trim();
  return paymentIntent && clientSecret ? { paymentIntent, clientSecret } : null;
}

/** /booking-success: the real booking, found by its id or by the payment that paid for it. */
export default function BookingSuccessPage() {
  const { t, i18n } = useTranslation();
  usePageMeta({
    title: t('meta.bookingSuccess.title'),
    description: t('meta.bookingSuccess.description'),
  });
  const search = useSearch();
  const key = useMemo(() => bookingKeyOf(search), [search]);
  const query = useBooking(key);
  const queryClient = useQueryClient();
  // Every booking opened here is kept on the device, readable offline (docs/decisions/0032).
  const user = useCurrentUser();
  const opened = useMemo(() => (query.data ? [query.data] : undefined), [query.data]);
  useKeepTrips(opened, ownerOf(user));
  const offline = query.isError && !(query.error instanceof ApiError);
  const kept = useQuery({
    queryKey: ['kept-trips', 'one', key && 'bookingId' in key ? key.bookingId : null],
    queryFn: async () => (await keptTrips().get((key as { bookingId: string }).bookingId)) ?? null,
    enabled: offline && key !== null && 'bookingId' in key,
  });

  if (
    key === null ||
    (query.isError && query.error instanceof ApiError && query.error.status < 500)
  ) {
    return <BookingNotFound />;
  }
  if (offline && kept.data) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-3xl font-bold">{t('checkout.booking.title')}</h1>
        <p role="status" className="mt-2 text-slate-700" data-testid="offline-copy">
          {t('trips.offlineCopy')}
        </p>
        <div className="mt-6">
          <Suspense fallback={null}>
            <KeptTripCard trip={kept.data} />
          </Suspense>
        </div>
      </div>
    );
  }
  if (offline && kept.isPending && kept.fetchStatus !== 'idle') return null;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
        <h1 className="text-2xl font-bold">{t('checkout.booking.loadError')}</h1>
        <p className="mt-2 text-slate-700">
          {errorText(query.error, t, i18n.language, 'checkout.refusals.server_error')}
        </p>
        <Button className="mt-6" onClick={() => void query.refetch()}>
          {t('checkout.booking.retry')}
        </Button>
      </div>
    );
  }
  if (!query.data) {
    return (
      <p role="status" className="py-20 text-center text-slate-600">
        {t('checkout.booking.loading')}
      </p>
    );
  }
  const view = query.data;
  const confirmed = view.status === 'confirmed' || view.status === 'completed';
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="flex items-center gap-3 text-3xl font-bold">
        {confirmed ? (
          <CheckCircle2 className="h-8 w-8 shrink-0 text-brand-700" aria-hidden="true" />
        ) : null}
        {confirmed
          ? t('checkout.booking.confirmedTitle')
          : view.awaitingConfirmation
            ? t('checkout.booking.awaitingTitle')
            : t('checkout.booking.title')}
      </h1>
      <div className="mt-6">
        <BookingCard
          view={view}
          onChange={(next: BookingView) => queryClient.setQueryData(bookingQueryKey(key), next)}
        />
      </div>
      <BookingLinks />
    </div>
  );
}

function BookingNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <SearchX className="mx-auto h-10 w-10 text-slate-500" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold">{t('checkout.booking.notFoundTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('checkout.booking.notFoundText')}</p>
      <Link href={paths.bookings} className={`${buttonClasses('primary')} mt-6`}>
        {t('checkout.booking.findBooking')}
      </Link>
    </div>
  );
}
