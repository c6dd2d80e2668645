import { cancellationTerms } from '../../../domain/checkout.ts';
import { countNights, formatAmount, toCents } from '../../../domain/pricing.ts';
import type { BookingView } from './api/get-booking.ts';

const POLICY_NOTE = 'Cancellation policy: ';

/**
 * What cancelling now would refund, by the same rule the server applies (the property's
 * policy, or free until 24 hours before). The policy travels in the booking's notes.
 */
export function previewCancellation(view: BookingView, now: Date) {
  const details = view.details as Record<string, unknown>;
  const nights =
    typeof details.checkIn === 'string' && typeof details.checkOut === 'string'
      ? countNights(details.checkIn, details.checkOut)
      : undefined;
  const policy = view.notes.find((note) => note.startsWith(POLICY_NOTE))?.slice(POLICY_NOTE.length);
  const startsAt = new Date(view.startsAt);
  const terms = cancellationTerms({
    type: view.type,
    startsAt,
    now,
    totalCents: toCents(view.total),
    taxesCents: toCents(view.taxes),
    ...(nights === undefined ? {} : { nights }),
    policy: policy ?? null,
  });
  return {
    free: terms.free,
    refund: formatAmount(terms.refundCents),
    fee: formatAmount(terms.feeCents),
    freeUntil: terms.freeUntil,
    nonRefundable: Boolean(policy && /non-refundable/i.test(policy)),
  };
}
