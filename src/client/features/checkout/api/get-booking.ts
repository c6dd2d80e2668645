import { useQuery } from '@tanstack/react-query';
import { BookingView } from '../../../../domain/booking-view.ts';
import { apiRequest } from '../../../lib/api.ts';

/** The success page's key: the booking id, or the payment that paid for it. */
export type BookingKey = { bookingId: string } | { paymentIntent: string; clientSecret: string };

export function bookingQueryKey(key: BookingKey) {
  return ['booking', 'bookingId' in key ? key.bookingId : `pi:${key.paymentIntent}`] as const;
}

export function getBooking(key: BookingKey): Promise<BookingView> {
  return 'bookingId' in key
    ? apiRequest('GET', `/api/orders/${encodeURIComponent(key.bookingId)}`, undefined, {
        schema: BookingView,
      })
    : apiRequest(
        'GET',
        `/api/orders?payment_intent=${encodeURIComponent(key.paymentIntent)}&payment_intent_client_secret=${encodeURIComponent(key.clientSecret)}`,
        undefined,
        { schema: BookingView },
      );
}

export function useBooking(key: BookingKey | null) {
  return useQuery({
    queryKey: key ? bookingQueryKey(key) : ['booking', 'none'],
    queryFn: () => getBooking(key!),
    enabled: key !== null,
  });
}

/** GET /api/bookings/:reference?email=: a guest finds a booking with its HO- reference. */
export function lookupBooking(reference: string, email: string): Promise<BookingView> {
  return apiRequest(
    'GET',
    `/api/bookings/${encodeURIComponent(reference)}?email=${encodeURIComponent(email)}`,
    undefined,
    { schema: BookingView },
  );
}

export const voucherUrl = (bookingId: string) =>
  `/api/orders/${encodeURIComponent(bookingId)}/voucher.pdf`;
export const calendarUrl = (bookingId: string) =>
  `/api/orders/${encodeURIComponent(bookingId)}/calendar.ics`;
