/** Spec 1's local-storage key for the booking a traveller is about to pay for. */
export const PENDING_BOOKING_KEY = 'pendingBooking';

/**
 * Whether a booking waits to be checked out, in the address or on this device, without reading
 * it (pending-booking.ts checks it): cheap enough for the first load, which this file is part of.
 */
export function bookingWaits(): boolean {
  if (typeof window === 'undefined') return false;
  return (
    new URLSearchParams(window.location.search).has('booking') ||
    localStorage.getItem(PENDING_BOOKING_KEY) !== null
  );
}
