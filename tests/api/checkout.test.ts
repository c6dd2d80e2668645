import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { encodeStayRateId } from '../../src/domain/accommodations.ts';
import { addDays } from '../../src/domain/dates.ts';
import { ORDER_REASONS } from '../../src/domain/orders.ts';
import { toCents, withTaxes } from '../../src/domain/pricing.ts';
import {
  bookings,
  duffelBookings,
  flightBookings,
  flightSeats,
  orderEvents,
  outbox,
  roomNights,
} from '../../src/server/db/schema/index.ts';
import type { TestPaymentProvider } from '../../src/server/providers/payments/test-processor.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { makeAccommodation } from '../helpers/factories.ts';

let ctx: TestContext;
let payments: TestPaymentProvider;
beforeAll(async () => {
  ctx = await createTestApp();
  payments = ctx.app.payments as TestPaymentProvider;
});
afterAll(() => ctx.close());

const today = '2026-11-21';
/** What the checkout page sends: the offer's total plus 10%, in whole cents. */
const totalWithTaxes = (amount: string) => withTaxes(toCents(amount)).totalCents / 100;
const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  noFunds: '4000 0000 0000 9995',
  threeDs: '4000 0027 6000 3184',
};

async function post(url: string, payload: unknown) {
  const response = await ctx.app.inject({ method: 'POST', url, payload: payload as object });
  return { status: response.statusCode, body: response.json() };
}

async function hotelSession(accommodationId: number, overrides: Record<string, unknown> = {}) {
  const checkIn = addDays(today, 10);
  const checkOut = addDays(today, 12);
  return post('/api/checkout/session', {
    type: 'hotel',
    rateId: encodeStayRateId({ accommodationId, checkIn, checkOut, guests: 2 }),
    amount: 100 * 2 * 2 * 1.1, // $100 x 2 nights x 2 guests + 10%
    currency: 'USD',
    customerName: 'Ama Mensah',
    customerEmail: 'Ama.Mensah@example.com',
    ...overrides,
  });
}

