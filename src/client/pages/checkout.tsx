import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../components/ui/button.tsx';
import { loadPendingBooking, type PendingBooking } from '../lib/pending-booking.ts';
import { paths } from '../lib/paths.ts';
import { cn } from '../lib/utils.ts';
import { usePageMeta } from '../lib/page-meta.ts';

/**
 * The steps themselves come only with a booking to check out: a visitor with none (or whose page
 * the server drew, waiting for the device to say) does not wait for them.
 */
const CheckoutFlow = lazy(() =>
  import('../features/checkout/components/checkout-flow.tsx').then((module) => ({
    default: module.CheckoutFlow,
  })),
);

/** /checkout: the booking from ?booking=, else the pending booking kept in local storage. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('meta.checkout.title'), description: t('meta.checkout.description') });
  const [booking, setBooking] = useState<PendingBooking | null | undefined>(undefined);
  const [damaged, setDamaged] = useState(false);

  useEffect(() => {
    const loaded = loadPendingBooking();
    setBooking(loaded.booking);
    setDamaged(loaded.damaged);
  }, []);

  const loading = (
    <p
      role="status"
      className="py-20 text-center text-slate-600 in-data-[booking-waits=false]:hidden"
    >
      {t('checkout.loading')}
    </p>
  );
  if (booking) {
    return (
      <Suspense fallback={<CheckoutFrame>{loading}</CheckoutFrame>}>
        <CheckoutFlow booking={booking} onBookingChange={setBooking} />
      </Suspense>
    );
  }
  // The loading screen is the page the server draws (the booking is on this device, not there),
  // so its heading stays where it is when the booking is read and there is none. The empty state
  // is drawn with it, hidden: the boot module (vite.config.ts) marks the page when no booking
  // waits on this device, and the empty state shows at once, before the app's JavaScript.
  return (
    <CheckoutFrame>
      {booking === undefined ? (
        <>
          {loading}
          <NoBooking className="hidden in-data-[booking-waits=false]:block" />
        </>
      ) : (
        <NoBooking damaged={damaged} />
      )}
    </CheckoutFrame>
  );
}

/** No booking to check out (or one that could not be read), and the ways to find one. */
function NoBooking({ damaged = false, className }: { damaged?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={cn('mx-auto max-w-xl py-12 text-center', className)}
      data-testid="checkout-none"
    >
      <h2 className="text-2xl font-bold">
        {damaged ? t('checkout.damagedTitle') : t('checkout.noneTitle')}
      </h2>
      <p className="mt-2 text-slate-700">
        {damaged ? t('checkout.damagedText') : t('checkout.noneText')}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href={paths.hotels} className={buttonClasses('primary')}>
          {t('checkout.findStay')}
        </Link>
        <Link href={paths.flights} className={buttonClasses('outline')}>
          {t('checkout.findFlight')}
        </Link>
      </div>
    </div>
  );
}

function CheckoutFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('checkout.title')}</h1>
      {children}
    </div>
  );
}
