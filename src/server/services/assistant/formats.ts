/**
 * The assistant's dates, months, lists and amounts in the reader's language. Intl formatters
 * take tens of microseconds to make and are safe to share, so each is made once per language,
 * not for every answer.
 */
import type { Language } from './understand.ts';

function perLanguage<F>(make: (language: Language) => F): (language: Language) => F {
  const made = new Map<Language, F>();
  return (language) => {
    let formatter = made.get(language);
    if (formatter === undefined) made.set(language, (formatter = make(language)));
    return formatter;
  };
}

const usdFormat = perLanguage(
  (language) =>
    new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }),
);

/** A day as the assistant writes it: '7 December 2026', '7 décembre 2026'. */
const DAY = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
const dateLocale = (language: Language) => (language === 'fr' ? 'fr-FR' : 'en-GB');

const longDateFormat = perLanguage(
  (language) => new Intl.DateTimeFormat(dateLocale(language), { weekday: 'long', ...DAY }),
);

const dayFormat = perLanguage((language) => new Intl.DateTimeFormat(dateLocale(language), DAY));

const monthFormat = perLanguage(
  (language) => new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }),
);

const listFormat = perLanguage(
  (language) => new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }),
);

/** '$1,200' / '1 200 $US': whole dollars. */
export function usd(amount: number, language: Language): string {
  return usdFormat(language).format(amount);
}

/** 'Monday 7 December 2026' / 'lundi 7 décembre 2026' for '2026-12-07'. */
export function longDate(iso: string, language: Language): string {
  return longDateFormat(language).format(new Date(`${iso}T00:00:00Z`));
}

/** '7 December 2026' / '7 décembre 2026' for '2026-12-07'. */
export function dayDate(iso: string, language: Language): string {
  return dayFormat(language).format(new Date(`${iso}T00:00:00Z`));
}

/** 'March' / 'mars' for 3. */
export function monthName(month: number, language: Language): string {
  return monthFormat(language).format(new Date(Date.UTC(2026, month - 1, 1)));
}

/** 'a, b and c' / 'a, b et c'. */
export function listOf(items: string[], language: Language): string {
  return listFormat(language).format(items);
}