async function pay(session: { paymentIntentId: string; clientSecret: string }, number = CARDS.ok) {
  return post('/api/payments/test/confirm', {
    paymentIntentId: session.paymentIntentId,
    clientSecret: session.clientSecret,
    number,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
}

const confirm = (session: { paymentIntentId: string; sessionId: string }) =>
  post('/api/checkout/confirm', {
    paymentIntentId: session.paymentIntentId,
    sessionId: session.sessionId,
  });

describe('hotel checkout', () => {
  it('holds the room, takes the card, confirms once, and shows the booking with its documents', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 3 });
    const session = await hotelSession(stay.id);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      amount: '440.00',
      subtotal: '400.00',
      taxes: '40.00',
      currency: 'USD',
      provider: 'test',
      clientSecret: expect.stringContaining('_secret_'),
      sessionId: expect.any(String),
      confirmationNumber: expect.stringMatching(/^HO-[A-Z2-9]{8}$/),
    });
    expect(Date.parse(session.body.holdExpiresAt) - Date.parse('2026-11-21T09:00:00Z')).toBe(
      15 * 60_000,
    );
    const nights = await ctx.database.db
      .select()
      .from(roomNights)
      .where(eq(roomNights.accommodationId, stay.id));
    expect(nights.map((n) => [n.night, n.taken])).toEqual([
      [addDays(today, 10), 1],
      [addDays(today, 11), 1],
    ]);

    const paid = await pay(session.body);
    expect(paid.body).toMatchObject({ status: 'succeeded', last4: '4242' });
    const confirmed = await confirm(session.body);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      bookingId: session.body.sessionId,
      confirmationNumber: session.body.confirmationNumber,
      awaitingConfirmation: false,
    });
    const again = await confirm(session.body);
    expect(again.body).toEqual(confirmed.body);
    expect(payments.chargeCount(session.body.paymentIntentId)).toBe(1);

    const [row] = await ctx.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingReference, confirmed.body.confirmationNumber));
    expect(row).toMatchObject({
      accommodationId: stay.id,
      status: 'confirmed',
      totalPrice: '440.00',
      guests: 2,
    });

    const view = await ctx.app.inject({ url: `/api/orders/${confirmed.body.bookingId}` });
    expect(view.json()).toMatchObject({
      confirmationNumber: confirmed.body.confirmationNumber,
      status: 'confirmed',
      paymentStatus: 'succeeded',
      title: stay.name,
      subtotalCents: 40_000,
      taxesCents: 4_000,
      totalCents: 44_000,
      cardLast4: '4242',
    });
    const byIntent = await ctx.app.inject({
      url: `/api/orders?payment_intent=${session.body.paymentIntentId}&payment_intent_client_secret=${session.body.clientSecret}`,
    });
    expect(byIntent.json().bookingId).toBe(confirmed.body.bookingId);
    const lookup = await ctx.app.inject({
      url: `/api/bookings/${confirmed.body.confirmationNumber}?email=ama.mensah@EXAMPLE.com`,
    });
    expect(lookup.statusCode).toBe(200);
    const wrongEmail = await ctx.app.inject({
      url: `/api/bookings/${confirmed.body.confirmationNumber}?email=x@example.com`,
    });
    expect(wrongEmail.statusCode).toBe(404);

    const pdf = await ctx.app.inject({
      url: `/api/orders/${confirmed.body.bookingId}/voucher.pdf`,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const ics = await ctx.app.inject({
      url: `/api/orders/${confirmed.body.bookingId}/calendar.ics`,
    });
    expect(ics.body).toContain('BEGIN:VCALENDAR');
    expect(ics.body).toContain(`DTSTART;VALUE=DATE:${addDays(today, 10).replaceAll('-', '')}`);

    // The confirmation e-mail is a job's (run here rather than by a worker).
    await ctx.app.jobs.runPending();
    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'ama.mensah@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(confirmed.body.confirmationNumber);
    const resend = await post(`/api/orders/${confirmed.body.bookingId}/email`, {});
    expect(resend.body).toEqual({ sent: true, to: 'a***@example.com' });

    const events = await ctx.database.db
      .select()
      .from(orderEvents)
      .where(
        eq(
          orderEvents.orderId,
          row!.id > 0
            ? (
                await ctx.database.db
                  .select()
                  .from(duffelBookings)
                  .where(eq(duffelBookings.sessionId, session.body.sessionId))
              )[0]!.id
            : 0,
        ),
      )
      // In the order they were written (confirm writes its three in one insert).
      .orderBy(orderEvents.id);
    expect(events.map((e) => `${e.field}:${e.fromStatus ?? ''}->${e.toStatus}`)).toEqual([
      'orderStatus:->pending',
      'paymentStatus:requires_payment_method->succeeded',
      'orderStatus:pending->confirmed',
      // Owed in the confirming transaction, sent by its job; then sent again on request.
      'email:->owed',
      'email:owed->sent',
      'email:->sent',
    ]);
  });

  it('refuses a client amount that is not the server price, with the new price', async () => {
    const stay = await makeAccommodation(ctx.database.db);
    const { status, body } = await hotelSession(stay.id, { amount: 400 });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'price_changed', newPrice: '440.00' });
    const nights = await ctx.database.db
      .select()
      .from(roomNights)
      .where(eq(roomNights.accommodationId, stay.id));
    expect(nights).toHaveLength(0);
  });

  it.each([
    [{ rateId: undefined }, 'rateId', 'required'],
    [{ rateId: 'stay_x' }, 'rateId', 'unknown_rate'],
    [{ customerEmail: 'not-an-email' }, 'customerEmail', 'invalid_email'],
    [{ customerName: '   ' }, 'customerName', 'required'],
    [{ amount: -5 }, 'amount', 'too_small'],
    [{ currency: 'EUR' }, 'currency', 'invalid_choice'],
    [{ type: 'car' }, 'type', 'invalid_choice'],
  ])(
    'refuses %j with a 400 naming the field and its rule, and holds nothing',
    async (overrides, field, rule) => {
      const stay = await makeAccommodation(ctx.database.db);
      const { status, body } = await hotelSession(stay.id, overrides);
      expect(status).toBe(400);
      expect(body.errors).toContainEqual(expect.objectContaining({ field, rule }));
      const nights = await ctx.database.db
        .select()
        .from(roomNights)
        .where(eq(roomNights.accommodationId, stay.id));
      expect(nights).toHaveLength(0);
    },
  );

  it('answers 404 for an unknown session and 400 for a payment of another session', async () => {
    const unknown = await confirm({
      paymentIntentId: 'pi_x',
      sessionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    const stay = await makeAccommodation(ctx.database.db);
    const a = await hotelSession(stay.id);
    const b = await hotelSession(stay.id);
    const mixed = await confirm({
      paymentIntentId: b.body.paymentIntentId,
      sessionId: a.body.sessionId,
    });
    expect(mixed.status).toBe(400);
  });
});

