import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '../../src/client/lib/intl.ts';
import { formatUsd, formatRating } from '../../src/client/lib/utils.ts';

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
    expect(formatUsd(120, 'en')).toBe('$120');
    expect(formatUsd(99.5, 'en')).toBe('$99.50');
    expect(formatUsd(120, 'fr')).toBe('120\u00a0$US');
    expect(formatUsd(120, 'en')).toBe('$120');
    expect(formatRating(4.8, 'fr')).toBe('4,8');
    expect(formatRating('4', 'en')).toBe('4.0');
  });
});
