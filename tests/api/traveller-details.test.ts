import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates.ts';
import type { FlightOffer } from '../../src/domain/flights.ts';
import { formatAmount, toCents, withTaxes } from '../../src/domain/pricing.ts';
import { seedTours } from '../../src/server/db/seed/tours.ts';
import {
  createTestApp,
  TEST_NOW,
  UNLIMITED_HOLDS,
  type TestContext,
  postJson,
} from '../helpers/app.ts';
import { hotelSessionBody } from '../helpers/checkout.ts';
import { makeAccommodation } from '../helpers/factories.ts';

/**
 * Traveller details agree on every kind of booking: names follow the ticket's letters (hotel
 * guests, tour travellers, flight passengers), and a title agrees with its gender.
 */
let ctx: TestContext;
const today = TEST_NOW.slice(0, 10);
const HOSTILE = '<b>x</b> 😀';

beforeAll(async () => {
  ctx = await createTestApp({ holdLimits: UNLIMITED_HOLDS });
  await seedTours(ctx.database.db, today);
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, remoteAddress?: string) =>
  postJson(ctx.app, url, payload, remoteAddress);

type FieldError = { field: string; rule: string; message: string };
const errorsOf = (body: { errors?: FieldError[] }) => body.errors ?? [];

const passenger = (overrides: Record<string, string> = {}) => ({
  title: 'ms',
  given_name: 'Aminata',
  family_name: 'Diallo',
  born_on: '1990-05-04',
  gender: 'f',
  email: 'aminata@example.com',
  phone_number: '+221 77 123 4567',
  ...overrides,
});

async function flightBody(passengers: object[]) {
  const search = await post('/api/flights/search', {
    origin: 'DSS',
    destination: 'ACC',
    departureDate: addDays(today, 30),
    passengers: 1,
    cabinClass: 'economy',
  });
  const offer = (search.body.flights as FlightOffer[])[0]!;
  return {
    type: 'flight',
    offerId: offer.id,
    amount: Number(formatAmount(withTaxes(toCents(offer.totalAmount)).totalCents)),
    customerName: 'Aminata Diallo',
    customerEmail: 'aminata@example.com',
    passengers,
  };
}

describe('a title agrees with its gender', () => {
  it.each([
    ['mr', 'f'],
    ['mstr', 'f'],
    ['ms', 'm'],
    ['mrs', 'm'],
    ['miss', 'm'],
  ])('refuses %s with gender %s, naming the field and the rule', async (title, gender) => {
    const body = await flightBody([passenger({ title, gender })]);
    const refused = await post('/api/checkout/session', body);
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.body)).toContainEqual(
      expect.objectContaining({ field: 'passengers.0.gender', rule: 'title_gender' }),
    );
    expect(errorsOf(refused.body)[0]!.message).toMatch(/agree with the title/);
  });

  it('takes a title that fits, and Dr with either gender', async () => {
    for (const [title, gender] of [
      ['mr', 'm'],
      ['dr', 'f'],
      ['dr', 'm'],
    ]) {
      const body = await flightBody([passenger({ title: title!, gender: gender! })]);
      const held = await post('/api/checkout/session', body);
      expect(held.status, `${title} ${gender}`).toBe(200);
      await post(`/api/bookings/${held.body.sessionId}/cancel`, { email: 'aminata@example.com' });
    }
  });
});

describe('names follow the ticket rules on every kind', () => {
  it('a flight passenger', async () => {
    const refused = await post(
      '/api/checkout/session',
      await flightBody([passenger({ given_name: HOSTILE })]),
    );
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.body)).toContainEqual(
      expect.objectContaining({ field: 'passengers.0.given_name', rule: 'invalid_format' }),
    );
  });

  it('a hotel guest, and the lead of a stay', async () => {
    const stay = await makeAccommodation(ctx.database.db);
    const body = hotelSessionBody({ accommodationId: stay.id, today, email: 'a@example.com' });
    const lead = await post('/api/checkout/session', { ...body, customerName: HOSTILE });
    expect(lead.status).toBe(400);
    expect(errorsOf(lead.body)).toContainEqual(
      expect.objectContaining({ field: 'customerName', rule: 'invalid_format' }),
    );
    const guest = await post('/api/checkout/session', {
      ...body,
      guests: [{ name: HOSTILE, email: 'a@example.com' }],
    });
    expect(guest.status).toBe(400);
    expect(errorsOf(guest.body)).toContainEqual(
      expect.objectContaining({ field: 'guests.0.name', rule: 'invalid_format' }),
    );
    // The spec's direct hotel booking call too.
    const direct = await post('/api/booking/create', {
      type: 'hotel',
      bookingData: {
        accommodationId: stay.id,
        guestName: HOSTILE,
        guestEmail: 'a@example.com',
        checkIn: addDays(today, 10),
        checkOut: addDays(today, 12),
        guests: 1,
      },
    });
    expect(direct.status).toBe(400);
    // Accents, apostrophes and hyphens are a name's own.
    const fine = await post('/api/checkout/session', {
      ...body,
      customerName: "Adébáyọ̀ O'Neil-Ọla",
    });
    expect(fine.status).toBe(200);
  });

  it('the lead of a tour', async () => {
    const pkg = (await ctx.app.inject({ url: '/api/tour-packages/1' })).json();
    const refused = await post('/api/checkout/session', {
      type: 'package',
      offerId: `tour_${pkg.id}`,
      startDate: pkg.departures[0].startDate,
      travelers: 1,
      amount: withTaxes(toCents(pkg.pricePerPerson)).totalCents / 100,
      customerName: HOSTILE,
      customerEmail: 'kwesi@example.com',
    });
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.body)).toContainEqual(
      expect.objectContaining({ field: 'customerName', rule: 'invalid_format' }),
    );
  });
});
