import { describe, expect, it } from 'vitest';
import recorded from '../fixtures/checkout-bodies.json';
import { observeCheckout, PENDING_BOOKINGS } from '../fixtures/pending-bookings.ts';
import { BookingView } from '../../src/domain/booking-view.ts';
import { CLIENT_PRODUCTS, productOf, productOfKind } from '../../src/client/products/index.ts';

const OFFERS = [
  undefined,
  'b.LOS-ACC.1.12345.sig',
  'tour_12',
  'complete_b.DSS-ACC.1.12345.sig',
  'complete_',
  'holiday_3',
];

describe('the client products registry', () => {
  it('recognises each product from its wire type and offer id', () => {
    const kindOf = (type: BookingView['type'], offerId?: string) =>
      productOf({ type, offerId }).kind;
    expect(kindOf('hotel')).toBe('stay');
    expect(kindOf('flight', 'b.LOS-ACC.1.12345.sig')).toBe('flight');
    expect(kindOf('package', 'tour_12')).toBe('tour');
    expect(kindOf('package', 'complete_b.DSS-ACC.1.12345.sig')).toBe('package');
    // Any other package offer is checked as a tour's, as before: the server names what is wrong.
    expect(kindOf('package', 'holiday_3')).toBe('tour');
    expect(kindOf('package', 'complete_')).toBe('tour');
    expect(kindOf('package')).toBe('tour');
  });

  it('has exactly one product for every wire type and offer, whatever the order of its lines', () => {
    for (const type of BookingView.shape.type.options) {
      for (const offerId of OFFERS) {
        const products = CLIENT_PRODUCTS.filter((p) => p.recognises(type, offerId));
        expect(products, `${type} ${offerId}`).toHaveLength(1);
        expect(products[0]!.wireType).toBe(type);
      }
    }
  });

  it('has one product for every kind of trip a booking has, under that kind', () => {
    const kinds = BookingView.shape.trip.options.map((option) => option.shape.kind.value);
    expect(CLIENT_PRODUCTS.map((p) => p.kind).sort()).toEqual([...kinds].sort());
    for (const kind of kinds) expect(productOfKind(kind).kind).toBe(kind);
  });
});

describe('each product’s part of the checkout body', () => {
  // What the form sent for each case before the registry (tests/fixtures/checkout-bodies.json).
  it.each(Object.entries(PENDING_BOOKINGS))(
    '%s: names its offer and its choices, and the travellers it asks for, as the body did',
    (name, booking) => {
      const before = recorded[name as keyof typeof recorded].body as Record<string, unknown>;
      const product = productOf(booking);
      const parts = { ...product.offerOf(booking), ...product.choicesOf(booking) };
      const partKeys = Object.keys(parts).filter(
        (key) => parts[key as keyof typeof parts] !== undefined,
      );
      expect(Object.fromEntries(partKeys.map((key) => [key, before[key]]))).toEqual(parts);
      // Nothing else of an offer or a choice is in the body.
      for (const key of ['rateId', 'offerId', 'startDate', 'travelers', 'rooms']) {
        if (!partKeys.includes(key)) expect(before).not.toHaveProperty(key);
      }
      const passengers = before.passengers as Record<string, unknown>[] | undefined;
      const fields = !passengers
        ? before.guests
          ? 'leadGuest'
          : 'lead'
        : passengers.every((p) => 'type' in p)
          ? 'farePassengers'
          : 'passengers';
      expect(product.travellers).toBe(fields);
    },
  );
});

describe('the checkout of every product', () => {
  // Recorded from the checkout form before it looked its products up: byte for byte, key order too.
  it.each(Object.entries(PENDING_BOOKINGS))(
    '%s: sends the same bodies, starts the same form and finds the same problems as before',
    (name, booking) => {
      const before = recorded[name as keyof typeof recorded];
      expect(before).toBeDefined();
      expect(JSON.stringify(observeCheckout(booking), null, 2)).toBe(
        JSON.stringify(before, null, 2),
      );
    },
  );
});
