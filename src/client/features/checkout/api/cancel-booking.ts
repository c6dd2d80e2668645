import { apiRequest } from '../../../lib/api.ts';
import { CancelResult } from '../../../../domain/booking-view.ts';

/**
 * POST /api/bookings/:id/cancel with the booking id and its e-mail address: a confirmed booking
 * is cancelled under its policy; an unpaid checkout session gives its hold back. A live airline's
 * booking is cancelled only on the airline's quote the traveller accepted (`quoteId`).
 */
export function cancelBooking(bookingId: string, email: string, quoteId?: string) {
  return apiRequest(
    'POST',
    `/api/bookings/${encodeURIComponent(bookingId)}/cancel`,
    { email, ...(quoteId ? { quoteId } : {}) },
    { schema: CancelResult },
  );
}
