import { useQuery } from '@tanstack/react-query';
import {
  MobileMoneyCharge,
  MobileMoneyOptions,
  TestWalletPrompt,
  WALLET_FAILURE_CODES,
} from '../../../../domain/mobile-money-checkout.ts';
import { apiRequest } from '../../../lib/api.ts';

/**
 * The mobile-money routes the payment step calls (docs/decisions/0034-mobile-money-pages.md):
 * the options, a charge started and read back while the phone is asked, and the test processor's
 * prompt. What the pages read of each answer; the server checks the phone number.
 */

export { MobileMoneyCharge, MobileMoneyOptions };
export type WalletCountryOption = MobileMoneyOptions['countries'][number];

/** Why a charge failed, as the pages word it; anything else is said as a provider error. */
export const WALLET_FAILURES = WALLET_FAILURE_CODES;
export type WalletFailure = (typeof WALLET_FAILURES)[number];

/**
 * GET /api/payments/mobile-money/options: where mobile money is offered, and by whom; asked once
 * the payment step is near (`enabled`), not by every visit to the details.
 */
export function useMobileMoneyOptions(enabled = true) {
  return useQuery({
    queryKey: ['mobile-money-options'],
    enabled,
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
export type TestPrompt = TestWalletPrompt;

const testPromptUrl = (reference: string) =>
  `/api/payments/mobile-money/test/${encodeURIComponent(reference)}`;

export function readTestPrompt(reference: string) {
  return apiRequest('GET', testPromptUrl(reference), undefined, { schema: TestWalletPrompt });
}

/** The traveller's answer on the test phone: approve or refuse. */
export function answerTestPrompt(reference: string, approve: boolean) {
  return apiRequest(
    'POST',
    `${testPromptUrl(reference)}/${approve ? 'approve' : 'refuse'}`,
    {},
    {
      schema: TestWalletPrompt,
    },
  );
}
