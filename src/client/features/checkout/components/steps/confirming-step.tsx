import { useTranslation } from 'react-i18next';
import { StepHeading } from '../step-heading.tsx';

/** The card is being charged and the booking confirmed. */
export function ConfirmingStep() {
  const { t } = useTranslation();
  return (
    <section
      role="status"
      className="rounded-2xl border border-slate-200 p-8 text-center"
      data-testid="checkout-processing"
    >
      <span
        className="mx-auto block h-10 w-10 animate-spin rounded-full border-4 border-brand-700 border-t-transparent"
        aria-hidden="true"
      />
      <div className="mt-4">
        <StepHeading focus>{t('checkout.processing.title')}</StepHeading>
      </div>
      <p className="mt-1 text-slate-700">{t('checkout.processing.text')}</p>
    </section>
  );
}
