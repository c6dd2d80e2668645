import { describe, expect, it } from 'vitest';
import { SHIPPED_RATES } from '../../src/domain/currencies.ts';
import { moneyIn, roundStep } from '../../src/client/lib/money.ts';

/** Spaces as Intl writes them (narrow and no-break) read as plain ones. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const table = SHIPPED_RATES;

describe('prices in the traveller’s currency (useMoney)', () => {
  it('writes catalogue dollars in each currency by its minor units and the reader’s language', () => {
    // $79.58 at 1.16 USD and 655.957 XOF to the euro: 45 001 FCFA (no minor unit).
    expect(plain(moneyIn('XOF', table, 'fr').price('79.58'))).toBe('45 001 FCFA');
    expect(plain(moneyIn('XAF', table, 'en').price('79.58'))).toBe('FCFA 45,001');
    expect(plain(moneyIn('NGN', table, 'en').price(100))).toBe('₦155,043.10');
    expect(plain(moneyIn('GHS', table, 'fr').price(100))).toBe('1 219,83 GH₵');
    expect(plain(moneyIn('GNF', table, 'fr').price(10))).toBe('86 500 FG');
    expect(plain(moneyIn('EUR', table, 'fr').price(116))).toBe('100,00 €');
    expect(plain(moneyIn('CVE', table, 'en').price(1.16))).toBe('CVE 110.27');
  });

  it('rounds list prices to whole units and keeps every minor unit of totals', () => {
    const naira = moneyIn('NGN', table, 'en');
    expect(plain(naira.price(120, 'trim'))).toBe('₦186,052');
    expect(plain(naira.cents(12_000))).toBe('₦186,051.72');
    expect(plain(moneyIn('XOF', table, 'fr').cents(7958, 'trim'))).toBe('45 001 FCFA');
  });

  it('stays in dollars, as before, in dollars or before the rates are there', () => {
    expect(moneyIn('USD', table, 'en').price(120, 'trim')).toBe('$120');
    expect(moneyIn('XOF', undefined, 'fr').converts).toBe(false);
    expect(plain(moneyIn('XOF', undefined, 'fr').price(120, 'trim'))).toBe('120 $US');
    expect(moneyIn('XOF', undefined, 'fr').ratesDate).toBeNull();
    expect(plain(moneyIn('XOF', table, 'fr').ratesDate!)).toBe('mer. 25 nov. 2026');
  });

  it('turns a filter’s bounds to dollars outward and back, and picks a round slider step', () => {
    const fcfa = moneyIn('XOF', table, 'fr');
    expect(fcfa.toUsdBound(20_000, 'down')).toBe(35);
    expect(fcfa.toUsdBound(60_000, 'up')).toBe(107);
    expect(fcfa.fromUsdBound(35, 'down')).toBeLessThanOrEqual(20_000);
    expect(plain(fcfa.units(20_000))).toBe('20 000 FCFA');
    expect(roundStep(5655)).toBe(5000);
    expect(roundStep(18)).toBe(10);
    expect(roundStep(250)).toBe(200);
  });
});
