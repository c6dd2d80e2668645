import { useTranslation } from 'react-i18next';
import { XCircle } from 'lucide-react';
import { formatMinor } from '../../../../../domain/currencies.ts';
import { toMinorUnits } from '../../../../../domain/format.ts';
import { MOBILE_MONEY_NETWORKS } from '../../../../../domain/mobile-money.ts';
import { Button } from '../../../../components/ui/button.tsx';
import type { MobileMoneyCharge, WalletFailure } from '../../api/mobile-money.ts';
import { maskedPhone } from '../../mobile-money.ts';
import { StepHeading } from '../step-heading.tsx';

/**
 * The phone refused, or did not answer in time: the reason in the reader's words, and paying
 * again on the same hold, by mobile money or by card.
 */
export function WalletFailedStep({
  reason,
  charge,
  onTryWallet,
  onPayByCard,
}: {
  reason: WalletFailure | 'expired';
  charge: MobileMoneyCharge;
  onTryWallet: () => void;
  onPayByCard: () => void;
}) {
  const { t, i18n } = useTranslation();
  const title =
    reason === 'expired'
      ? t('payments.failed.expiredTitle')
      : reason === 'timeout'
        ? t('payments.failed.timeoutTitle')
        : t('payments.failed.title');
  // A phone that did not answer may still approve: the server books or refunds it then.
  const late = reason === 'expired' || reason === 'timeout';
  return (
    <section
      className="rounded-2xl border border-red-200 bg-red-50 p-4 text-center sm:p-6"
      data-testid="wallet-failed"
      data-reason={reason}
    >
      <XCircle className="mx-auto h-12 w-12 text-clay-600" aria-hidden="true" />
      <div className="mt-3">
        <StepHeading focus>{title}</StepHeading>
      </div>
      <p role="alert" className="mt-2 font-medium text-red-900">
        {t(`payments.failed.reasons.${reason}`)}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {MOBILE_MONEY_NETWORKS[charge.network]} {maskedPhone(charge.phone)}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {charge.refund
          ? t('payments.failed.lateRefund', {
              amount: formatMinor(
                toMinorUnits(charge.refund.amount, charge.currency),
                charge.currency,
                i18n.language,
              ),
              network: MOBILE_MONEY_NETWORKS[charge.network],
              phone: maskedPhone(charge.phone),
            })
          : late
            ? t('payments.failed.lateNote')
            : t('payments.failed.nothingCharged')}
      </p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={onTryWallet}>{t('payments.failed.tryAgain')}</Button>
        <Button variant="outline" onClick={onPayByCard}>
          {t('payments.failed.payByCard')}
        </Button>
      </div>
    </section>
  );
}
