import type { BookingView } from '../../src/domain/booking-view.ts';

/** A confirmed two-night stay as the booking pages read it, paid by card; `overrides` change it. */
export function stayBookingView(overrides: Partial<BookingView> = {}): BookingView {
  return {
    bookingId: 'b-1',
    confirmationNumber: 'HO-ABCD2345',
    type: 'hotel',
    status: 'confirmed',
    awaitingConfirmation: false,
    paymentStatus: 'succeeded',
    title: 'Labadi Palms',
    customerName: 'Ama',
    customerEmail: 'ama@example.com',
    emailMasked: false,
    trip: {
      kind: 'stay',
      accommodationId: 12,
      name: 'Labadi Palms',
      address: 'Labadi, Accra, Ghana',
      city: 'Accra',
      timeZone: 'Africa/Accra',
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      nights: 2,
      guests: 1,
      manualConfirmation: false,
    },
    notes: ['photo_id'],
    cancellation: { freeHours: 24, lateFee: 'first_night', freeUntil: '2026-11-30T14:00:00.000Z' },
    subtotalCents: 40_000,
    taxesCents: 4_000,
    totalCents: 44_000,
    currency: 'USD',
    cardLast4: '4242',
    refundCents: null,
    refundPending: false,
    cancellationFeeCents: null,
    startsAt: '2026-12-01T14:00:00Z',
    holdExpiresAt: null,
    createdAt: null,
    ...overrides,
  };
}
