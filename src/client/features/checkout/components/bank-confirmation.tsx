import { useTranslation } from 'react-i18next';
import { Landmark } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { StepHeading } from './step-heading.tsx';

/** The test processor's stand-in for a bank's 3-D Secure page. */
export function BankConfirmation({
  amount,
  last4,
  onAnswer,
}: {
  amount: string;
  last4: string | null;
  onAnswer: (approve: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="rounded-2xl border-2 border-slate-300 bg-white p-4 shadow-sm sm:p-6"
      data-testid="bank-confirmation"
    >
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-slate-900 text-white">
          <Landmark className="h-5 w-5" aria-hidden="true" />
        </span>
        <StepHeading focus>{t('checkout.bank.title')}</StepHeading>
      </div>
      <p className="mt-4 text-lg font-semibold">{t('checkout.bank.text', { amount })}</p>
      <div className="mt-2 text-sm text-slate-700">
        <p>{t('checkout.bank.merchant')}</p>
        {last4 ? <p>{t('checkout.bank.card', { last4 })}</p> : null}
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" className="sm:flex-1" onClick={() => onAnswer(true)}>
          {t('checkout.bank.approve')}
        </Button>
        <Button size="lg" variant="outline" className="sm:flex-1" onClick={() => onAnswer(false)}>
          {t('checkout.bank.cancel')}
        </Button>
      </div>
      <p className="mt-4 text-xs text-slate-600">{t('checkout.bank.note')}</p>
    </section>
  );
}
