import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PACKAGE_DISCOUNT_RATE } from '../../../../domain/constants.ts';
import { formatAmount } from '../../../../domain/pricing.ts';
import type { PendingBooking } from '../../../lib/pending-booking.ts';
import { isCompletePackage, totalsOf } from '../checkout-form.ts';
import { formatIsoDate, formatMoney } from '../../../lib/format.ts';
import { localizedAddress, placeName } from '../../../../domain/place-names.ts';
import { stayBreakdown } from '../../../lib/price-breakdown.ts';
import { travellerMix } from '../../../lib/traveller-mix.ts';
import { CheckoutTerms } from './checkout-terms.tsx';

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

/** What is being bought, the subtotal, taxes and fees, the total and its terms before paying. */
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
  const money = (cents: number) =>
    formatMoney(formatAmount(cents), booking.currency || 'USD', i18n.language);
  const { subtotalCents, taxesCents, totalCents } = totalsOf(booking);
  const complete = isCompletePackage(booking);

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
          <StayRows d={d} leadName={leadName} />
        </dl>
      ) : booking.type === 'flight' ? (
        <dl className="mt-2 divide-y divide-slate-200 text-sm">
          <FlightRows d={d} />
        </dl>
      ) : complete ? (
        <CompletePackageRows d={d} leadName={leadName} />
      ) : (
        <dl className="mt-2 divide-y divide-slate-200 text-sm">
          {text(d.name) ? (
            <Row label={t('checkout.summaryLabels.package')}>{text(d.name)}</Row>
          ) : null}
          <Row label={t('checkout.summaryLabels.destination')}>{text(d.destination)}</Row>
          {text(d.preferredDate) ? (
            <Row label={t('checkout.summaryLabels.startDate')}>
              {formatIsoDate(text(d.preferredDate), i18n.language)}
            </Row>
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
      {complete ? (
        <p
          className="mt-2 text-sm font-medium text-brand-800"
          data-testid="checkout-package-discount"
        >
          {t('checkout.packageDiscount', { percent: DISCOUNT_PERCENT })}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">{t('checkout.totalNote')}</p>
      <CheckoutTerms booking={booking} />
    </section>
  );
}

const DISCOUNT_PERCENT = Math.round(PACKAGE_DISCOUNT_RATE * 100);

type Details = PendingBooking['details'];

const detailsOf = (value: unknown): Details =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Details) : {};

function useDate() {
  const { i18n } = useTranslation();
  return (value: unknown) => (text(value) ? formatIsoDate(text(value), i18n.language) : '');
}

/** A stay's rows: the property, where it is, its dates, nights and guests. */
function StayRows({ d, leadName }: { d: Details; leadName?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const date = useDate();
  return (
    <>
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
    </>
  );
}

/** A flight's rows: the route, the airline, the dates and times, the cabin and the passengers. */
function FlightRows({ d }: { d: Details }) {
  const { t, i18n } = useTranslation();
  const date = useDate();
  const stops = Number(d.stops);
  const airport = (code: unknown, city: unknown) =>
    text(city) ? `${placeName(text(city), i18n.language)} (${text(code)})` : text(code);
  return (
    <>
      <Row label={t('checkout.summaryLabels.route')}>
        {airport(d.from, d.fromCity)} → {airport(d.to, d.toCity)}
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
        <Row label={t('checkout.summaryLabels.return')}>
          {[
            date(d.returnDate),
            text(d.returnDepartTime) &&
              `${text(d.returnDepartTime)} – ${text(d.returnArriveTime)}${Number(d.returnArrivalDayOffset) > 0 ? ` (${t('checkout.nextDay', { count: Number(d.returnArrivalDayOffset) })})` : ''}`,
            text(d.returnAirline),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Row>
      ) : null}
      {text(d.cabinClass) ? (
        <Row label={t('checkout.summaryLabels.cabin')}>
          {t(`flights.cabin.${text(d.cabinClass)}`, { defaultValue: text(d.cabinClass) })}
        </Row>
      ) : null}
      <Row label={t('checkout.summaryLabels.passengers')}>
        <span data-testid="summary-passengers">{passengersText(t, d)}</span>
      </Row>
    </>
  );
}

/** The adults alone as a number, as before; with children or infants, each fare named. */
function passengersText(t: (key: string, params?: Record<string, unknown>) => string, d: Details) {
  const counts = {
    adults: Number(d.passengers),
    children: Number(d.children ?? 0),
    infants: Number(d.infants ?? 0),
  };
  if (!(counts.children > 0) && !(counts.infants > 0)) return text(d.passengers);
  return travellerMix(t, counts);
}

/** A flight + hotel package: its name, then its flight and its stay, each as booked alone. */
function CompletePackageRows({ d, leadName }: { d: Details; leadName?: string | undefined }) {
  const { t } = useTranslation();
  const flight = detailsOf(d.flightDetails);
  const hotel = detailsOf(d.hotelDetails);
  // The package's length is its stay's nights; the stay's own count wins where it has one.
  const stay = { nights: d.duration, ...hotel };
  return (
    <>
      <dl className="mt-2 divide-y divide-slate-200 text-sm">
        {text(d.name) ? (
          <Row label={t('checkout.summaryLabels.package')}>{text(d.name)}</Row>
        ) : null}
        {text(d.destination) ? (
          <Row label={t('checkout.summaryLabels.destination')}>{text(d.destination)}</Row>
        ) : null}
      </dl>
      <h3 className="mt-3 text-sm font-semibold text-slate-900">{t('checkout.parts.flight')}</h3>
      <dl className="divide-y divide-slate-200 text-sm" data-testid="summary-flight">
        <FlightRows d={flight} />
      </dl>
      <h3 className="mt-3 text-sm font-semibold text-slate-900">{t('checkout.parts.stay')}</h3>
      <dl className="divide-y divide-slate-200 text-sm" data-testid="summary-stay">
        <StayRows d={stay} leadName={leadName} />
        {text(d.rooms) ? (
          <Row label={t('checkout.summaryLabels.rooms')}>{text(d.rooms)}</Row>
        ) : null}
      </dl>
    </>
  );
}
