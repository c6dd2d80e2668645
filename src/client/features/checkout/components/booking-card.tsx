import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/utils.ts';
import type { BookingView } from '../api/get-booking.ts';
import { formatIsoDate, formatMoney } from '../format.ts';
import { BookingActions } from './booking-actions.tsx';

const NOTE_KEYS: Record<string, string> = {
  'Arrive at the airport 3 hours before international flights.': 'arrive',
  'Your passport must be valid for at least 6 months after your travel dates.': 'passport',
  'Online check-in opens 24 hours before departure.': 'checkIn',
  'Bring a photo ID or passport for check-in.': 'photoId',
  'This property confirms bookings by hand: confirmation takes 24-48 hours.': 'manual',
};
const POLICY_NOTE = 'Cancellation policy: ';

const STATUS_CLASSES: Record<string, string> = {
  confirmed: 'bg-brand-100 text-brand-900',
  completed: 'bg-brand-100 text-brand-900',
  pending: 'bg-amber-100 text-amber-950',
  canceled: 'bg-red-100 text-red-900',
};

/** A booking as the traveller keeps it: reference, what was bought, payment, notes, actions. */
export function BookingCard({
  view,
  onChange,
}: {
  view: BookingView;
  onChange: (view: BookingView) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, view.currency, i18n.language);

  function lineLabel(label: string) {
    const passenger = /^Passenger (\d+)$/.exec(label);
    if (passenger) return t('checkout.booking.passengerN', { n: passenger[1] });
    return t(`checkout.booking.lines.${label}`, { defaultValue: label });
  }
  function lineValue(label: string, value: string) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatIsoDate(value, i18n.language);
    if (label === 'Cabin')
      return t(`flights.cabin.${value.replace(' ', '_')}`, { defaultValue: value });
    return value;
  }
  function noteText(note: string) {
    if (note.startsWith(POLICY_NOTE))
      return t('checkout.booking.notes.policy', { policy: note.slice(POLICY_NOTE.length) });
    const key = NOTE_KEYS[note];
    return key ? t(`checkout.booking.notes.${key}`) : note;
  }

  return (
    <article
      aria-labelledby="booking-title"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="booking-card"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 p-4 sm:p-5">
        <div>
          <p className="text-sm text-slate-700">{t('checkout.booking.number')}</p>
          <p
            className="font-mono text-2xl font-bold tracking-wider break-all"
            data-testid="booking-reference"
          >
            {view.confirmationNumber}
          </p>
        </div>
        <p className="text-sm">
          <span className="sr-only">{t('checkout.booking.status')}: </span>
          <Badge
            className={cn('px-3 py-1 text-sm', STATUS_CLASSES[view.status])}
            data-testid="booking-status"
          >
            {t(`checkout.booking.statuses.${view.status}`, { defaultValue: view.status })}
          </Badge>
        </p>
      </header>

      <div className="grid gap-6 p-4 sm:p-5 md:grid-cols-2">
        <div>
          <h2 id="booking-title" className="text-lg font-semibold">
            {view.title}
          </h2>
          {view.customerName ? (
            <p className="text-sm break-words text-slate-700">
              {t('checkout.booking.bookedBy', {
                name: view.customerName,
                email: view.customerEmail ?? '',
              })}
            </p>
          ) : null}
          <h3 className="sr-only">{t('checkout.booking.whatBooked')}</h3>
          <dl className="mt-3 divide-y divide-slate-100 text-sm" data-testid="booking-lines">
            {view.lines.map((line, i) => (
              <div key={i} className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 py-1.5">
                <dt className="text-slate-600">{lineLabel(line.label)}</dt>
                <dd className="min-w-0 font-medium break-words">
                  {lineValue(line.label, line.value)}
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <section aria-labelledby="payment-summary-heading">
          <h3 id="payment-summary-heading" className="text-lg font-semibold">
            {t('checkout.booking.paymentSummary')}
          </h3>
          <dl className="mt-3 text-sm">
            <div className="flex justify-between gap-4 py-1">
              <dt className="text-slate-600">{t('checkout.subtotal')}</dt>
              <dd data-testid="booking-subtotal">{money(view.subtotal)}</dd>
            </div>
            <div className="flex justify-between gap-4 py-1">
              <dt className="text-slate-600">{t('checkout.taxes')}</dt>
              <dd data-testid="booking-taxes">{money(view.taxes)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold">
              <dt>{t('checkout.total')}</dt>
              <dd data-testid="booking-total">{money(view.total)}</dd>
            </div>
            {view.refund !== null ? (
              <>
                <div className="flex justify-between gap-4 py-1 text-brand-800">
                  <dt>
                    {view.refundPending
                      ? t('checkout.booking.refundPending')
                      : t('checkout.booking.refunded')}
                  </dt>
                  <dd data-testid="booking-refund">{money(view.refund)}</dd>
                </div>
                {view.cancellationFee !== null && Number(view.cancellationFee) > 0 ? (
                  <div className="flex justify-between gap-4 py-1">
                    <dt className="text-slate-600">{t('checkout.booking.cancellationFee')}</dt>
                    <dd>{money(view.cancellationFee)}</dd>
                  </div>
                ) : null}
              </>
            ) : null}
          </dl>
          {view.cardLast4 ? (
            <p className="mt-2 text-sm text-slate-700" data-testid="booking-card-last4">
              {t('checkout.booking.paidWith', { last4: view.cardLast4 })}
            </p>
          ) : null}
        </section>
      </div>

      {view.notes.length ? (
        <section
          aria-labelledby="booking-notes-heading"
          className="mx-4 mb-4 rounded-xl border border-sky-200 bg-sky-50 p-4 sm:mx-5 sm:mb-5"
        >
          <h3
            id="booking-notes-heading"
            className="flex items-center gap-2 font-semibold text-sky-950"
          >
            <Info className="h-4 w-4" aria-hidden="true" />
            {t('checkout.booking.important')}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-sky-950">
            {view.notes.map((note) => (
              <li key={note}>{noteText(note)}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <BookingActions view={view} onChange={onChange} />
    </article>
  );
}
