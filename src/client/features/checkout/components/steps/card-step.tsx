import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import type { CheckoutSession } from '../../api/create-session.ts';
import { PaymentMethodChoice, type PaymentMethod } from '../payment-method-choice.tsx';
import { StepHeading } from '../step-heading.tsx';
import { TestCardForm, type CardDetails } from '../test-card-form.tsx';

// Stripe Elements only when Stripe is configured: the test processor never loads it.
const StripeCardForm = lazy(() =>
  import('../../../payments/index.ts').then((m) => ({ default: m.StripeCardForm })),
);

/**
 * The payment step: the built-in test card form, or Stripe Elements when Stripe is set up; and,
 * where `mobileMoney` is given, mobile money beside the card (the card stays the default).
 */
export function CardStep({
  session,
  publishableKey,
  amount,
  focusHeading,
  onPayWithTestCard,
  onPaidWithStripe,
  onStripeFailed,
  onChangeDetails,
  method = 'card',
  onMethodChange,
  mobileMoney = null,
}: {
  session: CheckoutSession;
  publishableKey: string | null;
  amount: string;
  focusHeading: boolean;
  onPayWithTestCard: (card: CardDetails) => void;
  onPaidWithStripe: () => void;
  onStripeFailed: (message: string) => void;
  onChangeDetails: () => void;
  method?: PaymentMethod;
  onMethodChange?: (method: PaymentMethod) => void;
  /** The mobile-money form (or why it cannot be offered), shown when that method is chosen. */
  mobileMoney?: ReactNode;
}) {
  const { t } = useTranslation();
  const choice = mobileMoney !== null && onMethodChange !== undefined;
  return (
    <section className="rounded-2xl border border-slate-200 p-4 sm:p-5">
      <StepHeading focus={focusHeading}>{t('checkout.payment.title')}</StepHeading>
      {choice ? (
        <div className="mt-4">
          <PaymentMethodChoice method={method} onChange={onMethodChange} />
        </div>
      ) : null}
      <div className="mt-4">
        {choice && method === 'mobile_money' ? (
          mobileMoney
        ) : session.provider === 'test' ? (
          <TestCardForm amount={amount} onPay={onPayWithTestCard} />
        ) : publishableKey ? (
          <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
            <StripeCardForm
              clientSecret={session.clientSecret}
              publishableKey={publishableKey}
              amountLabel={amount}
              onPaid={onPaidWithStripe}
              onFailed={onStripeFailed}
            />
          </Suspense>
        ) : (
          <div
            className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
            data-testid="stripe-unavailable"
          >
            <p className="font-semibold">{t('checkout.payment.stripeTitle')}</p>
            <p className="mt-1 text-slate-700">{t('checkout.payment.stripeText')}</p>
          </div>
        )}
      </div>
      <Button variant="outline" className="mt-3" onClick={onChangeDetails}>
        {t('checkout.payment.changeDetails')}
      </Button>
    </section>
  );
}
