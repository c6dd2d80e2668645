import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { addDays } from '../../src/domain/dates.ts';
import { MAX_PHOTO_BYTES } from '../../src/domain/property-photos.ts';
import { MOBILE_MONEY_COUNTRIES } from '../../src/domain/mobile-money.ts';
import { TEST_WALLET_NUMBERS } from '../../src/server/providers/payments/mobile-money/test-processor.ts';
import { AMENITIES, PROPERTY_TYPES } from '../../src/domain/constants.ts';
import { toCents, withTaxes } from '../../src/domain/pricing.ts';
import { OPERATOR_COUNTRIES, PRICE_RANGES, SPECIALTIES } from '../../src/domain/tours.ts';
import { encodeStaysCursor } from '../../src/domain/stay-pages.ts';
import { SORT_OPTIONS } from '../../src/domain/stay-sort.ts';
import {
  ADDRESSES,
  fuzzRequest,
  offerTotal,
  passenger,
  stayRate,
  type FuzzRequest,
  type FuzzWorld,
  type StripeSignature,
  type WalletSignature,
} from './fuzz-world.ts';
import {
  TODAY,
  extremeOffset,
  mutateBody,
  mutateQuery,
  mutateSegment,
  nastyString,
  numericString,
  percentEncode,
  wireBody,
  type Focus,
  type Mutated,
  type QueryPair,
} from './fuzz-values.ts';

/** Request generators for every route of the API, grouped as the fuzz suite runs them. */

type Url = { url: string; label: string };

/** Text that reached the database and broke it before: NUL, lone surrogates, a byte-order mark. */
const BROKEN_TEXT = ['\u0000', 'Ama\u0000Mensah', '\ud800', 'Ama\udc00', '\udc00\ud800', '\ufeff'];
/** Numbers beyond a database integer, as numbers and as text. */
const HUGE_NUMBERS = [
  1e20,
  9999999999999,
  4242424242424242,
  2147483648,
  '4242424242424242',
  -1,
  0.5,
];
const BAD_DATES = ['9999-12-31', '2026-02-30', '99999-01-01'];
const text = (...paths: (string | number)[][]): Focus[] =>
  paths.map((path) => ({ path, values: BROKEN_TEXT }));
const numbers = (...paths: (string | number)[][]): Focus[] =>
  paths.map((path) => ({ path, values: HUGE_NUMBERS }));
const dates = (...paths: (string | number)[][]): Focus[] =>
  paths.map((path) => ({ path, values: BAD_DATES }));
type QueryFocus = { key: string; values: readonly string[] };
const queryText = (...keys: string[]): QueryFocus[] =>
  keys.map((key) => ({ key, values: BROKEN_TEXT }));
const queryDates = (...keys: string[]): QueryFocus[] =>
  keys.map((key) => ({ key, values: BAD_DATES }));

// A handful of busy clients (where the per-client hold limits bite) and many one-off ones.
const address = fc.oneof(
  { arbitrary: fc.constantFrom(...ADDRESSES), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.nat({ max: 255 }), fc.nat({ max: 255 }), fc.nat({ max: 255 }))
      .map(([a, b, c]) => `10.${a}.${b}.${c}`),
    weight: 2,
  },
);

const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant({}), weight: 12 },
  {
    arbitrary: fc.constantFrom<Record<string, string>>(
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'br' },
      { 'accept-encoding': 'deflate' },
      { 'x-forwarded-for': '1.2.3.4, 10.0.0.1' },
      { 'x-forwarded-for': 'not-an-address' },
      { accept: 'text/html' },
      { accept: 'application/xml' },
      { 'accept-language': 'fr-FR,fr;q=0.9' },
      { 'x-http-method-override': 'DELETE' },
    ),
    weight: 2,
  },
);

const joinLabels = (...labels: (string | undefined)[]) =>
  labels.filter((l) => l && l !== 'valid').join(', ') || 'valid';

const fixed = (url: string): fc.Arbitrary<Url> => fc.constant({ url, label: 'valid' });

function withQuery(
  path: string,
  pairs: fc.Arbitrary<QueryPair[]>,
  focus: QueryFocus[] = [],
): fc.Arbitrary<Url> {
  return pairs
    .chain((base) => mutateQuery(base, focus))
    .map((q) => ({ url: q.query ? `${path}?${q.query}` : path, label: q.label }));
}

function get(route: string, url: fc.Arbitrary<Url>, method = 'GET'): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(url, address, oddHeaders)
    .map(([u, remoteAddress, headers]) =>
      fuzzRequest({ route, label: u.label, method, url: u.url, headers, remoteAddress }),
    );
}

/** The e-mail a checkout body carries, so the new order can be looked up by reference later. */
function emailIn(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const b = body as Record<string, unknown>;
  const data = (b.bookingData ?? {}) as Record<string, unknown>;
  const email = b.customerEmail ?? data.guestEmail ?? data.passengerEmail ?? data.customer_email;
  return typeof email === 'string' ? email : '';
}

function post(
  route: string,
  url: fc.Arbitrary<Url>,
  body: fc.Arbitrary<Mutated>,
  options: {
    remember?: boolean;
    headers?: fc.Arbitrary<Record<string, string>>;
    stripe?: fc.Arbitrary<StripeSignature>;
    wallet?: fc.Arbitrary<WalletSignature>;
  } = {},
): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      url,
      body.chain((m) => wireBody(m.body).map((wire) => ({ m, wire }))),
      address,
      oddHeaders,
      options.headers ?? fc.constant({}),
      options.stripe ?? fc.constant(undefined),
      options.wallet ?? fc.constant(undefined),
    )
    .map(([u, { m, wire }, remoteAddress, headers, more, stripe, wallet]) =>
      fuzzRequest({
        route,
        label: joinLabels(u.label, m.label, wire.encoding === 'json' ? '' : wire.encoding),
        method: 'POST',
        url: u.url,
        headers: { ...headers, ...more, ...wire.headers },
        payload: wire.payload,
        remoteAddress,
        ...(stripe ? { stripe } : {}),
        ...(wallet ? { wallet } : {}),
        ...(options.remember ? { remember: { email: emailIn(m.body) } } : {}),
      }),
    );
}

// ---------------------------------------------------------------------------------------------
// References to checkouts made earlier: any of them, or one of the last few (likelier unpaid).

type OrderField = 'sessionId' | 'paymentIntentId' | 'clientSecret' | 'confirmationNumber' | 'email';

const orderRef = fc.oneof(
  fc.nat({ max: 100_000 }).map((n) => `order:${n}`),
  fc.nat({ max: 8 }).map((n) => `recent:${n}`),
);
const ref = (which: string, field: OrderField) => `{{${which}:${field}}}`;

// ---------------------------------------------------------------------------------------------
// Searches.

const places = fc.constantFrom(
  'Accra',
  'accra',
  'Dakar',
  'Lomé',
  'lome',
  'Osu',
  'Ghana',
  'Test Stay',
  'x',
);

const staySearch = fc.record({
  destination: fc.option(places, { nil: undefined }),
  checkIn: fc.option(
    fc.oneof(
      { arbitrary: fc.integer({ min: -3, max: 400 }), weight: 12 },
      { arbitrary: extremeOffset, weight: 2 },
    ),
    { nil: undefined },
  ),
  nights: fc.option(fc.integer({ min: 0, max: 65 }), { nil: undefined, freq: 3 }),
  guests: fc.option(fc.integer({ min: 0, max: 11 }), { nil: undefined }),
  minPrice: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
  maxPrice: fc.option(fc.integer({ min: 50, max: 100_000 }), { nil: undefined }),
  amenities: fc.subarray([...AMENITIES], { maxLength: 3 }),
  propertyTypes: fc.subarray([...PROPERTY_TYPES], { maxLength: 2 }),
  repeatKeys: fc.boolean(),
});
type StaySearch = typeof staySearch extends fc.Arbitrary<infer T> ? T : never;

function datesOf(s: StaySearch) {
  const checkIn = s.checkIn === undefined ? undefined : addDays(TODAY, s.checkIn);
  const checkOut =
    checkIn === undefined || s.nights === undefined ? undefined : addDays(checkIn, s.nights);
  return { checkIn, checkOut };
}

function staySearchPairs(s: StaySearch, names: Record<string, string>): QueryPair[] {
  const { checkIn, checkOut } = datesOf(s);
  const pairs: QueryPair[] = [];
  const add = (key: string, value: string | number | undefined) => {
    if (value !== undefined) pairs.push([names[key] ?? key, String(value)]);
  };
  add('destination', s.destination);
  add('checkIn', checkIn);
  add('checkOut', checkOut);
  add('guests', s.guests);
  if (names.minPrice !== '') add('minPrice', s.minPrice);
  if (names.maxPrice !== '') add('maxPrice', s.maxPrice);
  if (names.amenities !== '') {
    for (const [key, list] of [
      ['amenities', s.amenities],
      ['propertyTypes', s.propertyTypes],
    ] as const) {
      if (list.length === 0) continue;
      if (s.repeatKeys) for (const v of list) add(key, v);
      else add(key, list.join(','));
    }
  }
  return pairs;
}

