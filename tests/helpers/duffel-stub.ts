import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deferred, type Deferred } from './deferred.ts';

/**
 * A local stand-in for Duffel's API v2, enough to search, read an offer, book it, find it by a
 * passenger's name and cancel it.
 * Error codes and statuses are the ones Duffel documents or was seen to answer in test mode:
 * 404 not_found, 422 offer_no_longer_available, 422 payment_amount_does_not_match_order_amount,
 * 422 already_cancelled.
 */

type StubPassenger = { id: string; type: string | null; age: number | null };

export type StubOffer = {
  id: string;
  total_amount: string;
  total_currency: string;
  expires_at?: string;
  owner: { name: string; iata_code?: string | null };
  slices: {
    origin: { iata_code: string; city_name?: string | null; time_zone?: string | null };
    destination: { iata_code: string; city_name?: string | null; time_zone?: string | null };
    duration?: string | null;
    segments: {
      origin: { iata_code: string; city_name?: string | null; time_zone?: string | null };
      destination: { iata_code: string; city_name?: string | null; time_zone?: string | null };
      departing_at: string;
      arriving_at: string;
      duration?: string | null;
      marketing_carrier: { name: string; iata_code?: string | null };
      marketing_carrier_flight_number: string;
      aircraft?: { name?: string } | null;
      passengers?: { cabin_class?: string; passenger_id?: string }[];
    }[];
  }[];
  passengers: StubPassenger[];
};

type StubOrder = {
  id: string;
  booking_reference: string;
  offer_id: string;
  total_amount: string;
  total_currency: string;
  passengers: Record<string, unknown>[];
  slices: StubOffer['slices'];
  metadata: Record<string, string>;
  cancelled_at: string | null;
  created_at: string;
};

type StubCancellation = {
  id: string;
  order_id: string;
  refund_amount: string;
  refund_currency: string;
  refund_to: 'balance';
  expires_at: string;
  confirmed_at: string | null;
  created_at: string;
  live_mode: false;
  airline_credits: [];
};

export type RecordedRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
};

export type DuffelStubState = {
  /** What a search returns; a search rewrites each offer's passengers from its own. */
  offers: StubOffer[];
  /** Offers Duffel now answers as no longer available. */
  expiredOffers: Set<string>;
  /** Offer id → the total Duffel now asks ("450.00"). */
  priceOverrides: Map<string, string>;
  orders: Map<string, StubOrder>;
  ordersCreated: number;
  /** The next order (not a replay) fails with this answer, once. */
  failNextOrder: { status: number; code: string; message: string; type?: string } | null;
  /** The order is made at once but answered this late, as a slow airline would. */
  orderDelayMs: number;
  /** Set by holdOrders(): orders are made at once but answered only once it is released. */
  orderHold: { arrived: Deferred; released: Deferred } | null;
  /** Listing orders answers 500 while set, as Duffel down would. */
  failOrderLists: boolean;
  /** Refund of every quote; the order's total when null. */
  cancellationRefund: string | null;
  cancellations: Map<string, StubCancellation>;
  /**
   * Replay the first order for a repeated metadata.teranga_order, as asked of this stub; Duffel
   * documents no such replay, so a test can turn it off to see a real duplicate.
   */
  replayByMetadata: boolean;
  requests: RecordedRequest[];
};

const FAR_FUTURE = '2099-01-01T00:00:00.000000Z';

/** An offer in Duffel's recorded shape (LOS → ACC, one adult); override any field. */
export function makeStubOffer(overrides: Partial<StubOffer> = {}): StubOffer {
  return {
    id: 'off_0000AEdGRhtp5AUUdJqMxo',
    total_amount: '412.50',
    total_currency: 'USD',
    expires_at: FAR_FUTURE,
    owner: { name: 'Air Peace', iata_code: 'P4' },
    passengers: [{ id: 'pas_0000AEdGRhtp5AUUdJqMxp', type: 'adult', age: null }],
    slices: [
      {
        origin: { iata_code: 'LOS', city_name: 'Lagos', time_zone: 'Africa/Lagos' },
        destination: { iata_code: 'ACC', city_name: 'Accra', time_zone: 'Africa/Accra' },
        duration: 'PT1H15M',
        segments: [
          {
            origin: { iata_code: 'LOS', city_name: 'Lagos', time_zone: 'Africa/Lagos' },
            destination: { iata_code: 'ACC', city_name: 'Accra', time_zone: 'Africa/Accra' },
            departing_at: '2026-12-05T08:30:00',
            arriving_at: '2026-12-05T08:45:00',
            duration: 'PT1H15M',
            marketing_carrier: { name: 'Air Peace', iata_code: 'P4' },
            marketing_carrier_flight_number: '7197',
            aircraft: { name: 'Embraer 195-E2' },
            passengers: [{ cabin_class: 'economy', passenger_id: 'pas_0000AEdGRhtp5AUUdJqMxp' }],
          },
        ],
      },
    ],
    ...overrides,
  };
}