describe('payment outcomes', () => {
  let day = 30;
  /** A fresh checkout of either kind: a hotel night, or a one-passenger flight. */
  async function sessionOf(type: 'hotel' | 'flight') {
    if (type === 'hotel') {
      const stay = await makeAccommodation(ctx.database.db);
      return hotelSession(stay.id);
    }
    day += 1; // another date each time: the search cache answers a repeated question
    const search = await post('/api/flights/search', {
      origin: 'ACC',
      destination: 'LOS',
      departureDate: addDays(today, day),
      passengers: 1,
      cabinClass: 'economy',
    });
    const offer = search.body.flights[0];
    return post('/api/checkout/session', {
      type: 'flight',
      offerId: offer.id,
      amount: totalWithTaxes(offer.totalAmount),
      customerName: 'Kwame Mensah',
      customerEmail: 'kwame@example.com',
      passengers: [
        {
          title: 'mr',
          given_name: 'Kwame',
          family_name: 'Mensah',
          born_on: '1979-03-06',
          gender: 'm',
          email: 'kwame@example.com',
          phone_number: '+233 24 555 0101',
        },
      ],
    });
  }

  describe.each(['hotel', 'flight'] as const)('for a %s', (type) => {
    it.each([
      [CARDS.declined, 'card_declined', 'Your card was declined.'],
      [CARDS.noFunds, 'insufficient_funds', 'Your card has insufficient funds.'],
      ['4111 1111 1111 1111', 'test_mode_card', 'test mode'],
    ])(
      '%s is refused, the booking stays unconfirmed, and a good card then works',
      async (card, code, text) => {
        const session = await sessionOf(type);
        expect(session.status).toBe(200);
        const paid = await pay(session.body, card);
        expect(paid.body).toMatchObject({ status: 'requires_payment_method', failureCode: code });
        expect(paid.body.failureMessage).toContain(text);
        const refused = await confirm(session.body);
        expect(refused.status).toBe(402);
        expect(refused.body).toMatchObject({ code });
        const retry = await pay(session.body, CARDS.ok);
        expect(retry.body.status).toBe('succeeded');
        expect((await confirm(session.body)).status).toBe(200);
      },
    );

    it('asks for the confirmation step, and confirms once the traveller completes it', async () => {
      const session = await sessionOf(type);
      const paid = await pay(session.body, CARDS.threeDs);
      expect(paid.body.status).toBe('requires_action');
      expect((await confirm(session.body)).status).toBe(402);
      const done = await post('/api/payments/test/authenticate', {
        paymentIntentId: session.body.paymentIntentId,
        clientSecret: session.body.clientSecret,
        approve: true,
      });
      expect(done.body.status).toBe('succeeded');
      expect((await confirm(session.body)).status).toBe(200);
      expect(payments.chargeCount(session.body.paymentIntentId)).toBe(1);
    });
  });

  it('refuses the card form without the right client secret', async () => {
    const stay = await makeAccommodation(ctx.database.db);
    const session = await hotelSession(stay.id);
    const paid = await pay({ ...session.body, clientSecret: 'wrong' });
    expect(paid.status).toBe(404);
  });
});

