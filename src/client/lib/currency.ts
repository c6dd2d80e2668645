import { useSyncExternalStore } from 'react';
import {
  CURRENCY_COOKIE,
  currencyOfCountry,
  currencyOfLanguage,
  isCurrency,
  type Currency,
} from '../../domain/currencies.ts';

/**
 * The currency the traveller reads prices in: their choice, remembered like the language (the
 * browser's storage and a cookie); before they choose, a guess from the country they told us,
 * else from the language they read (French: FCFA; English: US dollars).
 */
const CHOSEN_KEY = 'teranga.currency';
const GUESSED_KEY = 'teranga.currency.guess';

function read(key: string): Currency | null {
  try {
    const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    return saved && isCurrency(saved) ? saved : null;
  } catch {
    return null; // storage can be blocked: the guess from the language applies
  }
}

function write(key: string, currency: Currency) {
  try {
    localStorage.setItem(key, currency);
  } catch {
    // the choice still applies to this visit
  }
}

let chosen: Currency | null = read(CHOSEN_KEY);
let guessed: Currency | null = read(GUESSED_KEY);
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The traveller's own choice in the header: kept for a year, and used on every page. */
export function chooseCurrency(currency: Currency) {
  chosen = currency;
  write(CHOSEN_KEY, currency);
  if (typeof document !== 'undefined') {
    document.cookie = `${CURRENCY_COOKIE}=${currency}; path=/; max-age=31536000; samesite=lax`;
  }
  notify();
}

/**
 * Where the traveller says they live (their profile, the checkout's country): the money of that
 * country, unless they chose one themselves; a country of none of ours changes nothing.
 */
export function guessCurrencyFromCountry(country: string | null | undefined) {
  const currency = currencyOfCountry(country);
  if (!currency || chosen || guessed === currency) return;
  guessed = currency;
  write(GUESSED_KEY, currency);
  notify();
}

/** The currency prices are shown in for a reader of `language`. */
export function currencyFor(language: string): Currency {
  return chosen ?? guessed ?? currencyOfLanguage(language);
}

/** The chosen (or guessed) currency, and whether the traveller chose it themselves. */
export function useCurrencyChoice(language: string): { currency: Currency; chosen: boolean } {
  const own = useSyncExternalStore(
    subscribe,
    () => chosen,
    () => null,
  );
  const guess = useSyncExternalStore(
    subscribe,
    () => guessed,
    () => null,
  );
  return { currency: own ?? guess ?? currencyOfLanguage(language), chosen: own !== null };
}
