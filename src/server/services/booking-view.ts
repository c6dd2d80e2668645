import { formatAmount } from '../../domain/pricing.ts';
import type { duffelBookings } from '../db/schema/index.ts';
import type { BookingDocument } from './documents/booking-document.ts';
import { isHotelMeta, type OrderMeta } from '../../domain/orders.ts';
import { metaOf } from './order-meta.ts';

type Order = typeof duffelBookings.$inferSelect;

const FLIGHT_NOTES = [
  'Arrive at the airport 3 hours before international flights.',
  'Your passport must be valid for at least 6 months after your travel dates.',
  'Online check-in opens 24 hours before departure.',
];

function notesOf(order: Order, meta: OrderMeta): string[] {
  if (order.type === 'flight') return FLIGHT_NOTES;
  const notes = ['Bring a photo ID or passport for check-in.'];
  if (isHotelMeta(meta) && meta.details.manualConfirmation) {
    notes.push('This property confirms bookings by hand: confirmation takes 24-48 hours.');
  }
  if (meta.policy) notes.push(`Cancellation policy: ${meta.policy}`);
  return notes;
}

function linesOf(order: Order, meta: OrderMeta): { label: string; value: string }[] {
  if (isHotelMeta(meta)) {
    const d = meta.details;
    return [
      { label: 'Property', value: d.name },
      { label: 'Address', value: d.location },
      { label: 'Check-in', value: d.checkIn },
      { label: 'Check-out', value: d.checkOut },
      { label: 'Nights', value: String(meta.nights ?? '') },
      { label: 'Guests', value: String(d.guests) },
      { label: 'Lead guest', value: order.customerName ?? '' },
    ];
  }
  const d = meta.details;
  const slices = d.slices;
  return [
    ...slices.map((slice, i) => ({
      label: i === 0 ? 'Outbound' : 'Return',
      value: `${slice.from} ${slice.departure.slice(0, 16).replace('T', ' ')} -> ${slice.to} ${slice.arrival.slice(0, 16).replace('T', ' ')} (${slice.flights.join(', ')})`,
    })),
    { label: 'Cabin', value: d.cabinClass.replace('_', ' ') },
    ...(meta.passengers ?? []).map((p, i) => ({
      label: `Passenger ${i + 1}`,
      value: `${p.title.toUpperCase()} ${p.given_name} ${p.family_name}`,
    })),
  ];
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
 * The booking as the success page, the lookup page and the documents show it. Asked for by its
 * id alone, the e-mail address is masked: the id shows a booking, it does not unlock it.
 */
export function toBookingView(order: Order, access: BookingAccess = 'owner') {
  const meta = metaOf(order);
  return {
    bookingId: order.sessionId,
    confirmationNumber: order.confirmationNumber,
    type: order.type,
    status: order.orderStatus,
    paymentStatus: order.paymentStatus,
    title: meta.title,
    customerName: order.customerName,
    customerEmail: emailFor(order, access),
    emailMasked: access === 'link',
    details: meta.details,
    lines: linesOf(order, meta),
    notes: notesOf(order, meta),
    subtotal: formatAmount(meta.subtotalCents),
    taxes: formatAmount(meta.taxesCents),
    total: formatAmount(meta.totalCents),
    currency: order.currency,
    cardLast4: meta.last4 ?? null,
    refund: meta.refundCents === undefined ? null : formatAmount(meta.refundCents),
    /** True while a refund is owed and the payment provider has not taken it yet. */
    refundPending: meta.refundStatus === 'owed',
    cancellationFee: meta.feeCents === undefined ? null : formatAmount(meta.feeCents),
    startsAt: meta.startsAt,
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    createdAt: order.createdAt?.toISOString() ?? null,
  };
}

export type BookingView = ReturnType<typeof toBookingView>;

export function toBookingDocument(order: Order, access: BookingAccess = 'owner'): BookingDocument {
  const meta = metaOf(order);
  const view = toBookingView(order, access);
  return {
    confirmationNumber: order.confirmationNumber ?? '',
    type: order.type as BookingDocument['type'],
    status: order.orderStatus,
    title: meta.title,
    customerName: order.customerName ?? '',
    customerEmail: view.customerEmail ?? '',
    lines: view.lines,
    start: meta.start,
    ...(meta.end ? { end: meta.end } : {}),
    ...(meta.location ? { location: meta.location } : {}),
    subtotal: view.subtotal,
    taxes: view.taxes,
    total: view.total,
    currency: order.currency,
    notes: view.notes,
    createdAt: (order.createdAt ?? new Date()).toISOString(),
  };
}
