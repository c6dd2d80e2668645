import { z } from 'zod';
import { CurrencyCode, RateTableAnswer } from './currencies.ts';
import { isIsoDate } from './dates.ts';
import { isoDate } from './input.ts';

/** How a traveller paid: a card (the test processor, Stripe), or a mobile-money wallet. */
export const PAYMENT_METHODS = ['card', 'mobile_money'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The payment providers that charge cards; any other provider is a mobile-money one. */
const CARD_PROVIDERS: ReadonlySet<string> = new Set(['test', 'stripe']);

export function methodOfProvider(provider: string): PaymentMethod {
  return CARD_PROVIDERS.has(provider) ? 'card' : 'mobile_money';
}

/** The days of GET /api/admin/revenue, both included; the last 30 days when not given. */
export const RevenueQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .strict()
  // Compared only when both are dates: a refused one is named once, on its own.
  .refine(({ from, to }) => !from || !to || !isIsoDate(from) || !isIsoDate(to) || from <= to, {
    path: ['to'],
    error: 'must not be before from',
    params: { rule: 'invalid' },
  });
export type RevenueQuery = z.infer<typeof RevenueQuery>;

/**
 * Money taken in one currency by one method: charges and refunds that went through, in the
 * currency's minor units, and their difference in US cents, each payment at its own day's rate.
 */
export const RevenueRow = z.object({
  currency: CurrencyCode,
  method: z.enum(PAYMENT_METHODS),
  payments: z.number().int(),
  chargedMinor: z.number().int(),
  refundedMinor: z.number().int(),
  netMinor: z.number().int(),
  netUsdCents: z.number().int(),
});

export const AdminRevenue = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  rows: z.array(RevenueRow),
  /** Net of every row in US cents, the money of the books. */
  totalUsdCents: z.number().int(),
});
export type AdminRevenue = z.infer<typeof AdminRevenue>;
export type RevenueRow = z.infer<typeof RevenueRow>;

/** GET /api/admin/rates: today's table, where from, when read, and whether it is too old. */
export const AdminRates = z.object({
  rates: RateTableAnswer,
  fetchedAt: z.string().nullable(),
  stale: z.boolean(),
  provider: z.string().nullable(),
});
export type AdminRates = z.infer<typeof AdminRates>;
