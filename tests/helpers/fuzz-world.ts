import { createHmac } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import sharp from 'sharp';
import Stripe from 'stripe';
import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { encodeStayRateId } from '../../src/domain/accommodations.ts';
import { DEFAULT_HOLD_LIMITS } from '../../src/domain/checkout.ts';
import { addDays } from '../../src/domain/dates.ts';
import { FIELD_RULES } from '../../src/domain/field-errors.ts';
import { hotelTotalCents, toCents, withTaxes } from '../../src/domain/pricing.ts';
import { seedHelpArticles } from '../../src/server/db/seed/help.ts';
import { seedTours } from '../../src/server/db/seed/tours.ts';
import { seedVisaRequirements } from '../../src/server/db/seed/visas.ts';
import {
  TEST_WALLET_NUMBERS,
  TEST_WEBHOOK_HEADER,
} from '../../src/server/providers/payments/mobile-money/test-processor.ts';
import { registerTraveller, sessionCookieOf, signInAdmin } from './accounts.ts';
import { createTestApp, type TestContext } from './app.ts';
import { makeAccommodation } from './factories.ts';
import { PLACEHOLDER, TODAY, percentEncode, truncate } from './fuzz-values.ts';

/**
 * The fuzz suite's world: an app with seeded stays, real flight offers and checkouts in every
 * state, mobile-money charges, uploaded photos and an administrator; the request type the
 * generators produce; and the check of every answer.
 */

export const WEBHOOK_SECRET = 'whsec_fuzz_teranga';
/** The app's secret: it signs offers, and the built-in mobile-money processor's webhooks. */
const APP_SECRET = 'fuzz-offer-signing-secret';
const TRAVELLER_PASSWORD = 'kente-cloth-42';
/** Clients the requests come from; the per-client hold limits count by address. */
export const ADDRESSES = [
  '10.0.0.1',
  '10.0.0.2',
  '10.0.0.3',
  '10.0.0.4',
  '10.0.0.5',
  '192.168.1.7',
  '203.0.113.9',
  '198.51.100.20',
  '2001:db8::1',
  '::ffff:10.0.0.6',
] as const;

export type StripeSignature = 'valid' | 'wrong-secret' | 'stale' | 'garbage' | 'none' | 'tampered';
/** The built-in mobile-money processor's signature (HMAC-SHA256 of the bytes, hex), made so. */
export type WalletSignature = 'valid' | 'wrong-secret' | 'garbage' | 'none' | 'tampered';

export type FuzzRequest = {
  /** The route as the app declares it, e.g. 'POST /api/checkout/session'. */
  route: string;
  /** What was done to the valid request, e.g. 'set customerName to string with NUL'. */
  label: string;
  method: string;
  /**
   * May hold placeholders ({{order:N:field}}, {{charge:N}}, {{photo:N:field}}, {{uniq}}),
   * filled in when sent; bytes (a photo) are sent as they are.
   */
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
  /** For the Stripe webhook: how the Stripe-Signature header is made from the final payload. */
  stripe?: StripeSignature;
  /** For the mobile-money webhook: how its signature header is made from the final payload. */
  wallet?: WalletSignature;
  /** A 200 answer is a new checkout: remember it (with this e-mail) for later requests. */
  remember?: { email: string };
};

/** Gives a request a short printed form, so a 1 MB body does not flood a failure report. */
export function fuzzRequest(request: FuzzRequest): FuzzRequest {
  return Object.defineProperty(request, fc.toStringMethod, {
    value: () => describeRequest(request),
    enumerable: false,
  });
}

export function describeRequest(r: {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer | undefined;
  remoteAddress: string;
  label?: string;
}): string {
  const body =
    r.payload === undefined
      ? '  no body'
      : Buffer.isBuffer(r.payload)
        ? `  body of ${r.payload.length} bytes, starting ${r.payload.subarray(0, 16).toString('hex')}`
        : `  body ${JSON.stringify(truncate(r.payload, 300))}`;
  return [
    `${r.method} ${truncate(r.url, 300)}`,
    `  from ${r.remoteAddress}${r.label ? ` (${r.label})` : ''}`,
    `  headers ${truncate(JSON.stringify(r.headers), 300)}`,
    body,
  ].join('\n');
}

