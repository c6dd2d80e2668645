import {
  titleIn,
  tripPlace,
  type BookingNote,
  type CheckoutTerms,
  type BookingView,
  type FlightTrip,
  type StayTrip,
} from '../../domain/booking-view.ts';
import { cancellationPolicy, termsNow } from '../../domain/checkout.ts';
import {
  isCompleteMeta,
  isHotelMeta,
  isTourMeta,
  partsOfPackage,
  type FlightDetails,
  type HotelDetails,
  type OrderMeta,
} from '../../domain/orders.ts';
import { airportName, localizedAddress, placeName } from '../../domain/place-names.ts';
import { formatAmount } from '../../domain/pricing.ts';
import {
  formatFlightTime,
  formatMinutes,
  formatZone,
  itineraryOf,
  type ItineraryFlight,
} from '../../domain/itinerary.ts';
import { formatInZone } from '../../domain/time-zones.ts';
import { AIRPORTS } from '../providers/flights/data/airports.ts';
import type { duffelBookings } from '../db/schema/index.ts';
import { AWAITING_CONFIRMATION, type BookingDocument } from './documents/booking-document.ts';
import { wordingOf, type Wording } from './documents/wording.ts';
import { frenchTitleOf, isAwaitingConfirmation, metaOf } from './order-meta.ts';

type Order = typeof duffelBookings.$inferSelect;

const AIRPORTS_BY_CODE = new Map(AIRPORTS.map((airport) => [airport.code, airport]));
const airportOf = (code: string) => AIRPORTS_BY_CODE.get(code);

const FLIGHT_NOTES: BookingNote[] = ['arrive_early', 'passport_validity', 'online_check_in'];

function notesOf(meta: OrderMeta): BookingNote[] {
  if (isTourMeta(meta)) return ['tour_photo_id'];
  if (isCompleteMeta(meta)) return [...FLIGHT_NOTES, 'photo_id'];
  if (!isHotelMeta(meta)) return FLIGHT_NOTES;
  return meta.details.manualConfirmation ? ['photo_id', 'manual_confirmation'] : ['photo_id'];
}

/** 'Oniru, Lagos, Nigeria' -> 'Lagos': the part before the country. */
function cityOf(address: string): string {
  const parts = address.split(',').map((part) => part.trim());
  return parts.length > 1 ? (parts[parts.length - 2] ?? '') : (parts[0] ?? '');
}

function stayOf(d: HotelDetails, nights: number, timeZone: string): Omit<StayTrip, 'kind'> {
  return {
    accommodationId: d.accommodationId,
    name: d.name,
    address: d.location,
    city: cityOf(d.location),
    timeZone,
    checkIn: d.checkIn,
    checkOut: d.checkOut,
    nights,
    guests: d.guests,
    manualConfirmation: d.manualConfirmation,
  };
}

function flightOf(
  d: FlightDetails,
  passengers: OrderMeta['passengers'],
  timeZone: string,
): Omit<FlightTrip, 'kind'> {
  return {
    from: d.from,
    to: d.to,
    fromCity: d.fromCity,
    toCity: d.toCity,
    timeZone,
    airline: d.airline,
    cabinClass: d.cabinClass,
    slices: d.slices.map(({ segments, ...slice }) => ({
      ...slice,
      departure: slice.departure.slice(0, 16),
      arrival: slice.arrival.slice(0, 16),
      ...(segments?.length ? { itinerary: itineraryOf(segments, airportOf) } : {}),
    })),
    passengers: (passengers ?? []).map((p) => ({
      title: p.title,
      givenName: p.given_name,
      familyName: p.family_name,
      type: p.type ?? 'adult',
    })),
  };
}

function tripOf(meta: OrderMeta): BookingView['trip'] {
  // Orders made before stays had zones began at 14:00 UTC.
  const timeZone = meta.start.tz ?? 'UTC';
  if (isHotelMeta(meta)) {
    return { kind: 'stay', ...stayOf(meta.details, meta.nights ?? 1, timeZone) };
  }
  if (isTourMeta(meta)) {
    const d = meta.details;
    return {
      kind: 'tour',
      packageId: d.packageId,
      name: d.name,
      ...(d.nameFr ? { nameFr: d.nameFr } : {}),
      operatorName: d.operatorName,
      destination: d.destination,
      country: d.country,
      startDate: d.startDate,
      endDate: d.endDate,
      duration: d.duration,
      travelers: d.travelers,
      timeZone,
    };
  }
  if (isCompleteMeta(meta)) {
    const d = meta.details;
    return {
      kind: 'package',
      flight: flightOf(d.flight, meta.passengers, timeZone),
      stay: stayOf(d.hotel, d.stay.nights, d.stay.timeZone),
      rooms: d.rooms,
      travelers: d.travelers,
      discountCents: d.discountCents,
      timeZone,
    };
  }
  return { kind: 'flight', ...flightOf(meta.details, meta.passengers, timeZone) };
}

