import { z } from 'zod';
import Stripe from 'stripe';
import {
  assertValidIntentInput,
  PaymentProviderError,
  type PaymentIntent,
  type PaymentProvider,
  type PaymentStatus,
  type RefundResult,
} from './types.ts';

const StripeEventEnvelope = z.object({
  id: z.string().regex(/^[A-Za-z0-9_]{1,255}$/),
  type: z.string().regex(/^[a-z0-9_.]{1,100}$/),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeWebhookEvent = z.infer<typeof StripeEventEnvelope>;

export type StripePaymentProvider = PaymentProvider & {
  readonly name: 'stripe';
  /** Verifies with the `webhookSecret` given at creation; throws if none was given. */
  verifyWebhook(rawBody: string | Buffer, signatureHeader: string | undefined): StripeWebhookEvent;
};

export type StripePaymentProviderOptions = {
  secretKey: string;
  /** Origin of the API, e.g. 'http://127.0.0.1:12111' for a stub; the path is always /v1/. */
  apiUrl?: string;
  webhookSecret?: string;
  timeoutMs?: number;
};

const STATUSES: Record<string, PaymentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_action: 'requires_action',
  // Nothing is left for the traveller to do in these two: the money is on its way.
  requires_confirmation: 'processing',
  requires_capture: 'processing',
  processing: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

/** Stripe's failure codes in the vocabulary of the test processor, so services handle one set. */
const FAILURE_CODES: Record<string, string> = {
  payment_intent_authentication_failure: 'authentication_failed',
};

/** Stripe's answers to a refund of more than is left on the payment. */
const REFUND_TOO_LARGE = new Set(['charge_already_refunded', 'amount_too_large']);

function connectionOptions(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol.replace(/:$/, '');
  if (protocol !== 'http' && protocol !== 'https') {
    throw new Error(`Stripe API URL must be http or https: ${apiUrl}`);
  }
  return {
    host: url.hostname,
    port: url.port || (protocol === 'https' ? 443 : 80),
    protocol: protocol as 'http' | 'https',
  };
}

function lastFour(pi: Stripe.PaymentIntent): string | undefined {
  const method = pi.payment_method;
  if (method && typeof method === 'object' && method.card) return method.card.last4;
  return pi.last_payment_error?.payment_method?.card?.last4 ?? undefined;
}

export function toPaymentIntent(pi: Stripe.PaymentIntent): PaymentIntent {
  const status = STATUSES[pi.status] ?? 'processing';
  const intent: PaymentIntent = {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    status,
    amountCents: pi.amount,
    currency: pi.currency.toUpperCase(),
  };
  const last4 = lastFour(pi);
  if (last4) intent.last4 = last4;
  const error = pi.last_payment_error;
  if (status === 'requires_payment_method' && error) {
    // Stripe says card_declined + decline_code insufficient_funds; the decline code is the news.
    const code =
      error.decline_code && error.decline_code !== 'generic_decline'
        ? error.decline_code
        : (error.code ?? 'card_declined');
    intent.failureCode = FAILURE_CODES[code] ?? code;
    intent.failureMessage = error.message ?? 'Your payment was not accepted.';
  }
  return intent;
}

function toRefundStatus(status: string | null): RefundResult['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/** Turns the SDK's errors into PaymentProviderError; anything else is rethrown as it is. */
export function toProviderError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const message = error.message || 'The payment provider refused the request.';
  switch (error.type) {
    case 'StripeCardError': {
      const code = error.decline_code ?? error.code ?? 'card_declined';
      return new PaymentProviderError(message, FAILURE_CODES[code] ?? code, 402);
    }
    case 'StripeIdempotencyError':
      return new PaymentProviderError(message, 'idempotency_mismatch', 409);
    case 'StripeInvalidRequestError':
      if (error.statusCode === 404 || error.code === 'resource_missing') {
        return new PaymentProviderError(message, 'not_found', 404);
      }
      if (error.code === 'payment_intent_unexpected_state') {
        return new PaymentProviderError(message, 'invalid_state', 409);
      }
      return new PaymentProviderError(message, error.code ?? 'invalid_request', 400);
    case 'StripeAuthenticationError':
    case 'StripePermissionError':
      return new PaymentProviderError(
        'The payment provider rejected our credentials.',
        'provider_misconfigured',
        502,
      );
    default:
      // Connection, rate limit and Stripe-side errors: the traveller can try again later.
      return new PaymentProviderError(
        'The payment service is unavailable. Please try again in a moment.',
        'provider_unavailable',
        503,
      );
  }
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toProviderError(error);
  }
}

export function createStripePaymentProvider(
  options: StripePaymentProviderOptions,
): StripePaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...connectionOptions(options.apiUrl),
    maxNetworkRetries: 1,
    timeout: options.timeoutMs ?? 20_000,
    // Otherwise every request carries our OS, kernel and architecture and the previous call's timings.
    telemetry: false,
    appInfo: { name: 'Teranga' },
  });

  async function retrieveIntent(id: string): Promise<PaymentIntent> {
    const pi = await call(() => stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] }));
    return toPaymentIntent(pi);
  }

  return {
    name: 'stripe',

    async createIntent(input) {
      assertValidIntentInput(input);
      const pi = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            automatic_payment_methods: { enabled: true },
            ...(input.description ? { description: input.description } : {}),
            ...(input.metadata ? { metadata: input.metadata } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return toPaymentIntent(pi);
    },

    retrieveIntent,

    async cancelIntent(id) {
      try {
        return toPaymentIntent(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        const mapped = toProviderError(error);
        // Stripe refuses to cancel twice; for us a second cancel is a no-op, as in the test processor.
        if (mapped instanceof PaymentProviderError && mapped.code === 'invalid_state') {
          const current = await retrieveIntent(id);
          if (current.status === 'canceled') return current;
        }
        throw mapped;
      }
    },

    async refund(input) {
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            ...(input.amountCents === undefined ? {} : { amount: input.amountCents }),
          },
          { idempotencyKey: input.idempotencyKey },
        );
      } catch (error) {
        const mapped = toProviderError(error);
        if (mapped instanceof PaymentProviderError && REFUND_TOO_LARGE.has(mapped.code)) {
          throw new PaymentProviderError(mapped.message, 'refund_exceeds', 400);
        }
        throw mapped;
      }
      return { id: refund.id, status: toRefundStatus(refund.status) };
    },

    verifyWebhook(rawBody, signatureHeader) {
      if (!options.webhookSecret) {
        throw new PaymentProviderError(
          'No Stripe webhook secret is configured.',
          'invalid_signature',
          400,
        );
      }
      return verifyStripeWebhook(rawBody, signatureHeader, options.webhookSecret);
    },
  };
}

/**
 * Checks a webhook's Stripe-Signature header against the raw request body (not the parsed
 * JSON) and returns the event. `now` makes Stripe's five-minute replay window testable.
 */
export function verifyStripeWebhook(
  rawBody: string | Buffer,
  signatureHeader: string | undefined,
  secret: string,
  options: { now?: () => Date } = {},
): StripeWebhookEvent {
  if (!signatureHeader) {
    throw new PaymentProviderError('Missing Stripe-Signature header.', 'invalid_signature', 400);
  }
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      undefined,
      undefined,
      options.now?.().getTime(),
    );
  } catch {
    throw new PaymentProviderError('Invalid Stripe webhook signature.', 'invalid_signature', 400);
  }
  // Signed is not the same as well formed: a signed event still has to have the parts we read.
  const parsed = StripeEventEnvelope.safeParse(event);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'event';
    throw new PaymentProviderError(
      `Malformed Stripe event: ${where} is missing or invalid.`,
      'invalid_event',
      400,
    );
  }
  return parsed.data;
}
