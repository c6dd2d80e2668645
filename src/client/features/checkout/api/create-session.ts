import { apiRequest } from '../../../lib/api.ts';
import type { SessionBody } from '../checkout-form.ts';

/** POST /api/checkout/session: holds the room or seats and opens the payment. */
export type CheckoutSession = {
  clientSecret: string;
  sessionId: string;
  paymentIntentId: string;
  provider: 'test' | 'stripe';
  amount: string;
  subtotal: string;
  taxes: string;
  currency: string;
  holdExpiresAt: string;
  confirmationNumber: string;
};

export function createCheckoutSession(body: SessionBody) {
  return apiRequest<CheckoutSession>('POST', '/api/checkout/session', body);
}
