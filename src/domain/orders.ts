import { z } from 'zod';
import { PASSENGER_TYPES } from './passenger-fares.ts';
import { packageParts, type PackagePart } from './checkout.ts';
import { FlightSegmentRecord } from './itinerary.ts';
import { CurrencyCode, RateTableAnswer } from './currencies.ts';
import { DOCUMENT_LANGUAGES } from './languages.ts';

/**
 * What an order keeps of what was bought (the `meta` column), so the booking can be shown and
 * documented later. Parsed whenever an order is read: a row that does not match is an error
 * naming the order, never a silently wrong voucher.
 */

const Moment = z.object({
  date: z.string(),
  time: z.string().optional(),
  tz: z.string().optional(),
});

export const HotelDetails = z.object({
  accommodationId: z.number().int(),
  name: z.string(),
  location: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.number().int(),
  pricePerNight: z.string(),
  manualConfirmation: z.boolean(),
  /** The front desk's number in E.164, as it was when booked; absent when the property had none. */
  phone: z.string().optional(),
});
export type HotelDetails = z.infer<typeof HotelDetails>;

export const FlightDetails = z.object({
  from: z.string(),
  to: z.string(),
  fromCity: z.string(),
  toCity: z.string(),
  departDate: z.string(),
  returnDate: z.string().optional(),
  /** Adults, as the spec counts passengers; children (2-11) and infants (under 2) apart. */
  passengers: z.number().int(),
  children: z.number().int().optional(),
  infants: z.number().int().optional(),
  airline: z.string(),
  cabinClass: z.string(),
  tripType: z.string(),
  slices: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      departure: z.string(),
      arrival: z.string(),
      stops: z.number().int(),
      flights: z.array(z.string()),
      /** Each flight with its local times; orders made before itineraries have none. */
      segments: z.array(FlightSegmentRecord).optional(),
    }),
  ),
});
export type FlightDetails = z.infer<typeof FlightDetails>;

export const TourDetails = z.object({
  packageId: z.number().int(),
  operatorId: z.number().int(),
  name: z.string(),
  /** The package's French name, when it has one: French pages and documents say it. */
  nameFr: z.string().optional(),
  operatorName: z.string(),
  /** Where it starts (the operator's town) and its country. */
  destination: z.string(),
  country: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  duration: z.number().int(),
  travelers: z.number().int(),
  pricePerPerson: z.string(),
  category: z.string(),
  /** Where the group meets on the first day, in English and French, when the package says. */
  meetingPoint: z.string().optional(),
  meetingPointFr: z.string().optional(),
});
export type TourDetails = z.infer<typeof TourDetails>;

/**
 * A flight + hotel package (offerId complete_…): one order holding the flight's seats and the
 * stay's room nights, priced together less the package discount. What each part cost before the
 * discount is kept, so a cancellation applies each part's own terms to its share.
 */
export const CompleteDetails = z.object({
  kind: z.literal('complete'),
  flight: FlightDetails,
  hotel: HotelDetails,
  rooms: z.number().int(),
  travelers: z.number().int(),
  flightCents: z.number().int(),
  hotelCents: z.number().int(),
  discountCents: z.number().int(),
  /** The stay's own start (check-in, in the property's zone) and its policy and nights. */
  stay: z.object({
    startsAt: z.string(),
    timeZone: z.string(),
    policy: z.string().nullable(),
    nights: z.number().int(),
  }),
});
export type CompleteDetails = z.infer<typeof CompleteDetails>;

const StoredPassenger = z.object({
  id: z.string().optional(),
  title: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  /** Orders made before passenger types have adults only. */
  type: z.enum(PASSENGER_TYPES).optional(),
  born_on: z.string(),
  gender: z.string(),
  email: z.string().optional(),
  phone_number: z.string().optional(),
});