describe('inventory', () => {
  it('sells the last room once when 50 travellers check out at the same moment', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 1 });
    const results = await Promise.all(Array.from({ length: 50 }, () => hotelSession(stay.id)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'sold_out')).toBe(
      true,
    );
    expect(results.filter((r) => r.status !== 200 && r.status !== 409)).toEqual([]);
    const nights = await ctx.database.db
      .select()
      .from(roomNights)
      .where(eq(roomNights.accommodationId, stay.id));
    expect(nights.every((n) => n.taken === 1)).toBe(true);
  });

  it('refuses a stay whose middle night is full, naming it, and takes none of its nights', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 2 });
    const [first, middle, last] = [10, 11, 12].map((day) => addDays(today, day));
    // The middle night's two rooms are sold: a one-night checkout each.
    for (const email of ['one@example.com', 'two@example.com']) {
      const oneNight = await hotelSession(stay.id, {
        rateId: encodeStayRateId({
          accommodationId: stay.id,
          checkIn: middle!,
          checkOut: last!,
          guests: 2,
        }),
        amount: 100 * 2 * 1.1,
        customerEmail: email,
      });
      expect(oneNight.status).toBe(200);
    }
    // All the nights are taken in one statement: the refusal names the one that was short.
    const threeNights = await hotelSession(stay.id, {
      rateId: encodeStayRateId({
        accommodationId: stay.id,
        checkIn: first!,
        checkOut: addDays(today, 13),
        guests: 2,
      }),
      amount: 100 * 2 * 3 * 1.1,
    });
    expect(threeNights.status).toBe(409);
    expect(threeNights.body).toMatchObject({ code: 'sold_out', part: 'stay', night: middle });
    const nights = await ctx.database.db
      .select({ night: roomNights.night, taken: roomNights.taken })
      .from(roomNights)
      .where(eq(roomNights.accommodationId, stay.id))
      .orderBy(roomNights.night);
    expect(nights).toEqual([{ night: middle, taken: 2 }]);
  });

  it('makes one booking and one charge from 20 simultaneous confirms', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 1 });
    const session = await hotelSession(stay.id);
    await pay(session.body);
    const results = await Promise.all(Array.from({ length: 20 }, () => confirm(session.body)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.confirmationNumber)).size).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.accommodationId, stay.id));
    expect(rows).toHaveLength(1);
    expect(payments.chargeCount(session.body.paymentIntentId)).toBe(1);
    await ctx.app.jobs.runPending();
    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(
        eq(outbox.subject, `Your Teranga booking ${session.body.confirmationNumber} is confirmed`),
      );
    expect(mails).toHaveLength(1);
  });

  it('frees an expired hold for the next traveller, and refunds the late payer in full', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 1 });
    const first = await hotelSession(stay.id);
    expect(first.status).toBe(200);
    expect((await hotelSession(stay.id)).status).toBe(409);
    ctx.clock.advance(16 * 60_000);
    try {
      const second = await hotelSession(stay.id);
      expect(second.status).toBe(200);
      await pay(first.body);
      const late = await confirm(first.body);
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({ code: 'refunded' });
      expect(
        payments.getRefunds(first.body.paymentIntentId).reduce((sum, r) => sum + r.amountCents, 0),
      ).toBe(44_000);
      const [order] = await ctx.database.db
        .select()
        .from(duffelBookings)
        .where(eq(duffelBookings.sessionId, first.body.sessionId));
      expect(order).toMatchObject({ orderStatus: 'canceled', paymentStatus: 'succeeded' });
      // The sweep moved it as every use case does: along the transition table, with its reason.
      const moves = await ctx.database.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order!.id))
        .orderBy(orderEvents.id);
      expect(moves.filter((move) => move.field === 'orderStatus')).toEqual([
        expect.objectContaining({ fromStatus: null, toStatus: 'pending' }),
        expect.objectContaining({
          fromStatus: 'pending',
          toStatus: 'canceled',
          reason: ORDER_REASONS.hold_expired,
        }),
      ]);
      await pay(second.body);
      expect((await confirm(second.body)).status).toBe(200);
    } finally {
      ctx.clock.set('2026-11-21T09:00:00.000Z');
    }
  });

  it('never deadlocks or double-counts when the sweeper and confirms race on an expired hold', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 1 });
    const session = await hotelSession(stay.id);
    await pay(session.body);
    ctx.clock.advance(16 * 60_000);
    try {
      const results = await Promise.all([
        ...Array.from({ length: 5 }, () => ctx.app.checkout.releaseExpired().then(() => 'swept')),
        ...Array.from({ length: 5 }, () => confirm(session.body)),
      ]);
      const confirms = results.filter((r) => r !== 'swept') as {
        status: number;
        body: { code?: string };
      }[];
      const nights = await ctx.database.db
        .select()
        .from(roomNights)
        .where(eq(roomNights.accommodationId, stay.id));
      const booked = await ctx.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.accommodationId, stay.id));
      const refunded = payments.getRefunds(session.body.paymentIntentId);
      // Whoever takes the order's lock first decides, and every confirm then agrees: either one
      // booking holding the room, or no booking, the room free and the payment refunded in full.
      if (confirms[0]!.status === 200) {
        expect(confirms.every((r) => r.status === 200)).toBe(true);
        expect(nights.map((n) => n.taken)).toEqual([1, 1]);
        expect(booked).toHaveLength(1);
        expect(refunded).toEqual([]);
      } else {
        expect(confirms.every((r) => r.status === 409 && r.body.code !== undefined)).toBe(true);
        expect(nights.map((n) => n.taken)).toEqual([0, 0]);
        expect(booked).toHaveLength(0);
        expect(refunded.map((r) => r.amountCents)).toEqual([44_000]);
      }
    } finally {
      ctx.clock.set('2026-11-21T09:00:00.000Z');
    }
  });

  it('refunds a late payment in full even when the room is still free: a closed checkout never reopens', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 1 });
    const session = await hotelSession(stay.id);
    ctx.clock.advance(16 * 60_000);
    try {
      await ctx.app.checkout.releaseExpired();
      await pay(session.body);
      const late = await confirm(session.body);
      expect(late).toMatchObject({ status: 409, body: { code: 'refunded' } });
      expect(payments.getRefunds(session.body.paymentIntentId)[0]!.amountCents).toBe(44_000);
      const nights = await ctx.database.db
        .select()
        .from(roomNights)
        .where(eq(roomNights.accommodationId, stay.id));
      expect(nights.every((n) => n.taken === 0)).toBe(true);
      // Asking again changes nothing and refunds nothing more.
      expect((await confirm(session.body)).body.code).toBe('refunded');
      expect(payments.getRefunds(session.body.paymentIntentId)).toHaveLength(1);
    } finally {
      ctx.clock.set('2026-11-21T09:00:00.000Z');
    }
  });
});

