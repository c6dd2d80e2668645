import { ResentAnswer } from '../../../../domain/checkout.ts';
import { apiRequest } from '../../../lib/api.ts';

/** POST /api/orders/:bookingId/email: sends the confirmation again. */
export function emailBooking(bookingId: string) {
  return apiRequest(
    'POST',
    `/api/orders/${encodeURIComponent(bookingId)}/email`,
    {},
    {
      schema: ResentAnswer,
    },
  );
}
