import { createHash, timingSafeEqual } from 'node:crypto';
import { PaymentProviderError } from '../types.ts';
import type { WalletCharge, WalletChargeInput, WalletFailureCode } from './types.ts';

/**
 * What the live mobile-money adapters (Paystack, Flutterwave) share: one JSON call over fetch
 * that turns the network's and the provider's outages into PaymentProviderError, the failure
 * codes read from a provider's words, and a constant-time comparison for webhook secrets.
 */

export type ProviderAnswer = { status: number; body: Record<string, unknown> };

export type ProviderRequest = {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
};

export function providerUnavailable(): PaymentProviderError {
  return new PaymentProviderError(
    'The mobile-money service is unavailable. Please try again in a moment.',
    'provider_unavailable',
    503,
  );
}

/**
 * Sends one request and answers its status and JSON body. No answer, a timeout, a 429 or a 5xx
 * is `provider_unavailable` (503): the traveller can try again and nothing was decided. Our
 * credentials refused is `provider_misconfigured` (502). Other 4xx are the caller's to read.
 */
export async function callProvider(request: ProviderRequest): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: {
        Accept: 'application/json',
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...request.headers,
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch {
    throw providerUnavailable();
  }
  if (response.status >= 500 || response.status === 429) {
    await response.body?.cancel();
    throw providerUnavailable();
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw new PaymentProviderError(
      'The mobile-money provider rejected our credentials.',
      'provider_misconfigured',
      502,
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!isRecord(body)) {
    throw new PaymentProviderError(
      'The mobile-money provider answered something we cannot read.',
      'provider_error',
      502,
    );
  }
  return { status: response.status, body };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function recordOf(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A whole number from a JSON number or a numeric string ('10000'), else undefined. */
export function wholeOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : undefined;
}

/**
 * The failure code a provider's words for a failed charge mean. Providers say it in English
 * prose ('Insufficient funds', 'Transaction declined by customer', 'Invalid phone number'),
 * differently per network; anything we cannot place is provider_error.
 */
export function walletFailureOf(message: string | undefined): WalletFailureCode {
  const words = (message ?? '').toLowerCase();
  if (/insufficient|not enough (funds|balance)|low balance|solde insuffisant/.test(words)) {
    return 'insufficient_funds';
  }
  if (/time[ds]?[\s-]?out|timed out|expired|abandon|no response from (the )?customer/.test(words)) {
    return 'timeout';
  }
  if (
    /invalid (phone|mobile|msisdn|number|wallet|account)|not registered|unregistered|no (such )?(wallet|account)|unknown (number|subscriber|wallet)|does not exist/.test(
      words,
    )
  ) {
    return 'invalid_number';
  }
  if (/declin|reject|refus|cancel|denied|wrong pin|incorrect pin|not authori[sz]ed/.test(words)) {
    return 'refused';
  }
  if (/network|operator|unavailable|not available|service down|unreachable/.test(words)) {
    return 'network_unavailable';
  }
  return 'provider_error';
}

/** Compares two secrets in constant time whatever their lengths (both are hashed first). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

export function invalidSignature(provider: string): PaymentProviderError {
  return new PaymentProviderError(
    `The ${provider} webhook's signature is missing or does not match.`,
    'invalid_signature',
    401,
  );
}

/** A header by name whatever its case, as Node gives them lower-cased and tests may not. */
export function headerOf(
  headers: Record<string, string | undefined>,
  name: string,
): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

/** A charge the provider refused before any prompt (a number the network does not know, a limit). */
export function refusedCharge(input: WalletChargeInput, message: string): WalletCharge {
  return {
    reference: input.reference,
    status: 'failed',
    amountMinor: input.amountMinor,
    currency: input.currency,
    network: input.network,
    phone: input.phone,
    failureCode: walletFailureOf(message),
    failureMessage: message,
  };
}
