/** The booking a traveller is about to pay for, kept in local storage (spec 1 section 3). */
export type PendingBooking = {
  type: 'flight' | 'hotel' | 'package';
  offerId?: string;
  rateId?: string;
  details: Record<string, unknown>;
  price: number;
  currency: string;
  customerData?: {
    guestName: string;
    guestEmail: string;
    guests: { id: string; name: string; email: string }[];
  };
  passengers?: unknown[];
};

export const PENDING_BOOKING_KEY = 'pendingBooking';

export function savePendingBooking(booking: PendingBooking) {
  localStorage.setItem(PENDING_BOOKING_KEY, JSON.stringify(booking));
}

export function readPendingBooking(search: string = window.location.search): PendingBooking | null {
  const fromQuery = new URLSearchParams(search).get('booking');
  const raw = fromQuery ?? localStorage.getItem(PENDING_BOOKING_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as PendingBooking;
    return parsed && typeof parsed === 'object' && 'type' in parsed ? parsed : null;
  } catch {
    return null;
  }
}
