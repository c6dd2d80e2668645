import { useSyncExternalStore } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, isCurrency, type Currency } from '../../../domain/currencies.ts';
import { chooseCurrency, useCurrencyChoice } from '../../lib/currency.ts';
import { cn } from '../../lib/utils.ts';

/** 'West African CFA Franc', 'franc CFA (BCEAO)': the currency's name in the reader's language. */
function currencyName(code: Currency, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const noChanges = () => () => undefined;

/**
 * The currency prices are shown in, beside the language. In the header bar a native select sits
 * over its code (the select names each currency in full for screen readers and the keyboard); in
 * the phone's menu it is a labelled select.
 */
export function CurrencySwitcher({
  variant,
  className,
}: {
  variant: 'bar' | 'menu';
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const { currency } = useCurrencyChoice(i18n.language);
  // Currencies' names differ between the server's ICU data and the browser's: the page the
  // server drew names them by code, and the browser names them once it has taken the page over.
  const named = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const nameOf = (code: Currency) => (named ? currencyName(code, i18n.language) : code);
  const id = `currency-${variant}`;
  const select = (
    <select
      id={id}
      value={currency}
      aria-label={variant === 'bar' ? t('currency.label') : undefined}
      onChange={(event) => {
        if (isCurrency(event.target.value)) chooseCurrency(event.target.value);
      }}
      className={
        variant === 'bar'
          ? 'absolute inset-0 h-full w-full cursor-pointer opacity-0'
          : 'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base'
      }
    >
      {CURRENCIES.map((code) => (
        <option key={code} value={code}>
          {named ? `${code} – ${nameOf(code)}` : code}
        </option>
      ))}
    </select>
  );
  if (variant === 'menu') {
    return (
      <div className={cn('py-2', className)}>
        <label htmlFor={id} className="mb-1 block px-3 text-sm font-medium text-slate-700">
          {t('currency.label')}
        </label>
        {select}
      </div>
    );
  }
  return (
    <div
      className={cn(
        'relative flex h-9 items-center gap-1 rounded-lg border border-slate-300 px-2 text-xs font-semibold text-slate-700 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-slate-100',
        className,
      )}
      title={nameOf(currency)}
    >
      <span aria-hidden="true">{currency}</span>
      <ChevronDown className="h-3.5 w-3.5" aria-hidden="true" />
      {select}
    </div>
  );
}
