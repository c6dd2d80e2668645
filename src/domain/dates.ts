const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** The first and last days a request may name: the years 0001 to 9999 the database writes. */
export const FIRST_DAY = '0001-01-01';
export const LAST_DAY = '9999-12-31';

/** The months of 30 days (April, June, September, November). */
const THIRTY_DAYS: ReadonlySet<number> = new Set([4, 6, 9, 11]);

/**
 * True for a real calendar date written YYYY-MM-DD (the proleptic Gregorian calendar, as `Date`
 * and PostgreSQL read it). Counted rather than parsed into a `Date`: every search checks its dates.
 */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 ? (leap ? 29 : 28) : THIRTY_DAYS.has(month) ? 30 : 31);
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return toIsoDate(new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS));
}

export function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
}

/** Today's date in the traveller's own calendar (the browser's local time). */
export function localIsoDate(date: Date = new Date()): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
