import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { toCents, withTaxes } from '../../src/domain/pricing.ts';
import { inventoryHolds, outbox, paymentRecords } from '../../src/server/db/schema/index.ts';
import { createDuffelFlightProvider } from '../../src/server/providers/flights/duffel.ts';
import { STRAY_ORDER_WATCH_MS } from '../../src/server/services/checkout/ticketing.ts';
import { createTestApp, TEST_NOW, UNLIMITED_HOLDS, type TestContext } from '../helpers/app.ts';
import { orderOf, testCardPayment } from '../helpers/checkout.ts';
import { drawnText } from '../helpers/documents.ts';
import { makeStubOffer, startDuffelStub } from '../helpers/duffel-stub.ts';

let stub: Awaited<ReturnType<typeof startDuffelStub>>;
let ctx: TestContext;

beforeAll(async () => {
  stub = await startDuffelStub();
  ctx = await createTestApp({
    holdLimits: UNLIMITED_HOLDS,
    liveFlights: createDuffelFlightProvider({
      token: 'duffel_test_token',
      basePath: stub.url,
      timeoutMs: 2000,
    }),
  });
});
afterAll(async () => {
  await ctx.close();
  await stub.close();
});

let offerCount = 0;
beforeEach(() => {
  // Each test books an offer of its own, as Duffel's offers are sold once.
  offerCount += 1;
  stub.state.offers = [makeStubOffer({ id: `off_live${offerCount}` })];
  stub.state.failNextOrder = null;
  stub.state.orderDelayMs = 0;
  stub.state.orderHold = null;
  stub.state.failOrderLists = false;
  stub.state.cancellationRefund = null;
  // Prove our own guard: Duffel documents no replay of a repeated order.
  stub.state.replayByMetadata = false;
});

async function post(url: string, payload: unknown) {
  const response = await ctx.app.inject({ method: 'POST', url, payload: payload as object });
  return { status: response.statusCode, body: response.json() };
}

async function liveOffer() {
  const { body } = await post('/api/flights/search', {
    origin: 'LOS',
    destination: 'ACC',
    // A day of its own per search: the search answer is cached for a few seconds.
    departureDate: `2026-12-${String(offerCount).padStart(2, '0')}`,
    passengers: 1,
    cabinClass: 'economy',
  });
  expect(body).toMatchObject({ isLiveData: true, source: 'duffel' });
  return body.flights[0] as { id: string; totalAmount: string };
}

const traveller = {
  type: 'adult',
  title: 'ms',
  given_name: 'Awa',
  family_name: 'Diop',
  born_on: '1990-04-02',
  gender: 'f',
  email: 'awa@example.com',
  phone_number: '+221 77 123 4567',
};

async function paidSession(offer: { id: string; totalAmount: string }) {
  const session = await post('/api/checkout/session', {
    type: 'flight',
    offerId: offer.id,
    amount: withTaxes(toCents(offer.totalAmount)).totalCents / 100,
    customerName: 'Awa Diop',
    customerEmail: 'awa@example.com',
    passengers: [traveller],
  });
  expect(session.status).toBe(200);
  const paid = await post('/api/payments/test/confirm', testCardPayment(session.body));
  expect(paid.status).toBe(200);
  return session.body as { sessionId: string; paymentIntentId: string; clientSecret: string };
}

const confirm = (session: { paymentIntentId: string; sessionId: string }) =>
  post('/api/checkout/confirm', {
    paymentIntentId: session.paymentIntentId,
    sessionId: session.sessionId,
  });

