import { describe, expect, it } from 'vitest';
import type { TourPackage } from '../../../domain/tours.ts';
import {
  EMPTY_TOUR_BOOKING,
  groupSizeOf,
  missesRequired,
  placesShort,
  schemaValues,
  tourBookingSchema,
  tourPendingBooking,
} from './tour-booking.ts';

const tour: TourPackage = {
  id: 7,
  operatorId: 1,
  operatorName: 'Kakum Canopy Trails',
  destination: 'Cape Coast',
  country: 'Ghana',
  name: 'Cape Coast and Elmina Castles',
  description: 'Two castles.',
  duration: 1,
  pricePerPerson: '85.50',
  maxGroupSize: 16,
  inclusions: ['Lunch'],
  exclusions: ['Tips'],
  itinerary: [],
  difficulty: 'easy',
  category: 'heritage',
  imageUrl: '',
  images: [],
  nextDeparture: '2030-01-10',
};
const departures = [
  { startDate: '2030-01-10', placesLeft: 2 },
  { startDate: '2030-01-12', placesLeft: 20 },
];
const filled = {
  ...EMPTY_TOUR_BOOKING,
  customerName: ' Ama Mensah ',
  customerEmail: 'ama@example.com',
  travelers: '3',
  startDate: '2030-01-12',
};

describe('the tour booking form', () => {
  it('needs a name, an e-mail and a date', () => {
    expect(missesRequired(EMPTY_TOUR_BOOKING)).toBe(true);
    expect(missesRequired(filled)).toBe(false);
  });

  it('refuses a group outside 1 to the package maximum instead of replacing it', () => {
    const schema = tourBookingSchema(tour, departures);
    expect(schema.safeParse(schemaValues(filled)).success).toBe(true);
    for (const travelers of ['0', '17', '2.5', '']) {
      expect(schema.safeParse(schemaValues({ ...filled, travelers })).success).toBe(false);
      expect(groupSizeOf({ ...filled, travelers }, 16)).toBeNull();
    }
    expect(groupSizeOf(filled, 16)).toBe(3);
  });

  it('refuses a date that is not a departure, and a group larger than the places left', () => {
    const schema = tourBookingSchema(tour, departures);
    expect(schema.safeParse(schemaValues({ ...filled, startDate: '2030-01-11' })).success).toBe(
      false,
    );
    expect(placesShort({ ...filled, startDate: '2030-01-10' }, departures, 3)).toBe(2);
    expect(placesShort(filled, departures, 3)).toBeNull();
  });

  it('stores the spec pending booking: tour_<id>, the details and price x travellers', () => {
    const booking = tourPendingBooking(tour, filled);
    expect(booking).toMatchObject({
      type: 'package',
      offerId: 'tour_7',
      price: 256.5,
      currency: 'USD',
      details: {
        name: tour.name,
        destination: 'Cape Coast, Ghana',
        travelers: 3,
        preferredDate: '2030-01-12',
        operatorName: 'Kakum Canopy Trails',
        customerName: 'Ama Mensah',
        customerPhone: '',
      },
    });
  });
});
