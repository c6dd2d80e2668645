import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createDuffelFlightProvider,
  FlightOrderRefused,
  FlightProviderError,
  type LiveFlightProvider,
  type OrderPassenger,
} from '../../src/server/providers/flights/duffel.ts';
import { startDuffelStub } from '../helpers/duffel-stub.ts';

let stub: Awaited<ReturnType<typeof startDuffelStub>>;
let duffel: LiveFlightProvider;

beforeEach(async () => {
  stub = await startDuffelStub();
  duffel = createDuffelFlightProvider({
    token: 'duffel_test_token',
    basePath: stub.url,
    timeoutMs: 300,
  });
});

afterEach(async () => {
  await stub.close();
});

const family = { passengers: 1, children: 1, infants: 1, cabinClass: 'economy' as const };
const offerId = 'off_0000AEdGRhtp5AUUdJqMxo';

/** Search as the traveller did, then read the offer back: Duffel's passenger ids come from there. */
async function searchedOffer(party = family) {
  await duffel.search({
    origin: 'LOS',
    destination: 'ACC',
    departureDate: '2026-12-05',
    ...party,
  });
  const found = await duffel.getOffer(offerId, party);
  if (!found) throw new Error('the offer should be there');
  return found;
}

function travellers(ids: { id: string; type: OrderPassenger['type'] }[]): OrderPassenger[] {
  const contact = { email: 'awa@example.com', phone_number: '+221771234567' };
  const infant = ids.find((p) => p.type === 'infant_without_seat');
  return ids.map((p) => {
    if (p.type === 'adult') {
      return {
        ...p,
        ...contact,
        title: 'ms',
        given_name: 'Awa',
        family_name: 'Diop',
        born_on: '1990-04-02',
        gender: 'f',
        ...(infant ? { infant_passenger_id: infant.id } : {}),
      };
    }
    return {
      ...p,
      ...contact,
      title: p.type === 'child' ? 'miss' : 'mr',
      given_name: p.type === 'child' ? 'Fatou' : 'Moussa',
      family_name: 'Diop',
      born_on: p.type === 'child' ? '2020-01-15' : '2026-01-10',
      gender: p.type === 'child' ? 'f' : 'm',
    };
  });
}

describe('reading an offer again before booking', () => {
  it("maps Duffel's current price and names its passenger ids with their types", async () => {
    const { offer, passengerIds } = await searchedOffer();
    expect(offer).toMatchObject({
      id: offerId,
      isLiveData: true,
      totalAmount: '412.50',
      passengers: 1,
      children: 1,
      infants: 1,
      origin: { code: 'LOS' },
      destination: { code: 'ACC' },
    });
    // searched by age (6 and 1), answered with ages: the adapter gives them their types
    expect(passengerIds.map((p) => p.type)).toEqual(['adult', 'child', 'infant_without_seat']);
    expect(new Set(passengerIds.map((p) => p.id)).size).toBe(3);
    expect(passengerIds.every((p) => p.id.startsWith('pas_'))).toBe(true);

    const read = stub.state.requests.at(-1)!;
    expect(read).toMatchObject({ method: 'GET', url: `/air/offers/${offerId}` });
    expect(read.headers).toMatchObject({
      authorization: 'Bearer duffel_test_token',
      'duffel-version': 'v2',
    });
  });

  it('shows the price Duffel asks now when it has changed since the search', async () => {
    await searchedOffer();
    stub.state.priceOverrides.set(offerId, '450.00');
    const again = await duffel.getOffer(offerId, family);
    expect(again?.offer).toMatchObject({ totalAmount: '450.00', price: { amount: '450.00' } });
  });

  it('answers null for an offer Duffel says is no longer available, or does not know', async () => {
    await searchedOffer();
    stub.state.expiredOffers.add(offerId);
    expect(await duffel.getOffer(offerId, family)).toBeNull();
    expect(await duffel.getOffer('off_unknown', family)).toBeNull();
  });

  it('fails as a provider error when Duffel cannot be reached', async () => {
    const unreachable = createDuffelFlightProvider({
      token: 'duffel_test_token',
      basePath: 'http://127.0.0.1:9',
      timeoutMs: 300,
    });
    await expect(unreachable.getOffer(offerId, family)).rejects.toBeInstanceOf(FlightProviderError);
  });
});