describe('booking a live Duffel offer', () => {
  it('re-reads the offer, holds no seat of ours, and makes the airline order once paid, with its PNR shown', async () => {
    const offer = await liveOffer();
    const session = await paidSession(offer);
    const order = await orderOf(ctx.database.db, session.sessionId);
    const holds = await ctx.database.db
      .select()
      .from(inventoryHolds)
      .where(eq(inventoryHolds.orderId, order.id));
    expect(holds).toEqual([]);
    expect(
      stub.state.requests.some((r) => r.method === 'GET' && r.url.includes('/air/offers/off_live')),
    ).toBe(true);

    const confirmed = await confirm(session);
    expect(confirmed.status).toBe(200);
    expect(stub.state.ordersCreated).toBe(1);
    const [made] = [...stub.state.orders.values()].filter(
      (o) => o.offer_id === `off_live${offerCount}`,
    );
    const orderRequest = stub.state.requests.find(
      (r) => r.method === 'POST' && r.url.startsWith('/air/orders'),
    );
    expect(orderRequest?.body).toMatchObject({
      data: {
        type: 'instant',
        selected_offers: [`off_live${offerCount}`],
        payments: [{ type: 'balance', amount: '412.50', currency: 'USD' }],
        passengers: [
          {
            id: expect.stringMatching(/^pas_/),
            title: 'ms',
            given_name: 'Awa',
            family_name: 'Diop',
            born_on: '1990-04-02',
            gender: 'f',
            email: 'awa@example.com',
          },
        ],
        metadata: { teranga_order: `teranga-order-${order.id}` },
      },
    });
    const view = (await ctx.app.inject({ url: `/api/orders/${confirmed.body.bookingId}` })).json();
    expect(view.status).toBe('confirmed');
    expect(view.cancellation).toMatchObject({ byAirline: true });
    expect(view.airline).toEqual({ bookingReference: made!.booking_reference, orderId: made!.id });
    // The voucher and the e-mail name the airline's reference, as the tickets print it.
    const pdf = await ctx.app.inject({
      url: `/api/orders/${confirmed.body.bookingId}/voucher.pdf`,
    });
    const voucher = (await drawnText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(voucher).toContain(`Airline booking reference (PNR) ${made!.booking_reference}`);
    expect(voucher).toContain("Cancellation: the airline's terms");
    await ctx.app.jobs.runPending();
    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'awa@example.com'));
    expect(mail!.text).toContain(made!.booking_reference);
  });

  it('makes one airline order however many confirms arrive at once', async () => {
    const session = await paidSession(await liveOffer());
    stub.state.orderDelayMs = 300;
    const before = stub.state.ordersCreated;
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(session)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.confirmationNumber)).size).toBe(1);
    expect(stub.state.ordersCreated - before).toBe(1);
    expect(await confirm(session)).toMatchObject({ status: 200 });
    expect(stub.state.ordersCreated - before).toBe(1);
  });

  it('does not cancel a paid booking while the airline is issuing its tickets', async () => {
    const session = await paidSession(await liveOffer());
    const airline = stub.holdOrders();
    const confirming = confirm(session);
    await airline.arrived;
    const cancel = await post(`/api/bookings/${session.sessionId}/cancel`, {
      email: 'awa@example.com',
    });
    airline.release();
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe('ticketing_in_progress');
    expect((await confirming).status).toBe(200);
  });

  it('refunds the payment in full and ends the booking when the airline refuses after the charge', async () => {
    const session = await paidSession(await liveOffer());
    stub.state.failNextOrder = {
      status: 422,
      code: 'offer_no_longer_available',
      message: 'The offer is no longer available',
      type: 'airline_error',
    };
    const refused = await confirm(session);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('airline_refused');
    expect(refused.body.message).toBe(
      'The airline did not issue the tickets: The offer is no longer available. Your payment is refunded in full.',
    );
    const order = await orderOf(ctx.database.db, session.sessionId);
    expect(order.orderStatus).toBe('canceled');
    expect(order.meta).toMatchObject({ failure: { code: 'offer_no_longer_available' } });
    const refunds = await ctx.database.db
      .select()
      .from(paymentRecords)
      .where(and(eq(paymentRecords.orderId, order.id), eq(paymentRecords.kind, 'refund')));
    expect(refunds).toEqual([
      expect.objectContaining({
        amountCents: (order.meta as { totalCents: number }).totalCents,
        status: 'succeeded',
      }),
    ]);
    // Asked again, the same answer; no second order, no second refund.
    const again = await confirm(session);
    expect(again.body.code).toBe('airline_refused');
    const view = (await ctx.app.inject({ url: `/api/orders/${session.sessionId}` })).json();
    // The airline's own words; the page says the rest in the reader's language.
    expect(view).toMatchObject({ status: 'canceled', failure: 'The offer is no longer available' });
  });

  it('refunds in full, without asking for a second order, when the airline fails to answer', async () => {
    const session = await paidSession(await liveOffer());
    stub.state.failNextOrder = { status: 500, code: 'internal_server_error', message: 'Boom' };
    const before = stub.state.requests.filter((r) => r.url.startsWith('/air/orders')).length;
    const failed = await confirm(session);
    expect(failed.status).toBe(409);
    expect(failed.body).toMatchObject({ code: 'airline_refused' });
    expect(failed.body.message).toMatch(/could not be reached.*refunded in full/);
    const again = await confirm(session);
    expect(again.body.code).toBe('airline_refused');
    // One attempt at the airline only: a retry could make a second order.
    expect(stub.state.requests.filter((r) => r.url.startsWith('/air/orders')).length - before).toBe(
      1,
    );
    const order = await orderOf(ctx.database.db, session.sessionId);
    expect(order).toMatchObject({ orderStatus: 'canceled' });
  });

  it('cancels at the airline the order it made after we stopped waiting, and writes it on the booking', async () => {
    const session = await paidSession(await liveOffer());
    const airline = stub.holdOrders(); // made at once, answered after our 2 s limit
    const failed = await confirm(session);
    expect(failed.status).toBe(409);
    expect(failed.body.message).toMatch(/could not be reached.*refunded in full/);
    const [made] = [...stub.state.orders.values()].filter(
      (o) => o.offer_id === `off_live${offerCount}`,
    );
    expect(made).toMatchObject({ cancelled_at: null });
    airline.release();

    const reconciled = await ctx.app.checkout.reconcile();
    expect(reconciled.strayOrdersCancelled).toBe(1);
    expect(made!.cancelled_at).not.toBeNull();
    expect(
      stub.state.requests.some(
        (r) => r.method === 'GET' && r.url === '/air/orders?limit=200&passenger_name%5B%5D=Diop',
      ),
    ).toBe(true);
    const order = await orderOf(ctx.database.db, session.sessionId);
    expect(order.meta).toMatchObject({
      failure: { code: 'airline_unavailable', at: TEST_NOW },
      airline: {
        stray: {
          orderId: made!.id,
          bookingReference: made!.booking_reference,
          refundCents: 41250,
          checkedAt: TEST_NOW,
        },
      },
    });
    // The traveller's refund stands as it was: once, in full.
    const refunds = await ctx.database.db
      .select()
      .from(paymentRecords)
      .where(and(eq(paymentRecords.orderId, order.id), eq(paymentRecords.kind, 'refund')));
    expect(refunds.map((r) => r.amountCents)).toEqual([
      (order.meta as { totalCents: number }).totalCents,
    ]);
    const cancellations = stub.state.cancellations.size;
    expect((await ctx.app.checkout.reconcile()).strayOrdersCancelled).toBe(0);
    expect(stub.state.cancellations.size).toBe(cancellations);
  });

  it('looks for an unanswered order again while the airline may still make it, then writes that it made none', async () => {
    const session = await paidSession(await liveOffer());
    stub.state.failNextOrder = { status: 503, code: 'service_unavailable', message: 'Down' };
    expect((await confirm(session)).body.code).toBe('airline_refused');
    const strayOf = async () =>
      ((await orderOf(ctx.database.db, session.sessionId)).meta as { airline: { stray?: unknown } })
        .airline.stray;
    const lookups = () =>
      stub.state.requests.filter((r) => r.method === 'GET' && r.url.startsWith('/air/orders'))
        .length;

    stub.state.failOrderLists = true;
    await ctx.app.checkout.reconcile();
    stub.state.failOrderLists = false;
    expect(await strayOf()).toBeUndefined();
    const before = lookups();
    await ctx.app.checkout.reconcile();
    expect(lookups()).toBeGreaterThan(before);
    expect(await strayOf()).toBeUndefined();

    ctx.clock.advance(STRAY_ORDER_WATCH_MS);
    try {
      await ctx.app.checkout.reconcile();
      expect(await strayOf()).toEqual({ checkedAt: ctx.clock.now().toISOString() });
      const settled = lookups();
      await ctx.app.checkout.reconcile();
      expect(lookups()).toBe(settled);
    } finally {
      ctx.clock.set(TEST_NOW);
    }
  });

  it('says when the airline no longer sells the offer, or sells it at another price, before any charge', async () => {
    const gone = await liveOffer();
    stub.state.expiredOffers.add(`off_live${offerCount}`);
    const body = (offer: { id: string; totalAmount: string }) => ({
      type: 'flight',
      offerId: offer.id,
      amount: withTaxes(toCents(offer.totalAmount)).totalCents / 100,
      customerName: 'Awa Diop',
      customerEmail: 'awa@example.com',
      passengers: [traveller],
    });
    const expired = await post('/api/checkout/session', body(gone));
    expect(expired.status).toBe(409);
    expect(expired.body.code).toBe('offer_unavailable');

    offerCount += 1;
    stub.state.offers = [makeStubOffer({ id: `off_live${offerCount}` })];
    const repriced = await liveOffer();
    stub.state.priceOverrides.set(`off_live${offerCount}`, '450.00');
    const changed = await post('/api/checkout/session', body(repriced));
    expect(changed.status).toBe(409);
    // The new total the card would be charged (taxes and fees in), and the fare beneath it.
    expect(changed.body).toMatchObject({
      code: 'price_changed',
      newPrice: '495.00',
      subtotal: '450.00',
    });
    expect(changed.body.offerId).toMatch(/^d\./);
  });
});

