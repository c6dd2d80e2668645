import { tripPlace, type BookingNote, type BookingView } from '../../domain/booking-view.ts';
import { cancellationPolicy } from '../../domain/checkout.ts';
import { isHotelMeta, isTourMeta, type OrderMeta } from '../../domain/orders.ts';
import { localizedAddress, placeName } from '../../domain/place-names.ts';
import { formatAmount } from '../../domain/pricing.ts';
import { formatInZone } from '../../domain/time-zones.ts';
import type { duffelBookings } from '../db/schema/index.ts';
import { AWAITING_CONFIRMATION, type BookingDocument } from './documents/booking-document.ts';
import { wordingOf, type Wording } from './documents/wording.ts';
import { isAwaitingConfirmation, metaOf } from './order-meta.ts';

type Order = typeof duffelBookings.$inferSelect;

function notesOf(meta: OrderMeta): BookingNote[] {
  if (isTourMeta(meta)) return ['photo_id'];
  if (!isHotelMeta(meta)) return ['arrive_early', 'passport_validity', 'online_check_in'];
  return meta.details.manualConfirmation ? ['photo_id', 'manual_confirmation'] : ['photo_id'];
}

/** 'Oniru, Lagos, Nigeria' -> 'Lagos': the part before the country. */
function cityOf(address: string): string {
  const parts = address.split(',').map((part) => part.trim());
  return parts.length > 1 ? (parts[parts.length - 2] ?? '') : (parts[0] ?? '');
}

function tripOf(meta: OrderMeta): BookingView['trip'] {
  if (isHotelMeta(meta)) {
    const d = meta.details;
    return {
      kind: 'stay',
      accommodationId: d.accommodationId,
      name: d.name,
      address: d.location,
      city: cityOf(d.location),
      // Orders made before stays had zones began at 14:00 UTC.
      timeZone: meta.start.tz ?? 'UTC',
      checkIn: d.checkIn,
      checkOut: d.checkOut,
      nights: meta.nights ?? 1,
      guests: d.guests,
      manualConfirmation: d.manualConfirmation,
    };
  }
  if (isTourMeta(meta)) {
    const d = meta.details;
    return {
      kind: 'tour',
      packageId: d.packageId,
      name: d.name,
      operatorName: d.operatorName,
      destination: d.destination,
      country: d.country,
      startDate: d.startDate,
      endDate: d.endDate,
      duration: d.duration,
      travelers: d.travelers,
      timeZone: meta.start.tz ?? 'UTC',
    };
  }
  const d = meta.details;
  return {
    kind: 'flight',
    from: d.from,
    to: d.to,
    fromCity: d.fromCity,
    toCity: d.toCity,
    timeZone: meta.start.tz ?? 'UTC',
    airline: d.airline,
    cabinClass: d.cabinClass,
    slices: d.slices.map((slice) => ({
      ...slice,
      departure: slice.departure.slice(0, 16),
      arrival: slice.arrival.slice(0, 16),
    })),
    passengers: (meta.passengers ?? []).map((p) => ({
      title: p.title,
      givenName: p.given_name,
      familyName: p.family_name,
    })),
  };
}

function cancellationOf(order: Order, meta: OrderMeta): BookingView['cancellation'] {
  const { freeHours, lateFee, freeUntil } = cancellationPolicy({
    type: order.type as BookingView['type'],
    startsAt: new Date(meta.startsAt),
    policy: meta.policy,
  });
  return { freeHours, lateFee, freeUntil: freeUntil?.toISOString() ?? null };
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
    customerName: order.customerName,
    customerEmail: emailFor(order, access),
    emailMasked: access === 'link',
    trip: tripOf(meta),
    notes: notesOf(meta),
    cancellation: cancellationOf(order, meta),
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
  };
}

const at = (localTime: string) => localTime.replace('T', ' ');

/** The document's lines, in the booking's language, from the booking's data. */
function documentLines(view: BookingView, w: Wording): BookingDocument['lines'] {
  const trip = view.trip;
  if (trip.kind === 'stay') {
    return [
      { label: w.lines.property, value: trip.name },
      { label: w.lines.address, value: localizedAddress(trip.address, w.locale) },
      { label: w.lines.checkIn, value: trip.checkIn },
      { label: w.lines.checkOut, value: trip.checkOut },
      { label: w.lines.nights, value: String(trip.nights) },
      { label: w.lines.guests, value: String(trip.guests) },
      { label: w.lines.leadGuest, value: view.customerName ?? '' },
    ];
  }
  if (trip.kind === 'tour') {
    return [
      { label: w.lines.tour, value: trip.name },
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
  return [
    ...trip.slices.map((slice, i) => ({
      label: i === 0 ? w.lines.outbound : w.lines.return,
      value: `${slice.from} ${at(slice.departure)} -> ${slice.to} ${at(slice.arrival)} (${slice.flights.join(', ')})`,
    })),
    { label: w.lines.cabin, value: w.cabins[trip.cabinClass] ?? trip.cabinClass },
    ...trip.passengers.map((p, i) => ({
      label: w.lines.passenger(i + 1),
      value: `${w.titles[p.title] ?? p.title.toUpperCase()} ${p.givenName} ${p.familyName}`,
    })),
  ];
}

/** The booking's cancellation terms in the documents' words, with the exact deadline. */
function termsSentence(view: BookingView, w: Wording): string {
  const { freeUntil, lateFee } = view.cancellation;
  if (!freeUntil) return w.terms.nonRefundable;
  const trip = view.trip;
  const place = placeName(tripPlace(trip), w.locale);
  const deadline = w.terms.localTime(formatInZone(freeUntil, trip.timeZone, w.locale), place);
  const late =
    trip.kind === 'tour' && lateFee !== 'fare' ? w.terms.lateTour[lateFee] : w.terms.late[lateFee];
  return w.terms.freeUntil(deadline, late);
}

export function toBookingDocument(order: Order, access: BookingAccess = 'owner'): BookingDocument {
  const meta = metaOf(order);
  const view = toBookingView(order, access);
  const cancelled = order.orderStatus === 'canceled';
  const w = wordingOf(meta.language);
  // A cancelled booking's documents say what happened, never how to check in.
  const notes = cancelled
    ? []
    : [...view.notes.map((note) => w.notes[note]), termsSentence(view, w)];
  return {
    confirmationNumber: order.confirmationNumber ?? '',
    type: view.type,
    status: view.awaitingConfirmation ? AWAITING_CONFIRMATION : order.orderStatus,
    title: meta.title,
    customerName: order.customerName ?? '',
    customerEmail: view.customerEmail ?? '',
    lines: documentLines(view, w),
    start: meta.start,
    ...(meta.end ? { end: meta.end } : {}),
    ...(meta.location ? { location: localizedAddress(meta.location, meta.language) } : {}),
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
