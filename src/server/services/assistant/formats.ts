/**
 * The assistant's dates, months, lists and amounts in the reader's language: the shared formats
 * of domain/format.ts, with the assistant's locales (its English dates are British: '7 December').
 */
import {
  DATE_STYLES,
  formatCalendarDate,
  formatList,
  formatMoney,
  formatMonth,
} from '../../../domain/format.ts';
import type { Language } from './understand.ts';

const moneyLocale = (language: Language) => (language === 'fr' ? 'fr-FR' : 'en-US');
const dateLocale = (language: Language) => (language === 'fr' ? 'fr-FR' : 'en-GB');

/** '$1,200' / '1 200 $US': whole dollars. */
export function usd(amount: number, language: Language): string {
  return formatMoney(amount, 'USD', moneyLocale(language), 'whole');
}

/** 'Monday 7 December 2026' / 'lundi 7 décembre 2026' for '2026-12-07'. */
export function longDate(iso: string, language: Language): string {
  return formatCalendarDate(iso, dateLocale(language), DATE_STYLES.weekdayLong);
}

/** '7 December 2026' / '7 décembre 2026' for '2026-12-07'. */
export function dayDate(iso: string, language: Language): string {
  return formatCalendarDate(iso, dateLocale(language), DATE_STYLES.day);
}

/** 'March' / 'mars' for 3. */
export function monthName(month: number, language: Language): string {
  return formatMonth(month, language);
}

/** 'a, b and c' / 'a, b et c'. */
export function listOf(items: string[], language: Language): string {
  return formatList(items, language);
}
