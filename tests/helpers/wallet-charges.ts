import type { MobileMoneyCharge } from '../../src/client/features/checkout/api/mobile-money.ts';

/**
 * A charge of 45 000 FCFA asked of an Orange Money phone in Senegal, waiting for the phone, as
 * the checkout reads it; `overrides` change it (its end and its hold's, a number).
 */
export function pendingWalletCharge(overrides: Partial<MobileMoneyCharge> = {}): MobileMoneyCharge {
  return {
    reference: 'mm_1',
    status: 'pending',
    country: 'SN',
    network: 'orange',
    phone: '+221771234567',
    amount: '45000',
    amountMinor: 45000,
    currency: 'XOF',
    usdAmount: '79.58',
    rate: '565.480172',
    ratesAsOf: '2026-11-25',
    expiresAt: '2026-11-27T10:05:00Z',
    holdExpiresAt: '2026-11-27T10:25:00Z',
    confirmationNumber: 'HO-ABCD2345',
    bookingReady: false,
    ...overrides,
  };
}