function cancellationOf(type: BookingView['type'], meta: OrderMeta): BookingView['cancellation'] {
  const { freeHours, lateFee, freeUntil } = cancellationPolicy({
    type,
    startsAt: new Date(meta.startsAt),
    policy: meta.policy,
  });
  const whole = {
    freeHours,
    lateFee,
    freeUntil: freeUntil?.toISOString() ?? null,
    ...(meta.airline ? { byAirline: true } : {}),
  };
  if (!isCompleteMeta(meta)) return whole;
  const parts = partsOfPackage(meta).map(({ part, policy, totalCents, taxesCents, nights }) => ({
    part,
    freeHours: policy.freeHours,
    lateFee: policy.lateFee,
    freeUntil: policy.freeUntil?.toISOString() ?? null,
    totalCents,
    taxesCents,
    nights,
  }));
  // The package as a whole is free until the earlier of its parts' deadlines.
  const earliest = parts
    .map((p) => p.freeUntil)
    .reduce<string | null | undefined>(
      (soonest, d) =>
        soonest === null || d === null ? null : !soonest || d < soonest ? d : soonest,
      undefined,
    );
  return { ...whole, freeUntil: earliest ?? null, parts };
}

/**
 * What is about to be booked and its terms, as the booking will state them once made: the
 * checkout shows them beside the total before anything is paid.
 */
export function toCheckoutTerms(type: BookingView['type'], meta: OrderMeta): CheckoutTerms {
  return { type, trip: tripOf(meta), cancellation: cancellationOf(type, meta) };
}

/** How the booking was asked for: by its id alone, or with what only its owner knows. */
export type BookingAccess = 'link' | 'owner';

/** 'kofi.boateng@example.com' -> 'k***@example.com': enough to recognise, not to use. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

function emailFor(order: Order, access: BookingAccess): string | null {
  if (order.customerEmail === null) return null;
  return access === 'owner' ? order.customerEmail : maskEmail(order.customerEmail);
}

/**
 * The booking as the success page, the lookup page and the documents show it: data, never
 * sentences. Asked for by its id alone, the e-mail address is masked: the id shows a booking,
 * it does not unlock it.
 */
export function toBookingView(order: Order, access: BookingAccess = 'owner'): BookingView {
  const meta = metaOf(order);
  return {
    bookingId: order.sessionId ?? '',
    confirmationNumber: order.confirmationNumber,
    type: order.type as BookingView['type'],
    status: order.orderStatus,
    awaitingConfirmation: isAwaitingConfirmation(order),
    paymentStatus: order.paymentStatus,
    title: meta.title,
    titleFr: frenchTitleOf(meta),
    customerName: order.customerName,
    customerEmail: emailFor(order, access),
    emailMasked: access === 'link',
    trip: tripOf(meta),
    notes: notesOf(meta),
    cancellation: cancellationOf(order.type as BookingView['type'], meta),
    currency: order.currency,
    subtotalCents: meta.subtotalCents,
    taxesCents: meta.taxesCents,
    totalCents: meta.totalCents,
    cardLast4: meta.last4 ?? null,
    refundCents: meta.refundCents ?? null,
    refundPending: meta.refundStatus === 'owed',
    cancellationFeeCents: meta.feeCents ?? null,
    startsAt: meta.startsAt,
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    createdAt: order.createdAt?.toISOString() ?? null,
    ...(meta.airline?.bookingReference && meta.airline.orderId
      ? {
          airline: {
            bookingReference: meta.airline.bookingReference,
            orderId: meta.airline.orderId,
          },
        }
      : {}),
    ...(meta.failure ? { failure: meta.failure.reason } : {}),
  };
}

function stayLines(
  stay: Omit<StayTrip, 'kind'>,
  w: Wording,
  customerName: string,
): BookingDocument['lines'] {
  return [
    { label: w.lines.property, value: stay.name },
    { label: w.lines.address, value: localizedAddress(stay.address, w.locale) },
    { label: w.lines.checkIn, value: stay.checkIn },
    { label: w.lines.checkOut, value: stay.checkOut },
    { label: w.lines.nights, value: String(stay.nights) },
    { label: w.lines.guests, value: String(stay.guests) },
    { label: w.lines.leadGuest, value: customerName },
  ];
}