/** Paging of the hotel listing: real cursors (some of another order), forged and broken ones. */
const forgedCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const stayCursor = fc.oneof(
  {
    arbitrary: fc
      .record({
        sort: fc.constantFrom(...SORT_OPTIONS),
        id: fc.integer({ min: 1, max: 2_147_483_647 }),
        name: fc.oneof(fc.constantFrom('Baobab Lodge', 'Élan', ''), nastyString),
        price: fc.constantFrom('0.00', '45.00', '99999.99'),
        rating: fc.constantFrom(null, '0.0', '4.5'),
      })
      .map((k) =>
        encodeStaysCursor(k.sort, {
          id: k.id,
          name: k.name,
          pricePerNight: k.price,
          rating: k.rating,
        }),
      ),
    weight: 4,
  },
  {
    arbitrary: fc.constantFrom(
      forgedCursor({ s: 'name', i: 4242424242424242, n: 'x', p: '1.00', r: null }),
      forgedCursor({ s: 'name', i: 1, n: 'x', p: '1e400', r: null }),
      forgedCursor({ s: 'rating', i: 1, n: { $gt: '' }, p: '1.00', r: null }),
      Buffer.from('{"__proto__":{"s":"name"},"s":"name","i":1,"n":"","p":"1","r":null}').toString(
        'base64url',
      ),
      forgedCursor([1, 2, 3]),
      forgedCursor('rating'),
      'bnVsbA',
      '____',
      'A'.repeat(5000),
    ),
    weight: 1,
  },
);
const stayPaging = fc.record({
  limit: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
  sort: fc.option(fc.constantFrom(...SORT_OPTIONS), { nil: undefined }),
  cursor: fc.option(stayCursor, { nil: undefined, freq: 3 }),
});
const PAGING_FOCUS: QueryFocus[] = [
  { key: 'limit', values: ['0', '101', '4242424242424242', '1e20', '-1', '2.5', 'NaN', ''] },
  { key: 'sort', values: ['cheapest', 'RATING', 'price-low ', '__proto__', ''] },
  { key: 'cursor', values: [...BROKEN_TEXT, 'eyJzIjoi', '%%%', '=', ''] },
];

const stayId = (world: FuzzWorld) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...world.stays.map((s) => String(s.id))), weight: 4 },
    {
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '999999',
        '2147483648',
        '4242424242424242',
        '1e20',
        '9999999999999',
        '0x1',
        ' 1',
      ),
      weight: 2,
    },
  );

const airport = fc.constantFrom('ACC', 'LOS', 'DKR', 'ABJ', 'LHR', 'JFK', 'acc', 'XXX', 'AC');
const flightSearch = fc.record({
  origin: airport,
  destination: airport,
  depart: fc.oneof(
    { arbitrary: fc.integer({ min: -2, max: 370 }), weight: 12 },
    { arbitrary: extremeOffset, weight: 1 },
  ),
  back: fc.option(fc.integer({ min: -1, max: 30 }), { nil: undefined }),
  passengers: fc.integer({ min: 0, max: 10 }),
  cabinClass: fc.constantFrom('economy', 'premium_economy', 'business', 'first', 'coach'),
});
type FlightSearch = typeof flightSearch extends fc.Arbitrary<infer T> ? T : never;

function flightFields(s: FlightSearch) {
  const departureDate = addDays(TODAY, s.depart);
  return {
    departureDate,
    returnDate: s.back === undefined ? undefined : addDays(departureDate, s.back),
  };
}

function flightPairs(s: FlightSearch, names: [string, string, string]): QueryPair[] {
  const { departureDate, returnDate } = flightFields(s);
  const pairs: QueryPair[] = [
    [names[0], s.origin],
    [names[1], s.destination],
    [names[2], departureDate],
    ['passengers', String(s.passengers)],
    ['cabinClass', s.cabinClass],
  ];
  if (returnDate) pairs.push(['returnDate', returnDate]);
  return pairs;
}

export function searchRequests(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    {
      arbitrary: get(
        'GET /api/accommodations',
        withQuery(
          '/api/accommodations',
          fc
            .tuple(staySearch, stayPaging)
            .map(([s, paging]) => [
              ...staySearchPairs(s, {}),
              ...Object.entries(paging).flatMap(([key, value]): QueryPair[] =>
                value === undefined ? [] : [[key, String(value)]],
              ),
            ]),
          [
            ...queryText('destination', 'amenities'),
            ...queryDates('checkIn'),
            { key: 'guests', values: ['4242424242424242', '1e20', '-1', '2.5'] },
            ...PAGING_FOCUS,
          ],
        ),
      ),
      weight: 5,
    },
    {
      arbitrary: get(
        'GET /api/accommodations/:id',
        mutateSegment(stayId(world)).map((s) => ({
          url: `/api/accommodations/${s.segment}`,
          label: s.label,
        })),
      ),
      weight: 3,
    },
    {
      arbitrary: post(
        'POST /api/hotels/search',
        fixed('/api/hotels/search'),
        fc
          .tuple(staySearch, fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }))
          .chain(([s, rooms]) => {
            const { checkIn, checkOut } = datesOf(s);
            return mutateBody(
              {
                location: s.destination ?? '',
                ...(checkIn ? { checkInDate: checkIn } : {}),
                ...(checkOut ? { checkOutDate: checkOut } : {}),
                ...(s.guests === undefined ? {} : { guests: s.guests }),
                ...(rooms === undefined ? {} : { rooms }),
              },
              {
                focus: [
                  ...text(['location']),
                  ...numbers(['guests'], ['rooms']),
                  ...dates(['checkInDate']),
                ],
              },
            );
          }),
      ),
      weight: 4,
    },
    {
      arbitrary: get(
        'GET /api/duffel/hotels/search',
        withQuery(
          '/api/duffel/hotels/search',
          staySearch.map((s) =>
            staySearchPairs(s, {
              destination: 'location',
              checkIn: 'check_in',
              checkOut: 'check_out',
              minPrice: '',
              maxPrice: '',
              amenities: '',
            }),
          ),
          [...queryText('location'), ...queryDates('check_in')],
        ),
      ),
      weight: 3,
    },
    {
      arbitrary: get(
        'GET /api/airports',
        withQuery(
          '/api/airports',
          fc
            .tuple(
              fc.constantFrom('acc', 'Lagos', 'lomé', '', 'new york', 'LHR', 'côte'),
              fc.integer({ min: 0, max: 21 }),
            )
            .map(([q, limit]): QueryPair[] => [
              ['q', q],
              ['limit', String(limit)],
            ]),
        ),
      ),
      weight: 3,
    },
    {
      arbitrary: post(
        'POST /api/flights/search',
        fixed('/api/flights/search'),
        flightSearch.chain((s) => {
          const { departureDate, returnDate } = flightFields(s);
          return mutateBody(
            {
              origin: s.origin,
              destination: s.destination,
              departureDate,
              ...(returnDate ? { returnDate } : {}),
              passengers: s.passengers,
              cabinClass: s.cabinClass,
            },
            {
              focus: [...text(['origin']), ...dates(['departureDate']), ...numbers(['passengers'])],
            },
          );
        }),
      ),
      weight: 4,
    },
    {
      arbitrary: get(
        'GET /api/flights/search',
        withQuery(
          '/api/flights/search',
          flightSearch.map((s) => flightPairs(s, ['from', 'to', 'departDate'])),
          [...queryText('from'), ...queryDates('departDate')],
        ),
      ),
      weight: 3,
    },
    {
      arbitrary: get(
        'GET /api/flights/calendar',
        withQuery(
          '/api/flights/calendar',
          flightSearch.map((s) => flightPairs(s, ['origin', 'destination', 'date'])),
          [...queryText('origin'), ...queryDates('date')],
        ),
      ),
      weight: 2,
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Checkouts: sessions, the spec's direct booking calls.

const travellerName = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'Ama Mensah',
      'Adébáyọ̀ Ọláòṣebìkan',
      'Ɓ ɗ ƙ ŋ ɛ ɔ ƴ',
      'محمد بن علي',
      'Zoë 👩🏽‍✈️ Diallo',
      "Aïssata O'Brien-Ndiaye",
      'N'.repeat(100),
      '李小龙',
      'e\u0301le\u0300ve',
    ),
    weight: 4,
  },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), weight: 1 },
);
const travellerEmail = fc.oneof(
  fc.constantFrom(
    'ama@example.com',
    'Ama.Mensah+tag@Example.COM',
    'kofi@mail.example.org',
    'a@b.co',
    ' spaced@example.com ',
  ),
  fc.nat({ max: 100_000 }).map((n) => `traveller${n}@example.com`),
);
const phone = fc.constantFrom('+233 24 555 0101', '+221 77 123 45 67', '(020) 123-4567');

/** Idempotency keys as the checkout page sends them, reused ones, and odd ones. */
const idempotencyHeader: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant({}), weight: 6 },
  { arbitrary: fc.constant({ 'idempotency-key': 'fuzz-{{uniq}}' }), weight: 2 },
  {
    arbitrary: fc.constantFrom('fuzz-key-1', 'fuzz-key-2').map((k) => ({ 'idempotency-key': k })),
    weight: 1,
  },
  {
    arbitrary: fc
      .constantFrom('', ' ', 'x'.repeat(300), 'é', '{"a":1}', '..', 'a'.repeat(5000))
      .map((k) => ({ 'idempotency-key': k })),
    weight: 1,
  },
);

function hotelRate(world: FuzzWorld) {
  return fc
    .record({
      stay: fc.constantFrom(...world.stays),
      offset: fc.oneof(
        { arbitrary: fc.integer({ min: 0, max: 330 }), weight: 16 },
        { arbitrary: fc.integer({ min: -5, max: 400 }), weight: 2 },
        { arbitrary: extremeOffset, weight: 1 },
      ),
      nights: fc.oneof(
        { arbitrary: fc.integer({ min: 1, max: 5 }), weight: 8 },
        { arbitrary: fc.integer({ min: 0, max: 62 }), weight: 1 },
      ),
      guests: fc.oneof(
        { arbitrary: fc.integer({ min: 1, max: 4 }), weight: 8 },
        { arbitrary: fc.integer({ min: 0, max: 11 }), weight: 1 },
      ),
    })
    .map(({ stay, offset, nights, guests }) => stayRate(stay, offset, nights, guests));
}

function offerChoice(world: FuzzWorld) {
  return fc.record({
    offer: fc.constantFrom(...world.offers),
    passengerDelta: fc.oneof(
      { arbitrary: fc.constant(0), weight: 8 },
      { arbitrary: fc.constantFrom(-1, 1), weight: 1 },
    ),
  });
}

