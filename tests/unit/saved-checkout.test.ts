import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutSession } from '../../src/client/features/checkout/api/create-session.ts';
import { initialDraft } from '../../src/client/features/checkout/checkout-form.ts';
import {
  readSavedCheckout,
  saveCheckout,
  SAVED_CHECKOUT_KEY,
} from '../../src/client/features/checkout/saved-checkout.ts';
import type { PendingBooking } from '../../src/client/lib/pending-booking.ts';
import { pendingWalletCharge } from '../helpers/wallet-charges.ts';

/** This tab's storage, as the browser gives it. */
const store = new Map<string, string>();
globalThis.sessionStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
  clear: () => store.clear(),
  key: () => null,
  length: 0,
} as Storage;

const now = Date.parse('2026-11-27T10:00:00Z');
const booking: PendingBooking = {
  type: 'flight',
  offerId: 'b.DSS-ABJ.1.37283.sig',
  details: { from: 'DSS', to: 'ABJ', passengers: 1 },
  price: 372.83,
  currency: 'USD',
};
const draft = {
  ...initialDraft(booking),
  customerName: 'Fatoumata Sow',
  customerEmail: 'fatou@example.com',
};
const session = {
  sessionId: 's1',
  paymentIntentId: 'pi_1',
  clientSecret: 'pi_1_secret',
  provider: 'test',
  amount: '410.11',
  subtotal: '372.83',
  taxes: '37.28',
  currency: 'USD',
  holdExpiresAt: new Date(now + 15 * 60_000).toISOString(),
  confirmationNumber: 'HO-ABCD2345',
} satisfies CheckoutSession;

beforeEach(() => store.clear());

describe('the checkout this tab keeps', () => {
  it('gives back the details and the hold while the hold lives, then nothing', () => {
    saveCheckout(booking, draft, { ...session, email: 'fatou@example.com' }, now);
    expect(readSavedCheckout(booking, now + 14 * 60_000)).toEqual({
      draft,
      held: { ...session, email: 'fatou@example.com' },
      charge: null,
    });
    expect(readSavedCheckout(booking, now + 15 * 60_000)).toBeNull();
    // Dropped once it ended.
    expect(store.has(SAVED_CHECKOUT_KEY)).toBe(false);
  });

  it('keeps details typed before any hold for 15 minutes, for this booking only', () => {
    saveCheckout(booking, draft, null, now);
    expect(readSavedCheckout({ ...booking, price: 400 }, now)).toBeNull();
    saveCheckout(booking, draft, null, now);
    expect(readSavedCheckout(booking, now + 60_000)).toEqual({ draft, held: null, charge: null });
    expect(readSavedCheckout(booking, now + 16 * 60_000)).toBeNull();
  });

  it('keeps the mobile-money charge being waited for, as long as the hold the server extended', () => {
    const held = { ...session, email: 'fatou@example.com' };
    const charge = pendingWalletCharge({
      expiresAt: new Date(now + 5 * 60_000).toISOString(),
      holdExpiresAt: new Date(now + 25 * 60_000).toISOString(),
    });
    saveCheckout(booking, draft, held, now, charge);
    // Past the first hold's end, the extended one still lives: the reload waits for the phone.
    expect(readSavedCheckout(booking, now + 20 * 60_000)).toEqual({ draft, held, charge });
    expect(readSavedCheckout(booking, now + 25 * 60_000)).toBeNull();
    // Kept without its hold (written by hand, or damaged), a charge is not waited for.
    store.set(
      SAVED_CHECKOUT_KEY,
      JSON.stringify({
        booking: JSON.stringify(booking),
        expiresAt: now + 60_000,
        draft,
        held: null,
        charge,
      }),
    );
    expect(readSavedCheckout(booking, now)).toEqual({ draft, held: null, charge: null });
  });

  it('drops what it cannot read', () => {
    store.set(SAVED_CHECKOUT_KEY, '{"booking":1}');
    expect(readSavedCheckout(booking, now)).toBeNull();
    expect(store.has(SAVED_CHECKOUT_KEY)).toBe(false);
  });
});
