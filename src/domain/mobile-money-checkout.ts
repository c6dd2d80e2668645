import { z } from 'zod';
import { CURRENCIES } from './currencies.ts';
import { token } from './input.ts';
import { MOBILE_MONEY_COUNTRIES, MOBILE_MONEY_NETWORKS } from './mobile-money.ts';

/**
 * Paying a checkout by mobile money: the charge's statuses and how they move, the hold kept
 * while the phone is asked (docs/decisions/0029-mobile-money.md), the refund in the wallet's
 * currency, and the wire shapes of the routes (POST/GET /api/checkout/mobile-money...).
 */

/** How long we wait for the phone's approval after a charge starts. */
export const CHARGE_MINUTES = 20;
/** While a charge is pending the hold lasts at least this long from the charge's start... */
export const HOLD_WHILE_PAYING_MINUTES = 10;
/** ...and never more than this past the end the hold had without it. */
export const HOLD_EXTENSION_MAX_MINUTES = 10;

export const WALLET_CHARGE_STATUSES = ['pending', 'succeeded', 'failed', 'expired'] as const;
export type WalletChargeState = (typeof WALLET_CHARGE_STATUSES)[number];

/**
 * A charge is pending until the provider says; `expired` is ours (we stopped waiting at its
 * expiry), and the provider may still report it paid afterwards: that money is refunded.
 */
export const WALLET_CHARGE_TRANSITIONS: Record<WalletChargeState, readonly WalletChargeState[]> = {
  pending: ['succeeded', 'failed', 'expired'],
  expired: ['succeeded'],
  succeeded: [],
  failed: [],
};

export const WALLET_FAILURE_CODES = [
  'refused',
  'insufficient_funds',
  'timeout',
  'invalid_number',
  'network_unavailable',
  'provider_error',
] as const;

/**
 * The hold's end once a charge starts at `chargeStart`: at least HOLD_WHILE_PAYING_MINUTES from
 * the charge's start, never more than HOLD_EXTENSION_MAX_MINUTES past `originalEnd` (the end the
 * checkout was given), never past the charge's expiry, and never shorter than it is now.
 */
export function holdWhilePaying(input: {
  current: Date;
  originalEnd: Date;
  chargeStart: Date;
  chargeExpiresAt: Date;
}): Date {
  const wanted = Math.min(
    input.chargeStart.getTime() + HOLD_WHILE_PAYING_MINUTES * 60_000,
    input.originalEnd.getTime() + HOLD_EXTENSION_MAX_MINUTES * 60_000,
    input.chargeExpiresAt.getTime(),
  );
  return new Date(Math.max(input.current.getTime(), wanted));
}

/**
 * A refund of `refundCents` (US cents, by the card rules) in the wallet's minor units, at the
 * charge's own locked rate: the charged amount times refundCents / usdCents, rounded half away
 * from zero, never more than was charged. A full refund gives back exactly what was charged.
 */
export function walletRefundMinor(refundCents: number, usdCents: number, amountMinor: number) {
  if (refundCents <= 0) return 0;
  if (refundCents >= usdCents) return amountMinor;
  const num = BigInt(amountMinor) * BigInt(refundCents);
  const den = BigInt(usdCents);
  return Number((num * 2n + den) / (den * 2n));
}

const COUNTRY_CODES = MOBILE_MONEY_COUNTRIES.map((c) => c.code) as [string, ...string[]];
const NETWORK_CODES = Object.keys(MOBILE_MONEY_NETWORKS) as [
  keyof typeof MOBILE_MONEY_NETWORKS,
  ...(keyof typeof MOBILE_MONEY_NETWORKS)[],
];

/**
 * POST /api/checkout/mobile-money. Country and network are checked against the table by the
 * server (a country without mobile money, a network the country lacks: 400 on that field), so
 * here they are only bounded codes; the phone is read as the country writes it.
 */
export const MobileMoneyChargeBody = z.object({
  sessionId: token(200),
  country: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((code) => code.toUpperCase()),
  network: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(30, 'must be at most 30 characters')
    .regex(/^[a-z_]+$/, 'must be a network code'),
  phone: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(30, 'must be at most 30 characters'),
});
export type MobileMoneyChargeBody = z.infer<typeof MobileMoneyChargeBody>;

export const MobileMoneyChargeStatus = z.enum(['pending', 'succeeded', 'failed', 'expired']);

