import {
  applyCancellationPolicy,
  applyPackageTerms,
  type PackagePart,
} from '../../../domain/checkout.ts';
import type { BookingView, TermsPartView } from '../../../domain/booking-view.ts';
import { formatAmount } from '../../../domain/format.ts';
import { productOfTrip } from '../../products/index.ts';

/**
 * What cancelling now would refund, by the same rule the server applies: the terms the booking
 * states (the property's policy, or free until 24 hours before); for a flight + hotel package,
 * each part's own terms on its share, summed.
 */
export function previewCancellation(view: BookingView, now: Date) {
  const { freeHours, lateFee, freeUntil, parts } = view.cancellation;
  const nights = productOfTrip(view.trip).cancellationNights?.(view.trip);
  const terms = parts?.length
    ? applyPackageTerms(parts.map(packagePartOf), now)
    : applyCancellationPolicy(
        { freeHours, lateFee, freeUntil: dateOf(freeUntil) },
        {
          now,
          totalCents: view.totalCents,
          taxesCents: view.taxesCents,
          ...(nights === undefined ? {} : { nights }),
        },
      );
  return {
    free: terms.free,
    refund: formatAmount(terms.refundCents),
    fee: formatAmount(terms.feeCents),
    freeUntil: terms.freeUntil,
    nonRefundable: parts?.length ? parts.every((p) => p.freeHours === null) : freeHours === null,
  };
}

const dateOf = (instant: string | null) => (instant === null ? null : new Date(instant));

/** A package part as the page received it, as the shared rule takes it. */
function packagePartOf(part: TermsPartView): PackagePart {
  return {
    part: part.part,
    policy: { freeHours: part.freeHours, lateFee: part.lateFee, freeUntil: dateOf(part.freeUntil) },
    totalCents: part.totalCents,
    taxesCents: part.taxesCents,
    nights: part.nights,
  };
}
