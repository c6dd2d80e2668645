import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { encodeStayRateId } from '../../src/domain/accommodations.ts';
import { addDays } from '../../src/domain/dates.ts';
import type { Database } from '../../src/server/db/client.ts';
import { duffelBookings, roomNights } from '../../src/server/db/schema/index.ts';

/** What the checkout page's card form sends for Stripe's good test card (or another). */
export function testCardPayment(
  session: { paymentIntentId: string; clientSecret: string },
  number = '4242424242424242',
) {
  return {
    paymentIntentId: session.paymentIntentId,
    clientSecret: session.clientSecret,
    number,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  };
}

/**
 * A hotel checkout session request for a factory stay ($100 a night): one guest, check-in
 * `inDays` after `today`, priced as the page would show it (taxes included).
 */
export function hotelSessionBody(input: {
  accommodationId: number;
  today: string;
  email: string;
  name?: string;
  inDays?: number;
  nights?: number;
}) {
  const checkIn = addDays(input.today, input.inDays ?? 10);
  const nights = input.nights ?? 2;
  return {
    type: 'hotel',
    rateId: encodeStayRateId({
      accommodationId: input.accommodationId,
      checkIn,
      checkOut: addDays(checkIn, nights),
      guests: 1,
    }),
    amount: (100 * nights * 110) / 100,
    customerName: input.name ?? 'Ama Mensah',
    customerEmail: input.email,
  };
}

/** The order of a checkout session, as stored. */
export async function orderOf(db: Database, sessionId: string) {
  const [order] = await db
    .select()
    .from(duffelBookings)
    .where(eq(duffelBookings.sessionId, sessionId));
  return order!;
}

/** Rooms taken on each night of a property, by night. */
export async function roomsTaken(db: Database, accommodationId: number) {
  const rows = await db
    .select()
    .from(roomNights)
    .where(eq(roomNights.accommodationId, accommodationId))
    .orderBy(roomNights.night);
  return rows.map((row) => row.taken);
}

/**
 * Pays an open checkout session with the good test card and confirms it, as the checkout page
 * does; both answers must be 200. Answers the confirmation.
 */
export async function payAndConfirm(
  app: Pick<FastifyInstance, 'inject'>,
  session: { paymentIntentId: string; clientSecret: string; sessionId: string },
) {
  const paid = await app.inject({
    method: 'POST',
    url: '/api/payments/test/confirm',
    payload: testCardPayment(session),
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/checkout/confirm',
    payload: { paymentIntentId: session.paymentIntentId, sessionId: session.sessionId },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json() as { bookingId: string; confirmationNumber: string };
}
