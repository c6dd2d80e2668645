import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_HOLD_LIMITS } from '../../src/domain/checkout.ts';
import { addDays } from '../../src/domain/dates.ts';
import { duffelBookings } from '../../src/server/db/schema/index.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';
import { hotelSessionBody, roomsTaken } from '../helpers/checkout.ts';
import { makeAccommodation } from '../helpers/factories.ts';

/**
 * One attempt, one hold (decision 0004): 20 identical sends at once, as a double (or twentieth)
 * click makes, open one checkout, with or without an Idempotency-Key, on every booking-create
 * route. Only PostgreSQL (npm run test:pg) sends them truly at once; PGlite interleaves them.
 */
let ctx: TestContext;
const today = TEST_NOW.slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp({ holdLimits: DEFAULT_HOLD_LIMITS });
});
afterAll(() => ctx.close());

async function post(url: string, payload: object, address: string, key?: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: address,
    headers: key ? { 'idempotency-key': key } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

/** Twenty identical sends at once, and what became of them. */
async function sendTwenty(input: {
  url: string;
  payload: object;
  address: string;
  email: string;
  accommodationId: number;
  key?: string;
}) {
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => post(input.url, input.payload, input.address, input.key)),
  );
  // One process answers every send with the first one's session once its payment is open.
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
  expect(new Set(answers.map((a) => a.body.sessionId)).size).toBe(1);
  const orders = await ctx.database.db
    .select()
    .from(duffelBookings)
    .where(eq(duffelBookings.customerEmail, input.email));
  // One order, never opened and then cancelled as replaced.
  expect(orders.map((o) => o.orderStatus)).toEqual(['pending']);
  // One room held on each night of the stay.
  expect(new Set(await roomsTaken(ctx.database.db, input.accommodationId))).toEqual(new Set([1]));
}

describe('twenty identical checkouts at once', () => {
  it('open one session without an Idempotency-Key (a double click)', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 5 });
    const email = 'double.click@example.ng';
    await sendTwenty({
      url: '/api/checkout/session',
      payload: hotelSessionBody({ accommodationId: stay.id, today, email }),
      address: '102.90.0.1',
      email,
      accommodationId: stay.id,
    });
  });

  it('open one session with one Idempotency-Key', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 5 });
    const email = 'keyed@example.ng';
    await sendTwenty({
      url: '/api/checkout/session',
      payload: hotelSessionBody({ accommodationId: stay.id, today, email }),
      address: '102.90.0.2',
      email,
      accommodationId: stay.id,
      key: 'attempt-twenty-1',
    });
  });

  it('open one hold through POST /api/booking/create with an Idempotency-Key', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 5 });
    const email = 'spec.client@example.gh';
    await sendTwenty({
      url: '/api/booking/create',
      payload: {
        type: 'hotel',
        bookingData: {
          accommodationId: stay.id,
          guestName: 'Kofi Boateng',
          guestEmail: email,
          checkIn: addDays(today, 5),
          checkOut: addDays(today, 6),
          guests: 1,
          totalAmount: '100.00',
        },
      },
      address: '41.66.0.1',
      email,
      accommodationId: stay.id,
      key: 'attempt-twenty-2',
    });
  });

  it('open one hold through POST /api/duffel/booking/create with an Idempotency-Key', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 5 });
    const email = 'musu@example.lr';
    await sendTwenty({
      url: '/api/duffel/booking/create',
      payload: {
        type: 'hotel',
        bookingData: {
          hotel_id: stay.id,
          check_in: addDays(today, 7),
          check_out: addDays(today, 8),
          guests: 1,
          customer_name: 'Musu Kollie',
          customer_email: email,
        },
      },
      address: '41.57.0.1',
      email,
      accommodationId: stay.id,
      key: 'attempt-twenty-3',
    });
  });
});