export function checkoutRequests(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const session = fixed('/api/checkout/session');
  const amountFor = (total: number, subtotal: number) =>
    fc.oneof(
      { arbitrary: fc.constant<number | string>(total), weight: 8 },
      {
        arbitrary: fc.constantFrom<number | string>(subtotal, String(total), total + 0.01),
        weight: 1,
      },
    );
  const hotelSession = fc
    .record({
      rate: hotelRate(world),
      name: travellerName,
      email: travellerEmail,
      phone: fc.option(phone, { nil: undefined }),
      guests: fc.option(
        fc.array(fc.record({ name: travellerName }), { minLength: 1, maxLength: 3 }),
        {
          nil: undefined,
        },
      ),
    })
    .chain(({ rate, name, email, phone, guests }) =>
      amountFor(rate.total, rate.subtotal).chain((amount) =>
        mutateBody(
          {
            type: 'hotel',
            rateId: rate.rateId,
            amount,
            currency: 'USD',
            customerName: name,
            customerEmail: email,
            ...(phone ? { customerPhone: phone } : {}),
            ...(guests ? { guests } : {}),
          },
          {
            focus: [
              ...text(
                ['customerName'],
                ['customerEmail'],
                ['guests', 0, 'name'],
                ['customerPhone'],
              ),
              ...numbers(['amount']),
              {
                path: ['rateId'],
                values: [
                  'stay_999999999999_2026-12-01_2026-12-02_1',
                  'stay_4242424242424242_2026-12-01_2026-12-02_1',
                  'stay_1_2026-12-01_2026-12-02_99',
                  'stay_1_9999-12-31_9999-12-31_1',
                  'stay_1\u0000',
                ],
              },
            ],
          },
        ),
      ),
    );
  const flightSession = fc
    .record({ choice: offerChoice(world), name: travellerName, email: travellerEmail })
    .chain(({ choice, name, email }) =>
      mutateBody(
        {
          type: 'flight',
          offerId: choice.offer.id,
          amount: offerTotal(choice.offer),
          currency: 'USD',
          customerName: name,
          customerEmail: email,
          passengers: Array.from(
            { length: Math.max(0, choice.offer.passengers + choice.passengerDelta) },
            (_, i) => passenger(i),
          ),
        },
        {
          focus: [
            ...text(
              ['customerName'],
              ['passengers', 0, 'given_name'],
              ['passengers', 0, 'family_name'],
              ['offerId'],
            ),
            ...dates(['passengers', 0, 'born_on']),
          ],
        },
      ),
    );
  const packageSession = fc
    .record({ name: travellerName, email: travellerEmail })
    .chain(({ name, email }) =>
      mutateBody({
        type: 'package',
        offerId: 'pkg_1',
        amount: 500,
        customerName: name,
        customerEmail: email,
      }),
    );
  const bookingHotel = fc
    .record({
      rate: hotelRate(world),
      name: travellerName,
      email: travellerEmail,
      withTotal: fc.boolean(),
    })
    .chain(({ rate, name, email, withTotal }) =>
      mutateBody(
        {
          type: 'hotel',
          bookingData: {
            accommodationId: rate.accommodationId,
            guestName: name,
            guestEmail: email,
            checkIn: rate.checkIn,
            checkOut: rate.checkOut,
            guests: rate.guests,
            ...(withTotal ? { totalAmount: rate.subtotal } : {}),
          },
        },
        {
          focus: [
            ...text(['bookingData', 'guestName'], ['bookingData', 'guestEmail']),
            ...numbers(
              ['bookingData', 'accommodationId'],
              ['bookingData', 'guests'],
              ['bookingData', 'totalAmount'],
            ),
            ...dates(['bookingData', 'checkIn']),
          ],
        },
      ),
    );
  const bookingFlight = fc
    .record({ choice: offerChoice(world), name: travellerName, email: travellerEmail })
    .chain(({ choice, name, email }) =>
      mutateBody(
        {
          type: 'flight',
          bookingData: {
            offerId: choice.offer.id,
            passengers: Array.from(
              { length: Math.max(0, choice.offer.passengers + choice.passengerDelta) },
              (_, i) => passenger(i),
            ),
            passengerName: name,
            passengerEmail: email,
          },
        },
        {
          focus: text(
            ['bookingData', 'passengerName'],
            ['bookingData', 'passengers', 0, 'given_name'],
            ['bookingData', 'offerId'],
          ),
        },
      ),
    );
  const duffelHotel = fc
    .record({ rate: hotelRate(world), name: travellerName, email: travellerEmail })
    .chain(({ rate, name, email }) =>
      mutateBody(
        {
          type: 'hotel',
          bookingData: {
            hotel_id: rate.accommodationId,
            check_in: rate.checkIn,
            check_out: rate.checkOut,
            guests: rate.guests,
            customer_name: name,
            customer_email: email,
          },
        },
        {
          focus: [
            ...text(['bookingData', 'customer_name'], ['bookingData', 'customer_email']),
            ...numbers(['bookingData', 'hotel_id'], ['bookingData', 'guests']),
            ...dates(['bookingData', 'check_in']),
          ],
        },
      ),
    );
  const opts = { remember: true, headers: idempotencyHeader };
  return fc.oneof(
    { arbitrary: post('POST /api/checkout/session', session, hotelSession, opts), weight: 6 },
    { arbitrary: post('POST /api/checkout/session', session, flightSession, opts), weight: 3 },
    { arbitrary: post('POST /api/checkout/session', session, packageSession, opts), weight: 1 },
    {
      arbitrary: post('POST /api/booking/create', fixed('/api/booking/create'), bookingHotel, opts),
      weight: 3,
    },
    {
      arbitrary: post(
        'POST /api/booking/create',
        fixed('/api/booking/create'),
        bookingFlight,
        opts,
      ),
      weight: 2,
    },
    {
      arbitrary: post(
        'POST /api/duffel/booking/create',
        fixed('/api/duffel/booking/create'),
        duffelHotel,
        opts,
      ),
      weight: 3,
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Tours and their checkouts, the terms before a checkout, health probes and the site index.

export function tourRequests(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const lang = fc.constantFrom<QueryPair[]>([], [['lang', 'en']], [['lang', 'fr']]);
  const operatorQuery = fc
    .record({
      country: fc.option(fc.constantFrom(...OPERATOR_COUNTRIES, 'all', ''), { nil: undefined }),
      specialty: fc.option(fc.constantFrom(...SPECIALTIES, 'all'), { nil: undefined }),
      priceRange: fc.option(fc.constantFrom(...PRICE_RANGES), { nil: undefined }),
      lang: fc.option(fc.constantFrom('en', 'fr'), { nil: undefined }),
    })
    .map((q): QueryPair[] =>
      Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, v] as QueryPair])),
    );
  const operatorIds = [...new Set(world.tours.map((t) => String(t.operatorId)))];
  const packageQuery = fc
    .record({
      country: fc.option(fc.constantFrom(...OPERATOR_COUNTRIES), { nil: undefined }),
      operatorId: fc.option(fc.constantFrom(...operatorIds, '0', '999999'), { nil: undefined }),
      lang: fc.option(fc.constantFrom('en', 'fr'), { nil: undefined }),
    })
    .map((q): QueryPair[] =>
      Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, v] as QueryPair])),
    );
  const byId = (prefix: string, ids: string[]) =>
    fc
      .tuple(
        mutateSegment(fc.constantFrom(...ids, '999999')),
        lang.chain((pairs) => mutateQuery(pairs, queryText('lang'))),
      )
      .map(([s, q]) => ({
        url: `${prefix}${s.segment}${q.query ? `?${q.query}` : ''}`,
        label: joinLabels(s.label, q.label),
      }));
  const contact = fc.record({ name: travellerName, email: travellerEmail }).chain((who) =>
    mutateBody(
      { ...who, message: 'Is the Cape Coast tour open to children?' },
      {
        focus: [
          ...text(['name'], ['email'], ['message']),
          { path: ['message'], values: ['', ' ', 'm'.repeat(2001), undefined] },
        ],
      },
    ),
  );
  const contactUrl = mutateSegment(fc.constantFrom(...operatorIds, '999999')).map((s) => ({
    url: `/api/tour-operators/${s.segment}/contact`,
    label: s.label,
  }));
  // A tour checkout: a departure of a package, a group within its size, the total it costs.
  const tourChoice = fc
    .record({
      tour: fc.constantFrom(...world.tours),
      departure: fc.nat({ max: 2 }),
      travelers: fc.oneof(
        { arbitrary: fc.integer({ min: 1, max: 4 }), weight: 8 },
        { arbitrary: fc.constantFrom(0, 51, 1000), weight: 1 },
      ),
    })
    .map(({ tour, departure, travelers }) => ({
      offerId: `tour_${tour.id}`,
      startDate: tour.departures[departure % tour.departures.length]!,
      travelers,
      amount: withTaxes(toCents(tour.pricePerPerson) * travelers).totalCents / 100,
    }));
  const tourFocus = [
    ...text(['offerId'], ['startDate']),
    ...dates(['startDate']),
    ...numbers(['travelers']),
    {
      path: ['offerId'],
      values: ['tour_0', 'tour_999999999', 'tour_4242424242424242', 'tour_', 'TOUR_1', 'pkg_1'],
    },
  ];
  const tourSession = fc
    .record({ choice: tourChoice, name: travellerName, email: travellerEmail })
    .chain(({ choice, name, email }) =>
      mutateBody(
        { type: 'package', ...choice, customerName: name, customerEmail: email },
        { focus: [...tourFocus, ...text(['customerName'], ['customerEmail'])] },
      ),
    );
  const terms = fc.oneof(
    hotelRate(world).chain((rate) =>
      mutateBody(
        { type: 'hotel', rateId: rate.rateId },
        { focus: [{ path: ['rateId'], values: BROKEN_TEXT }] },
      ),
    ),
    offerChoice(world).chain(({ offer }) =>
      mutateBody({ type: 'flight', offerId: offer.id }, { focus: text(['offerId']) }),
    ),
    tourChoice.chain(({ offerId, startDate, travelers }) =>
      mutateBody({ type: 'package', offerId, startDate, travelers }, { focus: tourFocus }),
    ),
  );
  const tourImage = fc
    .tuple(
      mutateSegment(fc.constantFrom(...SPECIALTIES, 'nature')),
      mutateSegment(fc.constantFrom('cape-coast-castle', 'goree-island', 'a')),
      mutateSegment(fc.constantFrom('1.svg', '6.svg', '7.svg', '1.png')),
    )
    .map(([category, slug, file]) => ({
      url: `/images/tours/${category.segment}/${slug.segment}/${file.segment}`,
      label: joinLabels(category.label, slug.label, file.label),
    }));
  const operatorImage = fc
    .tuple(
      mutateSegment(fc.constantFrom(...SPECIALTIES)),
      mutateSegment(fc.constantFrom('ashanti-tours', 'a', 'x-y')),
    )
    .map(([category, slug]) => ({
      url: `/images/operators/${category.segment}/${slug.segment}.svg`,
      label: joinLabels(category.label, slug.label),
    }));
  const noQuery = fc.constant<QueryPair[]>([]);
  return fc.oneof(
    {
      arbitrary: get(
        'GET /api/tour-operators',
        withQuery(
          '/api/tour-operators',
          operatorQuery,
          queryText('country', 'specialty', 'priceRange', 'lang'),
        ),
      ),
      weight: 3,
    },
    {
      arbitrary: get('GET /api/tour-operators/:id', byId('/api/tour-operators/', operatorIds)),
      weight: 2,
    },
    {
      arbitrary: post('POST /api/tour-operators/:id/contact', contactUrl, contact),
      weight: 2,
    },
    {
      arbitrary: get(
        'GET /api/tour-packages',
        withQuery('/api/tour-packages', packageQuery, queryText('country', 'operatorId', 'lang')),
      ),
      weight: 3,
    },
    {
      arbitrary: get(
        'GET /api/tour-packages/:id',
        byId(
          '/api/tour-packages/',
          world.tours.map((t) => String(t.id)),
        ),
      ),
      weight: 2,
    },
    {
      arbitrary: post('POST /api/checkout/session', fixed('/api/checkout/session'), tourSession, {
        remember: true,
        headers: idempotencyHeader,
      }),
      weight: 5,
    },
    { arbitrary: post('POST /api/checkout/terms', fixed('/api/checkout/terms'), terms), weight: 4 },
    { arbitrary: get('GET /images/tours/:category/:slug/:file', tourImage), weight: 1 },
    { arbitrary: get('GET /images/operators/:category/:slug.svg', operatorImage), weight: 1 },
    { arbitrary: get('GET /api/health/live', withQuery('/api/health/live', noQuery)), weight: 1 },
    { arbitrary: get('GET /api/health/ready', withQuery('/api/health/ready', noQuery)), weight: 1 },
    { arbitrary: get('GET /robots.txt', withQuery('/robots.txt', noQuery)), weight: 1 },
    { arbitrary: get('GET /sitemap.xml', withQuery('/sitemap.xml', noQuery)), weight: 1 },
  );
}

