import { z } from 'zod';

/** The booking a traveller is about to pay for, kept in local storage (spec 1 section 3). */
const PendingBookingSchema = z.object({
  type: z.enum(['flight', 'hotel', 'package']),
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

export const PENDING_BOOKING_KEY = 'pendingBooking';

export function savePendingBooking(booking: PendingBooking) {
  localStorage.setItem(PENDING_BOOKING_KEY, JSON.stringify(booking));
}

export function readPendingBooking(search: string = window.location.search): PendingBooking | null {
  const fromQuery = new URLSearchParams(search).get('booking');
  const raw = fromQuery ?? localStorage.getItem(PENDING_BOOKING_KEY);
  if (!raw) return null;
  // Whatever is stored (an older version, an edited address) is checked, never trusted.
  try {
    const parsed = PendingBookingSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