describe('cancellation', () => {
  it('cancels free more than 24 hours ahead, refunds in full and frees the room', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 1 });
    const session = await hotelSession(stay.id);
    await pay(session.body);
    const { body } = await confirm(session.body);
    const noEmail = await post(`/api/bookings/${body.confirmationNumber}/cancel`, {});
    expect(noEmail.status).toBe(400);
    const cancelled = await post(`/api/bookings/${body.confirmationNumber}/cancel`, {
      email: 'ama.mensah@example.com',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'canceled',
      refund: '440.00',
      fee: '0.00',
      booking: { status: 'canceled' },
    });
    expect(payments.getRefunds(session.body.paymentIntentId)[0]!.amountCents).toBe(44_000);
    const nights = await ctx.database.db
      .select()
      .from(roomNights)
      .where(eq(roomNights.accommodationId, stay.id));
    expect(nights.every((n) => n.taken === 0)).toBe(true);
    const again = await post(`/api/bookings/${body.bookingId}/cancel`, {
      email: 'ama.mensah@example.com',
    });
    expect(again.status).toBe(409);
  });

  it('keeps the first night when cancelled within 24 hours of check-in', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 2 });
    const session = await hotelSession(stay.id);
    await pay(session.body);
    const { body } = await confirm(session.body);
    ctx.clock.set(`${addDays(today, 10)}T06:00:00.000Z`);
    try {
      const cancelled = await post(`/api/bookings/${body.bookingId}/cancel`, {
        email: 'ama.mensah@example.com',
      });
      expect(cancelled.body).toMatchObject({ refund: '220.00', fee: '220.00' });
    } finally {
      ctx.clock.set('2026-11-21T09:00:00.000Z');
    }
  });
});

