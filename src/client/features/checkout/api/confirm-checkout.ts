import { apiRequest } from '../../../lib/api.ts';

/** POST /api/checkout/confirm: turns a paid session into the booking (idempotent). */
export function confirmCheckout(body: { paymentIntentId: string; sessionId: string }) {
  return apiRequest<{ bookingId: string; confirmationNumber: string }>(
    'POST',
    '/api/checkout/confirm',
    body,
  );
}