/** A flight's row: number and airline, airports with names, local times with zones, duration. */
function flightRow(f: ItineraryFlight, w: Wording): string {
  const when = (iso: string) => `${formatFlightTime(iso, w.locale)} (${formatZone(iso)})`;
  const dayOffset = f.arrivalDayOffset ? ` ${w.itinerary.dayOffset(f.arrivalDayOffset)}` : '';
  return [
    `${f.flightNumber}, ${f.airline}`,
    `${f.from.code} ${airportName(f.from.name, f.from.city, w.locale)} ${when(f.departure)} -> ${f.to.code} ${airportName(f.to.name, f.to.city, w.locale)} ${when(f.arrival)}${dayOffset}`,
    w.pair(w.itinerary.duration, formatMinutes(f.durationMinutes, w.locale)),
  ].join(' · ');
}

/** A slice: one line for the whole journey, then a line per flight and per change. */
function sliceLines(
  slice: FlightTrip['slices'][number],
  label: string,
  w: Wording,
): BookingDocument['lines'] {
  // The wall-clock times, written as the rows below write theirs: one date format a document.
  const wall = (local: string) => formatFlightTime(`${local}:00+00:00`, w.locale);
  const summary = `${slice.from} ${wall(slice.departure)} -> ${slice.to} ${wall(slice.arrival)}`;
  if (!slice.itinerary) return [{ label, value: `${summary} (${slice.flights.join(', ')})` }];
  return [
    { label, value: summary },
    ...slice.itinerary.flatMap((f, i) => [
      { label: w.itinerary.flight(i + 1), value: flightRow(f, w) },
      ...(f.layoverMinutes === null
        ? []
        : [
            {
              label: w.itinerary.change,
              value: w.itinerary.layover(
                `${f.to.code} ${airportName(f.to.name, f.to.city, w.locale)}`,
                formatMinutes(f.layoverMinutes, w.locale),
              ),
            },
          ]),
    ]),
  ];
}

function flightLines(flight: Omit<FlightTrip, 'kind'>, w: Wording): BookingDocument['lines'] {
  return [
    ...flight.slices.flatMap((slice, i) =>
      sliceLines(slice, i === 0 ? w.lines.outbound : w.lines.return, w),
    ),
    { label: w.lines.cabin, value: w.cabins[flight.cabinClass] ?? flight.cabinClass },
    ...flight.passengers.map((p, i) => ({
      label: w.lines.passenger(i + 1),
      value: `${w.titles[p.title] ?? p.title.toUpperCase()} ${p.givenName} ${p.familyName}${p.type === 'adult' ? '' : ` (${w.passengerTypes[p.type]})`}`,
    })),
  ];
}

/** The document's lines, in the booking's language, from the booking's data. */
function documentLines(view: BookingView, w: Wording): BookingDocument['lines'] {
  // A flight a live airline made: the reference on its tickets comes first.
  const pnr = view.airline
    ? [{ label: w.lines.airlineReference, value: view.airline.bookingReference }]
    : [];
  return [...pnr, ...tripLines(view, w)];
}

function tripLines(view: BookingView, w: Wording): BookingDocument['lines'] {
  const trip = view.trip;
  if (trip.kind === 'stay') return stayLines(trip, w, view.customerName ?? '');
  if (trip.kind === 'tour') {
    return [
      { label: w.lines.tour, value: titleIn({ title: trip.name, titleFr: trip.nameFr }, w.locale) },
      {
        label: w.lines.operator,
        value: `${trip.operatorName}, ${placeName(trip.destination, w.locale)}`,
      },
      { label: w.lines.startsOn, value: trip.startDate },
      { label: w.lines.endsOn, value: trip.endDate },
      { label: w.lines.travelers, value: String(trip.travelers) },
      { label: w.lines.leadGuest, value: view.customerName ?? '' },
    ];
  }
  if (trip.kind === 'package') {
    return [
      ...flightLines(trip.flight, w),
      ...stayLines(trip.stay, w, view.customerName ?? ''),
      { label: w.lines.rooms, value: String(trip.rooms) },
      { label: w.lines.packageDiscount, value: `-${formatAmount(trip.discountCents)}` },
    ];
  }
  return flightLines(trip, w);
}

