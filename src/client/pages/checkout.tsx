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

  if (booking === undefined) {
    return (
      <p role="status" className="py-20 text-center text-slate-600">
        {t('checkout.loading')}
      </p>
    );
  }
  if (booking === null) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="checkout-none">
        <h1 className="text-2xl font-bold">
          {damaged ? t('checkout.damagedTitle') : t('checkout.noneTitle')}
        </h1>
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
  return <CheckoutFlow booking={booking} onBookingChange={setBooking} />;
}
