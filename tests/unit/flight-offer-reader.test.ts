import { describe, expect, it } from 'vitest';
import {
  isoDurationMinutes,
  readFlightAnswer,
  readFlightOffer,
} from '../../src/domain/flight-offer-reader.ts';
import { DEFAULT_FLIGHT_VIEW } from '../../src/domain/flight-results.ts';
import { leanFlightOffer, withBothShapes, type FlightOffer } from '../../src/domain/flights.ts';
import { makeFlightOffer } from '../helpers/answers.ts';

const slice = {
  origin: { iataCode: 'LOS', cityName: 'Lagos' },
  destination: { iataCode: 'ACC', cityName: 'Accra' },
  departureDateTime: '2026-12-14T20:30:00+01:00',
  arrivalDateTime: '2026-12-14T20:30:00+00:00',
  duration: 'PT1H',
  durationMinutes: 60,
  stops: 0,
  layovers: [],
  arrivalDayOffset: 0,
  pricePerPassenger: '300.00',
  segments: [
    {
      airline: { name: 'Air Peace', code: 'P4' },
      flight_number: 'P4 7100',
      origin: { iataCode: 'LOS', cityName: 'Lagos' },
      destination: { iataCode: 'ACC', cityName: 'Accra' },
      departureDate: '2026-12-14',
      departureDateTime: '2026-12-14T20:30:00+01:00',
      arrivalDateTime: '2026-12-14T20:30:00+00:00',
      duration: 'PT1H',
      aircraft: 'Boeing 737',
      cabinClass: 'economy' as const,
    },
  ],
};
const whole: FlightOffer = makeFlightOffer('offer_1', {
  departure_date: slice.departureDateTime,
  arrival_date: slice.arrivalDateTime,
  departure_time: slice.departureDateTime,
  arrival_time: slice.arrivalDateTime,
  segments: [
    {
      origin: { code: 'LOS', city: 'Lagos' },
      destination: { code: 'ACC', city: 'Accra' },
      airline: { name: 'Air Peace', code: 'P4' },
      flight_number: 'P4 7100',
    },
  ],
  slices: [slice],
});

describe('the two offer shapes', () => {
  it('an offer without its shape (a) copies has them back as they were', () => {
    const lean = leanFlightOffer(whole);
    expect(lean).not.toHaveProperty('origin');
    expect(lean).not.toHaveProperty('price');
    expect(withBothShapes(lean)).toEqual(whole);
  });

  it('reads an offer of both shapes, of shape (b), and of shape (a) alone', () => {
    expect(readFlightOffer(whole)).toEqual(leanFlightOffer(whole));
    expect(readFlightOffer(leanFlightOffer(whole))).toEqual(leanFlightOffer(whole));
    const flat = readFlightOffer({
      id: 'a1',
      airlineName: 'ASKY Airlines',
      origin: 'ACC',
      destination: { code: 'LOS', city: 'Lagos' },
      departure_date: '2026-12-14T23:10:00+00:00',
      arrival_date: '2026-12-15T01:20:00+01:00',
      duration: 'PT1H10M',
      price: { amount: 99.5, currency: 'USD' },
      stops: 0,
    });
    expect(flat).toMatchObject({
      id: 'a1',
      airline: { name: 'ASKY Airlines' },
      totalAmount: '99.50',
      stops: 0,
      slices: [
        {
          origin: { iataCode: 'ACC', cityName: 'ACC' },
          destination: { iataCode: 'LOS', cityName: 'Lagos' },
          durationMinutes: 70,
          arrivalDayOffset: 1,
          segments: [{ airline: { name: 'ASKY Airlines' } }],
        },
      ],
    });
    expect(readFlightOffer({ id: 'x', origin: 'ACC' })).toBeNull();
    expect(readFlightOffer('offer')).toBeNull();
  });

  it('reads an older answer of every offer as one page of them, facets and badges made here', () => {
    const dearer = { ...whole, id: 'offer_2', totalAmount: '350.00' };
    const page = readFlightAnswer(
      { success: true, flights: [dearer, whole, { nonsense: true }] },
      DEFAULT_FLIGHT_VIEW,
    );
    expect(page).toMatchObject({
      total: 2,
      matching: 2,
      nextCursor: null,
      isLiveData: false,
      best: { cheapest: 'offer_1' },
      facets: { price: { min: '300.00', max: '350.00' } },
    });
    expect(page?.flights.map((o) => o.id)).toEqual(['offer_1', 'offer_2']);
    expect(readFlightAnswer({ flights: 'none' }, DEFAULT_FLIGHT_VIEW)).toBeNull();
  });

  it('reads ISO 8601 durations', () => {
    expect(isoDurationMinutes('PT5H30M')).toBe(330);
    expect(isoDurationMinutes('PT45M')).toBe(45);
    expect(isoDurationMinutes('P1DT2H')).toBe(1560);
    expect(isoDurationMinutes('5h')).toBeUndefined();
    expect(isoDurationMinutes('PT')).toBeUndefined();
  });
});