describe('flight checkout', () => {
  const passenger = (given: string, lead = false) => ({
    title: 'ms',
    given_name: given,
    family_name: 'Diallo',
    born_on: '1988-04-12',
    gender: 'f',
    ...(lead ? { email: 'aissatou@example.com', phone_number: '+221 77 123 4567' } : {}),
  });

  async function findOffer(passengers = 2) {
    const { body } = await post('/api/flights/search', {
      origin: 'DKR',
      destination: 'ACC',
      departureDate: addDays(today, 20),
      passengers,
      cabinClass: 'economy',
    });
    return body.flights[0];
  }

  async function familyOffer() {
    const { body } = await post('/api/flights/search', {
      origin: 'DKR',
      destination: 'ACC',
      departureDate: addDays(today, 21),
      passengers: 1,
      children: 1,
      infants: 1,
      cabinClass: 'economy',
    });
    const offer = body.flights.find((o: { stops: number }) => o.stops === 0);
    expect(offer).toMatchObject({ passengers: 1, children: 1, infants: 1 });
    return offer;
  }
  const familySession = (offer: { id: string; totalAmount: string }, passengers: object[]) =>
    post('/api/checkout/session', {
      type: 'flight',
      offerId: offer.id,
      amount: totalWithTaxes(offer.totalAmount),
      customerName: 'Aissatou Diallo',
      customerEmail: 'aissatou@example.com',
      passengers,
    });
  // The flight leaves on 2026-12-12: the child is 6 then, the infant 11 months.
  const adult = { ...passenger('Aissatou', true), type: 'adult' };
  const child = {
    ...passenger('Moussa'),
    type: 'child',
    title: 'mstr',
    gender: 'm',
    born_on: '2020-06-01',
  };
  const infant = { ...passenger('Awa'), type: 'infant', title: 'miss', born_on: '2026-01-10' };
  const seatsTakenOn = async (flightNumber: string) =>
    (
      await ctx.database.db
        .select()
        .from(flightSeats)
        .where(eq(flightSeats.flightNumber, flightNumber))
    ).reduce((sum, row) => sum + row.taken, 0);

  it('refuses travellers who do not match the offer by type, age on the day, title or ticket name, and takes no seat', async () => {
    const offer = await familyOffer();
    const countWrong = await familySession(offer, [
      adult,
      { ...child, type: 'adult', title: 'mr' },
      infant,
    ]);
    expect(countWrong.status).toBe(400);
    expect(countWrong.body.errors[0]).toMatchObject({
      field: 'passengers',
      rule: 'passenger_count',
    });
    expect(countWrong.body.errors[0].message).toContain('1 adult, 1 child, 1 infant');

    // 12 on the day of the flight: an adult fare, not a child's.
    const twelve = await familySession(offer, [adult, { ...child, born_on: '2014-12-12' }, infant]);
    expect(twelve.status).toBe(400);
    expect(twelve.body.errors).toEqual([
      expect.objectContaining({ field: 'passengers.1.born_on', rule: 'wrong_passenger_type' }),
    ]);
    const titled = await familySession(offer, [
      adult,
      { ...child, title: 'mr' },
      { ...infant, born_on: '2024-12-12' },
    ]);
    expect(titled.status).toBe(400);
    expect(titled.body.errors).toEqual([
      expect.objectContaining({ field: 'passengers.1.title', rule: 'invalid_choice' }),
      // 2 on the day: a child with a seat, not an infant on a lap.
      expect.objectContaining({ field: 'passengers.2.born_on', rule: 'wrong_passenger_type' }),
    ]);

    const named = await familySession(offer, [
      { ...adult, given_name: '<img src=x onerror=alert(1)>' },
      child,
      { ...infant, family_name: 'x'.repeat(51) },
    ]);
    expect(named.status).toBe(400);
    expect(named.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'passengers.0.given_name', rule: 'invalid_format' }),
        expect.objectContaining({ field: 'passengers.2.family_name', rule: 'too_long' }),
      ]),
    );
    expect(await seatsTakenOn(offer.slices[0].segments[0].flight_number)).toBe(0);
    // The day before the 12th birthday is still a child.
    const eleven = await familySession(offer, [adult, { ...child, born_on: '2014-12-13' }, infant]);
    expect(eleven.status).toBe(200);
  });

  it('books an adult, a child and an infant at their fares: two seats, names with accents', async () => {
    const offer = await familyOffer();
    const before = await seatsTakenOn(offer.slices[0].segments[0].flight_number);
    const session = await familySession(offer, [
      { ...adult, given_name: 'Aïssatou', family_name: "N'Diaye-Sow" },
      child,
      infant,
    ]);
    expect(session.status).toBe(200);
    expect(session.body.subtotal).toBe(offer.totalAmount);
    expect((await seatsTakenOn(offer.slices[0].segments[0].flight_number)) - before).toBe(2);
    await pay(session.body);
    const { status, body } = await confirm(session.body);
    expect(status).toBe(200);
    const view = (await ctx.app.inject({ url: `/api/orders/${body.bookingId}` })).json();
    expect(view.trip.passengers).toEqual([
      { title: 'ms', givenName: 'Aïssatou', familyName: "N'Diaye-Sow", type: 'adult' },
      { title: 'mstr', givenName: 'Moussa', familyName: 'Diallo', type: 'child' },
      { title: 'miss', givenName: 'Awa', familyName: 'Diallo', type: 'infant' },
    ]);
  });

  it('books the server-priced offer with real passengers, and takes the seats', async () => {
    const offer = await findOffer();
    const total = totalWithTaxes(offer.totalAmount);
    const session = await post('/api/checkout/session', {
      type: 'flight',
      offerId: offer.id,
      amount: total,
      customerName: 'Aissatou Diallo',
      customerEmail: 'aissatou@example.com',
      passengers: [passenger('Aissatou', true), passenger('Mariama')],
    });
    expect(session.status).toBe(200);
    expect(session.body.subtotal).toBe(offer.totalAmount);
    const seg = offer.slices[0].segments[0];
    const [seats] = await ctx.database.db
      .select()
      .from(flightSeats)
      .where(eq(flightSeats.flightNumber, seg.flight_number));
    expect(seats!.taken).toBe(2);
    await pay(session.body);
    const { status, body } = await confirm(session.body);
    expect(status).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(flightBookings)
      .where(eq(flightBookings.bookingReference, body.confirmationNumber));
    // Searched by Dakar's city code, booked at its airport, as the ticket prints it.
    expect(row).toMatchObject({ from: 'DSS', to: 'ACC', passengers: 2, status: 'confirmed' });
    const view = (await ctx.app.inject({ url: `/api/orders/${body.bookingId}` })).json();
    expect(view.trip.passengers).toEqual([
      { title: 'ms', givenName: 'Aissatou', familyName: 'Diallo', type: 'adult' },
      { title: 'ms', givenName: 'Mariama', familyName: 'Diallo', type: 'adult' },
    ]);
    const ics = await ctx.app.inject({ url: `/api/orders/${body.bookingId}/calendar.ics` });
    expect(ics.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  });

  it('a checkout that takes seats clears the few-seconds flight search cache', async () => {
    const question = {
      origin: 'LOS',
      destination: 'ACC',
      departureDate: addDays(today, 25),
      passengers: 1,
      cabinClass: 'economy',
    };
    const flightNumbers = (body: {
      flights: { slices: { segments: { flight_number: string }[] }[] }[];
    }) => body.flights.flatMap((o) => o.slices[0]!.segments.map((s) => s.flight_number));
    const first = await post('/api/flights/search', question);
    const direct = first.body.flights.find((o: { stops: number }) => o.stops === 0);
    const segment = direct.slices[0].segments[0];
    // Another process sells the flight out.
    await ctx.database.db.insert(flightSeats).values({
      flightNumber: segment.flight_number,
      departDate: segment.departureDate,
      cabin: segment.cabinClass,
      total: 600,
      taken: 600,
    });
    expect(flightNumbers((await post('/api/flights/search', question)).body)).toContain(
      segment.flight_number,
    );
    const offer = await findOffer(1);
    const session = await post('/api/checkout/session', {
      type: 'flight',
      offerId: offer.id,
      amount: totalWithTaxes(offer.totalAmount),
      customerName: 'Aissatou Diallo',
      customerEmail: 'aissatou@example.com',
      passengers: [passenger('Aissatou', true)],
    });
    expect(session.status).toBe(200);
    expect(flightNumbers((await post('/api/flights/search', question)).body)).not.toContain(
      segment.flight_number,
    );
  });

  it('refuses missing or wrong passenger details', async () => {
    const offer = await findOffer();
    const base = {
      type: 'flight',
      offerId: offer.id,
      amount: 1,
      customerName: 'A D',
      customerEmail: 'a@example.com',
    };
    expect((await post('/api/checkout/session', base)).status).toBe(400);
    const one = await post('/api/checkout/session', {
      ...base,
      passengers: [passenger('Aissatou', true)],
    });
    expect(one.status).toBe(400);
    expect(one.body.message).toContain('2 adults');
    const noContact = await post('/api/checkout/session', {
      ...base,
      passengers: [passenger('A'), passenger('B')],
    });
    expect(noContact.status).toBe(400);
    const future = await post('/api/checkout/session', {
      ...base,
      passengers: [{ ...passenger('A', true), born_on: '2030-01-01' }, passenger('B')],
    });
    expect(future.status).toBe(400);
    expect(future.body.errors[0]).toMatchObject({ field: 'passengers.0.born_on', rule: 'in_past' });
  });

  it('refuses a forged, or an expired offer', async () => {
    const offer = await findOffer(1);
    const forged = offer.id.replace(/\.\d+\.([^.]+)$/, '.100.$1');
    const body = {
      type: 'flight',
      amount: 1,
      customerName: 'A D',
      customerEmail: 'a@example.com',
      passengers: [passenger('A', true)],
    };
    expect((await post('/api/checkout/session', { ...body, offerId: forged })).status).toBe(404);
    ctx.clock.advance(31 * 60_000);
    try {
      const expired = await post('/api/checkout/session', { ...body, offerId: offer.id });
      expect(expired.status).toBe(409);
      expect(expired.body.code).toBe('offer_expired');
    } finally {
      ctx.clock.set('2026-11-21T09:00:00.000Z');
    }
  });
});

