import { describe, expect, it, vi } from 'vitest';
import {
  DATE_STYLES,
  formatAmount,
  formatCalendarDate,
  formatCents,
  formatClockTime,
  formatInstant,
  formatInZone,
  formatList,
  formatLocalDateTime,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  minorDigits,
  toCents,
  toMinorUnits,
} from '../../src/domain/format.ts';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('amounts on the wire', () => {
  it('writes and reads every cent as the API always has: toFixed(2) and Math.round(x * 100)', () => {
    const cents = [0, 1, 5, 9, 10, 99, 100, 101, 12_345, 99_999, 100_000, 123_456_789_012];
    for (let c = -100_000; c <= 100_000; c += 3) cents.push(c);
    const differing = cents.filter((c) => {
      const wire = formatAmount(c);
      return (
        wire !== (c / 100).toFixed(2) ||
        toCents(wire) !== c ||
        toCents(wire) !== Math.round(Number(wire) * 100) ||
        toCents(Number(wire)) !== c
      );
    });
    expect(differing).toEqual([]);
  });

  it('writes zero and refunds plainly', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(-0)).toBe('0.00');
    expect(formatAmount(-500)).toBe('-5.00');
    expect(formatAmount(-2)).toBe('-0.02');
    expect(toCents('-5.00')).toBe(-500);
    expect(toCents('')).toBe(0);
    expect(toCents('abc')).toBeNaN();
    expect(formatAmount(Number.NaN)).toBe('NaN');
  });

  it('rounds half a cent away from zero, from the decimal digits as written', () => {
    // Through a float 1.005 * 100 is 100.49999999999999: Math.round gave 100.
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(toCents('1.005')).toBe(101);
    expect(toCents(1.005)).toBe(101);
    expect(toCents('-1.005')).toBe(-101);
    expect(toCents('0.125')).toBe(13);
    expect(toCents('0.1249')).toBe(12);
    expect(toCents(' 19.999 ')).toBe(2000);
    expect(toCents('-0.004')).toBe(0);
    expect(formatAmount(12.5)).toBe('0.13');
    expect(formatAmount(-12.5)).toBe('-0.13');
    // Money written for people rounds the same way.
    expect(formatMoney('1.005', 'USD', 'en')).toBe('$1.01');
    expect(formatMoney('-1.005', 'USD', 'en')).toBe('-$1.01');
  });

  it('takes the minor unit from the currency: none for the CFA franc', () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('XOF')).toBe(0);
    expect(toMinorUnits('45000', 'XOF')).toBe(45_000);
    expect(toMinorUnits('44999.5', 'XOF')).toBe(45_000);
    expect(formatAmount(45_000, 'XOF')).toBe('45000');
    expect(formatAmount(-45_000, 'XOF')).toBe('-45000');
  });
});

describe('money for people', () => {
  it('writes amounts with every minor digit, in English and French', () => {
    expect(formatMoney('1250', 'USD', 'en')).toBe('$1,250.00');
    expect(formatMoney('1250', 'USD', 'fr')).toBe(`1${NNBSP}250,00${NBSP}$US`);
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00');
    expect(formatMoney(0, 'USD', 'fr')).toBe(`0,00${NBSP}$US`);
    expect(formatCents(137_500, 'USD', 'en')).toBe('$1,375.00');
  });

  it('writes refunds with their sign and large amounts whole', () => {
    expect(formatCents(-2200, 'USD', 'en')).toBe('-$22.00');
    expect(formatCents(-2200, 'USD', 'fr')).toBe(`-22,00${NBSP}$US`);
    expect(formatCents(123_456_789_012, 'USD', 'en')).toBe('$1,234,567,890.12');
    expect(formatCents(123_456_789_012, 'USD', 'fr')).toBe(
      `1${NNBSP}234${NNBSP}567${NNBSP}890,12${NBSP}$US`,
    );
  });

  it('writes CFA francs without decimals', () => {
    expect(formatCents(45_000, 'XOF', 'fr')).toBe(`45${NNBSP}000${NBSP}F${NNBSP}CFA`);
    expect(formatMoney('45000', 'XOF', 'fr', 'trim')).toBe(`45${NNBSP}000${NBSP}F${NNBSP}CFA`);
  });

  it('has a style for list prices, sentences, chart axes and documents', () => {
    expect(formatMoney(120, 'USD', 'en', 'trim')).toBe('$120');
    expect(formatMoney('99.50', 'USD', 'en', 'trim')).toBe('$99.50');
    expect(formatCents(12_000, 'USD', 'fr', 'trim')).toBe(`120${NBSP}$US`);
    expect(formatMoney(1199.5, 'USD', 'en', 'whole')).toBe('$1,200');
    expect(formatMoney(1199.5, 'USD', 'fr', 'whole')).toBe(`1${NNBSP}200${NBSP}$US`);
    expect(formatCents(1_234_567, 'USD', 'en', 'compact')).toBe('$12.3K');
    expect(formatMoney('1250.00', 'USD', 'en', 'exact', 'code')).toBe(`USD${NBSP}1,250.00`);
  });
});

