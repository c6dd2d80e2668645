import { useQuery } from '@tanstack/react-query';
import { CheckoutTerms } from '../../../../domain/booking-view.ts';
import type { CheckoutTermsRequest } from '../../../../domain/checkout.ts';
import { apiRequest } from '../../../lib/api.ts';
import type { PendingBooking } from '../../../lib/pending-booking.ts';
import { buildSessionBody, initialDraft } from '../checkout-form.ts';

/** What the terms are read for: the offer of the session the form would send, nothing else. */
export function termsBodyOf(booking: PendingBooking): CheckoutTermsRequest {
  const { type, offerId, rateId, startDate, travelers, rooms } = buildSessionBody(
    booking,
    initialDraft(booking),
  );
  return {
    type,
    ...(offerId ? { offerId } : {}),
    ...(rateId ? { rateId } : {}),
    ...(startDate ? { startDate } : {}),
    ...(travelers ? { travelers } : {}),
    ...(rooms ? { rooms } : {}),
  };
}

/** POST /api/checkout/terms: the terms of what is about to be booked, before it is held. */
export function useCheckoutTerms(booking: PendingBooking) {
  const body = termsBodyOf(booking);
  return useQuery({
    queryKey: ['checkout-terms', body],
    queryFn: () => apiRequest('POST', '/api/checkout/terms', body, { schema: CheckoutTerms }),
    staleTime: 60_000,
    retry: 1,
  });
}