describe('booking an offer', () => {
  it('sends the travellers under their Duffel ids, the infant on the adult, paid from the balance', async () => {
    const { passengerIds } = await searchedOffer();
    const passengers = travellers(passengerIds);
    const booked = await duffel.createOrder({
      offerId,
      amountCents: 41250,
      key: 'TRG-1001',
      passengers,
    });
    expect(booked.orderId).toMatch(/^ord_/);
    expect(booked.bookingReference).toMatch(/^[A-Z0-9]{6}$/);
    expect(stub.state.ordersCreated).toBe(1);

    const sent = stub.state.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', url: '/air/orders' });
    const infant = passengerIds.find((p) => p.type === 'infant_without_seat')!;
    const adult = passengerIds.find((p) => p.type === 'adult')!;
    expect(sent.body).toEqual({
      data: {
        type: 'instant',
        selected_offers: [offerId],
        payments: [{ type: 'balance', amount: '412.50', currency: 'USD' }],
        metadata: { teranga_order: 'TRG-1001' },
        passengers: passengers.map(({ type: _type, ...p }) => p),
      },
    });
    const sentPassengers = (sent.body as { data: { passengers: OrderPassenger[] } }).data
      .passengers;
    expect(sentPassengers.find((p) => p.id === adult.id)?.infant_passenger_id).toBe(infant.id);
    expect(sentPassengers.every((p) => p.email && p.phone_number)).toBe(true);
    // the client sends a fixed set of headers: the key travels in the metadata only
    expect(sent.headers['idempotency-key']).toBeUndefined();
  });

  it('books once when the same order is sent twice with the same key', async () => {
    const { passengerIds } = await searchedOffer();
    const input = {
      offerId,
      amountCents: 41250,
      key: 'TRG-1002',
      passengers: travellers(passengerIds),
    };
    const first = await duffel.createOrder(input);
    const second = await duffel.createOrder(input);
    expect(second).toEqual(first);
    expect(stub.state.ordersCreated).toBe(1);
  });

  it("is refused with Duffel's code when the price has moved since it was read", async () => {
    const { passengerIds } = await searchedOffer();
    stub.state.priceOverrides.set(offerId, '450.00');
    const refusal = await duffel
      .createOrder({
        offerId,
        amountCents: 41250,
        key: 'TRG-1003',
        passengers: travellers(passengerIds),
      })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FlightOrderRefused);
    expect(refusal).toMatchObject({
      code: 'payment_amount_does_not_match_order_amount',
      status: 422,
      message: expect.stringContaining('450.00'),
    });
    expect(stub.state.ordersCreated).toBe(0);

    // read again, pay what Duffel asks now: booked
    const again = await duffel.getOffer(offerId, family);
    const booked = await duffel.createOrder({
      offerId,
      amountCents: Math.round(Number(again!.offer.totalAmount) * 100),
      key: 'TRG-1003',
      passengers: travellers(passengerIds),
    });
    expect(booked.orderId).toMatch(/^ord_/);
  });

  it('is refused with offer_no_longer_available when the offer has gone', async () => {
    const { passengerIds } = await searchedOffer();
    stub.state.expiredOffers.add(offerId);
    await expect(
      duffel.createOrder({
        offerId,
        amountCents: 41250,
        key: 'TRG-1004',
        passengers: travellers(passengerIds),
      }),
    ).rejects.toMatchObject({ name: 'FlightOrderRefused', code: 'offer_no_longer_available' });
  });

  it("carries the airline's refusal code, such as price_changed", async () => {
    const { passengerIds } = await searchedOffer();
    stub.state.failNextOrder = {
      status: 422,
      code: 'price_changed',
      message: 'The price of this offer has changed.',
    };
    const refusal = await duffel
      .createOrder({
        offerId,
        amountCents: 41250,
        key: 'TRG-1005',
        passengers: travellers(passengerIds),
      })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FlightOrderRefused);
    expect(refusal).toMatchObject({
      code: 'price_changed',
      message: 'The price of this offer has changed.',
    });
  });

  it("is refused when a passenger is not one of the offer's or an infant has no adult", async () => {
    const { passengerIds } = await searchedOffer();
    const strangers = travellers(passengerIds).map((p, i) =>
      i === 1 ? { ...p, id: 'pas_nobody' } : p,
    );
    await expect(
      duffel.createOrder({ offerId, amountCents: 41250, key: 'TRG-1006', passengers: strangers }),
    ).rejects.toBeInstanceOf(FlightOrderRefused);
    const unattached = travellers(passengerIds).map(({ infant_passenger_id: _i, ...p }) => p);
    await expect(
      duffel.createOrder({ offerId, amountCents: 41250, key: 'TRG-1006', passengers: unattached }),
    ).rejects.toBeInstanceOf(FlightOrderRefused);
    expect(stub.state.ordersCreated).toBe(0);
  });

  it('fails as a provider error, not a refusal, when Duffel answers 500', async () => {
    const { passengerIds } = await searchedOffer();
    stub.state.failNextOrder = { status: 500, code: 'internal_server_error', message: 'Boom' };
    const failure = await duffel
      .createOrder({
        offerId,
        amountCents: 41250,
        key: 'TRG-1007',
        passengers: travellers(passengerIds),
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FlightProviderError);
    expect(failure).not.toBeInstanceOf(FlightOrderRefused);
    expect((failure as Error).message).toContain('500');
  });

  it('fails as a provider error when Duffel answers too late, though the order may exist', async () => {
    const { passengerIds } = await searchedOffer();
    stub.state.orderDelayMs = 1000;
    const input = {
      offerId,
      amountCents: 41250,
      key: 'TRG-1008',
      passengers: travellers(passengerIds),
    };
    const failure = await duffel.createOrder(input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FlightProviderError);
    expect(failure).not.toBeInstanceOf(FlightOrderRefused);
    expect((failure as Error).message).toContain('within 300 ms');
    // Duffel booked it all the same: a retry with the same key finds that order
    expect(stub.state.ordersCreated).toBe(1);
    stub.state.orderDelayMs = 0;
    const retried = await duffel.createOrder(input);
    expect(retried.orderId).toBe([...stub.state.orders.keys()][0]);
    expect(stub.state.ordersCreated).toBe(1);
  });
});

