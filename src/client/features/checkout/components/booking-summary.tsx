import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingBooking } from '../../../lib/pending-booking.ts';
import { productOf } from '../../../products/index.ts';
import { totalsOf } from '../checkout-form.ts';
import { useMoney } from '../../../lib/money.ts';
import { CheckoutTerms } from './checkout-terms.tsx';
import { RatesFootnote } from '../../../components/layout/rates-footnote.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

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
  const prices = useMoney();
  const words = { t, language: i18n.language, money: prices };
  const product = productOf(booking);
  const money = (cents: number) => prices.charged(cents, booking.currency || 'USD');
  const { subtotalCents, taxesCents, totalCents } = totalsOf(booking);

  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
      data-testid="booking-summary"
    >
      <h2 id="summary-heading" className="text-lg font-semibold">
        {t('checkout.summary')}
      </h2>
      {product.summary(booking.details, { ...words, leadName }).map((group, g) => (
        <Fragment key={g}>
          {group.heading ? (
            <h3 className="mt-3 text-sm font-semibold text-slate-900">{group.heading}</h3>
          ) : null}
          <dl
            className={`${group.heading ? '' : 'mt-2 '}divide-y divide-slate-200 text-sm`}
            data-testid={group.testId}
          >
            {group.rows.map((row, i) => (
              <Row key={i} label={row.label}>
                {row.value}
              </Row>
            ))}
          </dl>
        </Fragment>
      ))}
      <dl className="mt-3 border-t border-slate-300 pt-2 text-sm">
        {product.priceRows?.(booking.details, words).map((row, i) => (
          <Row key={i} label={row.label}>
            {row.value}
          </Row>
        ))}
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
      {product.summaryNote?.(words)}
      <p className="mt-2 text-xs text-slate-600">{t('checkout.totalNote')}</p>
      <RatesFootnote className="mt-1" />
      <CheckoutTerms booking={booking} />
    </section>
  );
}
