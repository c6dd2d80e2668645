import { describe, expect, it } from 'vitest';
import { frenchOf, localizedAddress, placeName } from '../../src/domain/place-names.ts';
import { readPendingBooking, type PendingBooking } from '../../src/client/lib/pending-booking.ts';
import {
  cardDigits,
  checkCard,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from '../../src/client/features/checkout/card.ts';
import { previewCancellation } from '../../src/client/features/checkout/cancellation-preview.ts';
import type { BookingView } from '../../src/domain/booking-view.ts';
import {
  buildSessionBody,
  checkDraft,
  hasNameAndEmail,
  initialDraft,
  totalsOf,
  type CheckoutDraft,
} from '../../src/client/features/checkout/checkout-form.ts';
import {
  formatCountdown,
  holdDeadline,
  minutesLeft,
} from '../../src/client/features/checkout/hold-countdown.ts';
import { CheckoutSessionBody } from '../../src/domain/checkout.ts';
import { formatMoney, formatRating } from '../../src/domain/format.ts';
import { stayBookingView } from '../helpers/booking-views.ts';

const hotel: PendingBooking = {
  type: 'hotel',
  rateId: 'stay_12_2026-12-01_2026-12-03_2',
  details: { name: 'Labadi Palms', checkIn: '2026-12-01', checkOut: '2026-12-03', guests: 2 },
  price: 400,
  currency: 'USD',
  customerData: {
    guestName: 'Ama Mensah',
    guestEmail: 'ama@example.com',
    guests: [{ id: 'guest-1', name: 'Ama Mensah', email: 'ama@example.com' }],
  },
};

const flight: PendingBooking = {
  type: 'flight',
  offerId: 'b.LOS-ACC.1.12345.sig',
  details: { from: 'LOS', to: 'ACC', departDate: '2026-12-10', passengers: 2 },
  price: 312.5,
  currency: 'USD',
  passengers: [],
};

const today = '2026-11-21';

function filledFlightDraft(): CheckoutDraft {
  const draft = initialDraft(flight);
  return {
    ...draft,
    customerName: ' Aissatou Diallo ',
    customerEmail: 'aissatou@example.com',
    customerPhone: '+221 77 123 4567',
    passengers: [
      {
        ...draft.passengers[0]!,
        title: 'ms',
        given_name: 'Aissatou',
        family_name: 'Diallo',
        born_on: '1988-04-12',
        gender: 'f',
      },
      {
        ...draft.passengers[1]!,
        title: 'mr',
        given_name: 'Moussa',
        family_name: 'Diallo',
        born_on: '1985-01-30',
        gender: 'm',
      },
    ],
  };
}

describe('checkout form', () => {
  it('starts with only what the traveller typed: the hotel guest, no invented passengers', () => {
    expect(initialDraft(hotel)).toMatchObject({
      customerName: 'Ama Mensah',
      customerEmail: 'ama@example.com',
      customerPhone: '',
      passengers: [],
    });
    const draft = initialDraft(flight);
    expect(draft.customerName).toBe('');
    expect(draft.passengers).toHaveLength(2);
    expect(draft.passengers.every((p) => p.given_name === '' && p.title === '')).toBe(true);
  });

  it('charges the total with taxes and fees', () => {
    expect(totalsOf(hotel)).toEqual({
      subtotalCents: 40_000,
      taxesCents: 4_000,
      totalCents: 44_000,
    });
    expect(buildSessionBody(hotel, initialDraft(hotel))).toEqual({
      amount: 440,
      currency: 'USD',
      type: 'hotel',
      rateId: hotel.rateId,
      customerName: 'Ama Mensah',
      customerEmail: 'ama@example.com',
      guests: [{ name: 'Ama Mensah', email: 'ama@example.com' }],
    });
    expect(buildSessionBody(flight, filledFlightDraft()).amount).toBe(343.75);
  });

  it('sends a tour package with its departure and group, and the details typed in its dialog', () => {
    const tour = {
      type: 'package' as const,
      offerId: 'tour_12',
      details: {
        name: 'A Day on Gorée Island',
        destination: 'Dakar',
        travelers: 3,
        preferredDate: '2026-12-14',
        customerName: 'Awa Diop',
        customerEmail: 'awa@example.com',
        customerPhone: '+221 77 123 45 67',
      },
      price: 165,
      currency: 'USD',
    };
    const draft = initialDraft(tour);
    expect(draft).toMatchObject({
      customerName: 'Awa Diop',
      customerEmail: 'awa@example.com',
      customerPhone: '+221 77 123 45 67',
    });
    expect(buildSessionBody(tour, draft)).toMatchObject({
      type: 'package',
      offerId: 'tour_12',
      startDate: '2026-12-14',
      travelers: 3,
      amount: 181.5,
    });
  });

  it('needs a name and an e-mail before the button works', () => {
    expect(hasNameAndEmail(initialDraft(hotel))).toBe(true);
    expect(hasNameAndEmail(initialDraft(flight))).toBe(false);
  });

  it('sends one passenger per traveller, the lead reached at the customer contact', () => {
    const body = buildSessionBody(flight, filledFlightDraft());
    expect(body.customerName).toBe('Aissatou Diallo');
    expect(body.passengers).toEqual([
      {
        type: 'adult',
        title: 'ms',
        given_name: 'Aissatou',
        family_name: 'Diallo',
        born_on: '1988-04-12',
        gender: 'f',
        email: 'aissatou@example.com',
        phone_number: '+221 77 123 4567',
      },
      {
        type: 'adult',
        title: 'mr',
        given_name: 'Moussa',
        family_name: 'Diallo',
        born_on: '1985-01-30',
        gender: 'm',
      },
    ]);
    expect(CheckoutSessionBody.safeParse(body).success).toBe(true);
    expect(checkDraft(flight, filledFlightDraft(), today)).toEqual({});
  });

  it('names each field that is wrong, and the customer phone when the lead shares it', () => {
    const draft = filledFlightDraft();
    draft.customerPhone = '';
    draft.customerEmail = 'not-an-email';
    draft.passengers[1] = {
      ...draft.passengers[1]!,
      title: '',
      given_name: ' ',
      born_on: '2030-01-01',
    };
    expect(checkDraft(flight, draft, today)).toEqual({
      customerEmail: 'email',
      customerPhone: 'required',
      'passengers.1.title': 'choose',
      'passengers.1.given_name': 'required',
      'passengers.1.born_on': 'past',
    });
    draft.leadUsesContact = false;
    draft.customerEmail = 'a@example.com';
    expect(checkDraft(flight, draft, today)).toMatchObject({
      'passengers.0.email': 'required',
      'passengers.0.phone_number': 'required',
    });
    expect(checkDraft(hotel, { ...initialDraft(hotel), customerPhone: 'abc' }, today)).toEqual({
      customerPhone: 'phone',
    });
  });
});

describe('hold countdown', () => {
  const now = Date.parse('2026-11-21T09:00:00Z');
  it("follows the server's expiry but never promises more than the hold's length", () => {
    expect(holdDeadline('2026-11-21T09:10:00Z', now)).toBe(now + 10 * 60_000);
    expect(holdDeadline('2026-11-21T09:20:00Z', now)).toBe(now + 15 * 60_000);
    expect(holdDeadline('nonsense', now)).toBe(now + 15 * 60_000);
  });
  it('writes mm:ss and counts minutes for screen readers', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(61_001)).toBe('01:02');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(minutesLeft(14 * 60_000 + 1)).toBe(15);
    expect(minutesLeft(60_000)).toBe(1);
    expect(minutesLeft(0)).toBe(0);
  });
});

