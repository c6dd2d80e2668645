import { describe, expect, it } from 'vitest';
import { decodeStayRateId, type Accommodation } from '../../src/domain/accommodations.ts';
import type { FlightOffer, FlightSlice } from '../../src/domain/flights.ts';
import { completePackagePrice } from '../../src/domain/pricing.ts';
import {
  combinePackages,
  completePendingBooking,
  packageableHotels,
  stayOf,
  type PackageSearch,
} from '../../src/client/features/packages/complete-packages.ts';

function makeSlice(
  from: string,
  to: string,
  departureDateTime: string,
  arrivalDateTime: string,
  overrides: Partial<FlightSlice> = {},
): FlightSlice {
  const city = { LOS: 'Lagos', ACC: 'Accra' } as Record<string, string>;
  return {
    origin: { iataCode: from, cityName: city[from] ?? from },
    destination: { iataCode: to, cityName: city[to] ?? to },
    departureDateTime,
    arrivalDateTime,
    duration: 'PT1H',
    durationMinutes: 60,
    stops: 0,
    layovers: [],
    arrivalDayOffset: 0,
    pricePerPassenger: '300.00',
    segments: [],
    ...overrides,
  };
}

/** A LOS-ACC round trip: out on the 14th, back on the 17th unless told otherwise. */
function makeFlight(
  id: string,
  overrides: Partial<FlightOffer> & { arrive?: string; back?: string } = {},
): FlightOffer {
  const {
    arrive = '2026-12-14T20:30:00+00:00',
    back = '2026-12-17T21:20:00+00:00',
    ...rest
  } = overrides;
  return {
    id,
    isLiveData: false,
    expiresAt: '2026-12-01T10:30:00.000Z',
    airline: { name: 'Air Peace', code: 'P4' },
    airlineName: 'Air Peace',
    origin: { code: 'LOS', city: 'Lagos' },
    destination: { code: 'ACC', city: 'Accra' },
    departure_date: '2026-12-14',
    arrival_date: arrive.slice(0, 10),
    departure_time: '20:30',
    arrival_time: '20:30',
    duration: 'PT1H',
    durationMinutes: 60,
    stops: 0,
    price: { amount: '600.00', currency: 'USD' },
    totalAmount: '600.00',
    totalCurrency: 'USD',
    pricePerPassenger: '300.00',
    cabinClass: 'economy',
    passengers: 2,
    tripType: 'roundTrip',
    segments: [],
    slices: [
      makeSlice('LOS', 'ACC', '2026-12-14T20:30:00+01:00', arrive, { durationMinutes: 60 }),
      makeSlice('ACC', 'LOS', back, '2026-12-17T23:20:00+01:00'),
    ],
    ...rest,
  };
}

function makeHotel(id: number, overrides: Partial<Accommodation> = {}): Accommodation {
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
    images: [`/images/stays/hotel-${id}/1.svg`],
    amenities: [{ name: 'Free WiFi' }, { name: 'Swimming Pool' }],
    rating: '4.5',
    reviewCount: 10,
    cancellationPolicy: null,
    manualConfirmation: false,
    verified: true,
    timeZone: 'Africa/Accra',
    roomsLeft: 5,
    ...overrides,
  };
}

const search: PackageSearch = {
  from: 'LOS',
  to: 'ACC',
  city: 'Accra',
  country: 'Ghana',
  departDate: '2026-12-14',
  returnDate: '2026-12-17',
  guests: 2,
  rooms: 1,
};