const MetaBase = z.object({
  title: z.string(),
  passengers: z.array(StoredPassenger).optional(),
  guests: z
    .array(z.object({ id: z.string().optional(), name: z.string(), email: z.string().optional() }))
    .optional(),
  subtotalCents: z.number().int(),
  taxesCents: z.number().int(),
  totalCents: z.number().int(),
  startsAt: z.string(),
  start: Moment,
  end: Moment.optional(),
  location: z.string().optional(),
  policy: z.string().nullable().optional(),
  nights: z.number().int().optional(),
  last4: z.string().optional(),
  refundCents: z.number().int().optional(),
  feeCents: z.number().int().optional(),
  /** The language the booking was made in: its documents are written in it. */
  language: z.enum(DOCUMENT_LANGUAGES).optional(),
  /**
   * The currency the traveller saw prices in when booking, and the rate table of that moment:
   * the voucher and e-mails show amounts in it beside the US dollars charged.
   */
  display: z.object({ currency: CurrencyCode, rates: RateTableAnswer }).optional(),
  /** When the traveller (or the sweep) cancelled the booking. */
  cancelledAt: z.string().optional(),
  /** 'owed' until the payment provider has taken the refund. */
  refundStatus: z.enum(['owed', 'refunded']).optional(),
  bookingRecord: z
    .object({
      /** The spec table its product writes: bookings, flight_bookings, tour_bookings… */
      table: z.string(),
      id: z.number().int(),
    })
    .optional(),
  /**
   * A flight a live airline sells (Duffel): the offer and passenger ids its order is made from
   * once paid, and what the airline made (its order id and booking reference, the PNR).
   */
  airline: z
    .object({
      provider: z.literal('duffel'),
      offerId: z.string(),
      amountCents: z.number().int(),
      passengerIds: z.array(
        z.object({ id: z.string(), type: z.enum(['adult', 'child', 'infant_without_seat']) }),
      ),
      /** Set when a confirm takes it on to ask the airline: no other confirm asks again. */
      orderKey: z.string().optional(),
      orderId: z.string().optional(),
      bookingReference: z.string().optional(),
      /** The refund the airline quoted for cancelling, until the traveller accepts it. */
      cancellation: z
        .object({ id: z.string(), refundCents: z.number().int(), expiresAt: z.string().nullable() })
        .optional(),
      /**
       * What the airline was found to have made after its order went unanswered and the
       * traveller was refunded: the order it made anyway, cancelled at the airline, or none.
       */
      stray: z
        .object({
          checkedAt: z.string(),
          /** Absent when the airline made no order. */
          orderId: z.string().optional(),
          bookingReference: z.string().optional(),
          /** What the airline gives back to our balance for cancelling it. */
          refundCents: z.number().int().optional(),
          /** Why it could not be cancelled: an administrator settles it with the airline. */
          unsettled: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
  /** Why a paid booking could not be made (the airline refused it); it was refunded in full. */
  failure: z
    .object({
      code: z.string(),
      reason: z.string(),
      /** When (ISO); absent on bookings that failed before it was written. */
      at: z.string().optional(),
    })
    .optional(),
  /**
   * Paid by mobile money: the order's current charge (its reference is the payment id), the
   * wallet it is asked of and what it charges there, at the rate locked when it started.
   */
  payment: z
    .object({
      method: z.literal('mobile_money'),
      reference: z.string(),
      network: z.string(),
      phoneLast4: z.string(),
      currency: z.string(),
      amountMinor: z.number().int(),
      usdCents: z.number().int(),
    })
    .optional(),
  /** A flight + hotel package's stay, booked beside its flight (bookingRecord). */
  stayRecord: z.object({ table: z.string(), id: z.number().int() }).optional(),
});

/** What every order keeps, whatever its product; `details` are the product's own. */
export type OrderMetaBase = z.infer<typeof MetaBase> & { details: unknown };

export const HotelOrderMeta = MetaBase.extend({ details: HotelDetails });
export const FlightOrderMeta = MetaBase.extend({ details: FlightDetails });
export const TourOrderMeta = MetaBase.extend({ details: TourDetails });
export const CompleteOrderMeta = MetaBase.extend({ details: CompleteDetails });
export type HotelOrderMeta = z.infer<typeof HotelOrderMeta>;
export type FlightOrderMeta = z.infer<typeof FlightOrderMeta>;
export type TourOrderMeta = z.infer<typeof TourOrderMeta>;
export type CompleteOrderMeta = z.infer<typeof CompleteOrderMeta>;
export type OrderMeta = HotelOrderMeta | FlightOrderMeta | TourOrderMeta | CompleteOrderMeta;

/** A flight + hotel package's two parts, each under its own terms, from what the order kept. */
export function partsOfPackage(meta: CompleteOrderMeta): PackagePart[] {
  const d = meta.details;
  return packageParts({
    flightStartsAt: new Date(meta.startsAt),
    stayStartsAt: new Date(d.stay.startsAt),
    stayPolicy: d.stay.policy,
    nights: d.stay.nights,
    flightCents: d.flightCents,
    hotelCents: d.hotelCents,
    totalCents: meta.totalCents,
    taxesCents: meta.taxesCents,
  });
}

/**
 * Why the system moved an order, as recorded in its history (order_events.reason): the same
 * English words as the records before them, so the admin page can say each in its language. A
 * reason not here (an administrator's note, an airline's own words) is shown as written.
 */
export const ORDER_REASONS = {
  checkout_started: 'checkout started',
  checkout_closed: 'checkout closed',
  payment_succeeded: 'payment succeeded',
  confirmed_by_property: 'confirmed by the property',
  refused_by_property: 'refused by the property',
  cancelled_before_confirmation: 'cancelled before the property confirmed',
  cancelled_on_airline_quote: "cancelled on the airline's refund quote",
  free_cancellation: 'free cancellation',
  late_cancellation: 'late cancellation',
  completed_by_admin: 'completed by an administrator',
  hold_expired: 'hold expired',
  sent_again: 'sent again on request',
  replaced_by_newer: 'replaced by a newer checkout of the same traveller',
  cancelled_before_payment: 'cancelled by the traveller before payment',
  amount_mismatch: 'The amount paid does not match the booking',
} as const;
export type OrderReason = keyof typeof ORDER_REASONS;

/** The code of a recorded reason the system writes, or null for free text. */
export function orderReasonCode(reason: string): OrderReason | null {
  const found = Object.entries(ORDER_REASONS).find(([, words]) => words === reason);
  return found ? (found[0] as OrderReason) : null;
}