// ---------------------------------------------------------------------------------------------
// Paying and confirming.

const card = fc.oneof(
  { arbitrary: fc.constantFrom('4242 4242 4242 4242', '4242424242424242'), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      '4000 0000 0000 0002',
      '4000 0000 0000 9995',
      '4000 0027 6000 3184',
      '4111 1111 1111 1111',
      '4242-4242-4242-4242',
      '42424242424242424242424242',
    ),
    weight: 3,
  },
);

export function paymentRequests(): fc.Arbitrary<FuzzRequest> {
  const pair = fc.tuple(orderRef, fc.oneof({ arbitrary: fc.constant(''), weight: 6 }, orderRef));
  const cardBody = fc
    .record({
      refs: pair,
      number: card,
      expMonth: fc.integer({ min: 1, max: 12 }),
      expYear: fc.integer({ min: 2026, max: 2035 }),
      cvc: fc.constantFrom('123', '4242'),
    })
    .chain(({ refs: [a, b], number, expMonth, expYear, cvc }) =>
      mutateBody(
        {
          paymentIntentId: ref(a, 'paymentIntentId'),
          clientSecret: ref(b || a, 'clientSecret'),
          number,
          expMonth,
          expYear,
          cvc,
        },
        {
          focus: [
            ...text(['paymentIntentId'], ['clientSecret'], ['number'], ['cvc']),
            ...numbers(['expYear']),
          ],
        },
      ),
    );
  const awaitingAction = fc.nat({ max: 10_000 }).map((n) => `action:${n}`);
  const authenticatePair = fc.tuple(
    fc.oneof(awaitingAction, orderRef),
    pair.map(([, b]) => b),
  );
  const authenticateBody = fc.tuple(authenticatePair, fc.boolean()).chain(([[a, b], approve]) =>
    mutateBody(
      {
        paymentIntentId: ref(a, 'paymentIntentId'),
        clientSecret: ref(b || a, 'clientSecret'),
        approve,
      },
      { focus: text(['paymentIntentId'], ['clientSecret']) },
    ),
  );
  const confirmBody = pair.chain(([a, b]) =>
    mutateBody(
      { paymentIntentId: ref(a, 'paymentIntentId'), sessionId: ref(b || a, 'sessionId') },
      { focus: text(['paymentIntentId'], ['sessionId']) },
    ),
  );
  return fc.oneof(
    {
      arbitrary: post(
        'POST /api/payments/test/confirm',
        fixed('/api/payments/test/confirm'),
        cardBody,
      ),
      weight: 5,
    },
    {
      arbitrary: post(
        'POST /api/payments/test/authenticate',
        fixed('/api/payments/test/authenticate'),
        authenticateBody,
      ),
      weight: 2,
    },
    {
      arbitrary: post('POST /api/checkout/confirm', fixed('/api/checkout/confirm'), confirmBody),
      weight: 5,
    },
  );
}

// ---------------------------------------------------------------------------------------------
// A booking after checkout: views, documents, e-mail, cancellation.

const bookingIdSegment = mutateSegment(
  fc.oneof(
    { arbitrary: orderRef.map((o) => ref(o, 'sessionId')), weight: 5 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: orderRef.map((o) => ref(o, 'confirmationNumber')), weight: 1 },
  ),
);

export function bookingRequests(): fc.Arbitrary<FuzzRequest> {
  const underBooking = (route: string, method: string, suffix: string) => {
    const url = bookingIdSegment.map((s) => ({
      url: `/api/orders/${s.segment}${suffix}`,
      label: s.label,
    }));
    return method === 'GET' ? get(route, url) : post(route, url, mutateBody({}));
  };
  // Mostly the order's own secret or e-mail; sometimes another order's.
  const otherRef = fc.oneof({ arbitrary: fc.constant(''), weight: 6 }, orderRef);
  const byIntent = get(
    'GET /api/orders',
    withQuery(
      '/api/orders',
      fc.tuple(orderRef, otherRef).map(([a, b]): QueryPair[] => [
        ['payment_intent', ref(a, 'paymentIntentId')],
        ['payment_intent_client_secret', ref(b || a, 'clientSecret')],
      ]),
      queryText('payment_intent', 'payment_intent_client_secret'),
    ),
  );
  const byReference = fc.tuple(orderRef, otherRef).chain(([o, other]) =>
    get(
      'GET /api/bookings/:reference',
      fc
        .tuple(
          mutateSegment(
            fc.oneof(
              { arbitrary: fc.constant(ref(o, 'confirmationNumber')), weight: 4 },
              fc.constantFrom('HO-AAAAAAAA', 'ho-abcd2345'),
            ),
          ),
          mutateQuery([['email', ref(other || o, 'email')]], queryText('email')),
        )
        .map(([s, q]) => ({
          url: `/api/bookings/${s.segment}${q.query ? `?${q.query}` : ''}`,
          label: joinLabels(s.label, q.label),
        })),
    ),
  );
  const cancel = fc
    .tuple(
      orderRef,
      fc.constantFrom<OrderField>('sessionId', 'confirmationNumber'),
      otherRef,
      fc.oneof({ arbitrary: fc.constant(true), weight: 6 }, fc.constant(false)),
      // A live airline's booking is cancelled on a quote asked for first.
      fc.constantFrom('cancel', 'cancellation-quote'),
    )
    .chain(([o, idField, other, withBody, action]) => {
      const url = mutateSegment(fc.constant(ref(o, idField))).map((s) => ({
        url: `/api/bookings/${s.segment}/${action}`,
        label: s.label,
      }));
      const route = `POST /api/bookings/:id/${action}`;
      if (withBody) {
        const body =
          action === 'cancel'
            ? { email: ref(other || o, 'email'), quoteId: 'ore_0000AAAAAAAAAAAAAAAAAA' }
            : { email: ref(other || o, 'email') };
        return post(route, url, mutateBody(body, { focus: text(['email']) }));
      }
      return fc.tuple(url, address).map(([u, remoteAddress]) =>
        fuzzRequest({
          route,
          label: joinLabels(u.label, 'no body'),
          method: 'POST',
          url: u.url,
          headers: {},
          remoteAddress,
        }),
      );
    });
  return fc.oneof(
    { arbitrary: byIntent, weight: 4 },
    { arbitrary: underBooking('GET /api/orders/:bookingId', 'GET', ''), weight: 4 },
    { arbitrary: byReference, weight: 4 },
    {
      arbitrary: underBooking('GET /api/orders/:bookingId/voucher.pdf', 'GET', '/voucher.pdf'),
      weight: 1,
    },
    {
      arbitrary: underBooking('GET /api/orders/:bookingId/calendar.ics', 'GET', '/calendar.ics'),
      weight: 2,
    },
    { arbitrary: underBooking('POST /api/orders/:bookingId/email', 'POST', '/email'), weight: 2 },
    { arbitrary: cancel, weight: 3 },
  );
}

