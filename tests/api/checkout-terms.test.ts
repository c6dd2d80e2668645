import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeStayRateId } from '../../src/domain/accommodations.ts';
import { stayStartsAt } from '../../src/domain/checkout.ts';
import { addDays } from '../../src/domain/dates.ts';
import type { FlightOffer } from '../../src/domain/flights.ts';
import { seedTours } from '../../src/server/db/seed/tours.ts';
import {
  createTestApp,
  TEST_NOW,
  UNLIMITED_HOLDS,
  type TestContext,
  postJson,
} from '../helpers/app.ts';
import { hotelSessionBody, testCardPayment } from '../helpers/checkout.ts';
import { drawnText } from '../helpers/documents.ts';
import { makeAccommodation } from '../helpers/factories.ts';

/**
 * POST /api/checkout/terms: before anything is held, the terms of what is about to be booked,
 * from the same rule (and the same view) the booking states once paid.
 */
let ctx: TestContext;
const today = TEST_NOW.slice(0, 10);
const POLICY_72 =
  'Free cancellation until 72 hours before check-in. Later cancellations are charged 50% of the stay.';
const NON_REFUNDABLE =
  'Non-refundable: the full amount is charged at booking and is not returned if you cancel or do not show up.';

beforeAll(async () => {
  ctx = await createTestApp({ holdLimits: UNLIMITED_HOLDS });
  await seedTours(ctx.database.db, today);
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, remoteAddress?: string) =>
  postJson(ctx.app, url, payload, remoteAddress);

async function roundTrip(inDays: number, nights: number, destination = 'ACC') {
  const { status, body } = await post('/api/flights/search', {
    origin: 'LOS',
    destination,
    departureDate: addDays(today, inDays),
    returnDate: addDays(today, inDays + nights),
    passengers: 1,
    cabinClass: 'economy',
  });
  expect(status).toBe(200);
  return (body.flights as FlightOffer[])[0]!;
}

describe('the terms of a checkout, before it is held', () => {
  it("a stay: the property's own rule and deadline, equal to what the booking then states", async () => {
    const stay = await makeAccommodation(ctx.database.db, {
      location: 'Ikoyi, Lagos',
      city: 'Lagos',
      country: 'Nigeria',
      cancellationPolicy: POLICY_72,
    });
    const body = hotelSessionBody({ accommodationId: stay.id, today, email: 'a@example.com' });
    const terms = await post('/api/checkout/terms', { type: 'hotel', rateId: body.rateId });
    expect(terms.status).toBe(200);
    const startsAt = stayStartsAt(addDays(today, 10), 'Africa/Lagos');
    expect(terms.body.cancellation).toEqual({
      freeHours: 72,
      lateFee: 'half',
      freeUntil: new Date(startsAt.getTime() - 72 * 3_600_000).toISOString(),
    });
    expect(terms.body.trip).toMatchObject({
      kind: 'stay',
      city: 'Lagos',
      timeZone: 'Africa/Lagos',
    });

    const session = await post('/api/checkout/session', body);
    await post('/api/payments/test/confirm', testCardPayment(session.body));
    const booked = await post('/api/checkout/confirm', {
      paymentIntentId: session.body.paymentIntentId,
      sessionId: session.body.sessionId,
    });
    const view = (await ctx.app.inject({ url: `/api/orders/${booked.body.bookingId}` })).json();
    expect(view.cancellation).toEqual(terms.body.cancellation);
    expect(view.trip).toEqual(terms.body.trip);
  });

  it('a flight: free until 24 hours before its departure, then the fare is kept', async () => {
    const offer = await roundTrip(20, 3);
    const terms = await post('/api/checkout/terms', { type: 'flight', offerId: offer.id });
    expect(terms.status).toBe(200);
    const departs = Date.parse(offer.slices[0]!.departureDateTime);
    expect(terms.body.cancellation).toMatchObject({ freeHours: 24, lateFee: 'fare' });
    expect(Date.parse(terms.body.cancellation.freeUntil)).toBe(departs - 24 * 3_600_000);
    expect(terms.body.trip).toMatchObject({
      kind: 'flight',
      from: 'LOS',
      timeZone: 'Africa/Lagos',
    });
  });

  it("a tour: the operator's rule on the chosen departure, in the operator's time", async () => {
    const list = (await ctx.app.inject({ url: '/api/tour-packages' })).json() as {
      id: number;
    }[];
    const pkg = (await ctx.app.inject({ url: `/api/tour-packages/${list[0]!.id}` })).json();
    const startDate = pkg.departures[0].startDate as string;
    const terms = await post('/api/checkout/terms', {
      type: 'package',
      offerId: `tour_${pkg.id}`,
      startDate,
      travelers: 2,
    });
    expect(terms.status).toBe(200);
    expect(terms.body.trip).toMatchObject({ kind: 'tour', startDate, travelers: 2 });
    expect(terms.body.cancellation).toHaveProperty('lateFee');
  });

  it("a flight + hotel package: each part's own terms, the stay's non-refundable one too", async () => {
    const offer = await roundTrip(25, 3);
    const stay = await makeAccommodation(ctx.database.db, {
      location: 'Osu, Accra',
      city: 'Accra',
      country: 'Ghana',
      cancellationPolicy: NON_REFUNDABLE,
    });
    const rateId = encodeStayRateId({
      accommodationId: stay.id,
      checkIn: offer.slices[0]!.arrivalDateTime.slice(0, 10),
      checkOut: offer.slices[1]!.departureDateTime.slice(0, 10),
      guests: 1,
    });
    const terms = await post('/api/checkout/terms', {
      type: 'package',
      offerId: `complete_${offer.id}`,
      rateId,
      rooms: 1,
    });
    expect(terms.status).toBe(200);
    const parts = terms.body.cancellation.parts as { part: string; freeHours: number | null }[];
    expect(parts.map((p) => [p.part, p.freeHours])).toEqual([
      ['flight', 24],
      ['stay', null],
    ]);
    expect(terms.body.trip).toMatchObject({ kind: 'package', stay: { city: 'Accra' } });
  });

  it('refuses what cannot be booked, holding nothing', async () => {
    const unknown = await post('/api/checkout/terms', { type: 'hotel', rateId: 'stay_x' });
    expect(unknown.status).toBe(400);
    const tour = await post('/api/checkout/terms', {
      type: 'package',
      offerId: 'tour_999999',
      startDate: addDays(today, 30),
      travelers: 2,
    });
    expect(tour.status).toBe(404);
    // A tour's terms are those of a departure and a group: without them, a 400 naming both.
    const vague = await post('/api/checkout/terms', { type: 'package', offerId: 'tour_1' });
    expect(vague.status).toBe(400);
    expect(vague.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'startDate',
      'travelers',
    ]);
  });

  it('a stay that confirms by hand, its deadline passed: withdrawn free until confirmed, never "free until"', async () => {
    ctx.clock.set(TEST_NOW);
    const stay = await makeAccommodation(ctx.database.db, {
      manualConfirmation: true,
      cancellationPolicy: POLICY_72,
    });
    // Check-in in two days, a 72-hour policy: the free deadline passed before booking.
    const body = hotelSessionBody({
      accommodationId: stay.id,
      today,
      email: 'fatou@example.com',
      inDays: 2,
    });
    const terms = await post('/api/checkout/terms', { type: 'hotel', rateId: body.rateId });
    expect(terms.body.trip.manualConfirmation).toBe(true);
    const session = await post('/api/checkout/session', body);
    await post('/api/payments/test/confirm', testCardPayment(session.body));
    const booked = await post('/api/checkout/confirm', {
      paymentIntentId: session.body.paymentIntentId,
      sessionId: session.body.sessionId,
    });
    const voucher = await ctx.app.inject({
      url: `/api/orders/${booked.body.bookingId}/voucher.pdf`,
    });
    const text = (await drawnText(voucher.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(
      'Until the property confirms the booking, you can withdraw it for a full refund.',
    );
    expect(text).toContain(
      'free cancellation has already ended; cancelling now costs 50% of the stay',
    );
    expect(text).not.toContain('free until');
  });
});
