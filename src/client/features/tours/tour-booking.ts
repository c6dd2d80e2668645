import { z } from 'zod';
import { TravellerFields } from '../../../domain/checkout.ts';
import { formatAmount } from '../../../domain/format.ts';
import { tourTotalCents, type TourDeparture, type TourPackage } from '../../../domain/tours.ts';
import type { PendingBooking } from '../../lib/pending-booking.ts';

/** Spec 2 section 9's fallbacks for a package without a place or an operator name. */
const FALLBACK_DESTINATION = 'West Africa';
const FALLBACK_OPERATOR = 'Local Tour Operator';

/** The booking dialog's fields, in the order it shows them. */
export const TOUR_BOOKING_FIELDS = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'travelers',
  'startDate',
  'specialRequests',
] as const;
export type TourBookingField = (typeof TOUR_BOOKING_FIELDS)[number];

export type TourBookingDraft = {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** As typed: a group size outside 1 to the package's maximum is refused, never replaced. */
  travelers: string;
  startDate: string;
  specialRequests: string;
};

export const EMPTY_TOUR_BOOKING: TourBookingDraft = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  travelers: '1',
  startDate: '',
  specialRequests: '',
};

/** Spec 2: full name, e-mail and preferred date are required; the toast names that case. */
export function missesRequired(draft: TourBookingDraft): boolean {
  return !draft.customerName.trim() || !draft.customerEmail.trim() || !draft.startDate;
}

const checkoutFields = TravellerFields.shape;

/**
 * The checkout's own rules for the contact fields, the package's group limit, and a date among
 * its departures with places left.
 */
export function tourBookingSchema(
  tour: Pick<TourPackage, 'maxGroupSize'>,
  departures: TourDeparture[],
) {
  return z.object({
    customerName: checkoutFields.customerName,
    customerEmail: checkoutFields.customerEmail,
    customerPhone: checkoutFields.customerPhone,
    travelers: z.coerce.number().int().min(1).max(tour.maxGroupSize),
    startDate: z
      .string()
      .min(1)
      .refine((date) => departures.some((d) => d.startDate === date), {
        params: { rule: 'invalid_choice' },
      }),
  });
}

/** The values the schema reads: a blank phone is no phone. */
export function schemaValues(draft: TourBookingDraft) {
  return {
    customerName: draft.customerName,
    customerEmail: draft.customerEmail,
    customerPhone: draft.customerPhone.trim() || undefined,
    travelers: draft.travelers,
    startDate: draft.startDate,
  };
}

/** A whole group size within the package's limit, or null while the field is not one. */
export function groupSizeOf(draft: TourBookingDraft, maxGroupSize: number): number | null {
  const size = Number(draft.travelers);
  return draft.travelers.trim() !== '' &&
    Number.isInteger(size) &&
    size >= 1 &&
    size <= maxGroupSize
    ? size
    : null;
}

/** Places left on the chosen departure, when the group is larger than that; else null. */
export function placesShort(
  draft: TourBookingDraft,
  departures: TourDeparture[],
  groupSize: number | null,
): number | null {
  const departure = departures.find((d) => d.startDate === draft.startDate);
  return departure && groupSize !== null && groupSize > departure.placesLeft
    ? departure.placesLeft
    : null;
}

/** Spec 1's pending booking for a tour: the checkout takes it from local storage. */
export function tourPendingBooking(tour: TourPackage, draft: TourBookingDraft): PendingBooking {
  const travelers = Number(draft.travelers);
  const customerName = draft.customerName.trim();
  const customerEmail = draft.customerEmail.trim();
  const place = [tour.destination, tour.country].filter(Boolean).join(', ');
  return {
    type: 'package',
    offerId: `tour_${tour.id}`,
    details: {
      name: tour.name,
      destination: place || FALLBACK_DESTINATION,
      duration: tour.duration,
      travelers,
      category: tour.category,
      inclusions: tour.inclusions,
      difficulty: tour.difficulty,
      maxGroupSize: tour.maxGroupSize,
      description: tour.description,
      operatorName: tour.operatorName || FALLBACK_OPERATOR,
      preferredDate: draft.startDate,
      specialRequests: draft.specialRequests.trim(),
      customerName,
      customerEmail,
      customerPhone: draft.customerPhone.trim(),
    },
    // Spec 2 section 9: price per person times group size.
    price: Number(formatAmount(tourTotalCents(tour.pricePerPerson, travelers))),
    currency: 'USD',
    // The checkout form starts with the name and e-mail typed here.
    customerData: {
      guestName: customerName,
      guestEmail: customerEmail,
      guests: [{ id: 'guest-1', name: customerName, email: customerEmail }],
    },
  };
}
