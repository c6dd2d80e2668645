import { CheckoutConfirmAnswer } from '../../../../domain/checkout.ts';
import { apiRequest } from '../../../lib/api.ts';

/** POST /api/checkout/confirm: turns a paid session into the booking (idempotent). */
export function confirmCheckout(body: { paymentIntentId: string; sessionId: string }) {
  return apiRequest('POST', '/api/checkout/confirm', body, { schema: CheckoutConfirmAnswer });
}
