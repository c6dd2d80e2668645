import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money.ts';
import { cn } from '../../lib/utils.ts';

/** Where prices are converted: the currency, the day of the rates, and that dollars are charged. */
export function RatesFootnote({ className }: { className?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!money.converts || !money.ratesDate) return null;
  return (
    <p className={cn('text-xs text-slate-600', className)} data-testid="rates-footnote">
      {t('currency.footnote', { currency: money.currency, date: money.ratesDate })}
    </p>
  );
}
