import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { HOLD_MINUTES } from '../../src/domain/checkout.ts';
import { bookings, outbox, paymentRecords } from '../../src/server/db/schema/index.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';
import { hotelSessionBody, orderOf, roomsTaken, testCardPayment } from '../helpers/checkout.ts';
import { drawnText } from '../helpers/documents.ts';
import { makeAccommodation } from '../helpers/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const today = TEST_NOW.slice(0, 10);

async function post(url: string, payload: unknown) {
  const response = await ctx.app.inject({ method: 'POST', url, payload: payload as object });
  return { status: response.statusCode, body: response.json() };
}

/** Books and pays a stay of a property that confirms by hand. */
async function bookByHand(email: string) {
  const stay = await makeAccommodation(ctx.database.db, { manualConfirmation: true });
  const session = await post(
    '/api/checkout/session',
    hotelSessionBody({ accommodationId: stay.id, today, email }),
  );
  await post('/api/payments/test/confirm', testCardPayment(session.body));
  const refs = { paymentIntentId: session.body.paymentIntentId, sessionId: session.body.sessionId };
  const confirmed = await post('/api/checkout/confirm', refs);
  // Its e-mail is a job's, which a worker would run now.
  await ctx.app.jobs.runPending();
  return { stay, session: session.body, refs, confirmed };
}

