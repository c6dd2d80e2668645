import { useTranslation } from 'react-i18next';
import { CreditCard, Smartphone } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';

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
    <fieldset data-testid="payment-methods">
      <legend className="mb-2 text-sm font-medium text-slate-700">
        {t('checkout.wallet.method.legend')}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {METHODS.map(({ method: value, icon: Icon, label, hint }) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer gap-3 rounded-lg border p-3 focus-within:ring-2 focus-within:ring-brand-600/40',
              method === value ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
            )}
          >
            <input
              type="radio"
              name="payment-method"
              value={value}
              checked={method === value}
              onChange={() => onChange(value)}
              aria-describedby={`payment-method-${value}-hint`}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
            />
            <span className="min-w-0">
              <span className="flex items-center gap-2 font-medium text-slate-900">
                <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                {t(label)}
              </span>
              <span id={`payment-method-${value}-hint`} className="block text-sm text-slate-700">
                {t(hint)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
