import type { Accommodation } from '../../src/domain/accommodations.ts';
import type { FlightOffer } from '../../src/domain/flights.ts';

/** Answers as the server sends them, for client code that now reads them with their schema. */

/** A one-way LOS-ACC offer with no segments. */
export function makeFlightOffer(id: string, overrides: Partial<FlightOffer> = {}): FlightOffer {
  return {
    id,
    isLiveData: false,
    expiresAt: '2026-12-01T10:30:00.000Z',
    airline: { name: 'Air Peace', code: 'P4' },
    airlineName: 'Air Peace',
    origin: { code: 'LOS', city: 'Lagos' },
    destination: { code: 'ACC', city: 'Accra' },
    departure_date: '2026-12-14',
    arrival_date: '2026-12-14',
    departure_time: '20:30',
    arrival_time: '20:30',
    duration: 'PT1H',
    durationMinutes: 60,
    stops: 0,
    price: { amount: '300.00', currency: 'USD' },
    totalAmount: '300.00',
    totalCurrency: 'USD',
    pricePerPassenger: '300.00',
    cabinClass: 'economy',
    passengers: 1,
    tripType: 'oneWay',
    segments: [],
    slices: [],
    ...overrides,
  };
}

/** A stay in Accra at $100 a night. */
export function makeStay(id: number, overrides: Partial<Accommodation> = {}): Accommodation {
  return {
    id,
    name: `Hotel ${id}`,
    description: null,
    location: 'Osu, Accra',
    city: 'Accra',
    country: 'Ghana',
    propertyType: 'Hotel',
    pricePerNight: '100.00',
    imageUrl: null,
    images: [],
    amenities: [],
    rating: null,
    reviewCount: 0,
    cancellationPolicy: null,
    manualConfirmation: false,
    verified: true,
    timeZone: 'Africa/Accra',
    ...overrides,
  };
}