export type Stay = { id: number; pricePerNight: string; roomCount: number; city: string };
export type Offer = { id: string; passengers: number; totalAmount: string };
export type Tour = {
  id: number;
  operatorId: number;
  pricePerPerson: string;
  maxGroupSize: number;
  departures: string[];
};
export type Order = {
  sessionId: string;
  paymentIntentId: string;
  clientSecret: string;
  confirmationNumber: string;
  email: string;
};

/** `cause` groups violations of one root: the server's error for a 5xx. */
export type Violation = { rule: string; detail: string; cause?: string };

export type Outcome = {
  status: number;
  violations: Violation[];
  sent: { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer };
  body: string;
};

/** A valid stay rate and the total the checkout page would send for it. */
export function stayRate(stay: Stay, checkInOffset: number, nights: number, guests: number) {
  const checkIn = addDays(TODAY, checkInOffset);
  const checkOut = addDays(checkIn, nights);
  const { subtotalCents, totalCents } = withTaxes(
    hotelTotalCents(stay.pricePerNight, checkIn, checkOut, guests),
  );
  return {
    accommodationId: stay.id,
    checkIn,
    checkOut,
    guests,
    rateId: encodeStayRateId({ accommodationId: stay.id, checkIn, checkOut, guests }),
    subtotal: subtotalCents / 100,
    total: totalCents / 100,
  };
}

export const offerTotal = (offer: Offer) => withTaxes(toCents(offer.totalAmount)).totalCents / 100;

export function passenger(i: number) {
  return {
    title: i % 2 ? 'mr' : 'ms',
    given_name: i % 2 ? 'Kwame' : 'Ama',
    family_name: 'Mensah',
    born_on: `19${80 + i}-03-06`,
    gender: i % 2 ? 'm' : 'f',
    ...(i === 0 ? { email: 'ama@example.com', phone_number: '+233 24 555 0101' } : {}),
  };
}

/** Every table a request can write. Row hashes are summed, so any change to any row shows. */
const TABLES = {
  orders: 'duffel_bookings',
  events: 'order_events',
  holds: 'inventory_holds',
  payments: 'payment_records',
  bookings: 'bookings',
  flightBookings: 'flight_bookings',
  outbox: 'outbox',
  webhooks: 'processed_webhooks',
  roomNights: 'room_nights',
  flightSeats: 'flight_seats',
  stays: 'accommodations',
  contactMessages: 'contact_messages',
  helpArticles: 'help_articles',
  tourBookings: 'tour_bookings',
  walletCharges: 'wallet_charges',
  testWallet: 'test_wallet_payments',
  rates: 'exchange_rates',
  audit: 'audit_log',
  signIns: 'sessions',
  // auth_throttle is left out: a refused sign-in counts against guessing, by design (0018).
  users: 'users',
  accountLinks: 'auth_tokens',
} as const;

// Row count and hash sum per table, with readable summaries beside them for the failure report,
// in one query. Compared around each 4xx. A photo's bytes are named by its hash: they are left out.
const tableSums = Object.entries(TABLES).map(
  ([key, table]) =>
    `'${key}', (select json_build_array(count(*), coalesce(sum(hashtext(t::text)), 0))
      from ${table} t)`,
);
const DIGEST = sql.raw(`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax,
  json_build_object(${tableSums.join(',\n')},
  'orderStatuses', (select json_object_agg(s, n order by s) from (select order_status || '/' ||
      payment_status as s, count(*) as n from duffel_bookings group by 1) x),
  'holdStatuses', (select json_object_agg(status, n order by status) from (select status,
      count(*) as n from inventory_holds group by 1) x),
  'roomsTaken', (select coalesce(sum(taken), 0) from room_nights),
  'seatsTaken', (select coalesce(sum(taken), 0) from flight_seats),
  'tourPlacesTaken', (select coalesce(sum(taken), 0) from tour_departures),
  'photos', (select json_build_array(count(*), coalesce(sum(hashtext(concat_ws('/',
      accommodation_id, hash, width, height))), 0)) from property_photo_variants),
  'lastOrderUpdate', (select max(updated_at) from duffel_bookings)
) as digest`);

