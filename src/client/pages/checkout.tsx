import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { formatAmount, toCents, withTaxes } from '../../domain/pricing.ts';
import { buttonClasses } from '../components/ui/button.tsx';
import { readPendingBooking, type PendingBooking } from '../features/booking/pending-booking.ts';
import { paths } from '../lib/paths.ts';
import { formatUsd } from '../lib/utils.ts';

export default function CheckoutPage() {
  const { t } = useTranslation();
  const [booking, setBooking] = useState<PendingBooking | null | undefined>(undefined);

  useEffect(() => setBooking(readPendingBooking()), []);

  if (booking === undefined) {
    return (
      <p role="status" className="py-20 text-center text-slate-600">
        {t('checkout.loading')}
      </p>
    );
  }
  if (booking === null) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{t('checkout.noneTitle')}</h1>
        <p className="mt-2 text-slate-700">{t('checkout.noneText')}</p>
        <Link href={paths.hotels} className={`${buttonClasses('primary')} mt-6`}>
          {t('checkout.findStay')}
        </Link>
      </div>
    );
  }

  const details = booking.details as Record<string, string | number | undefined>;
  const { subtotalCents, taxesCents, totalCents } = withTaxes(toCents(booking.price));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('checkout.title')}</h1>
      <section
        aria-labelledby="summary-heading"
        className="mt-6 rounded-2xl border border-slate-200 p-5"
        data-testid="booking-summary"
      >
        <h2 id="summary-heading" className="text-xl font-semibold">
          {t('checkout.summary')}
        </h2>
        {booking.type === 'hotel' ? (
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">{t('checkout.hotel')}</dt>
            <dd className="font-medium">{details.name}</dd>
            <dt className="text-slate-600">{t('checkout.location')}</dt>
            <dd>{details.location}</dd>
            <dt className="text-slate-600">{t('checkout.dates')}</dt>
            <dd>
              {details.checkIn} → {details.checkOut}
            </dd>
            <dt className="text-slate-600">{t('hotels.search.guests')}</dt>
            <dd>{details.guests}</dd>
            {booking.customerData ? (
              <>
                <dt className="text-slate-600">{t('hotels.booking.guestName')}</dt>
                <dd>
                  {booking.customerData.guestName} ({booking.customerData.guestEmail})
                </dd>
              </>
            ) : null}
          </dl>
        ) : (
          <pre className="mt-3 overflow-x-auto text-sm">{JSON.stringify(details, null, 2)}</pre>
        )}
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-1 border-t border-slate-200 pt-3 text-sm">
          <dt>{t('checkout.subtotal')}</dt>
          <dd data-testid="checkout-subtotal">
            {booking.currency} {formatAmount(subtotalCents)}
          </dd>
          <dt>{t('checkout.taxes')}</dt>
          <dd>
            {booking.currency} {formatAmount(taxesCents)}
          </dd>
          <dt className="font-semibold">{t('checkout.total')}</dt>
          <dd className="font-semibold">{formatUsd(formatAmount(totalCents))}</dd>
        </dl>
      </section>
    </div>
  );
}
