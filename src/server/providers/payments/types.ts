export type PaymentStatus =
  'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

/** A provider's payment intent, in minor units; `currency` is upper-case ('USD'). */
export type PaymentIntent = {
  id: string;
  clientSecret: string;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  last4?: string;
  failureCode?: string;
  failureMessage?: string;
};

export type CreateIntentInput = {
  amountCents: number;
  currency: string;
  idempotencyKey: string;
  description?: string;
  metadata?: Record<string, string>;
};

export type RefundInput = { paymentIntentId: string; amountCents?: number; idempotencyKey: string };

export type RefundResult = { id: string; status: 'succeeded' | 'pending' | 'failed' };

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  /** Throws PaymentProviderError('not_found', 404) for an unknown id. */
  retrieveIntent(id: string): Promise<PaymentIntent>;
  cancelIntent(id: string): Promise<PaymentIntent>;
  refund(input: RefundInput): Promise<RefundResult>;
}

/**
 * A payment failure with a stable `code` (card_declined, invalid_state, not_found,
 * idempotency_mismatch, refund_exceeds, provider_unavailable...) and the HTTP status it maps to.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly statusCode = 402,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** The checks both providers make before creating an intent, so they refuse the same inputs. */
export function assertValidIntentInput(input: CreateIntentInput): void {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new PaymentProviderError(
      'The amount must be a positive whole number of cents.',
      'invalid_amount',
      400,
    );
  }
  if (!/^[A-Za-z]{3}$/.test(input.currency)) {
    throw new PaymentProviderError(
      'The currency must be a three-letter ISO code.',
      'invalid_currency',
      400,
    );
  }
  if (input.idempotencyKey.trim() === '') {
    throw new PaymentProviderError(
      'An idempotency key is required.',
      'missing_idempotency_key',
      400,
    );
  }
}