describe('test card form', () => {
  it('groups digits, reads MM/YY, and finds what is wrong', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(cardDigits('4000 0027-6000 3184')).toBe('4000002760003184');
    expect(parseExpiry('12/30')).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry('0131')).toEqual({ expMonth: 1, expYear: 2031 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('12/', '12/3')).toBe('12/');
    expect(formatExpiry('12', '12/')).toBe('1');
    expect(formatExpiry('1230')).toBe('12/30');
    const june2027 = new Date(2027, 5, 15);
    expect(
      checkCard({ number: '4242 4242 4242 4242', expiry: '06/27', cvc: '123' }, june2027),
    ).toEqual({});
    expect(checkCard({ number: '4242', expiry: '05/27', cvc: '12' }, june2027)).toEqual({
      number: 'number',
      expiry: 'expired',
      cvc: 'cvc',
    });
    expect(checkCard({ number: '', expiry: '', cvc: '' }, june2027)).toEqual({
      number: 'required',
      expiry: 'required',
      cvc: 'required',
    });
  });
});

describe('cancellation preview', () => {
  const view = (overrides: Partial<BookingView> = {}) =>
    stayBookingView({ bookingId: 'b', ...overrides });
  it('is free until 24 hours before, then keeps the first night', () => {
    expect(previewCancellation(view(), new Date('2026-11-21T09:00:00Z'))).toMatchObject({
      free: true,
      refund: '440.00',
      fee: '0.00',
      freeUntil: new Date('2026-11-30T14:00:00Z'),
    });
    expect(previewCancellation(view(), new Date('2026-12-01T06:00:00Z'))).toMatchObject({
      free: false,
      refund: '220.00',
      fee: '220.00',
    });
  });
  it('refunds nothing on a non-refundable rate', () => {
    const nonRefundable = view({
      cancellation: { freeHours: null, lateFee: 'all', freeUntil: null },
    });
    expect(previewCancellation(nonRefundable, new Date('2026-11-21T09:00:00Z'))).toMatchObject({
      refund: '0.00',
      nonRefundable: true,
    });
  });
});

