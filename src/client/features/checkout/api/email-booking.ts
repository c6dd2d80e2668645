import { apiRequest } from '../../../lib/api.ts';

/** POST /api/orders/:bookingId/email: sends the confirmation again. */
export function emailBooking(bookingId: string) {
  return apiRequest<{ sent: true; to: string }>(
    'POST',
    `/api/orders/${encodeURIComponent(bookingId)}/email`,
    {},
  );
}
