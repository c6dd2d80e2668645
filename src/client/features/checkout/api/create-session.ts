import { CheckoutSessionAnswer } from '../../../../domain/checkout.ts';
import { apiRequest } from '../../../lib/api.ts';
import type { SessionBody } from '../checkout-form.ts';

/** POST /api/checkout/session: holds the room or seats and opens the payment. */
export type CheckoutSession = CheckoutSessionAnswer;

/** `attemptKey` is sent as the Idempotency-Key: a repeat of one attempt opens one session. */
export function createCheckoutSession(body: SessionBody, attemptKey: string) {
  return apiRequest('POST', '/api/checkout/session', body, {
    headers: { 'idempotency-key': attemptKey },
    schema: CheckoutSessionAnswer,
  });
}

/** 128 random bits as hex; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