// ---------------------------------------------------------------------------------------------
// Stripe webhook: events signed with the right secret, with parts missing or odd.

const eventType = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'payment_intent.succeeded',
      'payment_intent.payment_failed',
      'payment_intent.canceled',
      'payment_intent.requires_action',
      'charge.refunded',
      'checkout.session.completed',
    ),
    weight: 6,
  },
  {
    arbitrary: fc.constantFrom('unknown.type', 'payment_intent.', 'payment_intent', ''),
    weight: 1,
  },
);

const signature: fc.Arbitrary<StripeSignature> = fc.oneof(
  { arbitrary: fc.constant<StripeSignature>('valid'), weight: 12 },
  {
    arbitrary: fc.constantFrom<StripeSignature>(
      'wrong-secret',
      'stale',
      'garbage',
      'none',
      'tampered',
    ),
    weight: 2,
  },
);

export function webhookRequests(): fc.Arbitrary<FuzzRequest> {
  const event = fc
    .record({
      id: fc.oneof(
        { arbitrary: fc.constant('evt_{{uniq}}'), weight: 6 },
        { arbitrary: fc.constantFrom('evt_repeat', 'evt_1'), weight: 1 },
      ),
      type: eventType,
      order: orderRef,
      status: fc.constantFrom('succeeded', 'requires_payment_method', 'canceled'),
    })
    .chain(({ id, type, order, status }) =>
      mutateBody(
        {
          id,
          object: 'event',
          api_version: '2024-06-20',
          created: 1795338000,
          livemode: false,
          type,
          data: {
            object: {
              id: ref(order, 'paymentIntentId'),
              object: 'payment_intent',
              status,
              amount: 11000,
              currency: 'usd',
            },
          },
        },
        {
          extraValues: fc.constantFrom<unknown>('pi_unknown', 'evt_\u0000', {}, [], 'string', 42),
          // Signed events with parts missing or of the wrong kind (undefined leaves the field out).
          focus: [
            {
              path: ['id'],
              values: [undefined, 'evt_\u0000', '\u0000', '', 42, null, 'x'.repeat(300)],
            },
            {
              path: ['type'],
              values: [undefined, 'unknown.type', 'payment_intent.\u0000', 42, null],
            },
            { path: ['data'], values: [undefined, null, 'x', [], {}, 42] },
            { path: ['data', 'object'], values: [undefined, null, 'x', [], {}, 42] },
            {
              path: ['data', 'object', 'id'],
              values: [undefined, 'pi_\u0000', '\ud800', 42, null, {}],
            },
          ],
        },
      ),
    );
  return post('POST /api/webhooks/stripe', fixed('/api/webhooks/stripe'), event, {
    stripe: signature,
  });
}

// ---------------------------------------------------------------------------------------------
// Mobile money: charges of open checkouts, their status, the test phone's prompt, the webhooks.

/** Each country's test numbers as travellers type them: E.164, international, national. */
const walletNumbers = (country: string) =>
  TEST_WALLET_NUMBERS.filter((n) => n.country === country).flatMap((n) => {
    const parsed = parsePhoneNumberFromString(n.phone)!;
    return [n.phone, parsed.formatInternational(), parsed.formatNational()];
  });
/** Numbers no wallet takes: fixed lines, too short, another country's, not numbers at all. */
const NOT_WALLETS = [
  '+221 33 823 45 67',
  '030 212 3456',
  '+1 202 555 0101',
  '+221 77 123 45 67',
  '+233 24 555 0101',
  '12345',
  '+',
  '0000000000',
  '+221701234501ext9',
  '٠٧٠١٢٣٤٥٠١',
  '+221 70 123 45 01 +221 70 123 45 01',
];
const walletChoice = fc.constantFrom(
  ...MOBILE_MONEY_COUNTRIES.flatMap((c) =>
    c.networks.map((network) => ({ country: c.code as string, network: network as string })),
  ),
);
/** A charge's reference: one made earlier (mostly), a card payment's, or one never made. */
const chargeSegment = mutateSegment(
  fc.oneof(
    { arbitrary: fc.nat({ max: 100_000 }).map((n) => `{{charge:${n}}}`), weight: 6 },
    { arbitrary: orderRef.map((o) => ref(o, 'paymentIntentId')), weight: 1 },
    {
      arbitrary: fc.constantFrom('mm_', 'mm_000000000000000000000000', 'MM_x', 'mm_'.repeat(30)),
      weight: 1,
    },
  ),
);
const walletSignature: fc.Arbitrary<WalletSignature> = fc.oneof(
  { arbitrary: fc.constant<WalletSignature>('valid'), weight: 8 },
  {
    arbitrary: fc.constantFrom<WalletSignature>('wrong-secret', 'garbage', 'none', 'tampered'),
    weight: 3,
  },
);
const walletProvider = mutateSegment(
  fc.oneof(
    { arbitrary: fc.constant('test'), weight: 8 },
    fc.constantFrom('paystack', 'flutterwave', 'stripe', 'TEST', 'test ', ''),
  ),
);

export function mobileMoneyRequests(): fc.Arbitrary<FuzzRequest> {
  const chargeBody = fc
    .tuple(
      fc.oneof(
        { arbitrary: fc.nat({ max: 1000 }).map((n) => `open:${n}`), weight: 3 },
        { arbitrary: orderRef, weight: 2 },
      ),
      walletChoice,
      fc.nat({ max: 4 }).map((n) => n > 0),
    )
    .chain(([order, { country, network }, ownCountry]) =>
      fc
        .oneof(
          { arbitrary: fc.constantFrom(...walletNumbers(country)), weight: ownCountry ? 8 : 0 },
          { arbitrary: fc.constantFrom(...walletNumbers('SN'), ...NOT_WALLETS), weight: 1 },
        )
        .chain((phone) =>
          mutateBody(
            { sessionId: ref(order, 'sessionId'), country, network, phone },
            {
              validWeight: 8,
              focus: [
                ...text(['sessionId'], ['country'], ['network'], ['phone']),
                { path: ['country'], values: ['sn', ' SN ', 'US', 'FR', 'S', 'SEN', '', 42, null] },
                {
                  path: ['network'],
                  values: ['Orange', 'mtn ', 'visa', '__proto__', 'bank-transfer', 'x'.repeat(31)],
                },
                {
                  path: ['phone'],
                  values: [...NOT_WALLETS, '', ' ', 'p'.repeat(31), 221701234501],
                },
                {
                  path: ['sessionId'],
                  values: [
                    ref(order, 'paymentIntentId'),
                    ref(order, 'confirmationNumber'),
                    's'.repeat(201),
                  ],
                },
              ],
            },
          ),
        ),
    );
  const underCharge = (route: string, method: 'GET' | 'POST', prefix: string, suffix = '') => {
    const url = chargeSegment.map((s) => ({
      url: `${prefix}${s.segment}${suffix}`,
      label: s.label,
    }));
    return method === 'GET' ? get(route, url) : post(route, url, mutateBody({}));
  };
  const webhookBody = fc
    .record({
      charge: fc.nat({ max: 100_000 }),
      event: fc.constantFrom('charge.success', 'charge.failed', 'charge.updated', ''),
    })
    .chain(({ charge, event }) =>
      mutateBody(
        { reference: `{{charge:${charge}}}`, event },
        {
          focus: [
            ...text(['reference'], ['event']),
            { path: ['reference'], values: ['mm_', 'pi_test_1', 42, null, undefined, ['mm_1']] },
            { path: ['event'], values: [undefined, 42, {}] },
          ],
        },
      ),
    );
  const webhookUrl = walletProvider.map((p) => ({
    url: `/api/webhooks/mobile-money/${p.segment}`,
    label: p.label,
  }));
  // Past the body limit: refused before the signature is read.
  const hugeWebhook = fc
    .tuple(fc.constantFrom(1_100_000, 3_000_000), walletSignature, address)
    .map(([size, wallet, remoteAddress]) =>
      fuzzRequest({
        route: 'POST /api/webhooks/mobile-money/:provider',
        label: `body of ${size} characters`,
        method: 'POST',
        url: '/api/webhooks/mobile-money/test',
        headers: { 'content-type': 'application/json' },
        payload: `{"reference":"${'m'.repeat(size)}","event":"charge.success"}`,
        remoteAddress,
        wallet,
      }),
    );
  return fc.oneof(
    {
      arbitrary: post(
        'POST /api/checkout/mobile-money',
        fixed('/api/checkout/mobile-money'),
        chargeBody,
        { headers: idempotencyHeader },
      ),
      weight: 80,
    },
    {
      arbitrary: underCharge(
        'GET /api/checkout/mobile-money/:reference',
        'GET',
        '/api/checkout/mobile-money/',
      ),
      weight: 40,
    },
    {
      arbitrary: underCharge(
        'GET /api/payments/mobile-money/test/:reference',
        'GET',
        '/api/payments/mobile-money/test/',
      ),
      weight: 20,
    },
    ...(['approve', 'refuse'] as const).map((answer) => ({
      arbitrary: underCharge(
        `POST /api/payments/mobile-money/test/:reference/${answer}`,
        'POST',
        '/api/payments/mobile-money/test/',
        `/${answer}`,
      ),
      weight: 10,
    })),
    {
      arbitrary: post('POST /api/webhooks/mobile-money/:provider', webhookUrl, webhookBody, {
        wallet: walletSignature,
      }),
      weight: 40,
    },
    { arbitrary: hugeWebhook, weight: 1 },
  );
}

// ---------------------------------------------------------------------------------------------
// Currencies, the mobile-money choices, property photos, and the admin's money views.

