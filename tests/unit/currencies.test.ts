import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertMinor,
  CURRENCIES,
  formatMinor,
  isCurrency,
  rateBetween,
  SHIPPED_RATES,
  withPegs,
  type RateTable,
} from '../../src/domain/currencies.ts';
import { minorDigits } from '../../src/domain/format.ts';

const table = SHIPPED_RATES;

describe('currencies: minor units as ISO 4217 gives them', () => {
  it('has none for the CFA francs and the Guinean franc, two for the others', () => {
    const digits = Object.fromEntries(CURRENCIES.map((c) => [c, minorDigits(c)]));
    expect(digits).toEqual({
      USD: 2,
      EUR: 2,
      XOF: 0,
      XAF: 0,
      NGN: 2,
      GHS: 2,
      GMD: 2,
      GNF: 0,
      SLE: 2,
      LRD: 2,
      CVE: 2,
      MRU: 2,
    });
  });

  it('knows its twelve codes and nothing else', () => {
    expect(CURRENCIES.every(isCurrency)).toBe(true);
    expect(isCurrency('GBP')).toBe(false);
    expect(isCurrency('xof')).toBe(false);
  });
});

describe('convertMinor: the pegs, exact to the unit', () => {
  it('gives 655 957 FCFA for 1 000 € and 655.957 rounded for 1 €', () => {
    expect(convertMinor(100_000, 'EUR', 'XOF', table)).toBe(655_957);
    expect(convertMinor(100_000, 'EUR', 'XAF', table)).toBe(655_957);
    expect(convertMinor(100, 'EUR', 'XOF', table)).toBe(656);
    expect(convertMinor(100_000, 'EUR', 'CVE', table)).toBe(11_026_500);
  });

  it('matches the exact fraction for any euro amount, rounding half away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        // cents × 655.957 / 100 = cents × 655957 / 100000, rounded half away from zero.
        const exact = BigInt(Math.abs(cents)) * 655_957n;
        const rounded = Number((exact * 2n + 100_000n) / 200_000n) * Math.sign(cents);
        expect(convertMinor(cents, 'EUR', 'XOF', table)).toBe(rounded === 0 ? 0 : rounded);
      }),
    );
  });

  it('converts one CFA franc to the other one for one, and XOF to euros back exactly', () => {
    expect(convertMinor(45_000, 'XOF', 'XAF', table)).toBe(45_000);
    expect(convertMinor(655_957, 'XOF', 'EUR', table)).toBe(100_000);
  });

  it('keeps the pegs whatever a rates provider says', () => {
    const provider: RateTable = {
      asOf: '2026-11-26',
      source: 'provider',
      perEur: { ...table.perEur, XOF: '650', CVE: '111', USD: '1.2' },
    };
    const pegged = withPegs(provider);
    expect(pegged.perEur.XOF).toBe('655.957');
    expect(pegged.perEur.CVE).toBe('110.265');
    expect(pegged.perEur.USD).toBe('1.2');
  });
});

describe('convertMinor: floating rates through the euro', () => {
  it('converts dollars to CFA francs through the euro rate, rounded once', () => {
    // 100 USD = 100 / 1.16 € = 86.2069 € = 56 547.99 FCFA.
    expect(convertMinor(10_000, 'USD', 'XOF', table)).toBe(56_548);
    // 125.50 USD in naira: 125.5 × 1798.5 / 1.16 = 194 579.0948 NGN.
    expect(convertMinor(12_550, 'USD', 'NGN', table)).toBe(19_457_909);
  });

  it('gives zero for zero and the same amount for the same currency', () => {
    for (const currency of CURRENCIES) {
      expect(convertMinor(0, 'USD', currency, table)).toBe(0);
      expect(convertMinor(12_345, currency, currency, table)).toBe(12_345);
    }
  });

  it('never moves a converted-back amount by more than the rounding of both steps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.constantFrom(...CURRENCIES),
        (cents, currency) => {
          const there = convertMinor(cents, 'USD', currency, table);
          const back = convertMinor(there, currency, 'USD', table);
          // One minor unit of the target, in cents, plus the last rounding.
          const unitInCents = Math.ceil(convertMinor(1, currency, 'USD', table) + 1);
          expect(Math.abs(back - cents)).toBeLessThanOrEqual(unitInCents);
        },
      ),
    );
  });

  it('refuses an amount that is not whole minor units', () => {
    expect(() => convertMinor(1.5, 'USD', 'XOF', table)).toThrow(/whole minor units/);
    expect(() => convertMinor(2 ** 60, 'USD', 'XOF', table)).toThrow(/whole minor units/);
  });

  it('states the rate for people to read', () => {
    expect(rateBetween('EUR', 'XOF', table)).toBe('655.957');
    expect(rateBetween('USD', 'XOF', table)).toBe('565.480172');
    expect(rateBetween('XOF', 'XAF', table)).toBe('1');
  });
});

describe('formatMinor', () => {
  it('writes CFA francs as travellers here do, with no minor unit', () => {
    expect(formatMinor(45_000, 'XOF', 'fr').replace(/\s/g, ' ')).toBe('45 000 FCFA');
    expect(formatMinor(45_000, 'XAF', 'fr').replace(/\s/g, ' ')).toBe('45 000 FCFA');
    expect(formatMinor(45_000, 'XOF', 'en').replace(/\s/g, ' ')).toBe('FCFA 45,000');
  });

  it('writes two minor digits for naira and cedis, and drops them on request', () => {
    expect(formatMinor(125_000, 'NGN', 'en')).toBe('₦1,250.00');
    expect(formatMinor(125_000, 'NGN', 'en', { whole: true })).toBe('₦1,250');
    expect(formatMinor(125_050, 'GHS', 'en', { whole: true })).toBe('GH₵1,250.50');
    expect(formatMinor(125_050, 'GHS', 'fr').replace(/\s/g, ' ')).toBe('1 250,50 GH₵');
    expect(formatMinor(9_900, 'USD', 'fr').replace(/\s/g, ' ')).toBe('99,00 $US');
  });
});
