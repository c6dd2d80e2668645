import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, Smartphone } from 'lucide-react';
import { MOBILE_MONEY_NETWORKS } from '../../../../../domain/mobile-money.ts';
import { testPhonePath } from '../../../../../domain/site-pages.ts';
import type { MobileMoneyCharge } from '../../api/mobile-money.ts';
import { formatCountdown, minutesLeft } from '../../hold-countdown.ts';
import { chargeFigures, maskedPhone } from '../../mobile-money.ts';
import { StepHeading } from '../step-heading.tsx';

/**
 * "Approve the payment on your phone": the network, the masked number, the amount and the time
 * left to approve. The page reads the charge meanwhile (checkout-flow.tsx) and moves on by itself.
 */
export function WalletStep({
  charge,
  testProcessor,
  focusHeading,
}: {
  charge: MobileMoneyCharge;
  /** The built-in test processor: its prompt page stands in for the phone. */
  testProcessor: boolean;
  focusHeading: boolean;
}) {
  const { t, i18n } = useTranslation();
  const figures = chargeFigures(charge, i18n.language);
  const network = MOBILE_MONEY_NETWORKS[charge.network];
  return (
    <section
      className="rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-6"
      data-testid="wallet-waiting"
    >
      <Smartphone className="h-10 w-10 text-brand-700" aria-hidden="true" />
      <div className="mt-3">
        <StepHeading focus={focusHeading}>{t('payments.waiting.title')}</StepHeading>
      </div>
      <p className="mt-2 text-slate-800">
        {t('payments.waiting.text', {
          amount: figures.amount,
          network,
          phone: maskedPhone(charge.phone),
        })}
      </p>
      <p className="mt-3 text-3xl font-bold text-slate-900" data-testid="wallet-amount-due">
        {figures.amount}
      </p>
      <p className="text-sm text-slate-700">{t('payments.waiting.rate', figures)}</p>
      <WalletCountdown expiresAt={charge.expiresAt} />
      {charge.instructions ? (
        <div className="mt-3 rounded-lg border border-slate-200 bg-white p-3 text-sm">
          <p className="font-semibold">{t('payments.waiting.instructions')}</p>
          <p className="mt-1 whitespace-pre-line">{charge.instructions}</p>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t('payments.waiting.ussd')}</p>
      )}
      {testProcessor ? (
        <a
          href={testPhonePath(charge.reference)}
          target="_blank"
          rel="noopener"
          className="mt-4 inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 underline underline-offset-2"
        >
          {t('payments.test.openPhone')}
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
        </a>
      ) : null}
      <p className="mt-3 text-xs text-slate-600">
        {t('payments.waiting.reference')}: <span className="font-mono">{charge.reference}</span>
      </p>
    </section>
  );
}

/**
 * The time left to approve, ticking every second on screen; a screen reader hears it politely
 * once a minute, never every second.
 */
function WalletCountdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Date.parse(expiresAt) - now;
  const minutes = minutesLeft(left);
  return (
    <div className="mt-3 text-sm font-medium text-brand-900" data-testid="wallet-countdown">
      <p role="timer" aria-live="off">
        {left > 0
          ? t('payments.waiting.timeLeft', { time: formatCountdown(left) })
          : t('payments.waiting.checking')}
      </p>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {minutes > 0 ? t('payments.waiting.announce', { count: minutes }) : ''}
      </p>
    </div>
  );
}