/** One set of terms in the documents' words, with its deadline in the place's local time. */
function termsOf(
  rule: { freeUntil: string | null; lateFee: BookingView['cancellation']['lateFee'] },
  place: { name: string; timeZone: string; tour: boolean },
  w: Wording,
  now: Date,
): string {
  if (!rule.freeUntil) return w.terms.nonRefundable;
  // A deadline already past is never stated as free: the fee cancelling now costs is.
  if (termsNow(rule.freeUntil, now) === 'fee_now') {
    return place.tour && rule.lateFee !== 'fare'
      ? w.terms.feeNowTour[rule.lateFee]
      : w.terms.feeNow[rule.lateFee];
  }
  const deadline = w.terms.localTime(
    formatInZone(rule.freeUntil, place.timeZone, w.locale),
    placeName(place.name, w.locale),
  );
  const late =
    place.tour && rule.lateFee !== 'fare'
      ? w.terms.lateTour[rule.lateFee]
      : w.terms.late[rule.lateFee];
  return w.terms.freeUntil(deadline, late);
}

/** The booking's cancellation terms in the documents' words: a package states each part's. */
function termsSentences(view: BookingView, w: Wording, now: Date): string[] {
  const terms = tripTermsSentences(view, w, now);
  // Until the property confirms, the traveller may withdraw for a full refund.
  return view.awaitingConfirmation ? [w.terms.untilConfirmed, ...terms] : terms;
}

function tripTermsSentences(view: BookingView, w: Wording, now: Date): string[] {
  const trip = view.trip;
  if (trip.kind === 'package') {
    return (view.cancellation.parts ?? []).map((part) => {
      const place =
        part.part === 'flight'
          ? { name: trip.flight.fromCity, timeZone: trip.flight.timeZone, tour: false }
          : { name: trip.stay.city, timeZone: trip.stay.timeZone, tour: false };
      const terms =
        part.part === 'flight' && view.cancellation.byAirline
          ? w.terms.byAirline
          : termsOf(part, place, w, now);
      return w.pair(w.parts[part.part], terms);
    });
  }
  if (view.cancellation.byAirline) return [w.terms.byAirline];
  const place = { name: tripPlace(trip), timeZone: trip.timeZone, tour: trip.kind === 'tour' };
  return [termsOf(view.cancellation, place, w, now)];
}

export function toBookingDocument(
  order: Order,
  access: BookingAccess = 'owner',
  now: Date = new Date(),
): BookingDocument {
  const meta = metaOf(order);
  const view = toBookingView(order, access);
  const cancelled = order.orderStatus === 'canceled';
  const w = wordingOf(meta.language);
  // A cancelled booking's documents say what happened, never how to check in.
  const notes = cancelled
    ? []
    : [...view.notes.map((note) => w.notes[note]), ...termsSentences(view, w, now)];
  const trip = view.trip;
  const flight = trip.kind === 'flight' ? trip : trip.kind === 'package' ? trip.flight : null;
  // Orders made before itineraries keep their one event for the whole trip.
  const flights = flight?.slices.every((slice) => slice.itinerary)
    ? flight.slices.flatMap((slice) => slice.itinerary ?? [])
    : [];
  return {
    confirmationNumber: order.confirmationNumber ?? '',
    type: view.type,
    status: view.awaitingConfirmation ? AWAITING_CONFIRMATION : order.orderStatus,
    title: (meta.language === 'fr' && frenchTitleOf(meta)) || meta.title,
    customerName: order.customerName ?? '',
    customerEmail: view.customerEmail ?? '',
    lines: documentLines(view, w),
    ...(flights.length ? { flights } : {}),
    start: meta.start,
    ...(meta.end ? { end: meta.end } : {}),
    // A flight's place is its first airport, which its title already names.
    ...(meta.location && !meta.title.startsWith(meta.location)
      ? { location: localizedAddress(meta.location, meta.language) }
      : {}),
    subtotal: formatAmount(view.subtotalCents),
    taxes: formatAmount(view.taxesCents),
    total: formatAmount(view.totalCents),
    currency: order.currency,
    notes,
    createdAt: (order.createdAt ?? new Date()).toISOString(),
    ...(meta.language ? { language: meta.language } : {}),
    ...(cancelled
      ? {
          cancellation: {
            cancelledAt: meta.cancelledAt ?? (order.updatedAt ?? new Date()).toISOString(),
            refund: formatAmount(meta.refundCents ?? 0),
            fee: formatAmount(meta.feeCents ?? 0),
            refundPending: meta.refundStatus === 'owed',
            cardLast4: meta.last4 ?? null,
          },
        }
      : {}),
  };
}
