import { createHash, timingSafeEqual } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Currency } from '../../../../domain/currencies.ts';
import { MOBILE_MONEY_NETWORKS, type MobileMoneyNetwork } from '../../../../domain/mobile-money.ts';
import { PaymentProviderError } from '../types.ts';
import {
  pendingCharge,
  type WalletCharge,
  type WalletChargeInput,
  type WalletFailureCode,
} from './types.ts';

/**
 * What the live mobile-money adapters (Paystack, Flutterwave) share: one JSON call over fetch
 * that turns the network's and the provider's outages into PaymentProviderError, the reading of
 * their answers (a transaction, a refusal, a refund) in each provider's own words, the failure
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

/**
 * How a provider's answers read: its name, the body's mark of a call that succeeded, and its
 * words for a transaction it does not know, a reference it already has, and a refund larger
 * than what is left.
 */
export type ProviderWords = {
  name: string;
  succeeded: (body: Record<string, unknown>) => boolean;
  notFound: RegExp;
  duplicate: RegExp;
  refundExceeds: RegExp;
};

/** Our secret key; the provider's address (a local stub in tests) and how long to wait. */
export type ProviderClientOptions = { secretKey: string; baseUrl?: string; timeoutMs?: number };

/**
 * A live provider's JSON API at its home address, called with our secret key as a bearer
 * token, and its answers read in its own words: what is left to an adapter is its paths, fields
 * and signatures.
 */
export function providerClient(words: ProviderWords, home: string, options: ProviderClientOptions) {
  const baseUrl = (options.baseUrl ?? home).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 20_000;
  const auth = { Authorization: `Bearer ${options.secretKey}` };

  /** The provider's own message for an answer, or its status. */
  const messageOf = (answer: ProviderAnswer): string =>
    textOf(answer.body.message) ?? `${words.name} answered ${answer.status}.`;

  /** Whether the provider says the call succeeded, by its status and its body's own mark. */
  const answeredOk = (answer: ProviderAnswer): boolean =>
    answer.status < 400 && words.succeeded(answer.body);

  /** An answer's `data` when the call succeeded, else undefined. */
  const dataOf = (answer: ProviderAnswer): Record<string, unknown> | undefined => {
    const data = answer.body.data;
    return answeredOk(answer) && isRecord(data) ? data : undefined;
  };

  return {
    messageOf,
    answeredOk,

    get: (path: string) =>
      callProvider({ method: 'GET', url: `${baseUrl}${path}`, headers: auth, timeoutMs }),

    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      callProvider({
        method: 'POST',
        url: `${baseUrl}${path}`,
        headers: { ...auth, ...headers },
        body,
        timeoutMs,
      }),

    /**
     * The country of a wallet the provider charges, from its number; unsupported_network or
     * invalid_amount (400) for a charge it cannot take.
     */
    chargedCountry(
      input: WalletChargeInput,
      supports: (network: MobileMoneyNetwork, currency: Currency, country?: string) => boolean,
    ): string {
      const country = parsePhoneNumberFromString(input.phone)?.country;
      if (!country || !supports(input.network, input.currency, country)) {
        throw new PaymentProviderError(
          `${words.name} does not charge ${input.network} in ${input.currency} for this number.`,
          'unsupported_network',
          400,
        );
      }
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
        throw new PaymentProviderError(
          'The amount must be a positive whole number.',
          'invalid_amount',
          400,
        );
      }
      return country;
    },

    /** A transaction looked up by our reference: not_found (404) where the provider has none. */
    transactionOf(answer: ProviderAnswer, reference: string): Record<string, unknown> {
      const message = messageOf(answer);
      if (answer.status === 404 || (answer.status >= 400 && words.notFound.test(message))) {
        throw new PaymentProviderError(
          `No ${words.name} transaction ${reference}.`,
          'not_found',
          404,
        );
      }
      const data = dataOf(answer);
      if (!data) throw new PaymentProviderError(message, 'provider_error', 502);
      return data;
    },

    /**
     * A charge the provider did not take: the one it already has for a repeated reference
     * (charged once), a failed charge for a refusal before any prompt (a number the network does
     * not know, a limit); any other answer (a wrong path or method) is ours, a provider_error.
     */
    async chargeNotTaken(
      answer: ProviderAnswer,
      input: WalletChargeInput,
      retrieve: (reference: string) => Promise<WalletCharge>,
    ): Promise<WalletCharge> {
      const message = messageOf(answer);
      if (answer.status !== 400 && answer.status !== 402 && answer.status !== 422) {
        throw new PaymentProviderError(message, 'provider_error', 502);
      }
      if (words.duplicate.test(message)) return retrieve(input.reference);
      return refusedCharge(input, message);
    },

    /** A refund's `data` when the provider made it; refund_exceeds or refund_failed when not. */
    refundDataOf(answer: ProviderAnswer): Record<string, unknown> {
      const data = dataOf(answer);
      if (data) return data;
      const message = messageOf(answer);
      if (words.refundExceeds.test(message)) {
        throw new PaymentProviderError(message, 'refund_exceeds', 400);
      }
      throw new PaymentProviderError(message, 'refund_failed', 402);
    },
  };
}

/** A webhook's JSON body, or null where it is not JSON (the signature was checked first). */
export function webhookBodyOf(rawBody: Buffer): Record<string, unknown> | null {
  try {
    return recordOf(JSON.parse(rawBody.toString('utf8')));
  } catch {
    return null;
  }
}

export function isNetwork(value: unknown): value is MobileMoneyNetwork {
  return typeof value === 'string' && Object.hasOwn(MOBILE_MONEY_NETWORKS, value);
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
    ...pendingCharge(input),
    status: 'failed',
    failureCode: walletFailureOf(message),
    failureMessage: message,
  };
}
