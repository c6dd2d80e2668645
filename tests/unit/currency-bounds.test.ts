import { describe, expect, it } from 'vitest';
import {
  convertBound,
  convertMinor,
  CURRENCIES,
  currencyOfCountry,
  currencyOfLanguage,
  SHIPPED_RATES,
} from '../../src/domain/currencies.ts';

const table = SHIPPED_RATES;

describe('a price filter said in another currency', () => {
  it('is searched in whole dollars rounded outward, so nothing inside the range is dropped', () => {
    // 20 000 to 60 000 FCFA: 35.37 to 106.10 dollars, searched as 35 to 107.
    expect(convertBound(20_000, 'XOF', 'USD', table, 'down')).toBe(35);
    expect(convertBound(60_000, 'XOF', 'USD', table, 'up')).toBe(107);
    // A whole result stays whole.
    expect(
      convertBound(116, 'EUR', 'USD', { ...table, perEur: { ...table.perEur, USD: '1.16' } }, 'up'),
    ).toBe(135);
    expect(convertBound(100, 'USD', 'USD', table, 'up')).toBe(100);
  });

  it('keeps every catalogue price the traveller sees inside their range, in every currency', () => {
    for (const currency of CURRENCIES) {
      for (let usd = 1; usd <= 1000; usd += 7) {
        const shown = convertMinor(usd * 100, 'USD', currency, table);
        const digits = currency === 'XOF' || currency === 'XAF' || currency === 'GNF' ? 0 : 2;
        // A range whose bounds are the price as shown, in whole units, around it.
        const low = Math.floor(shown / 10 ** digits);
        const high = Math.ceil(shown / 10 ** digits);
        const min = convertBound(low, currency, 'USD', table, 'down');
        const max = convertBound(high, currency, 'USD', table, 'up');
        expect(min <= usd && usd <= max, `${usd} USD in ${currency} ${low}..${high}`).toBe(true);
      }
    }
  });
});

describe('sorting by price', () => {
  it('keeps the same order in any currency: one rate for all keeps dearer never below cheaper', () => {
    const pricesUsd = Array.from({ length: 400 }, (_, i) => ((i * 7919) % 100_000) + 1);
    const byUsd = [...pricesUsd].sort((a, b) => a - b);
    for (const currency of CURRENCIES) {
      const shown = byUsd.map((cents) => convertMinor(cents, 'USD', currency, table));
      for (let i = 1; i < shown.length; i++)
        expect(shown[i]!).toBeGreaterThanOrEqual(shown[i - 1]!);
    }
  });
});

describe('the first guess of a currency', () => {
  it('follows the language, then the country the traveller names', () => {
    expect(currencyOfLanguage('fr')).toBe('XOF');
    expect(currencyOfLanguage('en')).toBe('USD');
    expect(currencyOfCountry('sn')).toBe('XOF');
    expect(currencyOfCountry('CM')).toBe('XAF');
    expect(currencyOfCountry('NG')).toBe('NGN');
    expect(currencyOfCountry('GH')).toBe('GHS');
    expect(currencyOfCountry('MR')).toBe('MRU');
    expect(currencyOfCountry('FR')).toBeUndefined();
  });
});
