import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { bookingTermsLines } from '../../../lib/cancellation-terms.ts';
import type { PendingBooking } from '../../../lib/pending-booking.ts';
import { productOfTrip } from '../../../products/index.ts';
import { useCheckoutTerms } from '../api/get-checkout-terms.ts';

/**
 * The cancellation terms of what is about to be booked, beside the total and before anything is
 * paid: each part's own for a package, with the exact deadline in the place's local time.
 */
export function CheckoutTerms({ booking }: { booking: PendingBooking }) {
  const { t, i18n } = useTranslation();
  const terms = useCheckoutTerms(booking);
  let body;
  if (terms.data) {
    const { trip } = terms.data;
    // A stay that confirms by hand will be awaiting its property once paid.
    const awaitingConfirmation = productOfTrip(trip).awaitsConfirmation?.(trip) === true;
    const lines = bookingTermsLines(t, i18n.language, { ...terms.data, awaitingConfirmation });
    body = (
      <ul className="mt-1 space-y-1">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    );
  } else if (terms.isError) {
    body = (
      <>
        <p className="mt-1">{t('checkout.termsPanel.failed')}</p>
        <Button variant="outline" className="mt-2" onClick={() => void terms.refetch()}>
          {t('checkout.termsPanel.retry')}
        </Button>
      </>
    );
  } else {
    body = <p className="mt-1">{t('checkout.termsPanel.loading')}</p>;
  }
  return (
    <section
      aria-labelledby="checkout-terms-heading"
      aria-live="polite"
      className="mt-3 rounded-xl border border-slate-300 bg-white p-3 text-sm text-slate-800"
      data-testid="checkout-terms"
    >
      <h3 id="checkout-terms-heading" className="font-semibold text-slate-900">
        {t('checkout.termsPanel.title')}
      </h3>
      {body}
    </section>
  );
}