/** The cookies a request may carry: the administrator's mostly, else none, a traveller's, junk. */
function cookieOf(world: FuzzWorld): fc.Arbitrary<Record<string, string>> {
  return fc.oneof(
    { arbitrary: fc.constant({ cookie: world.cookies.admin }), weight: 8 },
    {
      arbitrary: fc.constantFrom<Record<string, string>>(
        {},
        { cookie: world.cookies.traveller },
        { cookie: `${world.cookies.admin}x` },
        { cookie: 'teranga_session=\u0000' },
        { cookie: `teranga_session=${'a'.repeat(5000)}` },
      ),
      weight: 2,
    },
  );
}

function adminGet(world: FuzzWorld, route: string, url: fc.Arbitrary<Url>) {
  return fc
    .tuple(url, address, cookieOf(world))
    .map(([u, remoteAddress, headers]) =>
      fuzzRequest({ route, label: u.label, method: 'GET', url: u.url, headers, remoteAddress }),
    );
}

export function newerRequests(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const ifNoneMatch = fc.oneof(
    { arbitrary: fc.constant<Record<string, string>>({}), weight: 3 },
    {
      arbitrary: fc.constantFrom<Record<string, string>>(
        { 'if-none-match': world.currenciesEtag },
        { 'if-none-match': world.currenciesEtag.replace(/^W\//, '') },
        { 'if-none-match': `"other", ${world.currenciesEtag}` },
        { 'if-none-match': '*' },
        { 'if-none-match': 'W/"stale"' },
        { 'if-none-match': '' },
        { 'if-none-match': ',,,' },
        { 'if-none-match': '\u00e9\u0000' },
        { 'if-none-match': 'W/'.repeat(4000) },
      ),
      weight: 3,
    },
  );
  const currencies = fc
    .tuple(withQuery('/api/currencies', fc.constant([])), address, ifNoneMatch, oddHeaders)
    .map(([u, remoteAddress, etag, headers]) =>
      fuzzRequest({
        route: 'GET /api/currencies',
        label: joinLabels(u.label, etag['if-none-match'] === undefined ? '' : 'if-none-match'),
        method: 'GET',
        url: u.url,
        headers: { ...headers, ...etag },
        remoteAddress,
      }),
    );
  // A photo the admin uploaded (its hash and widths from the upload's answer), or one part of
  // its address changed.
  const photoUrl = fc
    .tuple(
      fc.oneof({ arbitrary: fc.nat({ max: 3 }), weight: 4 }, fc.nat({ max: 50 })),
      fc.constantFrom(-1, 0, 1, 2),
      mutateSegment(fc.constantFrom('10.webp', '9999.webp', '0320.webp', '320.WEBP', '2000.webp')),
    )
    .chain(([n, part, odd]) => {
      const parts = [`{{photo:${n}:id}}`, `{{photo:${n}:hash}}`, `{{photo:${n}:file}}`];
      if (part < 0)
        return fc.constant({ url: `/images/properties/${parts.join('/')}`, label: 'valid' });
      const changed = part === 2 ? fc.constant(odd) : mutateSegment(fc.constant(parts[part]!));
      return changed.map((c) => ({
        url: `/images/properties/${parts.map((p, i) => (i === part ? c.segment : p)).join('/')}`,
        label: c.label === 'valid' ? 'valid' : `${['id', 'hash', 'file'][part]}: ${c.label}`,
      }));
    });
  const stay = fc.oneof(
    {
      arbitrary: fc.constantFrom(...world.stays.map((s) => String(s.id))).map((segment) => ({
        segment,
        label: 'valid',
      })),
      weight: 6,
    },
    { arbitrary: mutateSegment(stayId(world)), weight: 2 },
  );
  const truncated = world.pictures[0]!.subarray(0, 200);
  const photoBody = fc.oneof(
    {
      arbitrary: fc
        .constantFrom(
          ...world.pictures.map(
            (p, i) => [p, ['image/jpeg', 'image/png', 'image/webp'][i]!] as const,
          ),
        )
        .map(([payload, type]) => ({ payload, type, label: 'valid' })),
      weight: 50,
    },
    {
      arbitrary: fc
        .constantFrom<[Buffer | string, string]>(
          [world.pictures[0]!, 'application/json'],
          [world.pictures[1]!, 'multipart/form-data; boundary=x'],
          [world.pictures[2]!, ''],
          [world.pictures[0]!, 'text/plain'],
        )
        .map(([payload, type]) => ({ payload, type, label: `photo sent as ${type || 'no type'}` })),
      weight: 20,
    },
    {
      arbitrary: fc
        .constantFrom<[Buffer | string, string, string]>(
          ['', 'image/jpeg', 'empty body'],
          [Buffer.alloc(0), 'image/png', 'empty body'],
          [truncated, 'image/jpeg', 'truncated JPEG'],
          ['just some text', 'image/jpeg', 'text as a JPEG'],
          ['<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml', 'SVG'],
          ['{"photo":"x"}', 'application/json', 'JSON'],
          [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'image/jpeg', 'JPEG header only'],
          ['GIF89a', 'image/gif', 'GIF header only'],
        )
        .map(([payload, type, label]) => ({ payload, type, label })),
      weight: 30,
    },
    {
      arbitrary: fc.constantFrom(MAX_PHOTO_BYTES + 1, MAX_PHOTO_BYTES * 2).map((size) => ({
        payload: Buffer.alloc(size, 0xff),
        type: 'image/jpeg',
        label: `${size} bytes`,
      })),
      weight: 3,
    },
  );
  const upload = fc
    .tuple(stay, photoBody, cookieOf(world), address)
    .map(([id, body, cookie, remoteAddress]) =>
      fuzzRequest({
        route: 'PUT /api/admin/accommodations/:id/photo',
        label: joinLabels(
          id.label,
          body.label,
          cookie.cookie === world.cookies.admin ? '' : 'not admin',
        ),
        method: 'PUT',
        url: `/api/admin/accommodations/${id.segment}/photo`,
        headers: { ...cookie, ...(body.type ? { 'content-type': body.type } : {}) },
        payload: body.payload,
        remoteAddress,
      }),
    );
  const removal = fc.tuple(stay, cookieOf(world), address).map(([id, cookie, remoteAddress]) =>
    fuzzRequest({
      route: 'DELETE /api/admin/accommodations/:id/photo',
      label: joinLabels(id.label, cookie.cookie === world.cookies.admin ? '' : 'not admin'),
      method: 'DELETE',
      url: `/api/admin/accommodations/${id.segment}/photo`,
      headers: cookie,
      remoteAddress,
    }),
  );
  const revenueQuery = fc
    .tuple(fc.integer({ min: -400, max: 30 }), fc.integer({ min: 0, max: 60 }))
    .map(([from, days]): QueryPair[] => [
      ['from', addDays(TODAY, from)],
      ['to', addDays(TODAY, from + days)],
    ]);
  return fc.oneof(
    { arbitrary: currencies, weight: 50 },
    {
      arbitrary: get(
        'GET /api/payments/mobile-money/options',
        withQuery('/api/payments/mobile-money/options', fc.constant([])),
      ),
      weight: 20,
    },
    { arbitrary: get('GET /images/properties/:id/:hash/:file', photoUrl), weight: 40 },
    { arbitrary: upload, weight: 30 },
    { arbitrary: removal, weight: 5 },
    {
      arbitrary: adminGet(
        world,
        'GET /api/admin/rates',
        withQuery('/api/admin/rates', fc.constant([])),
      ),
      weight: 10,
    },
    {
      arbitrary: adminGet(
        world,
        'GET /api/admin/revenue',
        withQuery('/api/admin/revenue', revenueQuery, [
          ...queryDates('from', 'to'),
          // The calendar's ends, and a default start 29 days before year 1.
          { key: 'to', values: ['0001-01-01', '9999-12-31', '0001-01-29'] },
          { key: 'from', values: ['0000-01-01', '0001-01-01'] },
        ]),
      ),
      weight: 20,
    },
    {
      arbitrary: adminGet(
        world,
        'GET /api/admin/payments/mobile-money/pending',
        withQuery('/api/admin/payments/mobile-money/pending', fc.constant([])),
      ),
      weight: 10,
    },
  );
}

// ---------------------------------------------------------------------------------------------
// What an administrator and a signed-in traveller read: the admin's lists, a booking's detail,
// spec 2's booking lists, the traveller's account and bookings.

const adminListQuery = (extra: fc.Arbitrary<QueryPair[]> = fc.constant([])) =>
  fc
    .tuple(
      fc.record({
        page: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
        pageSize: fc.option(fc.constantFrom(1, 20, 100), { nil: undefined }),
        q: fc.option(fc.constantFrom('Ama', 'example.com', 'HO-', 'Accra', 'é', '%', '_'), {
          nil: undefined,
        }),
      }),
      extra,
    )
    .map(([list, more]): QueryPair[] => [
      ...Object.entries(list).flatMap(([k, v]) =>
        v === undefined ? [] : [[k, String(v)] as QueryPair],
      ),
      ...more,
    ]);
const LIST_FOCUS: QueryFocus[] = [
  { key: 'page', values: ['0', '-1', '100001', '1.5', '1e3', '4242424242424242', ''] },
  { key: 'pageSize', values: ['0', '101', '2.5', 'NaN', ''] },
  ...queryText('q'),
  { key: 'q', values: ['q'.repeat(101), '%%', "' OR 1=1 --"] },
];

export function accountRequests(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const list = (route: string, path: string, extra?: fc.Arbitrary<QueryPair[]>) =>
    adminGet(world, route, withQuery(path, adminListQuery(extra), LIST_FOCUS));
  const bookingFilters = fc
    .record({
      type: fc.option(fc.constantFrom('hotel', 'flight', 'package'), { nil: undefined }),
      status: fc.option(
        fc.constantFrom('pending', 'confirmed', 'canceled', 'awaiting_confirmation'),
        { nil: undefined },
      ),
    })
    .map((f): QueryPair[] =>
      Object.entries(f).flatMap(([k, v]) => (v === undefined ? [] : [[k, v] as QueryPair])),
    );
  const auditFilters = fc
    .record({
      targetType: fc.option(fc.constantFrom('user', 'accommodation', 'booking'), {
        nil: undefined,
      }),
      targetId: fc.option(fc.constantFrom(...world.stays.map((s) => String(s.id)), 'x'), {
        nil: undefined,
      }),
      action: fc.option(fc.constantFrom('photo.upload', 'photo.remove', 'role'), {
        nil: undefined,
      }),
    })
    .map((f): QueryPair[] =>
      Object.entries(f).flatMap(([k, v]) => (v === undefined ? [] : [[k, v] as QueryPair])),
    );
  const bookingDetail = mutateSegment(
    fc.oneof(
      { arbitrary: fc.constantFrom(...world.adminBookingIds.map(String)), weight: 4 },
      fc.constantFrom('0', '999999', '2147483648'),
    ),
  ).map((s) => ({ url: `/api/admin/bookings/${s.segment}`, label: s.label }));
  // The traveller's own reads: their cookie mostly, then none, the admin's, or junk.
  const travellerCookie = fc.oneof(
    { arbitrary: fc.constant({ cookie: world.cookies.traveller }), weight: 6 },
    {
      arbitrary: fc.constantFrom<Record<string, string>>(
        {},
        { cookie: world.cookies.admin },
        { cookie: 'teranga_session=' },
        { cookie: 'teranga_session=%' },
        { cookie: `teranga_session=${'\u00e9'.repeat(100)}` },
      ),
      weight: 2,
    },
  );
  const asTraveller = (route: string, path: string) =>
    fc
      .tuple(withQuery(path, fc.constant([])), address, travellerCookie)
      .map(([u, remoteAddress, headers]) =>
        fuzzRequest({ route, label: u.label, method: 'GET', url: u.url, headers, remoteAddress }),
      );
  const noQuery = fc.constant<QueryPair[]>([]);
  return fc.oneof(
    {
      arbitrary: adminGet(world, 'GET /api/admin/stats', withQuery('/api/admin/stats', noQuery)),
      weight: 1,
    },
    { arbitrary: list('GET /api/admin/users', '/api/admin/users'), weight: 1 },
    { arbitrary: list('GET /api/admin/accommodations', '/api/admin/accommodations'), weight: 1 },
    {
      arbitrary: list('GET /api/admin/bookings', '/api/admin/bookings', bookingFilters),
      weight: 2,
    },
    { arbitrary: adminGet(world, 'GET /api/admin/bookings/:id', bookingDetail), weight: 2 },
    { arbitrary: list('GET /api/admin/audit', '/api/admin/audit', auditFilters), weight: 1 },
    { arbitrary: list('GET /api/admin/outbox', '/api/admin/outbox'), weight: 1 },
    {
      arbitrary: adminGet(world, 'GET /api/admin/jobs', withQuery('/api/admin/jobs', noQuery)),
      weight: 1,
    },
    { arbitrary: list('GET /api/bookings', '/api/bookings'), weight: 1 },
    { arbitrary: list('GET /api/flights/bookings', '/api/flights/bookings'), weight: 1 },
    { arbitrary: list('GET /api/cars/bookings', '/api/cars/bookings'), weight: 1 },
    { arbitrary: asTraveller('GET /api/auth/user', '/api/auth/user'), weight: 1 },
    { arbitrary: asTraveller('GET /api/account/bookings', '/api/account/bookings'), weight: 1 },
  );
}

/** Signing up, in and out, a password forgotten or changed, an address verified, a profile. */
export function authRequests(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const { traveller } = world.accounts;
  const password = fc.oneof(
    { arbitrary: fc.constant(traveller.password), weight: 6 },
    fc.constantFrom(
      'wrong-password-1',
      'short',
      'p'.repeat(129),
      ' ',
      traveller.password.toUpperCase(),
    ),
  );
  const passwordFocus = (path: string) => ({
    path: [path],
    values: ['', 'a', 'p'.repeat(1000), 42, null, '\u0000'.repeat(8), 'passé-mot-42'],
  });
  const register = fc
    .record({ first: travellerName, last: travellerName, email: travellerEmail })
    .chain(({ first, last, email }) =>
      mutateBody(
        {
          firstName: first,
          lastName: last,
          email: email.replace('@', '+{{uniq}}@'),
          password: 'baobab-tree-42',
          language: 'fr',
        },
        {
          focus: [
            ...text(['firstName'], ['lastName'], ['email'], ['password']),
            { path: ['email'], values: [traveller.email, traveller.email.toUpperCase()] },
            passwordFocus('password'),
            { path: ['phone'], values: ['+233 24 555 0101', '12', '+221 33 823 45 67'] },
            { path: ['language'], values: ['de', '', 7] },
          ],
        },
      ),
    );
  const login = fc
    .tuple(
      fc.oneof(
        { arbitrary: fc.constant(traveller.email), weight: 4 },
        fc.constantFrom(world.accounts.adminEmail, 'nobody@example.com'),
      ),
      password,
    )
    .chain(([email, pass]) =>
      mutateBody(
        { email, password: pass },
        {
          validWeight: 10,
          focus: [...text(['email'], ['password']), passwordFocus('password')],
        },
      ),
    );
  const resetRequest = travellerEmail.chain((email) =>
    mutateBody(
      { email, language: 'en' },
      { focus: [...text(['email']), { path: ['email'], values: [traveller.email, 'x@'] }] },
    ),
  );
  const badToken = fc.constantFrom('0'.repeat(43), 'tok_{{uniq}}', 'x'.repeat(201), 'a.b.c', '');
  const reset = badToken.chain((token) =>
    mutateBody(
      { token, password: 'new-baobab-42' },
      { focus: [...text(['token'], ['password']), passwordFocus('password')] },
    ),
  );
  const verify = badToken.chain((token) => mutateBody({ token }, { focus: text(['token']) }));
  const profile = fc
    .record({ first: travellerName, dateOfBirth: fc.constantFrom('1990-04-12', '', '2030-01-01') })
    .chain(({ first, dateOfBirth }) =>
      mutateBody(
        { firstName: first, phone: '+221 77 123 45 67', dateOfBirth, nationality: 'Sénégalaise' },
        {
          focus: [
            ...text(['firstName'], ['nationality'], ['phone']),
            ...dates(['dateOfBirth']),
            { path: ['phone'], values: ['', null, '12', '+221 33 823 45 67'] },
          ],
        },
      ),
    );
  const change = password.chain((current) =>
    mutateBody(
      { currentPassword: current, newPassword: traveller.password },
      { focus: [passwordFocus('newPassword'), ...text(['currentPassword'])] },
    ),
  );
  // The traveller's cookie mostly (a spare one for signing out), else none or junk.
  const asTraveller = (cookie: string) =>
    fc.oneof(
      { arbitrary: fc.constant({ cookie }), weight: 6 },
      fc.constantFrom<Record<string, string>>({}, { cookie: 'teranga_session=x' }),
    );
  const json = (route: string, url: string, body: fc.Arbitrary<Mutated>, cookie?: string) =>
    post(route, fixed(url), body, cookie ? { headers: asTraveller(cookie) } : {});
  const patchProfile = json(
    'PATCH /api/auth/user',
    '/api/auth/user',
    profile,
    traveller.cookie,
  ).map((r) => fuzzRequest({ ...r, method: 'PATCH' }));
  return fc.oneof(
    { arbitrary: json('POST /api/auth/register', '/api/auth/register', register), weight: 3 },
    { arbitrary: json('POST /api/auth/login', '/api/auth/login', login), weight: 4 },
    {
      arbitrary: json(
        'POST /api/auth/logout',
        '/api/auth/logout',
        mutateBody({}),
        world.accounts.spareCookie,
      ),
      weight: 1,
    },
    {
      arbitrary: json(
        'POST /api/auth/password-reset/request',
        '/api/auth/password-reset/request',
        resetRequest,
      ),
      weight: 2,
    },
    {
      arbitrary: json('POST /api/auth/password-reset', '/api/auth/password-reset', reset),
      weight: 2,
    },
    { arbitrary: json('POST /api/auth/verify-email', '/api/auth/verify-email', verify), weight: 2 },
    {
      arbitrary: json(
        'POST /api/auth/verify-email/resend',
        '/api/auth/verify-email/resend',
        mutateBody({ language: 'fr' }),
        traveller.cookie,
      ),
      weight: 1,
    },
    {
      arbitrary: json(
        'POST /api/auth/password',
        '/api/auth/password',
        change,
        world.accounts.changerCookie,
      ),
      weight: 2,
    },
    { arbitrary: patchProfile, weight: 2 },
  );
}

// ---------------------------------------------------------------------------------------------
// The help centre and the contact form.

const helpSlug = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'how-to-book',
      'refund-times',
      'yellow-fever-certificate',
      'best-time-to-visit',
    ),
    weight: 4,
  },
  {
    arbitrary: fc.constantFrom('no-such-article', 'How-To-Book', 'how_to_book', '-', 'a--b'),
    weight: 1,
  },
);

