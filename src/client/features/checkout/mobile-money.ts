import {
  convertMinor,
  formatMinor,
  rateBetween,
  type Currency,
  type RateTable,
} from '../../../domain/currencies.ts';
import { toCents } from '../../../domain/format.ts';
import { DATE_STYLES, formatCalendarDate, formatNumber } from '../../../domain/format.ts';
import {
  WALLET_FAILURES,
  type MobileMoneyCharge,
  type WalletCountryOption,
  type WalletFailure,
} from './api/mobile-money.ts';

/** Each mobile-money country's calling code: a phone typed with it says the traveller's country. */
const CALLING_CODES: Record<string, string> = {
  GH: '233',
  SN: '221',
  CI: '225',
  BJ: '229',
  TG: '228',
  NG: '234',
};

/**
 * The wallet's country the payment step starts on: the one the traveller's phone number calls
 * (+221... is Senegal), else the language's (French: Senegal, English: Ghana), else the first.
 */
export function defaultWalletCountry(
  countries: readonly WalletCountryOption[],
  { phone, language }: { phone: string; language: string },
): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/^00/, '+');
  const offered = new Set(countries.map((c) => c.code));
  const byPhone = Object.entries(CALLING_CODES).find(
    ([code, calling]) => offered.has(code) && digits.startsWith(`+${calling}`),
  );
  if (byPhone) return byPhone[0];
  const byLanguage = language.startsWith('fr') ? 'SN' : 'GH';
  if (offered.has(byLanguage)) return byLanguage;
  return countries[0]?.code ?? null;
}

/** The contact phone as a start for the wallet's number, when it is of that country. */
export function walletPhoneStart(contactPhone: string, country: string): string {
  const digits = contactPhone.replace(/[^\d+]/g, '').replace(/^00/, '+');
  const calling = CALLING_CODES[country];
  return calling && digits.startsWith(`+${calling}`) ? contactPhone.trim() : '';
}

/** '···4567': the end of a number, enough to know it, not enough to read it out. */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `···${digits.slice(-4)}`;
}

/** What a currency is called beside a rate: FCFA for both CFA francs, else its code. */
const rateLabel = (currency: Currency) =>
  currency === 'XOF' || currency === 'XAF' ? 'FCFA' : currency;

/**
 * A charge's amount as the traveller will pay it, and where it comes from:
 * { amount: '45 000 FCFA', usd: '79,58 $US', rate: '1 USD = 565,48 FCFA', date: '25 nov. 2026' }.
 * The rate is shown to two decimals for reading; the amount is the server's, never recomputed.
 */
export function chargeFigures(
  charge: Pick<MobileMoneyCharge, 'amountMinor' | 'currency' | 'usdAmount' | 'rate' | 'ratesAsOf'>,
  language: string,
) {
  const usdCents = Math.round(Number(charge.usdAmount) * 100);
  return {
    amount: formatMinor(charge.amountMinor, charge.currency, language),
    usd: formatMinor(usdCents, 'USD', language),
    rate: `1 USD = ${formatNumber(Number(charge.rate), language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })} ${rateLabel(charge.currency)}`,
    date: formatCalendarDate(charge.ratesAsOf, language, {
      day: DATE_STYLES.full.day,
      month: DATE_STYLES.full.month,
      year: DATE_STYLES.full.year,
    }),
  };
}

/**
 * What the wallet will be charged for a total in US dollars ('440.00'), before the charge is
 * asked: the server's own conversion (convertMinor at today's table, the same one it locks on the
 * charge), so the figure told is the figure the phone shows unless the table changes in between.
 */
export function quoteOf(usdAmount: string, currency: Currency, table: RateTable) {
  return {
    amountMinor: convertMinor(toCents(usdAmount), 'USD', currency, table),
    currency,
    usdAmount,
    rate: rateBetween('USD', currency, table),
    ratesAsOf: table.asOf,
  };
}

/** How a charge the server read stands for the page. */
export type WalletOutcome =
  { kind: 'waiting' } | { kind: 'paid' } | { kind: 'failed'; reason: WalletFailure | 'expired' };

export function walletOutcome(
  charge: Pick<MobileMoneyCharge, 'status' | 'failureCode' | 'bookingReady'>,
): WalletOutcome {
  switch (charge.status) {
    case 'pending':
      return { kind: 'waiting' };
    // Paid, and the booking is being made: the page waits for it as it waits for the phone.
    case 'succeeded':
      return charge.bookingReady ? { kind: 'paid' } : { kind: 'waiting' };
    case 'expired':
      return { kind: 'failed', reason: 'expired' };
    case 'failed':
      return { kind: 'failed', reason: failureOf(charge.failureCode) };
  }
}

function failureOf(code: string | null | undefined): WalletFailure {
  return (WALLET_FAILURES as readonly string[]).includes(code ?? '')
    ? (code as WalletFailure)
    : 'provider_error';
}

/**
 * When to ask again after `asked` reads of a pending charge: every 3 s for the first half
 * minute, then a little longer each time, never more than 15 s apart.
 */
export function nextPollDelay(asked: number): number {
  if (asked < 10) return 3_000;
  return Math.min(15_000, Math.round(3_000 * 1.25 ** (asked - 9)));
}

/**
 * How long past the charge's end the page still waits for the server's word before it says the
 * phone did not answer: the provider's own timeout reaches the server first.
 */
export const WALLET_GRACE_MS = 60_000;
