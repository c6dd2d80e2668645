import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './checkout.ts';
import { ItineraryFlight } from './itinerary.ts';
import { PASSENGER_TYPES } from './passenger-fares.ts';
import { FlightDetails, HotelDetails, TourDetails } from './orders.ts';
import { BookingPayment } from './mobile-money-checkout.ts';

/**
 * A booking as the API answers it (GET /api/orders/:id, the guest lookup, a cancellation): data,
 * never sentences. The page writes every text from its locale files; the server's documents
 * (voucher, calendar file, e-mail) write theirs from the same data.
 */

/** What a traveller should know before they go, by code; the page says each in its language. */
export const BOOKING_NOTES = [
  'arrive_early',
  'passport_validity',
  'online_check_in',
  'photo_id',
  'tour_photo_id',
  'manual_confirmation',
] as const;
export type BookingNote = (typeof BOOKING_NOTES)[number];

/** The stay as the order keeps it, with where it is and the zone its deadlines count in. */
export const StayTrip = HotelDetails.pick({
  accommodationId: true,
  name: true,
  checkIn: true,
  checkOut: true,
  guests: true,
  manualConfirmation: true,
}).extend({
  kind: z.literal('stay'),
  address: z.string(),
  /** The front desk's number, international and spaced ('+233 30 211 4567'), when it has one. */
  phone: z.string().optional(),
  /** The city the property is in, and its zone: check-in and deadlines are in its local time. */
  city: z.string(),
  timeZone: z.string(),
  nights: z.number().int(),
});

/** A flight slice as the order keeps it; departure and arrival in the airports' local time. */
export const FlightSlice = FlightDetails.shape.slices.element.omit({ segments: true }).extend({
  /** One row per flight with its changes; absent for orders made before itineraries. */
  itinerary: z.array(ItineraryFlight).optional(),
});

export const TravellerName = z.object({
  title: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  /** The fare flown on: adult, child (2-11) or infant (under 2, on a lap). */
  type: z.enum(PASSENGER_TYPES),
});

export const FlightTrip = FlightDetails.pick({
  from: true,
  to: true,
  fromCity: true,
  toCity: true,
  airline: true,
  cabinClass: true,
}).extend({
  kind: z.literal('flight'),
  /** The departure airport's zone: the cancellation deadline is in its local time. */
  timeZone: z.string(),
  slices: z.array(FlightSlice),
  passengers: z.array(TravellerName),
});

/** A tour package: its departure, its length and its group, in the operator's local time. */
export const TourTrip = TourDetails.pick({
  packageId: true,
  name: true,
  nameFr: true,
  operatorName: true,
  destination: true,
  country: true,
  startDate: true,
  endDate: true,
  duration: true,
  travelers: true,
  meetingPoint: true,
  meetingPointFr: true,
}).extend({
  kind: z.literal('tour'),
  timeZone: z.string(),
  /** When the group meets on the first day, in the operator's local time ('08:00'). */
  startTime: z.string().optional(),
});

/**
 * A flight + hotel package: its flight and its stay, each as it would be shown alone, the rooms,
 * and the package discount taken off their sum.
 */
export const PackageTrip = z.object({
  kind: z.literal('package'),
  flight: FlightTrip.omit({ kind: true }),
  stay: StayTrip.omit({ kind: true }),
  rooms: z.number().int(),
  travelers: z.number().int(),
  discountCents: z.number().int(),
  /** The departure airport's zone, where the package begins. */
  timeZone: z.string(),
});

const TermsRule = z.object({
  /** Hours before the start until which cancelling is free; null when it never is. */
  freeHours: z.number().int().nullable(),
  /** What a later cancellation keeps: the first night, half, all, or a flight's fare. */
  lateFee: z.enum(['first_night', 'half', 'all', 'fare']),
  freeUntil: z.string().nullable(),
});

/** One part of a package under its own terms, with its share of the total and the taxes. */
export const TermsPartView = TermsRule.extend({
  part: z.enum(['flight', 'stay']),
  totalCents: z.number().int(),
  taxesCents: z.number().int(),
  nights: z.number().int(),
});
export type TermsPartView = z.infer<typeof TermsPartView>;

