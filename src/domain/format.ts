import { CURRENCY } from './constants.ts';

/**
 * Money, numbers and dates as pages, documents and the assistant write them, in one place.
 * Intl's formatters are made once per locale and options: making one loads the language's rules
 * and costs far more than using it (about a tenth of a millisecond on a desktop, more on a
 * phone), and a page formats a price on every card.
 */

type Made = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat;
const made = new Map<string, Made>();

function once<T extends Made>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  return once(
    `n ${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}) {
  return once(
    `d ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

export function listFormat(locale: string, options: Intl.ListFormatOptions = {}) {
  return once(`l ${locale} ${JSON.stringify(options)}`, () => new Intl.ListFormat(locale, options));
}

// ---------------------------------------------------------------------------------------------
// Money

/** Digits after the decimal point of a currency (ISO 4217): USD 2, XOF 0. */
export function minorDigits(currency: string = CURRENCY): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits = numberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits as number;
    digitsOf.set(currency, digits);
  }
  return digits;
}

const digitsOf = new Map<string, number>();

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * An amount ('123.45', 99.5) in whole minor units of its currency (cents for USD), so sums never
 * drift. Read from its decimal digits, not through binary floating point: a half minor unit
 * rounds away from zero ('1.005' is 101 cents, '-1.005' is -101), where Math.round(1.005 * 100)
 * gives 100. Anything that is not a decimal number gives NaN.
 */
export function toMinorUnits(amount: number | string, currency: string = CURRENCY): number {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const digits = minorDigits(currency);
  const match = DECIMAL.exec(text);
  // Exponents ('1e21') and anything else: through a float, as Number() reads it ('' is 0).
  if (!match || (match[2] === '' && !match[3])) return roundHalfAway(Number(text) * 10 ** digits);
  const [, sign = '', whole = '', fraction = ''] = match;
  const kept = Number(`${whole || '0'}${fraction.slice(0, digits).padEnd(digits, '0')}`);
  const rounded = kept + (Number(fraction.charAt(digits) || '0') >= 5 ? 1 : 0);
  return sign === '-' && rounded !== 0 ? -rounded : rounded;
}

/** Whole cents of a US dollar amount; see toMinorUnits. */
export function toCents(amount: number | string): number {
  return toMinorUnits(amount, CURRENCY);
}

