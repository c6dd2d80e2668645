import { describe, expect, it } from 'vitest';
import type { BookingView } from '../../../../domain/booking-view.ts';
import { splitTrips, tripStartDate } from './trips.ts';

function makeStay(checkIn: string, overrides: Partial<BookingView> = {}): BookingView {
  return {
    bookingId: `stay-${checkIn}`,
    confirmationNumber: 'HO-ABCDEFGH',
    type: 'hotel',
    status: 'confirmed',
    awaitingConfirmation: false,
    paymentStatus: 'succeeded',
    title: 'Hotel',
    customerName: 'Ama Mensah',
    customerEmail: 'ama@example.com',
    emailMasked: false,
    trip: {
      kind: 'stay',
      accommodationId: 1,
      name: 'Hotel',
      checkIn,
      checkOut: checkIn,
      guests: 1,
      manualConfirmation: false,
      address: 'Accra',
      city: 'Accra',
      timeZone: 'Africa/Accra',
      nights: 1,
    },
    notes: [],
    cancellation: { freeHours: 24, lateFee: 'first_night', freeUntil: null },
    currency: 'USD',
    subtotalCents: 10_000,
    taxesCents: 1_000,
    totalCents: 11_000,
    cardLast4: '4242',
    refundCents: null,
    refundPending: false,
    cancellationFeeCents: null,
    startsAt: `${checkIn}T14:00:00.000Z`,
    holdExpiresAt: null,
    createdAt: null,
    ...overrides,
  };
}

function makeFlight(departure: string): BookingView {
  return makeStay('2000-01-01', {
    bookingId: `flight-${departure}`,
    type: 'flight',
    trip: {
      kind: 'flight',
      from: 'LOS',
      to: 'ACC',
      fromCity: 'Lagos',
      toCity: 'Accra',
      airline: 'Teranga Air',
      cabinClass: 'economy',
      timeZone: 'Africa/Lagos',
      slices: [
        {
          from: 'LOS',
          to: 'ACC',
          departure,
          arrival: departure,
          stops: 0,
          flights: ['TA100'],
        },
      ],
      passengers: [],
    },
  });
}

/** A flight + hotel package: its flight leaves late the evening before its stay begins. */
function makePackage(departure: string, checkIn: string): BookingView {
  const flight = makeFlight(departure).trip;
  const stay = makeStay(checkIn).trip;
  if (flight.kind !== 'flight' || stay.kind !== 'stay') throw new Error('unexpected trip');
  const { kind: _flight, ...flightPart } = flight;
  const { kind: _stay, ...stayPart } = stay;
  return makeStay('2000-01-01', {
    bookingId: `package-${departure}`,
    type: 'package',
    trip: {
      kind: 'package',
      flight: flightPart,
      stay: stayPart,
      rooms: 1,
      travelers: 1,
      discountCents: 3_000,
      timeZone: flight.timeZone,
    },
  });
}

describe('trips', () => {
  it('starts a stay at check-in and a flight at its first departure, in local time', () => {
    expect(tripStartDate(makeStay('2026-05-02'))).toBe('2026-05-02');
    expect(tripStartDate(makeFlight('2026-05-03T23:30'))).toBe('2026-05-03');
  });

  it("starts a flight + hotel package at its flight's departure", () => {
    expect(tripStartDate(makePackage('2026-05-03T23:30', '2026-05-04'))).toBe('2026-05-03');
  });

  it('puts trips from today on as upcoming, soonest first, and the rest as past, latest first', () => {
    const today = '2026-05-10';
    const { upcoming, past } = splitTrips(
      [
        makeStay('2026-06-01'),
        makeStay('2026-05-09'),
        makeFlight('2026-05-10T06:00'),
        makeStay('2026-05-20', { status: 'canceled' }),
        makeStay('2026-04-01'),
      ],
      today,
    );
    expect(upcoming.map((v) => v.bookingId)).toEqual([
      'flight-2026-05-10T06:00',
      'stay-2026-06-01',
    ]);
    expect(past.map((v) => v.bookingId)).toEqual([
      'stay-2026-05-20',
      'stay-2026-05-09',
      'stay-2026-04-01',
    ]);
  });
});