/** A booking reference as a QR code: its dark modules as one SVG path, on a `size` square. */
export const ReferenceQr = z.object({ path: z.string(), size: z.number().int() });
export type ReferenceQr = z.infer<typeof ReferenceQr>;

export const BookingView = z.object({
  bookingId: z.string(),
  confirmationNumber: z.string().nullable(),
  /** The reference (or the booking id before it has one) as a QR code, kept with the trip. */
  referenceQr: ReferenceQr.optional(),
  type: z.enum(['hotel', 'flight', 'package']),
  status: z.enum(ORDER_STATUSES),
  /** Paid, and waiting for a property that confirms bookings by hand (status stays pending). */
  awaitingConfirmation: z.boolean(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  title: z.string(),
  /** The title in French where French says it differently (a tour package's French name). */
  titleFr: z.string().nullable().optional(),
  customerName: z.string().nullable(),
  /** Masked ('k***@example.com') when the booking was opened by its id alone. */
  customerEmail: z.string().nullable(),
  emailMasked: z.boolean(),
  trip: z.discriminatedUnion('kind', [StayTrip, FlightTrip, TourTrip, PackageTrip]),
  notes: z.array(z.enum(BOOKING_NOTES)),
  /** The terms that apply, from the same rule the refund is computed with. */
  cancellation: TermsRule.extend({
    /** A live airline's flight: its refund is the one the airline quotes when cancelled. */
    byAirline: z.boolean().optional(),
    /** A flight + hotel package: each part's own terms; the refund is their sum. */
    parts: z.array(TermsPartView).optional(),
  }),
  currency: z.string(),
  subtotalCents: z.number().int(),
  taxesCents: z.number().int(),
  totalCents: z.number().int(),
  cardLast4: z.string().nullable(),
  /**
   * How it was paid and where a refund goes, in the currency charged (the server always sends
   * it; views made before mobile money lack it).
   */
  payment: BookingPayment.optional(),
  refundCents: z.number().int().nullable(),
  /** True while a refund is owed and the payment provider has not taken it yet. */
  refundPending: z.boolean(),
  cancellationFeeCents: z.number().int().nullable(),
  startsAt: z.string(),
  holdExpiresAt: z.string().nullable(),
  createdAt: z.string().nullable(),
  /** A flight a live airline made: its booking reference (the PNR on the ticket) and order. */
  airline: z.object({ bookingReference: z.string(), orderId: z.string() }).optional(),
  /** Why a paid booking was not made (the airline refused it); it was refunded in full. */
  failure: z.string().optional(),
});
export type BookingView = z.infer<typeof BookingView>;

/** POST /api/checkout/terms's answer: the trip and the terms its booking would state. */
export const CheckoutTerms = BookingView.pick({ type: true, trip: true, cancellation: true });
export type CheckoutTerms = z.infer<typeof CheckoutTerms>;
export type StayTrip = z.infer<typeof StayTrip>;
export type FlightTrip = z.infer<typeof FlightTrip>;
export type TourTrip = z.infer<typeof TourTrip>;
export type PackageTrip = z.infer<typeof PackageTrip>;

/**
 * POST /api/bookings/:id/cancellation-quote: what cancelling a live airline's booking now would
 * refund the traveller (and the airline's own refund of its fare), until the quote expires.
 */
export const CancellationQuote = z.object({
  quoteId: z.string(),
  refund: z.string(),
  fee: z.string(),
  airlineRefund: z.string(),
  expiresAt: z.string().nullable(),
});
export type CancellationQuote = z.infer<typeof CancellationQuote>;

/** POST /api/bookings/:id/cancel: what was refunded and kept, and the booking as it is now. */
export const CancelResult = z.object({
  status: z.literal('canceled'),
  refund: z.string(),
  fee: z.string(),
  /** Null when nothing was paid back; 'pending' until the payment provider takes it. */
  refundStatus: z.enum(['refunded', 'pending']).nullable(),
  booking: BookingView,
});
export type CancelResult = z.infer<typeof CancelResult>;

/** A booking's title in the reader's language: French says a tour by its French name. */
export function titleIn(
  booking: { title: string; titleFr?: string | null | undefined },
  language: string,
): string {
  return (language.startsWith('fr') && booking.titleFr) || booking.title;
}
