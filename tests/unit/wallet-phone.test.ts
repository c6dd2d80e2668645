import { describe, expect, it } from 'vitest';
import { MOBILE_MONEY_COUNTRIES, MOBILE_MONEY_NETWORKS } from '../../src/domain/mobile-money.ts';
import { walletPhone } from '../../src/server/lib/wallet-phone.ts';

describe('walletPhone: numbers as each country writes them, in E.164', () => {
  it.each([
    ['77 123 45 67', 'SN', '+221771234567'],
    ['+221 77 123 45 67', 'SN', '+221771234567'],
    ['024 123 4567', 'GH', '+233241234567'],
    ['07 01 23 45 67', 'CI', '+2250701234567'],
    ['90 12 34 56', 'TG', '+22890123456'],
    ['0803 123 4567', 'NG', '+2348031234567'],
  ] as const)('reads %s in %s', (input, country, phone) => {
    expect(walletPhone(input, country)).toEqual({ phone });
  });

  it('refuses what is not a number of the country, another country, or a fixed line', () => {
    expect(walletPhone('12', 'SN')).toEqual({ problem: 'not_a_number' });
    expect(walletPhone('+233 24 123 4567', 'SN')).toEqual({ problem: 'wrong_country' });
    // 33 8xx xx xx: a Dakar fixed line.
    expect(walletPhone('33 823 45 67', 'SN')).toEqual({ problem: 'not_mobile' });
  });

  it('names every network a country offers, and charges each country in its own currency', () => {
    for (const country of MOBILE_MONEY_COUNTRIES) {
      expect(country.networks.every((n) => n in MOBILE_MONEY_NETWORKS)).toBe(true);
    }
    expect(MOBILE_MONEY_COUNTRIES.map((c) => `${c.code} ${c.currency}`)).toEqual([
      'GH GHS',
      'SN XOF',
      'CI XOF',
      'BJ XOF',
      'TG XOF',
      'NG NGN',
    ]);
  });
});
