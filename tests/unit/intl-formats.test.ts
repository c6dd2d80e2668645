import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  formatMoney,
  formatRating,
  numberFormat,
} from '../../src/domain/format.ts';

describe("Intl's formatters, made once", () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    const usd = { style: 'currency', currency: 'USD' } as const;
    expect(numberFormat('en', usd)).toBe(numberFormat('en', { ...usd }));
    expect(numberFormat('fr', usd)).not.toBe(numberFormat('en', usd));
    expect(numberFormat('en', { ...usd, maximumFractionDigits: 0 })).not.toBe(
      numberFormat('en', usd),
    );
    expect(dateTimeFormat('en', { month: 'long' })).toBe(dateTimeFormat('en', { month: 'long' }));
    expect(dateTimeFormat('en', { month: 'long' })).not.toBe(
      dateTimeFormat('en', { month: 'short' }),
    );
  });

  it('writes prices and ratings as before, in each language', () => {
    expect(formatMoney(120, 'USD', 'en', 'trim')).toBe('$120');
    expect(formatMoney(99.5, 'USD', 'en', 'trim')).toBe('$99.50');
    expect(formatMoney(120, 'USD', 'fr', 'trim')).toBe('120\u00a0$US');
    expect(formatMoney(120, 'USD', 'en', 'trim')).toBe('$120');
    expect(formatRating(4.8, 'fr')).toBe('4,8');
    expect(formatRating('4', 'en')).toBe('4.0');
  });
});
