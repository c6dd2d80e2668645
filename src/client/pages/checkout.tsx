import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../components/ui/button.tsx';
import { loadPendingBooking, type PendingBooking } from '../lib/pending-booking.ts';
import { CheckoutFlow } from '../features/checkout/components/checkout-flow.tsx';
import { paths } from '../lib/paths.ts';
import { usePageMeta } from '../lib/page-meta.ts';

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

  if (booking) return <CheckoutFlow booking={booking} onBookingChange={setBooking} />;
  // The loading screen is the page the server draws (the booking is on this device, not there),
  // so its heading stays where it is when the booking is read and there is none.
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('checkout.title')}</h1>
      {booking === undefined ? (
        <p role="status" className="py-20 text-center text-slate-600">
          {t('checkout.loading')}
        </p>
      ) : (
        <div className="mx-auto max-w-xl py-12 text-center" data-testid="checkout-none">
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
      )}
    </div>
  );
}
