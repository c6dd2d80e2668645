import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { Button } from '../../components/ui/button.tsx';

type Props = {
  clientSecret: string;
  publishableKey: string;
  amountLabel: string;
  onPaid: (paymentIntentId: string) => void;
  onFailed: (message: string) => void;
};

/**
 * The card form when Stripe is configured: Stripe Elements (the card never touches our server),
 * confirming in the page and, for 3-D Secure, in Stripe's own frame.
 */
export default function StripeCardForm({ publishableKey, clientSecret, ...rest }: Props) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <StripePaymentForm clientSecret={clientSecret} publishableKey={publishableKey} {...rest} />
    </Elements>
  );
}

function StripePaymentForm({ amountLabel, onPaid, onFailed }: Props) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/booking-success` },
    });
    setBusy(false);
    if (result.error) onFailed(result.error.message ?? t('checkout.stripe.stripeFailed'));
    else if (result.paymentIntent) onPaid(result.paymentIntent.id);
  }

  return (
    <form onSubmit={pay} className="space-y-4">
      <PaymentElement />
      <Button type="submit" size="lg" className="w-full" disabled={!stripe || busy}>
        {busy ? t('checkout.stripe.paying') : t('checkout.stripe.pay', { amount: amountLabel })}
      </Button>
    </form>
  );
}
