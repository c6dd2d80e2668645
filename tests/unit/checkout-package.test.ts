import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../src/client/locales/en.json';
import fr from '../../src/client/locales/fr.json';
import checkoutEn from '../../src/client/locales/checkout.en.json';
import checkoutFr from '../../src/client/locales/checkout.fr.json';
import flightsEn from '../../src/client/locales/flights.en.json';
import flightsFr from '../../src/client/locales/flights.fr.json';
import type { PendingBooking } from '../../src/client/lib/pending-booking.ts';
import {
  buildSessionBody,
  checkDraft,
  initialDraft,
  isCompletePackage,
  passengerCount,
  type CheckoutDraft,
} from '../../src/client/features/checkout/checkout-form.ts';
import { BookingSummary } from '../../src/client/features/checkout/components/booking-summary.tsx';
import { CheckoutSessionBody } from '../../src/domain/checkout.ts';

/** A flight + hotel package as the packages screen stores it (spec 1 section 3). */
function makeCompletePackage(overrides: Partial<PendingBooking['details']> = {}): PendingBooking {
  return {
    type: 'package',
    offerId: 'complete_b.DSS-ACC.1.12345.sig',
    rateId: 'stay_12_2026-12-20_2026-12-23_3',
    details: {
      kind: 'complete',
      name: 'Accra: flight + Labadi Palms',
      destination: 'Accra',
      duration: 3,
      travelers: 3,
      rooms: 2,
      flightDetails: {
        from: 'DSS',
        to: 'ACC',
        departDate: '2026-12-20',
        returnDate: '2026-12-23',
        passengers: 3,
        airline: 'Teranga Air',
        departTime: '08:10',
        arriveTime: '10:25',
        duration: '2h 15m',
        stops: 0,
      },
      hotelDetails: {
        name: 'Labadi Palms',
        location: 'Labadi, Accra, Ghana',
        checkIn: '2026-12-20',
        checkOut: '2026-12-23',
        guests: 3,
        rating: 4.5,
        amenities: ['Pool'],
      },
      ...overrides,
    },
    price: 1_870,
    currency: 'USD',
  };
}

const tour: PendingBooking = {
  type: 'package',
  offerId: 'tour_12',
  details: {
    name: 'A Day on Gorée Island',
    destination: 'Dakar',
    travelers: 3,
    preferredDate: '2026-12-14',
    customerName: 'Awa Diop',
    customerEmail: 'awa@example.com',
  },
  price: 165,
  currency: 'USD',
};

const today = '2026-11-21';

function filledDraft(booking: PendingBooking): CheckoutDraft {
  const draft = initialDraft(booking);
  const people = [
    { title: 'ms', given_name: 'Aissatou', family_name: 'Diallo', born_on: '1988-04-12' },
    { title: 'mr', given_name: 'Moussa', family_name: 'Diallo', born_on: '1985-01-30' },
    { title: 'miss', given_name: 'Fatou', family_name: 'Diallo', born_on: '2015-06-02' },
  ] as const;
  return {
    ...draft,
    customerName: 'Aissatou Diallo',
    customerEmail: 'aissatou@example.com',
    customerPhone: '+221 77 123 4567',
    passengers: draft.passengers.map((p, i) => ({
      ...p,
      ...people[i]!,
      gender: i === 1 ? 'm' : 'f',
    })),
  };
}