class DuffelAnswer extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const notFound = () =>
  new DuffelAnswer(
    404,
    'invalid_request_error',
    'not_found',
    'The resource you are trying to access does not exist.',
  );
const offerGone = () =>
  new DuffelAnswer(
    422,
    'airline_error',
    'offer_no_longer_available',
    'The requested offer is no longer available, please search again.',
  );
const alreadyCancelled = () =>
  new DuffelAnswer(
    422,
    'invalid_state_error',
    'already_cancelled',
    'This order has already been cancelled.',
  );

export async function startDuffelStub(options: { offers?: StubOffer[] } = {}): Promise<{
  url: string;
  close(): Promise<void>;
  state: DuffelStubState;
  holdOrders(): { arrived: Promise<void>; release(): void };
}> {
  const state: DuffelStubState = {
    offers: options.offers ?? [makeStubOffer()],
    expiredOffers: new Set(),
    priceOverrides: new Map(),
    orders: new Map(),
    ordersCreated: 0,
    failNextOrder: null,
    orderDelayMs: 0,
    orderHold: null,
    failOrderLists: false,
    cancellationRefund: null,
    cancellations: new Map(),
    replayByMetadata: true,
    requests: [],
  };
  const orderByKey = new Map<string, string>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_0000Stub${String(++counter).padStart(6, '0')}`;
  const bookingReference = () =>
    Array.from(
      { length: 6 },
      () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 32)],
    ).join('');
  let requestCount = 0;

  const currentOffer = (id: string): StubOffer => {
    const offer = state.offers.find((o) => o.id === id);
    if (!offer) throw notFound();
    if (state.expiredOffers.has(id)) throw offerGone();
    const price = state.priceOverrides.get(id);
    return price ? { ...offer, total_amount: price } : offer;
  };

  function searchOffers(body: Record<string, unknown>) {
    const asked = (body.passengers as { type?: string; age?: number }[] | undefined) ?? [];
    const cabin = typeof body.cabin_class === 'string' ? body.cabin_class : 'economy';
    state.offers = state.offers.map((offer) => {
      const passengers: StubPassenger[] = asked.map((p) =>
        p.type
          ? { id: nextId('pas'), type: p.type, age: null }
          : { id: nextId('pas'), type: null, age: p.age ?? null },
      );
      return {
        ...offer,
        passengers,
        slices: offer.slices.map((slice) => ({
          ...slice,
          segments: slice.segments.map((segment) => ({
            ...segment,
            passengers: passengers.map((p) => ({
              passenger_id: p.id,
              cabin_class: segment.passengers?.[0]?.cabin_class ?? cabin,
            })),
          })),
        })),
      };
    });
    const offers = state.offers
      .filter((o) => !state.expiredOffers.has(o.id))
      .map((o) => currentOffer(o.id));
    return { id: nextId('orq'), live_mode: false, offers };
  }

  function createOrder(body: Record<string, unknown>, headers: IncomingHttpHeaders): StubOrder {
    const idempotencyKey = headers['idempotency-key'];
    const metadata = (body.metadata as Record<string, string> | undefined) ?? {};
    const keys = [
      typeof idempotencyKey === 'string' ? `header:${idempotencyKey}` : null,
      state.replayByMetadata && metadata.teranga_order
        ? `metadata:${metadata.teranga_order}`
        : null,
    ].filter((k): k is string => k !== null);
    for (const key of keys) {
      const existing = orderByKey.get(key);
      if (existing) return state.orders.get(existing)!;
    }
    if (state.failNextOrder) {
      const { status, code, message, type } = state.failNextOrder;
      state.failNextOrder = null;
      throw new DuffelAnswer(
        status,
        type ?? (status >= 500 ? 'api_error' : 'airline_error'),
        code,
        message,
      );
    }
    const selected = (body.selected_offers as string[] | undefined) ?? [];
    if (selected.length !== 1) {
      throw new DuffelAnswer(
        422,
        'validation_error',
        'validation_length',
        'Exactly one selected offer is required.',
      );
    }
    const offer = currentOffer(selected[0]!);
    const payment = ((body.payments as
      { type?: string; amount?: string; currency?: string }[] | undefined) ?? [])[0];
    if (
      body.type === 'instant' &&
      (!payment ||
        payment.amount !== offer.total_amount ||
        payment.currency !== offer.total_currency)
    ) {
      throw new DuffelAnswer(
        422,
        'validation_error',
        'payment_amount_does_not_match_order_amount',
        `The payment amount does not match the order's total amount of ${offer.total_amount} ${offer.total_currency}.`,
      );
    }
    const passengers = (body.passengers as Record<string, unknown>[] | undefined) ?? [];
    const offered = new Map(offer.passengers.map((p) => [p.id, p]));
    const named = new Set(passengers.map((p) => p.id));
    const carried = passengers.map((p) => p.infant_passenger_id).filter(Boolean);
    const infants = offer.passengers.filter(
      (p) => p.type === 'infant_without_seat' || (p.type === null && (p.age ?? 18) < 2),
    );
    if (
      passengers.length !== offer.passengers.length ||
      named.size !== offered.size ||
      [...named].some((id) => !offered.has(String(id))) ||
      infants.some((infant) => carried.filter((id) => id === infant.id).length !== 1)
    ) {
      throw new DuffelAnswer(
        422,
        'validation_error',
        'validation_inclusion',
        "The passengers must be the offer's, each infant on one adult's infant_passenger_id.",
      );
    }
    for (const p of passengers) {
      for (const field of [
        'title',
        'given_name',
        'family_name',
        'born_on',
        'gender',
        'email',
        'phone_number',
      ]) {
        if (typeof p[field] !== 'string' || p[field] === '') {
          throw new DuffelAnswer(
            422,
            'validation_error',
            'validation_required',
            `Field '${field}' can't be blank.`,
          );
        }
      }
    }
    const order: StubOrder = {
      id: nextId('ord'),
      booking_reference: bookingReference(),
      offer_id: offer.id,
      total_amount: offer.total_amount,
      total_currency: offer.total_currency,
      // Duffel's order passengers echo neither a type nor the infant link.
      passengers: passengers.map(({ infant_passenger_id: _infant, ...rest }) => rest),
      slices: offer.slices,
      metadata,
      cancelled_at: null,
      created_at: new Date().toISOString(),
    };
    state.orders.set(order.id, order);
    state.ordersCreated += 1;
    for (const key of keys) orderByKey.set(key, order.id);
    return order;
  }

  /**
   * GET /air/orders: the orders a passenger of which matches one of `passenger_name[]` (given or
   * family name, partly, in any case), oldest first, `limit` a page (50 unless said, up to 200),
   * the next page after the cursor `meta.after`.
   */
  function listOrders(params: URLSearchParams): { data: StubOrder[]; meta: unknown } {
    if (state.failOrderLists) {
      throw new DuffelAnswer(500, 'api_error', 'internal_server_error', 'Orders are unavailable.');
    }
    const names = params.getAll('passenger_name[]').map((n) => n.toLowerCase());
    const matching = [...state.orders.values()].filter(
      (order) =>
        names.length === 0 ||
        order.passengers.some((p) =>
          [p.given_name, p.family_name].some(
            (part) => typeof part === 'string' && names.some((n) => part.toLowerCase().includes(n)),
          ),
        ),
    );
    const limit = Math.min(Number(params.get('limit') ?? 50), 200);
    const start = Number(params.get('after') ?? 0);
    const data = matching.slice(start, start + limit);
    const next = start + limit < matching.length ? String(start + limit) : null;
    return { data, meta: { limit, after: next, before: null } };
  }

  function quoteCancellation(body: Record<string, unknown>): StubCancellation {
    const order = state.orders.get(String(body.order_id));
    if (!order) throw notFound();
    if (order.cancelled_at) throw alreadyCancelled();
    const cancellation: StubCancellation = {
      id: nextId('ore'),
      order_id: order.id,
      refund_amount: state.cancellationRefund ?? order.total_amount,
      refund_currency: order.total_currency,
      refund_to: 'balance',
      expires_at: FAR_FUTURE,
      confirmed_at: null,
      created_at: new Date().toISOString(),
      live_mode: false,
      airline_credits: [],
    };
    state.cancellations.set(cancellation.id, cancellation);
    return cancellation;
  }

  function confirmCancellation(id: string): StubCancellation {
    const cancellation = state.cancellations.get(id);
    if (!cancellation) throw notFound();
    const order = state.orders.get(cancellation.order_id)!;
    if (cancellation.confirmed_at || order.cancelled_at) throw alreadyCancelled();
    cancellation.confirmed_at = new Date().toISOString();
    order.cancelled_at = cancellation.confirmed_at;
    return cancellation;
  }

  function send(res: ServerResponse, status: number, payload: unknown) {
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.setHeader('x-request-id', `req_stub${requestCount}`);
    res.end(JSON.stringify(payload));
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requestCount += 1;
      const method = req.method ?? 'GET';
      const url = req.url ?? '/';
      let parsed: unknown = null;
      try {
        parsed = raw ? JSON.parse(raw) : null;
      } catch {
        parsed = raw;
      }
      state.requests.push({ method, url, headers: req.headers, body: parsed });
      const body = ((parsed as { data?: Record<string, unknown> } | null)?.data ?? {}) as Record<
        string,
        unknown
      >;
      const path = new URL(url, 'http://stub').pathname.replace(/\/+$/, '');
      let delayMs = 0;
      let held: Promise<void> | null = null;
      try {
        if (!/^Bearer \S+/.test(req.headers.authorization ?? '')) {
          throw new DuffelAnswer(
            401,
            'authentication_error',
            'missing_authorization_header',
            'An access token is required.',
          );
        }
        if (req.headers['duffel-version'] !== 'v2') {
          throw new DuffelAnswer(
            400,
            'invalid_request_error',
            'unsupported_version',
            'Duffel-Version must be v2.',
          );
        }
        let answer: { status: number; data: unknown; meta?: unknown };
        const cancellationConfirm = /^\/air\/order_cancellations\/([^/]+)\/actions\/confirm$/.exec(
          path,
        );
        const offerRead = /^\/air\/offers\/([^/]+)$/.exec(path);
        if (method === 'POST' && path === '/air/offer_requests') {
          answer = { status: 201, data: searchOffers(body) };
        } else if (method === 'GET' && offerRead) {
          answer = { status: 200, data: currentOffer(decodeURIComponent(offerRead[1]!)) };
        } else if (method === 'POST' && path === '/air/orders') {
          delayMs = state.orderDelayMs;
          if (state.orderHold) {
            state.orderHold.arrived.resolve();
            held = state.orderHold.released.promise;
          }
          answer = { status: 201, data: createOrder(body, req.headers) };
        } else if (method === 'GET' && path === '/air/orders') {
          answer = { status: 200, ...listOrders(new URL(url, 'http://stub').searchParams) };
        } else if (method === 'POST' && path === '/air/order_cancellations') {
          answer = { status: 201, data: quoteCancellation(body) };
        } else if (method === 'POST' && cancellationConfirm) {
          answer = {
            status: 200,
            data: confirmCancellation(decodeURIComponent(cancellationConfirm[1]!)),
          };
        } else {
          throw notFound();
        }
        const { status, ...payload } = answer;
        if (held) void held.then(() => send(res, status, payload));
        else setTimeout(() => send(res, status, payload), delayMs);
      } catch (error) {
        const answer =
          error instanceof DuffelAnswer
            ? error
            : new DuffelAnswer(500, 'api_error', 'internal_server_error', (error as Error).message);
        setTimeout(
          () =>
            send(res, answer.status, {
              errors: [
                {
                  type: answer.type,
                  title: answer.code,
                  message: answer.message,
                  code: answer.code,
                  documentation_url: 'https://duffel.com/docs/api/overview/errors',
                },
              ],
              meta: { status: answer.status, request_id: `req_stub${requestCount}` },
            }),
          delayMs,
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    /**
     * Holds the answers to the orders asked for from now on: `arrived` settles when the first
     * reaches the stub (already made, as the airline makes it), and release() sends them all.
     */
    holdOrders() {
      const hold = { arrived: deferred(), released: deferred() };
      state.orderHold = hold;
      return {
        arrived: hold.arrived.promise,
        release() {
          state.orderHold = null;
          hold.released.resolve();
        },
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