function roundHalfAway(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/**
 * Minor units as the API writes an amount: '123.45', '-5.00', '0.00' for USD; '45000' for XOF.
 * A fraction of a minor unit rounds away from zero, as Number#toFixed does for USD.
 */
export function formatAmount(minor: number, currency: string = CURRENCY): string {
  const digits = minorDigits(currency);
  const units = roundHalfAway(minor);
  if (!Number.isSafeInteger(units)) return (units / 10 ** digits).toFixed(digits);
  const text = String(Math.abs(units)).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const sign = units < 0 ? '-' : '';
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${text.slice(-digits)}`;
}

/**
 * How much of an amount is written:
 * - 'exact': every minor digit of the currency ('$1,250.00', '45 000 F CFA'): totals, payments;
 * - 'trim': whole amounts without them, others with them ('$120', '$99.50'): list prices;
 * - 'whole': rounded to whole units ('$1,200'): the assistant's sentences;
 * - 'compact': short, for a chart's axis ('$12.3K', '12,3 k $US').
 */
export type MoneyStyle = 'exact' | 'trim' | 'whole' | 'compact';

function moneyOptions(
  currency: string,
  style: MoneyStyle,
  value: number,
  currencyDisplay: 'symbol' | 'code',
): Intl.NumberFormatOptions {
  const digits = minorDigits(currency);
  const base = { style: 'currency', currency, currencyDisplay } as const;
  switch (style) {
    case 'exact':
      return { ...base, minimumFractionDigits: digits, maximumFractionDigits: digits };
    case 'trim':
      return { ...base, maximumFractionDigits: value % 1 === 0 ? 0 : digits };
    case 'whole':
      return { ...base, maximumFractionDigits: 0 };
    case 'compact':
      return { ...base, notation: 'compact', maximumFractionDigits: 1 };
  }
}

/**
 * An amount in major units (a wire string such as '1250.00', or a number) as the reader's
 * language writes money: formatMoney('1250', 'USD', 'fr') is '1 250,00 $US' with Intl's own
 * narrow no-break space. `display: 'code'` names the currency by its code ('USD 1,250.00').
 */
export function formatMoney(
  amount: number | string,
  currency: string = CURRENCY,
  locale = 'en',
  style: MoneyStyle = 'exact',
  display: 'symbol' | 'code' = 'symbol',
): string {
  const value = Number(amount);
  return numberFormat(locale, moneyOptions(currency, style, value, display)).format(value);
}

/** Whole minor units (cents for USD) as money; see formatMoney. */
export function formatCents(
  minor: number,
  currency: string = CURRENCY,
  locale = 'en',
  style: MoneyStyle = 'exact',
): string {
  return formatMoney(minor / 10 ** minorDigits(currency), currency, locale, style);
}

// ---------------------------------------------------------------------------------------------
// Numbers

/** A count or a plain number in the reader's language: '12,345', '12 345'. */
export function formatNumber(
  value: number,
  locale: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(locale, options).format(value);
}

/** A rating out of 5 with one decimal, as the language writes a decimal ('4.8', '4,8'). */
export function formatRating(rating: number | string, locale = 'en'): string {
  return formatNumber(Number(rating), locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

/** A share (0.15) as a percentage: '15%', '15 %'; `decimals` fixes the digits after the point. */
export function formatPercent(share: number, locale: string, decimals?: number): string {
  return formatNumber(
    share,
    locale,
    decimals === undefined
      ? { style: 'percent' }
      : { style: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals },
  );
}

// ---------------------------------------------------------------------------------------------
// Dates and times

/** The parts of a calendar day a page writes; the named ones below are the house styles. */
export type DateStyle = Pick<
  Intl.DateTimeFormatOptions,
  'weekday' | 'day' | 'month' | 'year' | 'dateStyle'
>;

export const DATE_STYLES = {
  /** 'Mon, Dec 7, 2026', 'lun. 7 déc. 2026': a booking's dates. */
  full: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  /** 'Tue, Dec 1', 'mar. 1 déc.': a trip's days within the year. */
  trip: { weekday: 'short', day: 'numeric', month: 'short' },
  /** 'Mar 12', '12 mars': a chart's axis. */
  short: { day: 'numeric', month: 'short' },
  /** 'December 7, 2026', '7 décembre 2026'. */
  long: { dateStyle: 'long' },
  /** '7 December 2026' (en-GB), '7 décembre 2026': the assistant's days. */
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 'Monday 7 December 2026' (en-GB), 'lundi 7 décembre 2026'. */
  weekdayLong: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
} as const satisfies Record<string, DateStyle>;

/**
 * A calendar day ('YYYY-MM-DD', anything after the tenth character ignored) written out. Read at
 * noon UTC and written in UTC, so no time zone moves the day; what is not a date is shown as given.
 */
export function formatCalendarDate(
  isoDate: string,
  locale: string,
  style: DateStyle = DATE_STYLES.full,
): string {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat(locale, { ...style, timeZone: 'UTC' }).format(date);
}

/**
 * An instant (a Date or an ISO timestamp) in `options.timeZone`, or the reader's own zone when
 * none is named; what is not an instant is shown as given.
 */
export function formatInstant(
  instant: Date | string,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  return dateTimeFormat(locale, options).format(date);
}

/** An instant as the clock reads it in `timeZone`, in `locale`: 'Sat 28 Nov 2026, 14:00'. */
export function formatInZone(instant: Date | string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

/** A place's local time ('YYYY-MM-DDTHH:MM', no zone) as it reads there: 'Mon, Dec 7, 09:30 AM'. */
export function formatLocalDateTime(localTime: string, locale = 'en'): string {
  const date = new Date(`${localTime.slice(0, 16)}:00Z`);
  if (Number.isNaN(date.getTime())) return localTime;
  return formatInstant(date, locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

/** A time of day ('HH:MM') as the reader's language writes it (9:00 AM, 09:00). */
export function formatClockTime(time: string, locale = 'en'): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2026, 0, 5, hours, minutes),
  );
}

/** Month 1 to 12 named in the language: 'March', 'mars'; 'Mar', 'mars' short. */
export function formatMonth(month: number, locale: string, width: 'long' | 'short' = 'long') {
  return dateTimeFormat(locale, { month: width, timeZone: 'UTC' }).format(
    Date.UTC(2026, month - 1, 15),
  );
}

/** 'a, b, and c' / 'a, b et c'. */
export function formatList(items: readonly string[], locale: string): string {
  return listFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}