/** A charge as the checkout page reads it (the POST's answer and the status poll's). */
export const MobileMoneyCharge = z.object({
  reference: z.string(),
  status: MobileMoneyChargeStatus,
  country: z.enum(COUNTRY_CODES),
  network: z.enum(NETWORK_CODES),
  phone: z.string(),
  /** Wallet major units as a wire string: '45000', '1250.00'. */
  amount: z.string(),
  amountMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  usdAmount: z.string(),
  /** Wallet units per US dollar, as locked on the charge. */
  rate: z.string(),
  ratesAsOf: z.string(),
  /** When we stop waiting for the phone. */
  expiresAt: z.string(),
  holdExpiresAt: z.string(),
  failureCode: z.enum(WALLET_FAILURE_CODES).optional(),
  instructions: z.string().optional(),
  confirmationNumber: z.string(),
  bookingReady: z.boolean(),
  /**
   * Paid after the hold ran out and the stock was gone (status 'expired'): the refund in the
   * wallet's currency, and whether the provider has taken it yet.
   */
  refund: z.object({ amount: z.string(), pending: z.boolean() }).optional(),
});
export type MobileMoneyCharge = z.infer<typeof MobileMoneyCharge>;

export const MOBILE_MONEY_TEST_OUTCOMES = [
  'approve',
  'refuse',
  'insufficient_funds',
  'timeout',
  'late_success',
] as const;
export type MobileMoneyTestOutcome = (typeof MOBILE_MONEY_TEST_OUTCOMES)[number];

/** GET /api/payments/mobile-money/options. */
export const MobileMoneyOptions = z.object({
  provider: z.enum(['test', 'paystack', 'flutterwave']),
  countries: z.array(
    z.object({
      code: z.enum(COUNTRY_CODES),
      currency: z.enum(CURRENCIES),
      networks: z.array(z.object({ code: z.enum(NETWORK_CODES), name: z.string() })),
    }),
  ),
  testNumbers: z
    .array(
      z.object({
        country: z.enum(COUNTRY_CODES),
        phone: z.string(),
        outcome: z.enum(MOBILE_MONEY_TEST_OUTCOMES),
      }),
    )
    .optional(),
});
export type MobileMoneyOptions = z.infer<typeof MobileMoneyOptions>;

/** The built-in test processor's phone prompt (GET, approve, refuse). */
export const TestWalletPrompt = z.object({
  reference: z.string(),
  merchant: z.literal('Teranga'),
  amount: z.string(),
  currency: z.enum(CURRENCIES),
  network: z.enum(NETWORK_CODES),
  phone: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  expiresAt: z.string(),
});
export type TestWalletPrompt = z.infer<typeof TestWalletPrompt>;

/** The booking's payment as the booking view states it: where a refund goes, in what money. */
export const BookingPayment = z.object({
  method: z.enum(['card', 'mobile_money']),
  network: z.enum(NETWORK_CODES).optional(),
  phoneLast4: z.string().optional(),
  currency: z.enum(CURRENCIES),
  /** What was charged, as a wire string of the currency's major units. */
  amount: z.string(),
  /** The refund in the currency charged, once one is decided. */
  refund: z.string().optional(),
});
export type BookingPayment = z.infer<typeof BookingPayment>;

/** GET /api/admin/payments/mobile-money/pending: a charge still waiting for its phone. */
export const PendingWalletCharge = z.object({
  reference: z.string(),
  confirmationNumber: z.string(),
  provider: z.string(),
  country: z.string(),
  network: z.string(),
  phoneLast4: z.string(),
  currency: z.string(),
  amount: z.string(),
  usdAmount: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Seconds since it started, by the server's clock. */
  ageSeconds: z.number().int(),
});
export type PendingWalletCharge = z.infer<typeof PendingWalletCharge>;

/**
 * Whether a pending charge has waited longer than its window (from its start to its end), by the
 * server's count of its age: the admin's list flags it, as the reconciler should have settled it.
 */
export function isPastWindow(
  charge: Pick<PendingWalletCharge, 'createdAt' | 'expiresAt' | 'ageSeconds'>,
): boolean {
  const window = Date.parse(charge.expiresAt) - Date.parse(charge.createdAt);
  return Number.isFinite(window) && charge.ageSeconds * 1000 > window;
}