describe('finding an order by our key', () => {
  it("finds the order among the traveller's, across pages, and null when there is none", async () => {
    const { passengerIds } = await searchedOffer();
    const { orderId, bookingReference } = await duffel.createOrder({
      offerId,
      amountCents: 41250,
      key: 'teranga-order-77',
      passengers: travellers(passengerIds),
    });
    const made = stub.state.orders.get(orderId)!;
    // 450 other orders of travellers called Diop before it: it is on the third page of 200.
    const others = Array.from({ length: 450 }, (_, i) => ({
      ...made,
      id: `ord_other${i}`,
      metadata: { teranga_order: `teranga-order-${1000 + i}` },
    }));
    stub.state.orders.clear();
    for (const order of [...others, made]) stub.state.orders.set(order.id, order);

    expect(await duffel.findOrder('teranga-order-77', 'Diop')).toEqual({
      orderId,
      bookingReference,
      cancelled: false,
    });
    const lists = stub.state.requests.filter((r) => r.method === 'GET');
    expect(lists.map((r) => r.url)).toEqual([
      `/air/offers/${offerId}`,
      '/air/orders?limit=200&passenger_name%5B%5D=Diop',
      '/air/orders?after=200&limit=200&passenger_name%5B%5D=Diop',
      '/air/orders?after=400&limit=200&passenger_name%5B%5D=Diop',
    ]);
    expect(await duffel.findOrder('teranga-order-78', 'Diop')).toBeNull();
    expect(await duffel.findOrder('teranga-order-77', 'Ndiaye')).toBeNull();
  });

  it('fails as a provider error when Duffel cannot list its orders', async () => {
    stub.state.failOrderLists = true;
    await expect(duffel.findOrder('teranga-order-77', 'Diop')).rejects.toBeInstanceOf(
      FlightProviderError,
    );
  });
});

describe('cancelling a booked order', () => {
  async function bookedOrder() {
    const { passengerIds } = await searchedOffer();
    return duffel.createOrder({
      offerId,
      amountCents: 41250,
      key: 'TRG-2001',
      passengers: travellers(passengerIds),
    });
  }

  it('quotes the refund, then confirms it', async () => {
    const { orderId } = await bookedOrder();
    stub.state.cancellationRefund = '300.00';
    const quote = await duffel.quoteCancellation(orderId);
    expect(quote).toMatchObject({ refundCents: 30000, currency: 'USD' });
    expect(quote.cancellationId).toMatch(/^ore_/);
    expect(stub.state.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/air/order_cancellations',
      body: { data: { order_id: orderId } },
    });
    expect(stub.state.cancellations.get(quote.cancellationId)?.confirmed_at).toBeNull();

    const confirmed = await duffel.confirmCancellation(quote.cancellationId);
    expect(confirmed.refundCents).toBe(30000);
    expect(Date.parse(confirmed.confirmedAt)).not.toBeNaN();
    expect(stub.state.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: `/air/order_cancellations/${quote.cancellationId}/actions/confirm`,
    });
  });

  it("refunds the order's total when the fare gives all of it back", async () => {
    const { orderId } = await bookedOrder();
    expect(await duffel.quoteCancellation(orderId)).toMatchObject({ refundCents: 41250 });
  });

  it('is refused with already_cancelled when cancelled twice', async () => {
    const { orderId } = await bookedOrder();
    const quote = await duffel.quoteCancellation(orderId);
    await duffel.confirmCancellation(quote.cancellationId);
    await expect(duffel.confirmCancellation(quote.cancellationId)).rejects.toMatchObject({
      name: 'FlightOrderRefused',
      code: 'already_cancelled',
    });
    await expect(duffel.quoteCancellation(orderId)).rejects.toMatchObject({
      code: 'already_cancelled',
    });
  });

  it('is refused with not_found for an order Duffel does not know', async () => {
    await expect(duffel.quoteCancellation('ord_unknown')).rejects.toMatchObject({
      name: 'FlightOrderRefused',
      code: 'not_found',
      status: 404,
    });
  });
});