describe('cancelling a live Duffel booking', () => {
  async function booked() {
    const session = await paidSession(await liveOffer());
    const confirmed = await confirm(session);
    expect(confirmed.status).toBe(200);
    return confirmed.body.bookingId as string;
  }
  const email = { email: 'awa@example.com' };

  it("shows the airline's refund, and refunds per the quote once the traveller accepts it", async () => {
    const bookingId = await booked();
    stub.state.cancellationRefund = '206.25'; // half the 412.50 fare
    const quote = await post(`/api/bookings/${bookingId}/cancellation-quote`, email);
    expect(quote.status).toBe(200);
    // Half the fare back: half of what was paid for it, our taxes and fees with it.
    expect(quote.body).toMatchObject({ airlineRefund: '206.25', refund: '226.88', fee: '226.87' });
    const withoutQuote = await post(`/api/bookings/${bookingId}/cancel`, email);
    expect(withoutQuote.status).toBe(400);
    expect(withoutQuote.body.errors[0]).toMatchObject({ field: 'quoteId', rule: 'required' });
    const wrongQuote = await post(`/api/bookings/${bookingId}/cancel`, {
      ...email,
      quoteId: 'ore_other',
    });
    expect(wrongQuote.body.errors[0]).toMatchObject({ field: 'quoteId', rule: 'invalid' });

    const cancelled = await post(`/api/bookings/${bookingId}/cancel`, {
      ...email,
      quoteId: quote.body.quoteId,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'canceled',
      refund: '226.88',
      fee: '226.87',
      refundStatus: 'refunded',
    });
    expect(stub.state.cancellations.get(quote.body.quoteId)?.confirmed_at).not.toBeNull();
    const again = await post(`/api/bookings/${bookingId}/cancel`, {
      ...email,
      quoteId: quote.body.quoteId,
    });
    expect(again.body.code).toBe('already_canceled');
  });

  it('refuses a quote the airline no longer stands by, and changes nothing', async () => {
    const bookingId = await booked();
    const quote = await post(`/api/bookings/${bookingId}/cancellation-quote`, email);
    expect(quote.status).toBe(200);
    ctx.clock.set('2100-01-01T00:00:00.000Z'); // past the quote's expiry
    try {
      const late = await post(`/api/bookings/${bookingId}/cancel`, {
        ...email,
        quoteId: quote.body.quoteId,
      });
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('quote_expired');
    } finally {
      ctx.clock.set(TEST_NOW);
    }
    expect(stub.state.cancellations.get(quote.body.quoteId)?.confirmed_at).toBeNull();
    const view = (await ctx.app.inject({ url: `/api/orders/${bookingId}` })).json();
    expect(view.status).toBe('confirmed');
  });

  it('changes nothing when the traveller declines the quote', async () => {
    const bookingId = await booked();
    const quote = await post(`/api/bookings/${bookingId}/cancellation-quote`, email);
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ refund: '453.75', fee: '0.00' });
    // Declined: the traveller simply does not accept it.
    const view = (await ctx.app.inject({ url: `/api/orders/${bookingId}` })).json();
    expect(view).toMatchObject({ status: 'confirmed', refundCents: null });
    expect(stub.state.cancellations.get(quote.body.quoteId)?.confirmed_at).toBeNull();
    const order = await orderOf(ctx.database.db, bookingId);
    const refunds = await ctx.database.db
      .select()
      .from(paymentRecords)
      .where(and(eq(paymentRecords.orderId, order.id), eq(paymentRecords.kind, 'refund')));
    expect(refunds).toEqual([]);
  });
});