describe('checkout of a flight + hotel package', () => {
  it('asks for one traveller per package traveller, as a flight does', () => {
    const booking = makeCompletePackage();
    expect(isCompletePackage(booking)).toBe(true);
    expect(passengerCount(booking)).toBe(3);
    expect(initialDraft(booking).passengers).toHaveLength(3);
    expect(passengerCount(makeCompletePackage({ travelers: 1 }))).toBe(1);
    // Beyond what a package takes, or unreadable: one traveller, and the server says the rest.
    expect(passengerCount(makeCompletePackage({ travelers: 7 }))).toBe(1);
    expect(passengerCount(makeCompletePackage({ travelers: 'two' }))).toBe(1);
  });

  it('sends its flight offer, its stay, its rooms and its passengers, the lead at the contact', () => {
    const booking = makeCompletePackage();
    const body = buildSessionBody(booking, filledDraft(booking));
    expect(body).toEqual({
      amount: 2_057,
      currency: 'USD',
      type: 'package',
      offerId: 'complete_b.DSS-ACC.1.12345.sig',
      rateId: 'stay_12_2026-12-20_2026-12-23_3',
      rooms: 2,
      customerName: 'Aissatou Diallo',
      customerEmail: 'aissatou@example.com',
      customerPhone: '+221 77 123 4567',
      passengers: [
        {
          title: 'ms',
          given_name: 'Aissatou',
          family_name: 'Diallo',
          born_on: '1988-04-12',
          gender: 'f',
          email: 'aissatou@example.com',
          phone_number: '+221 77 123 4567',
        },
        {
          title: 'mr',
          given_name: 'Moussa',
          family_name: 'Diallo',
          born_on: '1985-01-30',
          gender: 'm',
        },
        {
          title: 'miss',
          given_name: 'Fatou',
          family_name: 'Diallo',
          born_on: '2015-06-02',
          gender: 'f',
        },
      ],
    });
    expect(CheckoutSessionBody.safeParse(body).success).toBe(true);
    expect(checkDraft(booking, filledDraft(booking), today)).toEqual({});
  });

  it('sends one room when the package names none', () => {
    const booking = makeCompletePackage({ rooms: undefined });
    expect(buildSessionBody(booking, filledDraft(booking)).rooms).toBe(1);
  });

  it("checks each traveller's fields and the lead's contact as for a flight", () => {
    const booking = makeCompletePackage();
    const draft = filledDraft(booking);
    draft.customerPhone = '';
    draft.passengers[2] = { ...draft.passengers[2]!, family_name: '', born_on: '2030-01-01' };
    expect(checkDraft(booking, draft, today)).toEqual({
      customerPhone: 'required',
      'passengers.2.family_name': 'required',
      'passengers.2.born_on': 'past',
    });
  });

  it('leaves a tour package as it was: its departure and group, no passengers, stay or rooms', () => {
    expect(isCompletePackage(tour)).toBe(false);
    expect(passengerCount(tour)).toBe(0);
    const draft = initialDraft(tour);
    expect(draft.passengers).toEqual([]);
    expect(buildSessionBody(tour, draft)).toEqual({
      amount: 181.5,
      currency: 'USD',
      type: 'package',
      offerId: 'tour_12',
      customerName: 'Awa Diop',
      customerEmail: 'awa@example.com',
      startDate: '2026-12-14',
      travelers: 3,
    });
    expect(checkDraft(tour, draft, today)).toEqual({});
  });
});

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  resources: {
    en: { translation: { ...en, checkout: checkoutEn, flights: flightsEn } },
    fr: { translation: { ...fr, checkout: checkoutFr, flights: flightsFr } },
  },
  lng: 'en',
  interpolation: { escapeValue: false },
});

describe('the booking summary of a flight + hotel package', () => {
  async function summaryIn(language: 'en' | 'fr') {
    await i18n.changeLanguage(language);
    // The summary reads the booking's terms from the server: here they are still loading.
    const html = renderToStaticMarkup(
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(
          I18nextProvider,
          { i18n },
          createElement(BookingSummary, { booking: makeCompletePackage() }),
        ),
      ),
    );
    return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  }

  it('shows the flight, the hotel and the package discount', async () => {
    const text = await summaryIn('en');
    expect(text).toContain('Flight Route DSS → ACC Airline Teranga Air');
    expect(text).toContain('Passengers 3');
    expect(text).toContain('Stay Hotel Labadi Palms');
    expect(text).toContain('Nights 3 Guests 3 Rooms 2');
    expect(text).toContain('15% less than booked apart');
    expect(text).toContain('$2,057.00');
  });

  it('in French too', async () => {
    const text = await summaryIn('fr');
    expect(text).toContain('Vol Trajet DSS → ACC');
    expect(text).toContain('Séjour Hôtel Labadi Palms');
    expect(text).toContain('Chambres 2');
    expect(text).toContain('15 % de moins que réservés séparément');
  });
});
