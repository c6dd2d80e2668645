import { useTranslation } from 'react-i18next';
import { CreditCard, Smartphone } from 'lucide-react';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';

export type PaymentMethod = 'card' | 'mobile_money';

const METHODS = [
  {
    method: 'card',
    icon: CreditCard,
    label: 'checkout.wallet.method.card',
    hint: 'checkout.wallet.method.cardHint',
  },
  {
    method: 'mobile_money',
    icon: Smartphone,
    label: 'checkout.wallet.method.mobileMoney',
    hint: 'checkout.wallet.method.mobileMoneyHint',
  },
] as const;

/** Card or mobile money: native radios in a fieldset, so arrows move and readers name the group. */
export function PaymentMethodChoice({
  method,
  onChange,
}: {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <RadioCards
      legend={t('checkout.wallet.method.legend')}
      name="payment-method"
      options={METHODS.map(({ method: value, icon, label, hint }) => ({
        value,
        icon,
        title: t(label),
        description: t(hint),
      }))}
      value={method}
      onChange={onChange}
      className="grid gap-2 sm:grid-cols-2"
      data-testid="payment-methods"
    />
  );
}