const helpSearch = fc
  .record({
    q: fc.option(
      fc.constantFrom('visa', 'VISA', 'réservation', 'reservation', 'fièvre', '15%', '_', ''),
      { nil: undefined },
    ),
    category: fc.option(
      fc.constantFrom('booking', 'payment', 'documents', 'west-africa', 'all', '', 'visas'),
      { nil: undefined },
    ),
    lang: fc.option(fc.constantFrom('en', 'fr', 'de'), { nil: undefined }),
  })
  .map((s): QueryPair[] =>
    Object.entries(s).flatMap(([k, v]) => (v === undefined ? [] : [[k, v] as QueryPair])),
  );

const contactMessage = fc
  .record({
    name: travellerName,
    email: travellerEmail,
    subject: fc.constantFrom('', 'Airport pick-up', 'Remboursement', 's'.repeat(150)),
    message: fc.constantFrom('Hello', 'Is breakfast included?\nThanks', 'm'.repeat(2000)),
    category: fc.constantFrom(
      'general',
      'booking',
      'payment',
      'travel',
      'technical',
      'feedback',
      'spam',
      '',
    ),
  })
  .chain((body) =>
    mutateBody(body, {
      focus: [
        ...text(['name'], ['email'], ['subject'], ['message'], ['category']),
        { path: ['message'], values: ['', ' ', 'm'.repeat(2001), undefined] },
        { path: ['subject'], values: ['a\r\nBcc: x@example.com', 's'.repeat(151), null] },
        { path: ['category'], values: ['Booking', 42, null, ['booking']] },
      ],
    }),
  );

