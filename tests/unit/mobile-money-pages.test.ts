import { describe, expect, it } from 'vitest';
import { isPastWindow } from '../../src/domain/mobile-money-checkout.ts';
import type { WalletCountryOption } from '../../src/client/features/checkout/api/mobile-money.ts';
import {
  chargeFigures,
  defaultWalletCountry,
  maskedPhone,
  nextPollDelay,
  walletPhoneStart,
} from '../../src/client/features/checkout/mobile-money.ts';

const countries: WalletCountryOption[] = [
  { code: 'GH', currency: 'GHS', networks: [{ code: 'mtn', name: 'MTN MoMo' }] },
  { code: 'SN', currency: 'XOF', networks: [{ code: 'orange', name: 'Orange Money' }] },
  { code: 'NG', currency: 'NGN', networks: [{ code: 'ussd', name: 'USSD' }] },
];

describe("the mobile-money payment step's start", () => {
  it("starts on the country the traveller's phone calls, else the language's", () => {
    expect(defaultWalletCountry(countries, { phone: '+234 803 123 4567', language: 'fr' })).toBe(
      'NG',
    );
    expect(defaultWalletCountry(countries, { phone: '00221 77 123 45 67', language: 'en' })).toBe(
      'SN',
    );
    expect(defaultWalletCountry(countries, { phone: '', language: 'fr' })).toBe('SN');
    expect(defaultWalletCountry(countries, { phone: '+44 20 7946 0000', language: 'en' })).toBe(
      'GH',
    );
    // A country the options do not offer is never chosen.
    expect(
      defaultWalletCountry(countries.slice(2), { phone: '+221771234567', language: 'fr' }),
    ).toBe('NG');
    expect(defaultWalletCountry([], { phone: '', language: 'en' })).toBeNull();
  });

  it("starts the wallet's number from the contact phone only when it is that country's", () => {
    expect(walletPhoneStart(' +221 77 123 45 67 ', 'SN')).toBe('+221 77 123 45 67');
    expect(walletPhoneStart('+221 77 123 45 67', 'GH')).toBe('');
  });

  it('masks a number to its last four digits', () => {
    expect(maskedPhone('+221771234567')).toBe('···4567');
  });
});

describe('the amount told before paying', () => {
  const charge = {
    amountMinor: 45000,
    currency: 'XOF',
    usdAmount: '79.58',
    rate: '565.480172',
    ratesAsOf: '2026-11-25',
  } as const;

  it("says the wallet amount, the dollars, the rate and its date in the reader's language", () => {
    const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    const en = chargeFigures(charge, 'en');
    expect(nbsp(en.amount)).toBe('FCFA 45,000');
    expect(en.usd).toBe('$79.58');
    expect(en.rate).toBe('1 USD = 565.48 FCFA');
    expect(en.date).toBe('Nov 25, 2026');
    const fr = chargeFigures(charge, 'fr');
    expect(nbsp(fr.amount)).toBe('45 000 FCFA');
    expect(nbsp(fr.usd)).toBe('79,58 $US');
    expect(nbsp(fr.rate)).toBe('1 USD = 565,48 FCFA');
    expect(fr.date).toBe('25 nov. 2026');
    const cedis = chargeFigures(
      { ...charge, amountMinor: 97155, currency: 'GHS', rate: '12.2086' },
      'en',
    );
    expect(cedis.rate).toBe('1 USD = 12.21 GHS');
    expect(cedis.amount).toMatch(/971\.55/);
  });
});

describe('reading a pending charge', () => {
  it('asks every 3 s for half a minute, then less often, never more than 15 s apart', () => {
    const delays = Array.from({ length: 30 }, (_, i) => nextPollDelay(i));
    expect(delays.slice(0, 10).every((d) => d === 3_000)).toBe(true);
    for (let i = 10; i < delays.length; i++)
      expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(Math.max(...delays)).toBe(15_000);
  });
});

describe("the admin's list of charges waiting for a phone", () => {
  const charge = {
    createdAt: '2026-11-25T10:00:00.000Z',
    expiresAt: '2026-11-25T10:20:00.000Z',
  };
  it('flags a charge only once it has waited longer than its window, by the server’s age', () => {
    expect(isPastWindow({ ...charge, ageSeconds: 0 })).toBe(false);
    expect(isPastWindow({ ...charge, ageSeconds: 20 * 60 })).toBe(false);
    expect(isPastWindow({ ...charge, ageSeconds: 20 * 60 + 1 })).toBe(true);
    // Dates it cannot read never flag a charge.
    expect(isPastWindow({ createdAt: '', expiresAt: '', ageSeconds: 9_999 })).toBe(false);
  });
});
