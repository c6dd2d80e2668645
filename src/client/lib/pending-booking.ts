import { z } from 'zod';
import type { BookingView } from '../../domain/booking-view.ts';
import { PENDING_BOOKING_KEY } from './pending-booking-key.ts';

/**
 * The kinds the orders keep, checked against BookingView's by the compiler (a kind added there
 * fails here until it is listed) without loading the booking schemas on every search page.
 * src/client/products/ says which product each pending booking is.
 */
const BOOKING_TYPES = {
  flight: 'flight',
  hotel: 'hotel',
  package: 'package',
} as const satisfies { [T in BookingView['type']]: T };

/** The booking a traveller is about to pay for, kept in local storage (spec 1 section 3). */
const PendingBookingSchema = z.object({
  type: z.enum(BOOKING_TYPES),
  offerId: z.string().optional(),
  rateId: z.string().optional(),
  details: z.record(z.string(), z.unknown()),
  price: z.number().nonnegative(),
  currency: z.string(),
  customerData: z
    .object({
      guestName: z.string(),
      guestEmail: z.string(),
      guests: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
    })
    .optional(),
  passengers: z.array(z.unknown()).optional(),
});
export type PendingBooking = z.infer<typeof PendingBookingSchema>;

export function savePendingBooking(booking: PendingBooking) {
  localStorage.setItem(PENDING_BOOKING_KEY, JSON.stringify(booking));
}

export function readPendingBooking(search: string = window.location.search): PendingBooking | null {
  return loadPendingBooking(search).booking;
}

/**
 * The pending booking, and whether one was there but could not be read: whatever is stored (an
 * older version, an edited address) is checked, never trusted, and a damaged one is dropped.
 */
export function loadPendingBooking(search: string = window.location.search): {
  booking: PendingBooking | null;
  damaged: boolean;
} {
  const fromQuery = new URLSearchParams(search).get('booking');
  const raw = fromQuery ?? localStorage.getItem(PENDING_BOOKING_KEY);
  if (!raw) return { booking: null, damaged: false };
  let parsed: ReturnType<typeof PendingBookingSchema.safeParse> | null = null;
  try {
    parsed = PendingBookingSchema.safeParse(JSON.parse(raw));
  } catch {
    parsed = null;
  }
  if (parsed?.success) return { booking: parsed.data, damaged: false };
  if (fromQuery === null) localStorage.removeItem(PENDING_BOOKING_KEY);
  return { booking: null, damaged: true };
}
