import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates.ts';
import type { FlightOffer } from '../../src/domain/flights.ts';
import { formatAmount, toCents, withTaxes } from '../../src/domain/pricing.ts';
import {
  createTestApp,
  TEST_NOW,
  UNLIMITED_HOLDS,
  type TestContext,
  postJson,
} from '../helpers/app.ts';

/**
 * A flight whose price moved since it was quoted: the refusal names the new total (taxes and
 * fees in), its parts, and the offer that sells at it; the traveller may go on at that total.
 */
let ctx: TestContext;
const today = TEST_NOW.slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp({ holdLimits: UNLIMITED_HOLDS });
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, remoteAddress?: string) =>
  postJson(ctx.app, url, payload, remoteAddress);

const lead = {
  title: 'mrs',
  given_name: 'Adaeze',
  family_name: 'Okafor',
  born_on: '1986-03-14',
  gender: 'f',
  email: 'adaeze@example.com',
  phone_number: '+234 803 123 4567',
};

const flightBody = (offerId: string, amount: string, email = 'adaeze@example.com') => ({
  type: 'flight',
  offerId,
  amount: Number(amount),
  customerName: 'Adaeze Okafor',
  customerEmail: email,
  passengers: [{ ...lead, email }],
});

const totalOf = (fare: string) => formatAmount(withTaxes(toCents(fare)).totalCents);

describe('a flight repriced since it was quoted', () => {
  it('is refused with the new total, not the fare, and sold at that total with the offer it names', async () => {
    const search = await post('/api/flights/search', {
      origin: 'LOS',
      destination: 'ACC',
      departureDate: addDays(today, 12),
      passengers: 1,
      cabinClass: 'economy',
    });
    const offer = (search.body.flights as FlightOffer[])[0]!;
    const quotedTotal = totalOf(offer.totalAmount);

    // A group of nine takes seats on the same flights: the fare moves with the load.
    const group = await post('/api/flights/search', {
      origin: 'LOS',
      destination: 'ACC',
      departureDate: addDays(today, 12),
      passengers: 9,
      cabinClass: 'economy',
    });
    const flightsOf = (o: FlightOffer) =>
      o.slices.flatMap((sl) => sl.segments.map((seg) => seg.flight_number)).join();
    const same = (group.body.flights as FlightOffer[]).find(
      (o) => flightsOf(o) === flightsOf(offer),
    )!;
    const taken = await post(
      '/api/checkout/session',
      {
        ...flightBody(same.id, totalOf(same.totalAmount), 'kemi@example.com'),
        passengers: Array.from({ length: 9 }, (_, i) => ({
          ...lead,
          given_name: `Kemi${'abcdefghi'[i]}`,
          email: 'kemi@example.com',
        })),
      },
      '10.0.0.9',
    );
    expect(taken.status).toBe(200);

    const refused = await post('/api/checkout/session', flightBody(offer.id, quotedTotal));
    expect(refused.status).toBe(409);
    const { newPrice, subtotal, taxes, offerId } = refused.body;
    expect(refused.body.code).toBe('price_changed');
    expect(subtotal).not.toBe(offer.totalAmount);
    // The new total is what the card would be charged: the new fare with taxes and fees.
    expect(newPrice).toBe(totalOf(subtotal));
    expect(toCents(newPrice)).toBe(toCents(subtotal) + toCents(taxes));
    expect(offerId).not.toBe(offer.id);

    // The spec's direct booking call sends no total: a repriced offer is not sold blind.
    const blind = await post('/api/booking/create', {
      type: 'flight',
      bookingData: {
        offerId: offer.id,
        passengers: [lead],
        passengerName: 'Adaeze Okafor',
        passengerEmail: 'adaeze@example.com',
      },
    });
    expect(blind.status).toBe(409);
    expect(blind.body).toMatchObject({ code: 'price_changed', newPrice });

    const accepted = await post('/api/checkout/session', flightBody(offerId, newPrice));
    expect(accepted.status).toBe(200);
    expect(accepted.body.amount).toBe(newPrice);
  });
});
