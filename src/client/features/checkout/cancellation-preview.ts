import { cancellationTerms } from '../../../domain/checkout.ts';
import type { BookingView } from '../../../domain/booking-view.ts';
import { formatAmount } from '../../../domain/pricing.ts';

/**
 * What cancelling now would refund, by the same rule the server applies (the property's
 * policy, or free until 24 hours before).
 */
export function previewCancellation(view: BookingView, now: Date) {
  const nights = view.trip.kind === 'stay' ? view.trip.nights : undefined;
  const policy = view.cancellationPolicy;
  const startsAt = new Date(view.startsAt);
  const terms = cancellationTerms({
    type: view.type,
    startsAt,
    now,
    totalCents: view.totalCents,
    taxesCents: view.taxesCents,
    ...(nights === undefined ? {} : { nights }),
    policy,
  });
  return {
    free: terms.free,
    refund: formatAmount(terms.refundCents),
    fee: formatAmount(terms.feeCents),
    freeUntil: terms.freeUntil,
    nonRefundable: Boolean(policy && /non-refundable/i.test(policy)),
  };
}
