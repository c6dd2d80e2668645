import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { CheckCircle2 } from 'lucide-react';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../lib/paths.ts';
import { StepHeading } from '../step-heading.tsx';

/** Time the confirmation stays on screen before the booking page opens. */
const SUCCESS_REDIRECT_MS = 2500;

/** The booking is made: its number, then its page opens by itself. */
export function DoneStep({
  bookingId,
  confirmationNumber,
  email,
  awaitingConfirmation,
}: {
  bookingId: string;
  confirmationNumber: string;
  email: string;
  /** Paid, but the property confirms by hand: never called confirmed before it has. */
  awaitingConfirmation: boolean;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const bookingHref = `${paths.bookingSuccess}?bookingId=${encodeURIComponent(bookingId)}`;
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(bookingHref), SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [bookingHref, navigate]);

  return (
    <section
      className="rounded-2xl border border-brand-100 bg-brand-50 p-6 text-center"
      data-testid="checkout-success"
    >
      <CheckCircle2 className="mx-auto h-12 w-12 text-brand-700" aria-hidden="true" />
      <div className="mt-3">
        <StepHeading focus>
          {awaitingConfirmation ? t('checkout.success.awaitingTitle') : t('checkout.success.title')}
        </StepHeading>
      </div>
      <p className="mt-3 text-sm text-slate-700">{t('checkout.success.number')}</p>
      <p className="font-mono text-2xl font-bold tracking-wider" data-testid="confirmation-number">
        {confirmationNumber}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {awaitingConfirmation
          ? t('checkout.success.awaitingText', { email })
          : t('checkout.success.text', { email })}
      </p>
      <p role="status" className="mt-2 text-sm text-slate-700">
        {t('checkout.success.opening')}
      </p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href={bookingHref} className={buttonClasses('primary')}>
          {t('checkout.success.view')}
        </Link>
        <Link href={paths.dashboard} className={buttonClasses('outline')}>
          {t('checkout.success.dashboard')}
        </Link>
        <Link href={paths.home} className={buttonClasses('outline')}>
          {t('checkout.success.another')}
        </Link>
      </div>
    </section>
  );
}