describe("the spec's direct booking calls", () => {
  it('POST /api/booking/create holds a hotel and answers duffelBooking.confirmation_number to pay', async () => {
    const stay = await makeAccommodation(ctx.database.db);
    const { status, body } = await post('/api/booking/create', {
      type: 'hotel',
      bookingData: {
        accommodationId: stay.id,
        guestName: 'Kofi Boateng',
        guestEmail: 'kofi@example.com',
        checkIn: addDays(today, 5),
        checkOut: addDays(today, 6),
        guests: 1,
        totalAmount: '100.00',
      },
    });
    expect(status).toBe(200);
    expect(body.duffelBooking).toMatchObject({
      confirmation_number: expect.stringMatching(/^HO-/),
      status: 'pending',
      payment_required: true,
      amount: '110.00',
    });
    const bad = await post('/api/booking/create', {
      type: 'hotel',
      bookingData: { accommodationId: stay.id },
    });
    expect(bad.status).toBe(400);
  });

  it('POST /api/duffel/booking/create does the same for the Liberia page', async () => {
    const stay = await makeAccommodation(ctx.database.db, { country: 'Liberia', city: 'Monrovia' });
    const { status, body } = await post('/api/duffel/booking/create', {
      type: 'hotel',
      bookingData: {
        hotel_id: stay.id,
        check_in: addDays(today, 7),
        check_out: addDays(today, 9),
        guests: 2,
        customer_name: 'Musu Kollie',
        customer_email: 'musu@example.com',
      },
    });
    expect(status).toBe(200);
    expect(body.duffelBooking.confirmation_number).toMatch(/^HO-/);
  });
});