export function contentRequests(): fc.Arbitrary<FuzzRequest> {
  const slugUrl = (suffix: string) =>
    mutateSegment(helpSlug).map((s) => ({
      url: `/api/help/articles/${s.segment}${suffix}`,
      label: s.label,
    }));
  const withLang = slugUrl('').chain((u) =>
    mutateQuery([['lang', 'fr']], queryText('lang')).map((q) => ({
      url: q.query ? `${u.url}?${q.query}` : u.url,
      label: joinLabels(u.label, q.label),
    })),
  );
  return fc.oneof(
    {
      arbitrary: get(
        'GET /api/help/articles',
        withQuery('/api/help/articles', helpSearch, queryText('q', 'category', 'lang')),
      ),
      weight: 4,
    },
    { arbitrary: get('GET /api/help/articles/:slug', withLang), weight: 3 },
    {
      arbitrary: post('POST /api/help/articles/:slug/view', slugUrl('/view'), mutateBody({})),
      weight: 2,
    },
    { arbitrary: post('POST /api/contact', fixed('/api/contact'), contactMessage), weight: 4 },
  );
}

// ---------------------------------------------------------------------------------------------
// The travel assistant and the visa check.

const question = fc.constantFrom(
  'Do US citizens need a visa for Ghana?',
  'Quelle monnaie utilise-t-on au Sénégal ?',
  'Flights from Lagos to Accra next Friday',
  'Hotels in Accra for 3 nights',
  'Tours in Ghana',
  'and in December?',
  'Bonjour',
);
const history = fc.array(
  fc.record({ role: fc.constantFrom('user', 'assistant'), content: question }),
  { maxLength: 3 },
);

const assistantBody = (withCategory: boolean) =>
  fc
    .record({
      query: question,
      history,
      ...(withCategory
        ? { category: fc.constantFrom('general', 'visas', 'flights', 'money') }
        : {}),
    })
    .chain((body) =>
      mutateBody(body, {
        focus: [
          ...text(['query'], ['history', 0, 'content']),
          { path: ['query'], values: ['', '   ', 'q'.repeat(2001), 42, null, undefined] },
          {
            path: ['history'],
            values: [null, 'Ghana', Array(11).fill({ role: 'user', content: 'Hi' })],
          },
          { path: ['history', 0, 'role'], values: ['system', '', 7] },
          ...(withCategory
            ? [{ path: ['category'], values: ['astrology', '', 3, ['visas']] }]
            : []),
        ],
      }),
    );

const visaQuery = fc
  .record({
    fromCountry: fc.constantFrom('US', 'United States', 'France', 'Nigeria', 'Brazil', 'gh'),
    toCountry: fc.constantFrom('GH', 'Ghana', 'Sénégal', 'CI', 'Kenya'),
    passportType: fc.option(fc.constantFrom('regular', 'diplomatic', 'official'), {
      nil: undefined,
    }),
    lang: fc.option(fc.constantFrom('en', 'fr'), { nil: undefined }),
  })
  .map((q): QueryPair[] =>
    Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, v] as QueryPair])),
  );

export function assistantRequests(): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    {
      arbitrary: post(
        'POST /api/travel-assistant',
        fixed('/api/travel-assistant'),
        assistantBody(true),
      ),
      weight: 3,
    },
    {
      arbitrary: post(
        'POST /api/ai/travel-assistant',
        fixed('/api/ai/travel-assistant'),
        assistantBody(false),
      ),
      weight: 3,
    },
    {
      arbitrary: get(
        'GET /api/visa-requirements',
        withQuery(
          '/api/visa-requirements',
          visaQuery,
          queryText('fromCountry', 'toCountry', 'passportType', 'lang'),
        ),
      ),
      weight: 3,
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Health, configuration, images, unknown routes and wrong methods.

const KNOWN_PATHS = [
  '/api/health',
  '/api/checkout/config',
  '/api/accommodations',
  '/api/accommodations/1',
  '/api/hotels/search',
  '/api/duffel/hotels/search',
  '/api/airports',
  '/api/flights/search',
  '/api/flights/calendar',
  '/api/checkout/session',
  '/api/checkout/confirm',
  '/api/booking/create',
  '/api/duffel/booking/create',
  '/api/payments/test/confirm',
  '/api/payments/test/authenticate',
  '/api/orders',
  '/api/orders/{{recent:0:sessionId}}',
  '/api/orders/{{recent:0:sessionId}}/voucher.pdf',
  '/api/orders/{{recent:0:sessionId}}/calendar.ics',
  '/api/orders/{{recent:0:sessionId}}/email',
  '/api/bookings/HO-AAAAAAAA',
  '/api/bookings/{{recent:0:sessionId}}/cancel',
  '/api/bookings/{{recent:0:sessionId}}/cancellation-quote',
  '/api/webhooks/stripe',
  '/api/help/articles',
  '/api/help/articles/how-to-book',
  '/api/help/articles/how-to-book/view',
  '/api/contact',
  '/api/guide',
  '/api/travel-assistant',
  '/api/ai/travel-assistant',
  '/api/visa-requirements',
  '/images/stays/test-stay-1/1.svg',
  '/api/currencies',
  '/api/payments/mobile-money/options',
  '/api/checkout/mobile-money',
  '/api/checkout/mobile-money/{{charge:0}}',
  '/api/payments/mobile-money/test/{{charge:0}}',
  '/api/payments/mobile-money/test/{{charge:0}}/approve',
  '/api/webhooks/mobile-money/test',
  '/api/admin/accommodations/1/photo',
  '/images/properties/{{photo:0:id}}/{{photo:0:hash}}/320.webp',
];

export function miscRequests(): fc.Arbitrary<FuzzRequest> {
  const noQuery = fc.constant<QueryPair[]>([]);
  const guideLanguage = fc.constantFrom<QueryPair[]>([['lang', 'en']], [['lang', 'fr']], []);
  const imageUrl = fc
    .tuple(
      mutateSegment(fc.constantFrom('test-stay-1', 'kokrobite-beach-lodge', 'a', 'a-b-c')),
      mutateSegment(fc.constantFrom('1.svg', '9.svg', '0.svg', '10.svg', '1.png')),
    )
    .map(([slug, file]) => ({
      url: `/images/stays/${slug.segment}/${file.segment}`,
      label: joinLabels(slug.label && `slug: ${slug.label}`, file.label && `file: ${file.label}`),
    }));
  // A property's photo: no seeded property has one, so every answer is a 404 or a 400.
  const photoUrl = fc
    .tuple(
      mutateSegment(fc.constantFrom('1', '999999', '0', '-1', '1.5')),
      mutateSegment(fc.constantFrom('abcdefghijABCDEFGHIJ_-', 'short', '../../etc')),
      mutateSegment(fc.constantFrom('320.webp', '1600.webp', '99999.webp', '640.png', '.webp')),
    )
    .map(([id, hash, file]) => ({
      url: `/images/properties/${id.segment}/${hash.segment}/${file.segment}`,
      label: joinLabels(
        id.label && `id: ${id.label}`,
        hash.label && `hash: ${hash.label}`,
        file.label && `file: ${file.label}`,
      ),
    }));
  const unknownUrl = fc.oneof(
    fc.constantFrom(
      '/api',
      '/api/',
      '/api/nope',
      '/API/health',
      '/api/health/',
      '//api//health',
      '/api/orders/x/y/z',
      '/api/accommodations/1/2',
      '/',
      '/index.html',
      '/../etc/passwd',
      '/api/%2e%2e/health',
      '/api/health?%',
      '/api/\u00e9',
    ),
    fc
      .array(fc.oneof(nastyString, numericString), { minLength: 1, maxLength: 3 })
      .map((parts) => `/api/${parts.map((p) => percentEncode(p)).join('/')}`),
  );
  const wrongMethod = fc
    .tuple(
      fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'GET', 'POST'),
      fc.constantFrom(...KNOWN_PATHS),
      address,
    )
    .map(([method, url, remoteAddress]) =>
      fuzzRequest({
        route: `${method} (any route)`,
        label: `${method} ${url}`,
        method,
        url,
        headers: {},
        remoteAddress,
      }),
    );
  return fc.oneof(
    { arbitrary: get('GET /api/health', withQuery('/api/health', noQuery)), weight: 2 },
    {
      arbitrary: get('GET /api/checkout/config', withQuery('/api/checkout/config', noQuery)),
      weight: 2,
    },
    { arbitrary: get('GET /images/stays/:slug/:file', imageUrl), weight: 3 },
    { arbitrary: get('GET /images/properties/:id/:hash/:file', photoUrl), weight: 2 },
    {
      arbitrary: get('GET /api/guide', withQuery('/api/guide', guideLanguage, queryText('lang'))),
      weight: 2,
    },
    {
      arbitrary: get(
        'unknown route',
        unknownUrl.map((url) => ({ url, label: 'unknown route' })),
      ),
      weight: 3,
    },
    {
      arbitrary: fc
        .tuple(unknownUrl, fc.constantFrom('POST', 'PUT', 'DELETE'))
        .chain(([url, method]) =>
          get('unknown route', fc.constant({ url, label: `${method} unknown route` }), method),
        ),
      weight: 1,
    },
    { arbitrary: wrongMethod, weight: 3 },
  );
}
