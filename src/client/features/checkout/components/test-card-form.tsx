import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditCard, FlaskConical, Lock } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import {
  checkCard,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  cardDigits,
  type CardInput,
} from '../card.ts';
import { FormField } from '../../../components/ui/form-field.tsx';

const OTHER_TEST_CARDS = [
  { number: '4000 0000 0000 0002', key: 'declined' },
  { number: '4000 0000 0000 9995', key: 'noFunds' },
  { number: '4000 0027 6000 3184', key: 'threeDs' },
] as const;

export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string };

/** The built-in test processor's card form (what Stripe Elements is with Stripe). */
export function TestCardForm({
  amount,
  onPay,
}: {
  amount: string;
  onPay: (card: CardDetails) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [problems, setProblems] = useState<ReturnType<typeof checkCard>>({});
  const errorOf = (field: keyof CardInput) =>
    problems[field] ? t(`checkout.payment.problems.${problems[field]}`) : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkCard(card, new Date());
    setProblems(found);
    const expiry = parseExpiry(card.expiry);
    if (Object.keys(found).length > 0 || !expiry) {
      const first = (['number', 'expiry', 'cvc'] as const).find((f) => found[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    onPay({ number: cardDigits(card.number), ...expiry, cvc: card.cvc.trim() });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label={t('checkout.payment.title')}
    >
      <Alert
        tone="info"
        icon={FlaskConical}
        title={t('checkout.payment.testNote')}
        data-testid="test-mode-note"
      >
        <p className="mt-1">{t('checkout.payment.testExtra')}</p>
        <ul className="mt-1 space-y-0.5">
          {OTHER_TEST_CARDS.map((c) => (
            <li key={c.number}>
              <span className="font-mono whitespace-nowrap">{c.number}</span>:{' '}
              {t(`checkout.payment.testCards.${c.key}`)}
            </li>
          ))}
        </ul>
      </Alert>
      <FormField
        id={`${id}-number`}
        label={t('checkout.payment.cardNumber')}
        required
        error={errorOf('number')}
      >
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.number}
          maxLength={23}
          onChange={(e) => setCard({ ...card, number: formatCardNumber(e.target.value) })}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField
          id={`${id}-expiry`}
          label={t('checkout.payment.expiry')}
          required
          error={errorOf('expiry')}
        >
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            value={card.expiry}
            maxLength={7}
            onChange={(e) =>
              setCard({ ...card, expiry: formatExpiry(e.target.value, card.expiry) })
            }
          />
        </FormField>
        <FormField
          id={`${id}-cvc`}
          label={t('checkout.payment.cvc')}
          required
          hint={t('checkout.payment.cvcHint')}
          error={errorOf('cvc')}
        >
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            value={card.cvc}
            maxLength={4}
            onChange={(e) => setCard({ ...card, cvc: e.target.value.replace(/\D/g, '') })}
          />
        </FormField>
      </div>
      <Button type="submit" size="lg" className="w-full">
        <CreditCard className="h-5 w-5" aria-hidden="true" />
        {t('checkout.payment.pay', { amount })}
      </Button>
      <p className="flex items-start gap-2 text-xs text-slate-600">
        <Lock className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        {t('checkout.payment.noCardStored')}
      </p>
    </form>
  );
}
