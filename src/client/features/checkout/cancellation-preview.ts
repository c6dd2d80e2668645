import { applyCancellationPolicy } from '../../../domain/checkout.ts';
import type { BookingView } from '../../../domain/booking-view.ts';
import { placeName } from '../../../domain/place-names.ts';
import { formatAmount } from '../../../domain/pricing.ts';
import { termsText } from '../../lib/cancellation-terms.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * What cancelling now would refund, by the same rule the server applies: the terms the booking
 * states (the property's policy, or free until 24 hours before).
 */
export function previewCancellation(view: BookingView, now: Date) {
  const { freeHours, lateFee, freeUntil } = view.cancellation;
  const terms = applyCancellationPolicy(
    { freeHours, lateFee, freeUntil: freeUntil === null ? null : new Date(freeUntil) },
    {
      now,
      totalCents: view.totalCents,
      taxesCents: view.taxesCents,
      ...(view.trip.kind === 'stay' ? { nights: view.trip.nights } : {}),
    },
  );
  return {
    free: terms.free,
    refund: formatAmount(terms.refundCents),
    fee: formatAmount(terms.feeCents),
    freeUntil: terms.freeUntil,
    nonRefundable: freeHours === null,
  };
}

/** The booking's terms as the page states them, with the deadline in the place's local time. */
export function bookingTermsText(t: Translate, language: string, view: BookingView): string {
  const { trip, cancellation } = view;
  return termsText(t, language, cancellation, {
    freeUntil: cancellation.freeUntil,
    timeZone: trip.timeZone,
    place: placeName(trip.kind === 'stay' ? trip.city : trip.fromCity, language),
  });
}
