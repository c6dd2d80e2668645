import { apiRequest } from '../../../lib/api.ts';
import { CancellationQuote } from '../../../../domain/booking-view.ts';

/**
 * POST /api/bookings/:id/cancellation-quote: what the airline refunds if its booking is cancelled
 * now, and what the traveller gets back. Nothing changes until the quote is accepted.
 */
export function quoteCancellation(bookingId: string, email: string) {
  return apiRequest(
    'POST',
    `/api/bookings/${encodeURIComponent(bookingId)}/cancellation-quote`,
    { email },
    { schema: CancellationQuote },
  );
}
