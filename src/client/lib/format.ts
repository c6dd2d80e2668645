import { dateTimeFormat, numberFormat } from './intl.ts';

/** Money as the checkout shows it: always two decimals, in the reader's language. */
export function formatMoney(amount: number | string, currency = 'USD', locale = 'en'): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(amount));
}

/** Whole cents as money in the reader's language. */
export function formatCents(cents: number, currency = 'USD', locale = 'en'): string {
  return formatMoney(cents / 100, currency, locale);
}

/** A calendar date (YYYY-MM-DD) written out; read at noon UTC so no time zone moves the day. */
export function formatIsoDate(isoDate: string, locale = 'en'): string {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A local time of a place ('YYYY-MM-DDTHH:MM', no zone) written out as it reads there. */
export function formatLocalDateTime(localTime: string, locale = 'en'): string {
  const date = new Date(`${localTime.slice(0, 16)}:00Z`);
  if (Number.isNaN(date.getTime())) return localTime;
  return dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

/** A time of day ('HH:MM') as the reader's language writes it (9:00 AM, 09:00). */
export function formatClockTime(time: string, locale = 'en'): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2026, 0, 5, hours, minutes),
  );
}