describe('money', () => {
  it('always shows two decimals', () => {
    expect(formatMoney('440', 'USD', 'en')).toBe('$440.00');
    expect(formatMoney(343.75, 'USD', 'fr')).toMatch(/^343,75\s\$US$/);
  });
});

describe('the pending booking in the address or local storage', () => {
  const stay = {
    type: 'hotel',
    rateId: 'stay_12_2026-12-10_2026-12-12_2',
    details: { name: 'Labadi Palms' },
    price: 400,
    currency: 'USD',
  };
  const fromAddress = (value: unknown) =>
    readPendingBooking(`?booking=${encodeURIComponent(JSON.stringify(value))}`);

  it('reads a booking of the documented shape', () => {
    expect(fromAddress(stay)).toEqual(stay);
  });

  it('refuses what does not parse, instead of checking out with it', () => {
    expect(readPendingBooking('?booking=%7Bnot%20json')).toBeNull();
    expect(fromAddress({ ...stay, type: 'car' })).toBeNull();
    expect(fromAddress({ ...stay, price: 'free' })).toBeNull();
    expect(fromAddress({ ...stay, details: null })).toBeNull();
  });
});

describe('places in the reader’s language', () => {
  it('writes the city and country as the language names them, and leaves the rest as written', () => {
    expect(localizedAddress('Plateau, Dakar, Senegal', 'fr')).toBe('Plateau, Dakar, Sénégal');
    expect(localizedAddress('Plateau, Dakar, Senegal', 'en')).toBe('Plateau, Dakar, Senegal');
    expect(localizedAddress('Somewhere, Atlantis', 'fr')).toBe('Somewhere, Atlantis');
    expect(placeName('London', 'fr')).toBe('Londres');
    expect(placeName('London', 'fr-FR')).toBe('Londres');
    expect(placeName('Lagos', 'fr')).toBe('Lagos');
  });

  it('elides and contracts "de" before a French place name', () => {
    expect(frenchOf('Dakar')).toBe('de Dakar');
    expect(frenchOf('Accra')).toBe("d'Accra");
    expect(frenchOf('Ouagadougou')).toBe("d'Ouagadougou");
    expect(frenchOf('Le Cap')).toBe('du Cap');
  });
});

describe('numbers in the reader’s language', () => {
  it('writes ratings and prices one way per language', () => {
    expect(formatRating('4.8', 'en')).toBe('4.8');
    expect(formatRating('4.8', 'fr')).toBe('4,8');
    expect(formatRating('5', 'fr')).toBe('5,0');
    expect(formatMoney('1470', 'USD', 'en', 'trim')).toBe('$1,470');
    expect(formatMoney('1470', 'USD', 'fr', 'trim')).toMatch(/^1\s470\s\$US$/);
  });
});