// Any committed write takes a transaction id, so while the next one to be given out is unchanged
// the digest computed earlier still holds, and one cheap query replaces the full digest.
const NEXT_XID = sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`;

type Digest = Record<string, unknown>;

/**
 * The 4xx answers allowed to write, both from confirm: one that finds the payment incomplete
 * (402) records the payment status the provider reported, and one that must refund (409
 * refunded) records the refund. Stock, holds and bookings must still be untouched.
 */
function writesAllowed(route: string, status: number, body: string): readonly string[] {
  if (route !== 'POST /api/checkout/confirm') return [];
  const statusMove = ['orders', 'events', 'orderStatuses', 'lastOrderUpdate'];
  if (status === 402) return statusMove;
  if (status === 409 && /"code":"refunded"/.test(body)) return [...statusMove, 'payments'];
  return [];
}

function decodeBody(raw: Buffer, encoding: string | undefined): string {
  switch (encoding) {
    case 'gzip':
      return gunzipSync(raw).toString('utf8');
    case 'deflate':
      return inflateSync(raw).toString('utf8');
    case 'br':
      return brotliDecompressSync(raw).toString('utf8');
    default:
      return raw.toString('utf8');
  }
}

export type FuzzWorld = Awaited<ReturnType<typeof createFuzzWorld>>;

export async function createFuzzWorld() {
  // The app's error log, so a 5xx report can say what broke on the server.
  const serverErrors: string[] = [];
  const errorLog = {
    write(line: string) {
      const entry = JSON.parse(line) as {
        msg?: string;
        err?: { type?: string; message?: string; stack?: string };
      };
      const message = entry.err?.message ?? String(entry.msg);
      // A failed query's message is the SQL, its parameters, then the database's own error.
      const query = message.split('\n')[0]!.slice(0, 100);
      const reason = message.includes('\nparams: ')
        ? `${query}… → ${message.slice(message.lastIndexOf(': ') + 2)}`
        : message;
      const where = entry.err?.stack
        ?.split('\n')
        .filter((l) => /^\s+at /.test(l))
        .slice(0, 2)
        .map((l) => l.trim())
        .join(' < ');
      serverErrors.push(`${entry.err?.type ?? 'log'}: ${reason}${where ? ` (${where})` : ''}`);
    },
  };
  const ctx: TestContext = await createTestApp({
    logger: { level: 'error', stream: errorLog },
    rateLimitMax: 1_000_000,
    assistantQuestionsPerMinute: 1_000_000,
    stripeWebhookSecret: WEBHOOK_SECRET,
    secret: APP_SECRET,
    // The limits the app runs with, so their refusals and replacements are fuzzed too.
    holdLimits: DEFAULT_HOLD_LIMITS,
  });
  const { app, database, clock } = ctx;
  const db = database.db;
  await seedHelpArticles(db);
  await seedVisaRequirements(db);
  await seedTours(db, TODAY);

  // Stays sold out, nearly sold out and plentiful; dear ones for the money columns; odd text.
  const stayRows = [
    await makeAccommodation(db, { roomCount: 400, city: 'Accra' }),
    await makeAccommodation(db, {
      roomCount: 400,
      city: 'Dakar',
      country: 'Senegal',
      location: 'Plateau, Dakar',
    }),
    await makeAccommodation(db, { roomCount: 2, pricePerNight: '35.50' }),
    await makeAccommodation(db, { roomCount: 1, cancellationPolicy: 'Non-refundable.' }),
    await makeAccommodation(db, { roomCount: 0 }),
    await makeAccommodation(db, {
      roomCount: 300,
      name: 'Hôtel Ọláòṣebìkan 🌴 مرحبا',
      location: 'Lomé',
      city: 'Lomé',
      country: 'Togo',
      cancellationPolicy:
        'Free cancellation until 48 hours before check-in. ' +
        'Later cancellations are charged 50% of the stay.',
    }),
    await makeAccommodation(db, {
      roomCount: 300,
      pricePerNight: '50000.00',
      propertyType: 'Resort',
    }),
  ];
  const stays: Stay[] = stayRows.map((s) => ({
    id: s.id,
    pricePerNight: s.pricePerNight,
    roomCount: s.roomCount,
    city: s.city,
  }));

  let setupCalls = 0;
  async function call(method: 'GET' | 'POST', url: string, payload?: object) {
    // Each from its own address, so limits per client do not refuse the setup.
    setupCalls += 1;
    const remoteAddress = `10.9.${setupCalls >> 8}.${setupCalls & 255}`;
    const response = await app.inject({
      method,
      url,
      remoteAddress,
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode !== 200)
      throw new Error(`setup: ${method} ${url} answered ${response.statusCode} ${response.body}`);
    return response.json();
  }

  // Real offers: one-way, a round trip, for one, two and three passengers.
  const offers: Offer[] = [];
  for (const [origin, destination, days, passengers, returnDays] of [
    ['ACC', 'LOS', 12, 1, undefined],
    ['DKR', 'ABJ', 30, 2, undefined],
    ['LOS', 'LHR', 45, 1, 52],
    ['ACC', 'DKR', 90, 3, undefined],
  ] as const) {
    const answer = await call('POST', '/api/flights/search', {
      origin,
      destination,
      departureDate: addDays(TODAY, days),
      ...(returnDays ? { returnDate: addDays(TODAY, returnDays) } : {}),
      passengers,
    });
    for (const offer of (answer.flights as { id: string; totalAmount: string }[]).slice(0, 4)) {
      offers.push({ id: offer.id, passengers, totalAmount: offer.totalAmount });
    }
  }
  if (offers.length === 0) throw new Error('setup: no flight offers');

  // Checkouts in each state: pending, paid but not confirmed, confirmed, cancelled, 3-D Secure.
  const orders: Order[] = [];
  async function checkout(stay: Stay, offset: number, email: string): Promise<Order> {
    const rate = stayRate(stay, offset, 2, 1);
    const session = await call('POST', '/api/checkout/session', {
      type: 'hotel',
      rateId: rate.rateId,
      amount: rate.total,
      customerName: 'Ama Mensah',
      customerEmail: email,
    });
    const order = { ...session, email } as Order;
    orders.push(order);
    return order;
  }
  const pay = (order: Order, number: string) =>
    call('POST', '/api/payments/test/confirm', {
      paymentIntentId: order.paymentIntentId,
      clientSecret: order.clientSecret,
      number,
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
  const confirm = (order: Order) =>
    call('POST', '/api/checkout/confirm', {
      paymentIntentId: order.paymentIntentId,
      sessionId: order.sessionId,
    });
  const [accra, dakar, , , , lome] = stays as [Stay, Stay, Stay, Stay, Stay, Stay];
  await checkout(accra, 20, 'pending@example.com');
  await pay(await checkout(accra, 21, 'paid@example.com'), '4242424242424242');
  for (const [stay, offset] of [
    [accra, 22],
    [dakar, 3],
    [lome, 1],
    [lome, 40],
  ] as const) {
    const order = await checkout(stay, offset, 'confirmed@example.com');
    await pay(order, '4242424242424242');
    await confirm(order);
  }
  const cancelled = await checkout(dakar, 25, 'cancelled@example.com');
  await pay(cancelled, '4242424242424242');
  await confirm(cancelled);
  await call('POST', `/api/bookings/${cancelled.sessionId}/cancel`, { email: cancelled.email });
  // Orders whose card asked for 3-D Secure: what POST /api/payments/test/authenticate is for.
  const awaitingAction: Order[] = [];
  const threeDs = await checkout(dakar, 26, 'threeds@example.com');
  await pay(threeDs, '4000002760003184');
  awaitingAction.push(threeDs);
  await pay(await checkout(dakar, 27, 'declined@example.com'), '4000000000000002');
  const flight = offers[0]!;
  const flightSession = await call('POST', '/api/checkout/session', {
    type: 'flight',
    offerId: flight.id,
    amount: offerTotal(flight),
    customerName: 'Ama Mensah',
    customerEmail: 'flyer@example.com',
    passengers: Array.from({ length: flight.passengers }, (_, i) => passenger(i)),
  });
  const flightOrder = { ...flightSession, email: 'flyer@example.com' } as Order;
  orders.push(flightOrder);
  await pay(flightOrder, '4242424242424242');
  await confirm(flightOrder);

  // Mobile money: open checkouts of their own, each charged once by a test number of each outcome.
  const charges: string[] = [];
  const walletPhones = TEST_WALLET_NUMBERS.filter((n) => n.country === 'SN');
  for (const [i, number] of walletPhones.entries()) {
    const order = await checkout(dakar, 60 + i, `wallet${i}@example.com`);
    const charge = await call('POST', '/api/checkout/mobile-money', {
      sessionId: order.sessionId,
      country: 'SN',
      network: 'orange',
      phone: number.phone,
    });
    charges.push(charge.reference as string);
  }
  // Open checkouts no other group pays, so charges of every country reach the provider; some
  // of the dear resort, whose totals are large in naira and francs.
  const resort = stays[6]!;
  const walletOrders: Order[] = [];
  for (let i = 0; i < 24; i += 1) {
    const stay = [accra, lome, accra, resort][i % 4]!;
    walletOrders.push(await checkout(stay, 70 + (i % 20), `wallet-${i}@example.com`));
  }

  // An administrator's and a traveller's cookies (the admin routes, the photo upload), and
  // photos uploaded through the API, whose addresses the serving route is asked for.
  const admin = await signInAdmin(app);
  const traveller = await registerTraveller(app, { password: TRAVELLER_PASSWORD });
  // A second sign-in of the traveller: the one the fuzzed sign-outs may end.
  const spare = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: traveller.email, password: TRAVELLER_PASSWORD },
  });
  const spareCookie = sessionCookieOf(spare);
  // Another traveller, whose password the fuzzed changes may set to anything.
  const changer = await registerTraveller(app, { password: TRAVELLER_PASSWORD });
  const pictures = await Promise.all(
    (
      [
        ['jpeg', 400, 300],
        ['png', 200, 150],
        ['webp', 700, 500],
      ] as const
    ).map(([format, width, height]) =>
      sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
        .toFormat(format)
        .toBuffer(),
    ),
  );
  const photos: { id: number; hash: string; widths: number[] }[] = [];
  for (const [stay, picture] of [
    [accra, pictures[0]!],
    [lome, pictures[2]!],
  ] as const) {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/accommodations/${stay.id}/photo`,
      headers: { cookie: admin.cookie, 'content-type': 'image/jpeg' },
      payload: picture,
    });
    if (response.statusCode !== 200) throw new Error(`setup: photo answered ${response.body}`);
    const { hash, widths } = response.json() as { hash: string; widths: number[] };
    photos.push({ id: stay.id, hash, widths });
  }
  // A few tour packages with their next departures, for the tour checkouts and their terms.
  const tours: Tour[] = [];
  const packages = (await call('GET', '/api/tour-packages')) as Omit<Tour, 'departures'>[];
  for (const pkg of packages.slice(0, 4)) {
    const detail = (await call('GET', `/api/tour-packages/${pkg.id}`)) as {
      departures: { startDate: string }[];
    };
    tours.push({
      id: pkg.id,
      operatorId: pkg.operatorId,
      pricePerPerson: pkg.pricePerPerson,
      maxGroupSize: pkg.maxGroupSize,
      departures: detail.departures.slice(0, 3).map((d) => d.startDate),
    });
  }
  if (tours.length === 0 || tours.some((t) => t.departures.length === 0))
    throw new Error('setup: no tour departures');

  // The orders as the admin's bookings tab numbers them, for its detail view.
  const adminBookings = await app.inject({
    method: 'GET',
    url: '/api/admin/bookings?pageSize=100',
    headers: { cookie: admin.cookie },
  });
  const adminBookingIds = (adminBookings.json() as { id: number }[]).map((b) => b.id);
  if (adminBookingIds.length === 0) throw new Error('setup: no bookings in the admin list');

  const currencies = await app.inject({ method: 'GET', url: '/api/currencies' });
  const currenciesEtag = String(currencies.headers.etag ?? '');
  if (!currenciesEtag) throw new Error('setup: /api/currencies has no ETag');

  let unique = 0;
  function fill(text: string, inUrl: boolean): string {
    return text.replace(PLACEHOLDER, (token) => {
      const [kind, index, field] = token.slice(2, -2).split(':');
      if (kind === 'uniq') return `fz${(unique += 1)}`;
      if (kind === 'charge') {
        const value = charges[Number(index) % charges.length]!;
        return inUrl ? percentEncode(value) : value;
      }
      if (kind === 'photo') {
        // Mostly one of the last few uploaded, whose addresses still serve.
        const photo = photos[photos.length - 1 - (Number(index) % photos.length)]!;
        if (field === 'file') return `${photo.widths[Number(index) % photo.widths.length]}.webp`;
        return String(photo[field as 'id' | 'hash']);
      }
      if (kind === 'order' || kind === 'recent' || kind === 'action' || kind === 'open') {
        const pool = kind === 'action' ? awaitingAction : kind === 'open' ? walletOrders : orders;
        const n = Number(index) % pool.length;
        const order = pool[kind === 'recent' ? pool.length - 1 - n : n]!;
        const value = String(order[field as keyof Order]);
        return inUrl ? percentEncode(value) : value;
      }
      return token;
    });
  }

  function signatureFor(mode: StripeSignature, payload: string): string | undefined {
    const now = Math.floor(clock.now().getTime() / 1000);
    const sign = (secret: string, timestamp = now) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    switch (mode) {
      case 'valid':
      case 'tampered':
        return sign(WEBHOOK_SECRET);
      case 'wrong-secret':
        return sign('whsec_someone_else');
      case 'stale':
        return sign(WEBHOOK_SECRET, now - 3600);
      case 'garbage':
        return `t=${now},v1=${'0'.repeat(64)},v0=zz`;
      case 'none':
        return undefined;
    }
  }

  function walletSignatureFor(mode: WalletSignature, payload: string): string | undefined {
    const sign = (secret: string) => createHmac('sha256', secret).update(payload).digest('hex');
    switch (mode) {
      case 'valid':
      case 'tampered':
        return sign(APP_SECRET);
      case 'wrong-secret':
        return sign('someone-elses-secret');
      case 'garbage':
        return 'zz'.repeat(32);
      case 'none':
        return undefined;
    }
  }

  const rowsOf = async <T>(query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  let known: { xmax: string; digest: Digest } | undefined;
  async function digest(): Promise<Digest> {
    if (known) {
      const [row] = await rowsOf<{ xmax: string }>(NEXT_XID);
      if (row?.xmax === known.xmax) return known.digest;
    }
    const [row] = await rowsOf<{ xmax: string; digest: Digest }>(DIGEST);
    known = row!;
    return known.digest;
  }

  const stats = {
    requests: 0,
    byStatus: new Map<number, number>(),
    /** 'POST /api/checkout/session 200' -> count: how deep the requests got. */
    byRouteStatus: new Map<string, number>(),
  };

  /** Sends one request and checks the answer against the three rules. */
  async function send(request: FuzzRequest): Promise<Outcome> {
    // Account e-mails go out after the answer: the last request's are written before this one.
    await app.accounts.settled();
    const before = await digest();
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([k, v]) => [k, fill(v, false)]),
    );
    let payload =
      typeof request.payload === 'string' ? fill(request.payload, false) : request.payload;
    if (request.wallet && typeof payload === 'string') {
      const signature = walletSignatureFor(request.wallet, payload);
      if (signature !== undefined) headers[TEST_WEBHOOK_HEADER] = signature;
      if (request.wallet === 'tampered') payload = `${payload} `;
    }
    if (request.stripe && typeof payload === 'string') {
      const signature = signatureFor(request.stripe, payload);
      if (signature !== undefined) headers['stripe-signature'] = signature;
      // Stripe signs the exact bytes: one more space is a tampered body.
      if (request.stripe === 'tampered') payload = `${payload} `;
    }
    const sent = { method: request.method, url: fill(request.url, true), headers, payload };
    serverErrors.length = 0;
    const response = await app.inject({
      method: sent.method as 'GET',
      url: sent.url,
      headers,
      remoteAddress: request.remoteAddress,
      ...(payload === undefined ? {} : { payload }),
    });
    const status = response.statusCode;
    stats.requests += 1;
    stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);
    const routeStatus = `${request.route} ${status}`;
    stats.byRouteStatus.set(routeStatus, (stats.byRouteStatus.get(routeStatus) ?? 0) + 1);
    const contentType = String(response.headers['content-type'] ?? '');
    const body = decodeBody(
      response.rawPayload,
      response.headers['content-encoding'] as string | undefined,
    );
    const violations: Violation[] = [];

    if (status >= 500) {
      const log = truncate(serverErrors.join(' | '), 600) || 'nothing';
      violations.push({
        rule: '5xx',
        detail: `status ${status}: ${truncate(body, 300)}\n  server log: ${log}`,
        cause: (serverErrors[0] ?? 'no server log')
          .replace(/ \(at .*$/, '')
          .replace(/^.*→ /, '')
          .replace(/pi_test_\w+|HO-\w+|\d+/g, 'N')
          .slice(0, 200),
      });
    }
    if (status >= 400) {
      if (!/^application\/json(;|$)/i.test(contentType)) {
        violations.push({
          rule: 'error not JSON',
          detail: `content-type ${JSON.stringify(contentType)}`,
        });
      } else if (request.method !== 'HEAD') {
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          parsed = undefined;
        }
        if (
          !parsed ||
          typeof parsed !== 'object' ||
          typeof (parsed as { message?: unknown }).message !== 'string' ||
          typeof (parsed as { code?: unknown }).code !== 'string'
        ) {
          violations.push({ rule: 'error without message or code', detail: truncate(body, 300) });
        } else if (status === 400 && !hasRuledFieldErrors(parsed)) {
          violations.push({ rule: '400 without ruled field errors', detail: truncate(body, 300) });
        }
      }
    }
    await app.accounts.settled();
    const after = await digest();
    if (status >= 400 && status < 500) {
      const allowed = writesAllowed(request.route, status, body);
      const changed = Object.keys(after).filter(
        (key) =>
          !allowed.includes(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
      );
      if (changed.length > 0) {
        violations.push({
          rule: '4xx changed stored rows',
          detail: changed
            .map((key) => `${key}: ${JSON.stringify(before[key])} -> ${JSON.stringify(after[key])}`)
            .join('; '),
        });
      }
    }
    if (status === 200 && request.route === 'POST /api/payments/test/confirm') {
      const answer = JSON.parse(body) as { id?: string; status?: string };
      const order = orders.find((o) => o.paymentIntentId === answer.id);
      if (order && answer.status === 'requires_action') awaitingAction.push(order);
    }
    if (status === 200 && request.route === 'POST /api/checkout/mobile-money') {
      const reference = (JSON.parse(body) as { reference?: string }).reference;
      if (reference && !charges.includes(reference)) charges.push(reference);
    }
    if (status === 200 && request.route === 'PUT /api/admin/accommodations/:id/photo') {
      const id = Number(/accommodations\/(\d+)\/photo/.exec(sent.url)?.[1]);
      const { hash, widths } = JSON.parse(body) as { hash: string; widths: number[] };
      photos.push({ id, hash, widths });
    }
    if (status === 200 && request.remember) {
      const answer = JSON.parse(body) as Partial<Order>;
      if (answer.sessionId && answer.paymentIntentId && answer.clientSecret) {
        orders.push({
          sessionId: answer.sessionId,
          paymentIntentId: answer.paymentIntentId,
          clientSecret: answer.clientSecret,
          confirmationNumber: answer.confirmationNumber ?? '',
          email: request.remember.email.trim().toLowerCase(),
        });
      }
    }
    return { status, violations, sent, body };
  }

  return {
    ctx,
    stays,
    offers,
    tours,
    orders,
    /** Cookies of a signed-in administrator and of a traveller, for the admin routes. */
    cookies: { admin: admin.cookie, traveller: traveller.cookie },
    accounts: {
      traveller: { email: traveller.email, password: TRAVELLER_PASSWORD, cookie: traveller.cookie },
      adminEmail: admin.email,
      spareCookie,
      changerCookie: changer.cookie,
    },
    /** Photo files (JPEG, PNG, WebP) an administrator may upload. */
    pictures,
    currenciesEtag,
    adminBookingIds,
    send,
    stats,
    close: () => ctx.close(),
  };
}

/** A 400 names each refused field with a rule the page can say in its own language. */
function hasRuledFieldErrors(body: object): boolean {
  const errors = (body as { errors?: unknown }).errors;
  if (errors === undefined) return true; // malformed JSON and the like: no field to name
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every(
      (e: { field?: unknown; rule?: unknown }) =>
        typeof e.field === 'string' && (FIELD_RULES as readonly unknown[]).includes(e.rule),
    )
  );
}
