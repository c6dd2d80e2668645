import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  convertBound,
  convertMinor,
  CurrenciesAnswer,
  formatMinor,
  type Currency,
  type RateTable,
} from '../../domain/currencies.ts';
import {
  formatCalendarDate,
  formatCents,
  formatMoney,
  minorDigits,
  toCents,
  type MoneyStyle,
} from '../../domain/format.ts';
import { apiRequest } from './api.ts';
import { useCurrencyChoice } from './currency.ts';

/**
 * GET /api/currencies: the table every price on the page converts at, read once a visit, and
 * only when something is converted (a reader in dollars never asks).
 */
export function useCurrencies(enabled = true) {
  return useQuery({
    queryKey: ['currencies'],
    enabled,
    queryFn: () => apiRequest('GET', '/api/currencies', undefined, { schema: CurrenciesAnswer }),
    staleTime: 60 * 60_000,
  });
}

/** Money as a page writes it in one currency: see useMoney. */
export type Money = ReturnType<typeof moneyIn>;

/**
 * Catalogue amounts (US dollars) written in `currency` at `table`'s rates, or in dollars as before
 * when the currency is the dollar or the rates are not there yet (the page is first drawn so, and
 * the server draws it so). List prices ('trim') are rounded to whole units of the currency; totals
 * ('exact') to its minor unit. Amounts are whole minor units throughout (src/domain/currencies.ts).
 */
export function moneyIn(currency: Currency, table: RateTable | undefined, locale: string) {
  const converts = currency !== 'USD' && table !== undefined;
  const shown: Currency = converts ? currency : 'USD';

  /** Cents of US dollars in the shown currency. */
  function cents(minor: number, style: MoneyStyle = 'exact'): string {
    if (!converts) return formatCents(minor, 'USD', locale, style);
    const converted = convertMinor(Math.round(minor), 'USD', currency, table);
    if (style === 'exact') return formatMinor(converted, currency, locale);
    const unit = 10 ** minorDigits(currency);
    const whole = Math.round(converted / unit) * unit;
    return formatMinor(whole, currency, locale, { whole: true });
  }

  return {
    /** The currency amounts are written in now. */
    currency: shown,
    /** True when amounts are converted from the dollars charged. */
    converts,
    /** The day of the rates, as the reader's language writes it; null in dollars. */
    ratesDate: converts ? formatCalendarDate(table.asOf, locale) : null,
    /** A catalogue amount in dollars (major units: '120', 99.5). */
    price(amount: number | string, style: MoneyStyle = 'exact'): string {
      if (!converts) return formatMoney(amount, 'USD', locale, style);
      return cents(toCents(amount), style);
    },
    cents,
    /** The dollars charged, as the dollar is written: 'US$79.58', '79,58 $US'. */
    dollars: (minor: number) => formatCents(minor, 'USD', locale),
    /** Whole units of the shown currency: '45 000 FCFA', '$120'. */
    units(units: number): string {
      if (!converts) return formatMoney(units, 'USD', locale, 'trim');
      return formatMinor(units * 10 ** minorDigits(currency), currency, locale, { whole: true });
    },
    /** A bound of a filter (whole units shown) as whole dollars, rounded outward. */
    toUsdBound(units: number, direction: 'down' | 'up'): number {
      return converts ? convertBound(units, currency, 'USD', table, direction) : units;
    },
    /** Whole dollars as whole units of the shown currency, rounded outward too. */
    fromUsdBound(dollars: number, direction: 'down' | 'up'): number {
      return converts ? convertBound(dollars, 'USD', currency, table, direction) : dollars;
    },
  };
}

/**
 * Money in the traveller's chosen currency, at today's rates (GET /api/currencies); `charged`
 * writes an amount charged in dollars with the dollars beside it: '45 000 FCFA (US$79.58 charged)'.
 */
export function useMoney() {
  const { t, i18n } = useTranslation();
  const { currency } = useCurrencyChoice(i18n.language);
  const { data } = useCurrencies(currency !== 'USD');
  const money = moneyIn(currency, data?.rates, i18n.language);
  return {
    ...money,
    /** An amount charged in `chargedIn` (minor units): in the chosen currency too when dollars. */
    charged(minor: number, chargedIn: string = 'USD'): string {
      if (chargedIn !== 'USD') return formatCents(minor, chargedIn, i18n.language);
      if (!money.converts) return money.dollars(minor);
      return t('currency.charged', { amount: money.cents(minor), dollars: money.dollars(minor) });
    },
  };
}

/** A round step near `about` for a slider: 1, 2 or 5 times a power of ten, never above it. */
export function roundStep(about: number): number {
  if (about <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(about));
  const step = [5, 2, 1].map((m) => m * power).find((candidate) => candidate <= about);
  return step ?? power;
}
