import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CURRENCIES } from '../../../../domain/currencies.ts';
import { MOBILE_MONEY_NETWORKS } from '../../../../domain/mobile-money.ts';
import { apiRequest } from '../../../lib/api.ts';

/**
 * The mobile-money routes the payment step calls (docs/decisions/0034-mobile-money-pages.md):
 * the options, a charge started and read back while the phone is asked, and the test processor's
 * prompt. What the pages read of each answer; the server checks the phone number.
 */

const NetworkCode = z.enum(
  Object.keys(MOBILE_MONEY_NETWORKS) as [keyof typeof MOBILE_MONEY_NETWORKS],
);

export const TEST_OUTCOMES = [
  'approve',
  'refuse',
  'insufficient_funds',
  'timeout',
  'late_success',
] as const;

export const MobileMoneyOptions = z.object({
  provider: z.enum(['test', 'paystack', 'flutterwave']),
  countries: z.array(
    z.object({
      code: z.string(),
      currency: z.enum(CURRENCIES),
      networks: z.array(z.object({ code: NetworkCode, name: z.string() })),
    }),
  ),
  testNumbers: z
    .array(z.object({ country: z.string(), phone: z.string(), outcome: z.enum(TEST_OUTCOMES) }))
    .optional(),
});
export type MobileMoneyOptions = z.infer<typeof MobileMoneyOptions>;
export type WalletCountryOption = MobileMoneyOptions['countries'][number];

/** Why a charge failed, as the pages word it; anything else is said as a provider error. */
export const WALLET_FAILURES = [
  'refused',
  'insufficient_funds',
  'timeout',
  'invalid_number',
  'network_unavailable',
  'provider_error',
] as const;
export type WalletFailure = (typeof WALLET_FAILURES)[number];

export const MobileMoneyCharge = z.object({
  reference: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed', 'expired']),
  country: z.string(),
  network: NetworkCode,
  phone: z.string(),
  amount: z.string(),
  amountMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  usdAmount: z.string(),
  rate: z.string(),
  ratesAsOf: z.string(),
  expiresAt: z.string(),
  holdExpiresAt: z.string(),
  failureCode: z.string().nullish(),
  instructions: z.string().nullish(),
  confirmationNumber: z.string(),
  bookingReady: z.boolean(),
});
export type MobileMoneyCharge = z.infer<typeof MobileMoneyCharge>;

/** GET /api/payments/mobile-money/options: where mobile money is offered, and by whom. */
export function useMobileMoneyOptions() {
  return useQuery({
    queryKey: ['mobile-money-options'],
    queryFn: () =>
      apiRequest('GET', '/api/payments/mobile-money/options', undefined, {
        schema: MobileMoneyOptions,
      }),
  });
}

export type WalletChargeBody = {
  sessionId: string;
  country: string;
  network: string;
  phone: string;
};

/** POST /api/checkout/mobile-money: asks the phone; a repeat of one attempt answers one charge. */
export function startWalletCharge(body: WalletChargeBody, attemptKey: string) {
  return apiRequest('POST', '/api/checkout/mobile-money', body, {
    headers: { 'idempotency-key': attemptKey },
    schema: MobileMoneyCharge,
  });
}

/** GET /api/checkout/mobile-money/:reference: the charge read fresh (the server asks the provider). */
export function readWalletCharge(reference: string) {
  return apiRequest(
    'GET',
    `/api/checkout/mobile-money/${encodeURIComponent(reference)}`,
    undefined,
    { schema: MobileMoneyCharge },
  );
}

/** The test processor's prompt: what the phone would show. */
export const TestPrompt = z.object({
  reference: z.string(),
  merchant: z.string(),
  amount: z.string(),
  currency: z.enum(CURRENCIES),
  network: NetworkCode,
  phone: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed', 'expired']),
  expiresAt: z.string(),
});
export type TestPrompt = z.infer<typeof TestPrompt>;

const testPromptUrl = (reference: string) =>
  `/api/payments/mobile-money/test/${encodeURIComponent(reference)}`;

export function readTestPrompt(reference: string) {
  return apiRequest('GET', testPromptUrl(reference), undefined, { schema: TestPrompt });
}

/** The traveller's answer on the test phone: approve or refuse. */
export function answerTestPrompt(reference: string, approve: boolean) {
  return apiRequest(
    'POST',
    `${testPromptUrl(reference)}/${approve ? 'approve' : 'refuse'}`,
    {},
    {
      schema: TestPrompt,
    },
  );
}
