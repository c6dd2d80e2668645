import { useTranslation } from 'react-i18next';
import { AlertTriangle, Info, Plane } from 'lucide-react';
import { BookingStatus, TripLines } from '../../../components/booking-parts.tsx';
import { titleIn, type BookingView } from '../../../../domain/booking-view.ts';
import { bookingTermsText } from '../../../lib/cancellation-terms.ts';
import { productOfTrip } from '../../../products/index.ts';
import { BookingActions } from './booking-actions.tsx';
import { paidWithWalletText, refundedToWalletText } from '../refund-words.ts';
import { useMoney } from '../../../lib/money.ts';
import { RatesFootnote } from '../../../components/layout/rates-footnote.tsx';

// Checkout's entry (index.ts) still exports it from here: the account's pages keep their chunks.
export { STATUS_CLASSES } from '../../../components/booking-parts.tsx';

/** A booking as the traveller keeps it: reference, what was bought, payment, notes, actions. */
export function BookingCard({
  view,
  onChange,
}: {
  view: BookingView;
  onChange: (view: BookingView) => void;
}) {
  const { t, i18n } = useTranslation();
  const prices = useMoney();
  const money = (cents: number) => prices.charged(cents, view.currency);
  const paidWithWallet = paidWithWalletText(t, i18n.language, view);
  const refundedToWallet = refundedToWalletText(t, i18n.language, view);
  const groups = productOfTrip(view.trip).bookingLines(view.trip, view, {
    t,
    language: i18n.language,
    money: prices,
  });
  return (
    <article
      aria-labelledby="booking-title"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="booking-card"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 p-4 sm:p-5">
        <dl className="flex flex-wrap gap-x-8 gap-y-3">
          <div>
            <dt className="text-sm text-slate-700">{t('checkout.booking.number')}</dt>
            <dd
              className="font-mono text-2xl font-bold tracking-wider break-all"
              data-testid="booking-reference"
            >
              {view.confirmationNumber}
            </dd>
          </div>
          {view.airline ? (
            <div>
              <dt className="flex items-center gap-1.5 text-sm text-slate-700">
                <Plane className="h-4 w-4" aria-hidden="true" />
                {t('checkout.booking.airlineReference')}
              </dt>
              <dd
                className="font-mono text-2xl font-bold tracking-wider break-all"
                data-testid="airline-reference"
              >
                {view.airline.bookingReference}
              </dd>
            </div>
          ) : null}
        </dl>
        <BookingStatus view={view} testId="booking-status" />
      </header>

      {view.failure ? (
        <section
          aria-labelledby="booking-failure-heading"
          className="mx-4 mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-950 sm:mx-5 sm:mt-5"
          data-testid="booking-failure"
        >
          <h3 id="booking-failure-heading" className="flex items-center gap-2 font-semibold">
            <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t('checkout.booking.failure.title')}
          </h3>
          <p className="mt-1 text-sm">
            {t('checkout.booking.failure.text', { total: money(view.totalCents) })}
          </p>
          {/* The airline's own words come as it gave them, in English. */}
          <p className="mt-1 text-sm break-words">
            {t('checkout.booking.failure.reason')} <span lang="en">{view.failure}</span>
          </p>
        </section>
      ) : view.airline && view.status !== 'canceled' ? (
        <p className="mx-4 mt-4 text-sm text-slate-700 sm:mx-5">
          {t('checkout.booking.airlineReferenceHint')}
        </p>
      ) : null}

      <div className="grid gap-6 p-4 sm:p-5 md:grid-cols-2">
        <div>
          <h2 id="booking-title" className="text-lg font-semibold">
            {titleIn(view, i18n.language)}
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
          <TripLines
            groups={groups}
            groupHeading="h4"
            className="mt-3 text-sm"
            testId="booking-lines"
          />
        </div>

        <section aria-labelledby="payment-summary-heading">
          <h3 id="payment-summary-heading" className="text-lg font-semibold">
            {t('checkout.booking.paymentSummary')}
          </h3>
          <dl className="mt-3 text-sm">
            <div className="flex justify-between gap-4 py-1">
              <dt className="text-slate-600">{t('checkout.subtotal')}</dt>
              <dd className="text-right" data-testid="booking-subtotal">
                {money(view.subtotalCents)}
              </dd>
            </div>
            <div className="flex justify-between gap-4 py-1">
              <dt className="text-slate-600">{t('checkout.taxes')}</dt>
              <dd className="text-right" data-testid="booking-taxes">
                {money(view.taxesCents)}
              </dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold">
              <dt>{t('checkout.total')}</dt>
              <dd className="text-right" data-testid="booking-total">
                {money(view.totalCents)}
              </dd>
            </div>
            {view.refundCents !== null ? (
              <>
                <div className="flex justify-between gap-4 py-1 text-brand-800">
                  <dt>
                    {view.refundPending
                      ? t('checkout.booking.refundPending')
                      : t('checkout.booking.refunded')}
                  </dt>
                  <dd className="text-right" data-testid="booking-refund">
                    {money(view.refundCents)}
                  </dd>
                </div>
                {view.cancellationFeeCents !== null && view.cancellationFeeCents > 0 ? (
                  <div className="flex justify-between gap-4 py-1">
                    <dt className="text-slate-600">{t('checkout.booking.cancellationFee')}</dt>
                    <dd>{money(view.cancellationFeeCents)}</dd>
                  </div>
                ) : null}
              </>
            ) : null}
          </dl>
          <RatesFootnote className="mt-2" />
          {paidWithWallet ? (
            <p className="mt-2 text-sm text-slate-700" data-testid="booking-wallet">
              {paidWithWallet}
            </p>
          ) : view.cardLast4 ? (
            <p className="mt-2 text-sm text-slate-700" data-testid="booking-card-last4">
              {t('checkout.booking.paidWith', { last4: view.cardLast4 })}
            </p>
          ) : null}
          {view.refundCents !== null && refundedToWallet ? (
            <p className="mt-1 text-sm text-brand-800" data-testid="booking-refund-to">
              {refundedToWallet}
            </p>
          ) : null}
        </section>
      </div>

      {view.notes.length || view.status !== 'canceled' ? (
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
              <li key={note}>{t(`checkout.booking.notes.${note}`)}</li>
            ))}
            {view.status !== 'canceled' ? (
              <li data-testid="booking-terms">{bookingTermsText(t, i18n.language, view)}</li>
            ) : null}
          </ul>
        </section>
      ) : null}

      <BookingActions view={view} onChange={onChange} />
    </article>
  );
}