describe('combining flights and stays into packages', () => {
  it('pairs the first 3 round trips with the first 2 stays, in the order the server gave', () => {
    const flights = ['f1', 'f2', 'f3', 'f4'].map((id) => makeFlight(id));
    const hotels = [1, 2, 3].map((id) => makeHotel(id));
    const packages = combinePackages(flights, hotels, search);
    expect(packages.map((p) => `${p.flight.id}+${p.hotel.id}`)).toEqual([
      'f1+1',
      'f1+2',
      'f2+1',
      'f2+2',
      'f3+1',
      'f3+2',
    ]);
    expect(new Set(packages.map((p) => p.key)).size).toBe(6);
  });

  it('leaves out one-way offers', () => {
    const oneWay = makeFlight('one-way', { tripType: 'oneWay' });
    oneWay.slices = oneWay.slices.slice(0, 1);
    const packages = combinePackages([oneWay, makeFlight('f1')], [makeHotel(1)], search);
    expect(packages.map((p) => p.flight.id)).toEqual(['f1']);
  });

  it('skips stays confirmed by hand, sold out for the rooms asked, or in another city', () => {
    const hotels = [
      makeHotel(1, { manualConfirmation: true }),
      makeHotel(2, { roomsLeft: 1 }),
      makeHotel(3, { city: 'Kumasi', location: 'Accra Road, Kumasi' }),
      makeHotel(4, { roomsLeft: 2 }),
      makeHotel(5, { roomsLeft: undefined }),
      makeHotel(6),
    ];
    expect(packageableHotels(hotels, { city: 'Accra', rooms: 2 }).map((h) => h.id)).toEqual([
      4, 5, 6,
    ]);
    const packages = combinePackages([makeFlight('f1')], hotels, { ...search, rooms: 2 });
    expect(packages.map((p) => p.hotel.id)).toEqual([4, 5]);
    // With one room, the last room of hotel 2 is enough.
    expect(packageableHotels(hotels, { city: 'Accra', rooms: 1 }).map((h) => h.id)).toEqual([
      2, 4, 5, 6,
    ]);
  });

  it('matches the city whatever its accents or case', () => {
    const lome = makeHotel(1, { city: 'Lomé' });
    expect(packageableHotels([lome], { city: 'LOME', rooms: 1 })).toEqual([lome]);
  });

  it('runs the stay from the outbound local arrival date to the return local departure date', () => {
    // Leaves late on the 14th, lands on the 15th where it lands: the stay starts on the 15th.
    const overnight = makeFlight('night', {
      arrive: '2026-12-15T05:10:00+00:00',
      back: '2026-12-18T09:00:00+00:00',
    });
    expect(stayOf(overnight)).toEqual({ checkIn: '2026-12-15', checkOut: '2026-12-18', nights: 3 });
    const [pkg] = combinePackages([overnight], [makeHotel(1)], search);
    expect(pkg).toMatchObject({ checkIn: '2026-12-15', checkOut: '2026-12-18', nights: 3 });
  });

  it('skips a flight that leaves no night between landing and the return', () => {
    const sameDay = makeFlight('same-day', {
      arrive: '2026-12-14T10:00:00+00:00',
      back: '2026-12-14T22:00:00+00:00',
    });
    expect(stayOf(sameDay)).toBeNull();
    const packages = combinePackages([sameDay, makeFlight('f2')], [makeHotel(1)], search);
    expect(packages.map((p) => p.flight.id)).toEqual(['f2']);
  });

  it('prices each package as the server does, with the 15% discount in whole dollars', () => {
    const flight = makeFlight('f1', { totalAmount: '610.04' });
    const hotel = makeHotel(1, { pricePerNight: '245.00' });
    const [pkg] = combinePackages([flight], [hotel], search);
    const expected = completePackagePrice({
      flightCents: 610_04,
      pricePerNight: '245.00',
      nights: 3,
      guests: 2,
    });
    expect(pkg!.price).toEqual(expected);
    // 610.04 + 245 x 3 nights x 2 guests = 2080.04; 15% = 312.006, so $312 off.
    expect(pkg!.price).toMatchObject({
      flightCents: 610_04,
      hotelCents: 1470_00,
      grossCents: 2080_04,
      discountCents: 312_00,
      totalCents: 1768_04,
    });
  });
});

describe('the pending booking of a package', () => {
  it('names the flight offer and the stay, and carries the subtotal before taxes', () => {
    const flight = makeFlight('b.off_1e2_P47199', { totalAmount: '610.04' });
    const hotel = makeHotel(74, {
      name: 'Flame Tree Beach Club',
      pricePerNight: '245.00',
      amenities: [{ name: 'Free WiFi' }, { name: 'Beach Access', verified: true }],
    });
    const [pkg] = combinePackages([flight], [hotel], { ...search, guests: 2, rooms: 1 });
    const booking = completePendingBooking(pkg!, {
      name: 'Accra: flight + 3 nights at Flame Tree Beach Club',
      destination: 'Accra, Ghana',
    });
    expect(booking).toMatchObject({
      type: 'package',
      offerId: 'complete_b.off_1e2_P47199',
      price: 1768.04,
      currency: 'USD',
      details: {
        kind: 'complete',
        name: 'Accra: flight + 3 nights at Flame Tree Beach Club',
        destination: 'Accra, Ghana',
        duration: 3,
        travelers: 2,
        rooms: 1,
        flightDetails: {
          from: 'LOS',
          to: 'ACC',
          departDate: '2026-12-14',
          returnDate: '2026-12-17',
          passengers: 2,
          airline: 'Air Peace',
          departTime: '20:30',
          arriveTime: '20:30',
          duration: '1h',
          stops: 0,
        },
        hotelDetails: {
          name: 'Flame Tree Beach Club',
          location: 'Osu, Accra, Ghana',
          checkIn: '2026-12-14',
          checkOut: '2026-12-17',
          guests: 2,
          rating: '4.5',
          amenities: ['Free WiFi', 'Beach Access'],
        },
        priceBreakdown: { flight: 610.04, hotel: 1470, discount: 312 },
      },
    });
    expect(decodeStayRateId(booking.rateId!)).toEqual({
      accommodationId: 74,
      checkIn: '2026-12-14',
      checkOut: '2026-12-17',
      guests: 2,
    });
  });

  it('books the stay the flight leaves room for, not the searched dates', () => {
    const overnight = makeFlight('night', {
      arrive: '2026-12-15T05:10:00+00:00',
      back: '2026-12-17T21:20:00+00:00',
    });
    const [pkg] = combinePackages([overnight], [makeHotel(9)], { ...search, guests: 3, rooms: 2 });
    const booking = completePendingBooking(pkg!, { name: 'n', destination: 'd' });
    expect(decodeStayRateId(booking.rateId!)).toEqual({
      accommodationId: 9,
      checkIn: '2026-12-15',
      checkOut: '2026-12-17',
      guests: 3,
    });
    expect(booking.details).toMatchObject({ duration: 2, travelers: 3, rooms: 2 });
    expect(booking.details.flightDetails).toMatchObject({
      departDate: '2026-12-14',
      passengers: 3,
    });
  });
});
