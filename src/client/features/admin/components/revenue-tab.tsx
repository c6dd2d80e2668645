import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../../domain/currencies.ts';
import { addDays, localIsoDate } from '../../../../domain/dates.ts';
import { formatCalendarDate, formatCents, formatInstant } from '../../../../domain/format.ts';
import { Input, Label } from '../../../components/ui/input.tsx';
import { useAdminRates, useAdminRevenue, type RevenueRow } from '../api/revenue.ts';
import { AdminTable, type AdminColumn } from './admin-table.tsx';
import { LoadFailure, StateBadge } from './list-parts.tsx';
import { PendingWalletCharges } from './pending-wallet-charges.tsx';

/** The amounts each row gives in its own currency, as `<column>Minor`. */
const AMOUNTS = ['charged', 'refunded', 'net'] as const;

/** One end of the period: a date field that keeps it on its side of the other end. */
function DateBound({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * The revenue tab: money taken by currency and by payment method, each payment converted to US
 * dollars (the money of the books) at its own day's rates; and the rates table in use, flagged
 * when older than 48 hours; and the mobile-money charges still waiting for a phone.
 */
export function RevenueTab() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const today = localIsoDate();
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const revenue = useAdminRevenue(from, to);
  const header = (column: string) => t(`admin.revenue.columns.${column}`);
  const columns: AdminColumn<RevenueRow>[] = [
    { id: 'currency', header: header('currency'), cell: (row) => row.currency },
    {
      id: 'method',
      header: header('method'),
      cell: (row) => t(`admin.revenue.methods.${row.method}`),
    },
    { id: 'payments', header: header('payments'), cell: (row) => row.payments },
    ...AMOUNTS.map((id) => ({
      id,
      header: header(id),
      cell: (row: RevenueRow) => formatMinor(row[`${id}Minor`], row.currency, language),
    })),
    {
      id: 'netUsd',
      header: header('netUsd'),
      className: 'font-semibold',
      cell: (row) => formatCents(row.netUsdCents, 'USD', language),
    },
  ];

  return (
    <div className="space-y-8">
      <RatesPanel />
      <section aria-labelledby="revenue-heading" className="space-y-4">
        <div>
          <h2 id="revenue-heading" className="text-lg font-semibold text-slate-900">
            {t('admin.revenue.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('admin.revenue.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-4">
          <DateBound
            id="revenue-from"
            label={t('admin.revenue.from')}
            value={from}
            max={to}
            onChange={setFrom}
          />
          <DateBound
            id="revenue-to"
            label={t('admin.revenue.to')}
            value={to}
            min={from}
            onChange={setTo}
          />
        </div>
        <AdminTable
          label={t('admin.revenue.title')}
          tableClassName="sm:min-w-[44rem]"
          state={revenue}
          rows={revenue.data?.rows}
          columns={columns}
          rowKey={(row) => `${row.currency} ${row.method}`}
          rowTestId="revenue-row"
          loading={t('admin.revenue.loading')}
          empty={t('admin.revenue.empty')}
        />
        {revenue.data ? (
          <p className="text-base font-semibold text-slate-900" data-testid="revenue-total">
            {t('admin.revenue.total', {
              amount: formatCents(revenue.data.totalUsdCents, 'USD', language),
            })}
          </p>
        ) : null}
      </section>
      <PendingWalletCharges />
    </div>
  );
}

/** Today's rates: their day, where they come from, and a flag past 48 hours. */
function RatesPanel() {
  const { t, i18n } = useTranslation();
  const rates = useAdminRates();
  if (rates.isError)
    return <LoadFailure error={rates.error} onRetry={() => void rates.refetch()} />;
  if (!rates.data) {
    return (
      <p role="status" className="text-slate-600">
        {t('admin.revenue.ratesLoading')}
      </p>
    );
  }
  const { rates: table, stale, fetchedAt, provider } = rates.data;
  return (
    <section
      aria-labelledby="rates-heading"
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="rates-panel"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="rates-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.revenue.ratesTitle')}
        </h2>
        {stale ? (
          <StateBadge tone="red">{t('admin.revenue.stale')}</StateBadge>
        ) : (
          <StateBadge tone="green">{t('admin.revenue.fresh')}</StateBadge>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {t('admin.revenue.ratesOf', {
          date: formatCalendarDate(table.asOf, i18n.language),
          source:
            table.source === 'shipped' ? t('admin.revenue.shipped') : (provider ?? table.source),
        })}
        {fetchedAt
          ? ` ${t('admin.revenue.fetchedAt', { when: formatInstant(fetchedAt, i18n.language) })}`
          : ''}
      </p>
      {stale ? <p className="mt-1 text-sm text-red-700">{t('admin.revenue.staleText')}</p> : null}
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        {Object.entries(table.perEur).map(([code, rate]) => (
          <div key={code} className="flex justify-between gap-2">
            <dt className="font-medium text-slate-700">{code}</dt>
            <dd className="font-mono text-slate-900">{rate}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t('admin.revenue.perEur')}</p>
    </section>
  );
}
