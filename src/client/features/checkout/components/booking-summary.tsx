import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../domain/pricing.ts';
import type { PendingBooking } from '../../../lib/pending-booking.ts';
import { totalsOf } from '../checkout-form.ts';
import { formatIsoDate, formatMoney } from '../../../lib/format.ts';
import { localizedAddress, placeName } from '../../../../domain/place-names.ts';
import { stayBreakdown } from '../../../lib/price-breakdown.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** What is being bought, and the subtotal, taxes and fees, and total before paying. */
export function BookingSummary({
  booking,
  leadName,
}: {
  booking: PendingBooking;
  /** The name the booking is made in, as typed in the form. */
  leadName?: string;
}) {
  const { t, i18n } = useTranslation();
  const d = booking.details;
  const date = (value: unknown) => (text(value) ? formatIsoDate(text(value), i18n.language) : '');
  const money = (cents: number) =>
    formatMoney(formatAmount(cents), booking.currency || 'USD', i18n.language);
  const { subtotalCents, taxesCents, totalCents } = totalsOf(booking);
  const stops = Number(d.stops);

  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
      data-testid="booking-summary"
    >
      <h2 id="summary-heading" className="text-lg font-semibold">
        {t('checkout.summary')}
      </h2>
      {booking.type === 'hotel' ? (
        <dl className="mt-2 divide-y divide-slate-200 text-sm">
          <Row label={t('checkout.summaryLabels.hotel')}>{text(d.name)}</Row>
          {text(d.location) ? (
            <Row label={t('checkout.summaryLabels.location')}>
              {localizedAddress(text(d.location), i18n.language)}
            </Row>
          ) : null}
          <Row label={t('checkout.summaryLabels.checkIn')}>{date(d.checkIn)}</Row>
          <Row label={t('checkout.summaryLabels.checkOut')}>{date(d.checkOut)}</Row>
          {text(d.nights) ? (
            <Row label={t('checkout.summaryLabels.nights')}>{text(d.nights)}</Row>
          ) : null}
          <Row label={t('checkout.summaryLabels.guests')}>{text(d.guests)}</Row>
          {leadName?.trim() ? (
            <Row label={t('checkout.summaryLabels.leadGuest')}>{leadName.trim()}</Row>
          ) : null}
        </dl>
      ) : booking.type === 'flight' ? (
        <dl className="mt-2 divide-y divide-slate-200 text-sm">
          <Row label={t('checkout.summaryLabels.route')}>
            {text(d.fromCity)
              ? `${placeName(text(d.fromCity), i18n.language)} (${text(d.from)})`
              : text(d.from)}{' '}
            →{' '}
            {text(d.toCity)
              ? `${placeName(text(d.toCity), i18n.language)} (${text(d.to)})`
              : text(d.to)}
          </Row>
          {text(d.airline) ? (
            <Row label={t('checkout.summaryLabels.airline')}>{text(d.airline)}</Row>
          ) : null}
          <Row label={t('checkout.summaryLabels.departure')}>{date(d.departDate)}</Row>
          {text(d.departTime) ? (
            <Row label={t('checkout.summaryLabels.times')}>
              {text(d.departTime)} – {text(d.arriveTime)}
              {Number(d.arrivalDayOffset) > 0
                ? ` (${t('checkout.nextDay', { count: Number(d.arrivalDayOffset) })})`
                : ''}
            </Row>
          ) : null}
          {text(d.duration) ? (
            <Row label={t('checkout.summaryLabels.duration')}>
              {text(d.duration)}
              {Number.isInteger(stops)
                ? ` · ${stops === 0 ? t('checkout.direct') : t('checkout.stopCount', { count: stops })}`
                : ''}
            </Row>
          ) : null}
          {text(d.returnDate) ? (
            <Row label={t('checkout.summaryLabels.return')}>{date(d.returnDate)}</Row>
          ) : null}
          {text(d.cabinClass) ? (
            <Row label={t('checkout.summaryLabels.cabin')}>
              {t(`flights.cabin.${text(d.cabinClass)}`, { defaultValue: text(d.cabinClass) })}
            </Row>
          ) : null}
          <Row label={t('checkout.summaryLabels.passengers')}>{text(d.passengers)}</Row>
        </dl>
      ) : (
        <dl className="mt-2 divide-y divide-slate-200 text-sm">
          {text(d.name) ? (
            <Row label={t('checkout.summaryLabels.package')}>{text(d.name)}</Row>
          ) : null}
          <Row label={t('checkout.summaryLabels.destination')}>{text(d.destination)}</Row>
          {text(d.preferredDate) ? (
            <Row label={t('checkout.summaryLabels.startDate')}>{date(d.preferredDate)}</Row>
          ) : null}
          <Row label={t('checkout.summaryLabels.duration')}>
            {Number(d.duration) > 0
              ? t('checkout.summaryLabels.days', { count: Number(d.duration) })
              : text(d.duration)}
          </Row>
          <Row label={t('checkout.summaryLabels.travelers')}>{text(d.travelers)}</Row>
        </dl>
      )}
      <dl className="mt-3 border-t border-slate-300 pt-2 text-sm">
        {booking.type === 'hotel' && text(d.pricePerNight) && Number(d.nights) > 0 ? (
          <Row label={t('checkout.summaryLabels.breakdown')}>
            <span data-testid="checkout-breakdown">
              {stayBreakdown(t, i18n.language, {
                pricePerNight: text(d.pricePerNight),
                nights: Number(d.nights),
                guests: Number(d.guests) || 1,
              })}
            </span>
          </Row>
        ) : null}
        <Row label={t('checkout.subtotal')}>
          <span data-testid="checkout-subtotal">{money(subtotalCents)}</span>
        </Row>
        <Row label={t('checkout.taxes')}>
          <span data-testid="checkout-taxes">{money(taxesCents)}</span>
        </Row>
        <div className="mt-1 flex flex-wrap justify-between gap-x-4 border-t border-slate-300 pt-2 text-base font-bold">
          <dt>{t('checkout.total')}</dt>
          <dd data-testid="checkout-total">{money(totalCents)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t('checkout.totalNote')}</p>
    </section>
  );
}
