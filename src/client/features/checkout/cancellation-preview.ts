import { applyCancellationPolicy } from '../../../domain/checkout.ts';
import type { BookingView } from '../../../domain/booking-view.ts';
import { formatAmount } from '../../../domain/pricing.ts';

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
