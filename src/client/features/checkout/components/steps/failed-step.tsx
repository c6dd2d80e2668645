import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { XCircle } from 'lucide-react';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../lib/paths.ts';
import { StepHeading } from '../step-heading.tsx';

/**
 * The payment or the booking failed: why, and Try Again back to the details. When the booking's
 * answer was lost to the network after paying (`onRetry`), only Retry: it asks for the same
 * booking again, where starting over would pay a second time.
 */
export function FailedStep({
  message,
  onTryAgain,
  onRetry,
}: {
  message: string;
  onTryAgain: () => void;
  onRetry?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
      data-testid="checkout-error"
    >
      <XCircle className="mx-auto h-12 w-12 text-clay-600" aria-hidden="true" />
      <div className="mt-3">
        <StepHeading focus>
          {onRetry ? t('checkout.error.lostTitle') : t('checkout.error.title')}
        </StepHeading>
      </div>
      <p role="alert" className="mt-2 font-medium text-red-900">
        {message}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {onRetry ? t('checkout.error.lostText') : t('checkout.error.text')}
      </p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        {onRetry ? (
          <Button onClick={onRetry}>{t('checkout.error.retry')}</Button>
        ) : (
          <Button onClick={onTryAgain}>{t('checkout.error.tryAgain')}</Button>
        )}
        <Link href={paths.home} className={buttonClasses('outline')}>
          {t('checkout.error.home')}
        </Link>
      </div>
    </section>
  );
}