describe('numbers', () => {
  it('writes counts and shares in the language', () => {
    expect(formatNumber(12_345, 'en')).toBe('12,345');
    expect(formatNumber(12_345, 'fr')).toBe(`12${NNBSP}345`);
    expect(formatPercent(0.15, 'en')).toBe('15%');
    expect(formatPercent(0.15, 'fr')).toBe(`15${NBSP}%`);
    expect(formatPercent(0.125, 'en', 1)).toBe('12.5%');
  });
});

describe('dates and times', () => {
  it('writes a calendar day as that day, in English and French', () => {
    expect(formatCalendarDate('2026-12-07', 'en')).toBe('Mon, Dec 7, 2026');
    expect(formatCalendarDate('2026-12-07', 'fr')).toBe('lun. 7 déc. 2026');
    expect(formatCalendarDate('2026-12-07T23:30:00-05:00', 'en')).toBe('Mon, Dec 7, 2026');
    expect(formatCalendarDate('2026-12-01', 'en', DATE_STYLES.trip)).toBe('Tue, Dec 1');
    expect(formatCalendarDate('2026-03-12', 'fr', DATE_STYLES.short)).toBe('12 mars');
    expect(formatCalendarDate('2026-11-25', 'en', DATE_STYLES.long)).toBe('November 25, 2026');
    expect(formatCalendarDate('2026-12-07', 'en-GB', DATE_STYLES.day)).toBe('7 December 2026');
    expect(formatCalendarDate('2026-12-07', 'fr-FR', DATE_STYLES.weekdayLong)).toBe(
      'lundi 7 décembre 2026',
    );
    expect(formatCalendarDate('someday', 'en')).toBe('someday');
  });

  it('writes instants in a named zone, and times of day as the language reads them', () => {
    expect(formatInZone('2026-11-28T13:00:00Z', 'Africa/Lagos', 'en-GB')).toBe(
      'Sat, 28 Nov 2026, 14:00',
    );
    expect(formatInZone('2026-11-28T13:00:00Z', 'Africa/Lagos', 'fr-FR')).toBe(
      'sam. 28 nov. 2026, 14:00',
    );
    expect(
      formatInstant('2026-12-07T21:05:00Z', 'en', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }),
    ).toBe('Dec 7, 2026, 9:05 PM');
    expect(formatInstant('not a time', 'en')).toBe('not a time');
    expect(formatLocalDateTime('2026-12-07T21:05', 'fr')).toBe('lun. 7 déc., 21:05');
    expect(formatClockTime('09:05', 'en')).toBe('9:05 AM');
    expect(formatClockTime('21:05', 'fr')).toBe('21:05');
  });

  it('names months and joins lists', () => {
    expect(formatMonth(3, 'en')).toBe('March');
    expect(formatMonth(8, 'fr', 'short')).toBe('août');
    expect(formatList(['Dakar', 'Accra', 'Lomé'], 'en')).toBe('Dakar, Accra, and Lomé');
    expect(formatList(['Dakar', 'Accra', 'Lomé'], 'fr')).toBe('Dakar, Accra et Lomé');
  });
});

describe("Intl's formatters", () => {
  it('are made once per locale and options, never once per amount or date', () => {
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const write = (i: number) => {
      formatMoney(i, 'USD', 'fr');
      formatCents(i, 'USD', 'en', 'trim');
      formatAmount(i);
      formatCalendarDate('2026-12-07', 'fr');
      formatInZone('2026-11-28T13:00:00Z', 'Africa/Lagos', 'en-GB');
    };
    write(0);
    write(1);
    const made = numbers.mock.calls.length + dates.mock.calls.length;
    for (let i = 1; i < 500; i += 1) write(i * 37);
    expect(numbers.mock.calls.length + dates.mock.calls.length).toBe(made);
    numbers.mockRestore();
    dates.mockRestore();
  });
});
