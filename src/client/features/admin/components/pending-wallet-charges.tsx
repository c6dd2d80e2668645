import { useTranslation } from 'react-i18next';
import { formatMinor, isCurrency } from '../../../../domain/currencies.ts';
import { formatInstant, formatMoney, toMinorUnits } from '../../../../domain/format.ts';
import { isPastWindow } from '../../../../domain/mobile-money-checkout.ts';
import { MOBILE_MONEY_NETWORKS } from '../../../../domain/mobile-money.ts';
import {
  usePendingWalletCharges,
  type PendingWalletCharge,
} from '../api/pending-wallet-charges.ts';
import { AdminTable, type AdminColumn } from './admin-table.tsx';
import { StateBadge } from './list-parts.tsx';

/**
 * Mobile-money charges still waiting for a phone, oldest first, with their age; one waiting past
 * its window is flagged, as the reconciler should have settled it by then.
 */
export function PendingWalletCharges() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const pending = usePendingWalletCharges();
  const header = (column: string) => t(`admin.revenue.pending.columns.${column}`);
  const amountOf = (charge: PendingWalletCharge) => {
    const minor = toMinorUnits(charge.amount, charge.currency);
    return isCurrency(charge.currency) && Number.isSafeInteger(minor)
      ? formatMinor(minor, charge.currency, language)
      : `${charge.amount} ${charge.currency}`;
  };
  const columns: AdminColumn<PendingWalletCharge>[] = [
    {
      id: 'booking',
      header: header('booking'),
      cell: (charge) => (
        <span className="font-mono text-xs break-all">
          {charge.confirmationNumber}
          <span className="block text-slate-600">{charge.reference}</span>
        </span>
      ),
    },
    {
      id: 'wallet',
      header: header('wallet'),
      cell: (charge) =>
        `${MOBILE_MONEY_NETWORKS[charge.network as keyof typeof MOBILE_MONEY_NETWORKS] ?? charge.network} \u00b7\u00b7\u00b7${charge.phoneLast4} (${charge.country})`,
    },
    {
      id: 'amount',
      header: header('amount'),
      cell: (charge) => (
        <span>
          {amountOf(charge)}{' '}
          <span className="text-slate-600">
            ({formatMoney(charge.usdAmount, 'USD', language, 'exact')})
          </span>
        </span>
      ),
    },
    {
      id: 'started',
      header: header('started'),
      cell: (charge) => (
        <time dateTime={charge.createdAt}>{formatInstant(charge.createdAt, language)}</time>
      ),
    },
    {
      id: 'age',
      header: header('age'),
      cell: (charge) => {
        const age = t('admin.revenue.pending.age', {
          minutes: Math.floor(charge.ageSeconds / 60),
          seconds: charge.ageSeconds % 60,
        });
        return isPastWindow(charge) ? (
          <span className="flex flex-wrap items-center gap-2">
            {age}
            <StateBadge tone="red">{t('admin.revenue.pending.overdue')}</StateBadge>
          </span>
        ) : (
          age
        );
      },
    },
    { id: 'provider', header: header('provider'), cell: (charge) => charge.provider },
  ];
  return (
    <section aria-labelledby="pending-charges-heading" className="space-y-4">
      <div>
        <h2 id="pending-charges-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.revenue.pending.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('admin.revenue.pending.subtitle')}</p>
      </div>
      <AdminTable
        label={t('admin.revenue.pending.title')}
        tableClassName="sm:min-w-[44rem]"
        state={pending}
        rows={pending.data?.charges}
        columns={columns}
        rowKey={(charge) => charge.reference}
        rowTestId="pending-charge-row"
        loading={t('admin.revenue.pending.loading')}
        empty={t('admin.revenue.pending.empty')}
      />
    </section>
  );
}