describe('a property that confirms bookings by hand', () => {
  it('is paid and awaiting its confirmation everywhere, never called confirmed', async () => {
    ctx.clock.set(TEST_NOW);
    const { stay, session, refs, confirmed } = await bookByHand('fatou@example.com');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ awaitingConfirmation: true });

    const view = (await ctx.app.inject({ url: `/api/orders/${session.sessionId}` })).json();
    expect(view).toMatchObject({
      status: 'pending',
      awaitingConfirmation: true,
      paymentStatus: 'succeeded',
      cardLast4: '4242',
    });
    const order = await orderOf(ctx.database.db, session.sessionId);
    const [record] = await ctx.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingReference, order.confirmationNumber!));
    expect(record!.status).toBe('pending');

    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'fatou@example.com'));
    expect(mail!.subject).toContain("is paid and awaiting the property's confirmation");
    expect(mail!.subject).not.toContain('is confirmed');

    const voucher = await ctx.app.inject({ url: `/api/orders/${session.sessionId}/voucher.pdf` });
    const text = await drawnText(voucher.rawPayload);
    expect(text).toContain('AWAITING CONFIRMATION');
    expect(text).not.toContain('CONFIRMED\n');
    const ics = await ctx.app.inject({ url: `/api/orders/${session.sessionId}/calendar.ics` });
    expect(ics.body).toContain('STATUS:TENTATIVE');

    // A second confirm is the same answer, and charges nothing twice.
    const again = await post('/api/checkout/confirm', refs);
    expect(again.body).toEqual(confirmed.body);
    const charges = await ctx.database.db
      .select()
      .from(paymentRecords)
      .where(and(eq(paymentRecords.orderId, order.id), eq(paymentRecords.kind, 'charge')));
    expect(charges).toHaveLength(1);

    // The stock stays taken after the hold's time is over, and the sweep leaves the order be.
    ctx.clock.advance((HOLD_MINUTES + 5) * 60_000);
    await ctx.app.inject({ url: `/api/accommodations?destination=Accra` });
    await post(
      '/api/checkout/session',
      hotelSessionBody({ accommodationId: stay.id, today, email: 'fatou@example.com', inDays: 30 }),
    );
    expect((await orderOf(ctx.database.db, session.sessionId)).orderStatus).toBe('pending');
    expect((await roomsTaken(ctx.database.db, stay.id)).slice(0, 2)).toEqual([1, 1]);
    ctx.clock.set(TEST_NOW);
  });

  it('can be withdrawn by the traveller before the property confirms, refunded in full', async () => {
    ctx.clock.set(TEST_NOW);
    const { stay, session } = await bookByHand('moussa@example.com');
    // Well past the default free-cancellation deadline: still a full refund, as nothing is confirmed.
    ctx.clock.advance(10 * 24 * 3_600_000 - 3_600_000);
    const cancelled = await post(`/api/bookings/${session.sessionId}/cancel`, {
      email: 'moussa@example.com',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      refund: '220.00',
      fee: '0.00',
      refundStatus: 'refunded',
    });
    expect(await roomsTaken(ctx.database.db, stay.id)).toEqual([0, 0]);
    const order = await orderOf(ctx.database.db, session.sessionId);
    const [record] = await ctx.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingReference, order.confirmationNumber!));
    expect(record!.status).toBe('canceled');
    ctx.clock.set(TEST_NOW);
  });

  it('is free to withdraw only until it is confirmed: once confirmed, a passed deadline costs the fee', async () => {
    ctx.clock.set(TEST_NOW);
    const { session } = await bookByHand('binta@example.com');
    await ctx.app.checkout.confirmByProperty(await orderOf(ctx.database.db, session.sessionId));
    // The same moment as the free withdrawal above: past the deadline, and now confirmed.
    ctx.clock.advance(10 * 24 * 3_600_000 - 3_600_000);
    const cancelled = await post(`/api/bookings/${session.sessionId}/cancel`, {
      email: 'binta@example.com',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.fee).not.toBe('0.00');
    ctx.clock.set(TEST_NOW);
  });

  it('is confirmed by the property: the order, its record and the e-mail then say confirmed', async () => {
    ctx.clock.set(TEST_NOW);
    const { session } = await bookByHand('awa@example.com');
    const order = await orderOf(ctx.database.db, session.sessionId);
    await ctx.app.checkout.confirmByProperty(order);
    await ctx.app.jobs.runPending();

    const view = (await ctx.app.inject({ url: `/api/orders/${session.sessionId}` })).json();
    expect(view).toMatchObject({ status: 'confirmed', awaitingConfirmation: false });
    const [record] = await ctx.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingReference, order.confirmationNumber!));
    expect(record!.status).toBe('confirmed');
    const subjects = (
      await ctx.database.db.select().from(outbox).where(eq(outbox.to, 'awa@example.com'))
    ).map((m) => m.subject);
    expect(subjects).toEqual([
      `Your Teranga booking ${order.confirmationNumber} is paid and awaiting the property's confirmation`,
      `Your Teranga booking ${order.confirmationNumber} is confirmed`,
    ]);
    await expect(
      ctx.app.checkout.confirmByProperty(await orderOf(ctx.database.db, session.sessionId)),
    ).rejects.toMatchObject({ statusCode: 409, code: 'not_awaiting_confirmation' });
  });

  it('is refused by the property: refunded in full, its rooms given back', async () => {
    ctx.clock.set(TEST_NOW);
    const { stay, session } = await bookByHand('ibrahima@example.com');
    const refused = await ctx.app.checkout.refuseByProperty(
      await orderOf(ctx.database.db, session.sessionId),
    );
    expect(refused).toMatchObject({ refund: '220.00', fee: '0.00', refundStatus: 'refunded' });
    expect(await roomsTaken(ctx.database.db, stay.id)).toEqual([0, 0]);
    const view = (await ctx.app.inject({ url: `/api/orders/${session.sessionId}` })).json();
    expect(view).toMatchObject({ status: 'canceled', refundCents: 22_000 });
    // A confirmed booking cannot be refused by the property: the traveller's policy applies.
    const other = await bookByHand('demba@example.com');
    const order = await orderOf(ctx.database.db, other.session.sessionId);
    await ctx.app.checkout.confirmByProperty(order);
    await expect(
      ctx.app.checkout.refuseByProperty(await orderOf(ctx.database.db, other.session.sessionId)),
    ).rejects.toMatchObject({ code: 'not_awaiting_confirmation' });
  });

  it('a withdrawal racing the property confirmation ends one way only, never both', async () => {
    ctx.clock.set(TEST_NOW);
    const { session } = await bookByHand('race@example.com');
    const order = await orderOf(ctx.database.db, session.sessionId);
    const [confirmed, withdrawn] = await Promise.allSettled([
      ctx.app.checkout.confirmByProperty(order),
      ctx.app.checkout.cancel(order),
    ]);
    const after = await orderOf(ctx.database.db, session.sessionId);
    const refunds = await ctx.database.db
      .select()
      .from(paymentRecords)
      .where(and(eq(paymentRecords.orderId, order.id), eq(paymentRecords.kind, 'refund')));
    if (after.orderStatus === 'confirmed') {
      expect(confirmed.status).toBe('fulfilled');
      expect(withdrawn.status).toBe('rejected');
      expect(refunds).toHaveLength(0);
    } else {
      expect(after.orderStatus).toBe('canceled');
      expect(withdrawn.status).toBe('fulfilled');
      expect(confirmed.status).toBe('rejected');
      expect(refunds.map((r) => r.amountCents)).toEqual([22_000]);
    }
  });
});
