import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';
import { lastMailTo, registerTraveller, signInAdmin } from '../helpers/accounts.ts';
import { hotelSessionBody, testCardPayment } from '../helpers/checkout.ts';
import { makeAccommodation } from '../helpers/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authAttemptsPerMinute: 10_000 });
});
afterAll(() => ctx.close());

const today = TEST_NOW.slice(0, 10);

async function call(method: string, url: string, payload?: unknown, cookie?: string) {
  const res = await ctx.app.inject({
    method: method as 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: cookie ? { cookie } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

/** A paid stay booked with this e-mail, signed in with the cookie when one is given. */
async function book(email: string, cookie?: string) {
  const stay = await makeAccommodation(ctx.database.db);
  const session = await call(
    'POST',
    '/api/checkout/session',
    hotelSessionBody({ accommodationId: stay.id, today, email }),
    cookie,
  );
  await call('POST', '/api/payments/test/confirm', testCardPayment(session.body));
  const confirmed = await call('POST', '/api/checkout/confirm', {
    paymentIntentId: session.body.paymentIntentId,
    sessionId: session.body.sessionId,
  });
  expect(confirmed.status).toBe(200);
  return confirmed.body as { bookingId: string; confirmationNumber: string };
}

const bookingsOf = async (cookie: string) =>
  (await call('GET', '/api/account/bookings', undefined, cookie)).body.bookings as {
    bookingId: string;
    status: string;
    customerEmail: string;
  }[];

describe("an account's bookings", () => {
  it('a booking made signed in belongs to the account, with any e-mail; another account never sees it', async () => {
    const { cookie } = await registerTraveller(ctx.app);
    const booked = await book('someone-else@example.com', cookie);
    const mine = await bookingsOf(cookie);
    expect(mine.map((b) => b.bookingId)).toEqual([booked.bookingId]);
    expect(mine[0]!.customerEmail).toBe('someone-else@example.com');

    const stranger = await registerTraveller(ctx.app);
    expect(await bookingsOf(stranger.cookie)).toEqual([]);
  });

  it('guest bookings of the address appear only once the address is verified', async () => {
    const email = 'kwame.guest@example.com';
    const guest = await book(email);
    await book('not-kwame@example.com');
    const { cookie } = await registerTraveller(ctx.app, { email });
    expect(await bookingsOf(cookie)).toEqual([]);

    // The link as its recipient gets it: the outbox withholds it (decision 0018).
    const { token } = await lastMailTo(ctx.database.db, email);
    expect((await call('POST', '/api/auth/verify-email', { token })).status).toBe(200);
    expect((await bookingsOf(cookie)).map((b) => b.bookingId)).toEqual([guest.bookingId]);
  });

  it('unpaid checkouts are not bookings', async () => {
    const { cookie } = await registerTraveller(ctx.app);
    const stay = await makeAccommodation(ctx.database.db);
    await call(
      'POST',
      '/api/checkout/session',
      hotelSessionBody({ accommodationId: stay.id, today, email: 'x@example.com' }),
      cookie,
    );
    expect(await bookingsOf(cookie)).toEqual([]);
  });
});

describe('cancelling from the account', () => {
  it('the owner cancels by booking id without the e-mail, through the same path; others may not', async () => {
    const owner = await registerTraveller(ctx.app);
    const booked = await book('owner-mail@example.com', owner.cookie);
    const url = `/api/bookings/${booked.bookingId}/cancel`;

    const stranger = await registerTraveller(ctx.app);
    for (const cookie of [undefined, stranger.cookie]) {
      const refused = await call('POST', url, {}, cookie);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ field: 'email', rule: 'required' });
    }

    const done = await call('POST', url, {}, owner.cookie);
    expect(done.status).toBe(200);
    expect(done.body.booking.status).toBe('canceled');
    expect((await bookingsOf(owner.cookie))[0]!.status).toBe('canceled');
  });

  it('an administrator may cancel any booking by its id', async () => {
    const booked = await book('guest-to-cancel@example.com');
    const admin = await signInAdmin(ctx.app);
    const done = await call('POST', `/api/bookings/${booked.bookingId}/cancel`, {}, admin.cookie);
    expect(done.status).toBe(200);
  });
});

describe('the booking records', () => {
  it("name the account that made them in admin's list, and no account for a guest", async () => {
    const traveller = await registerTraveller(ctx.app);
    const signedIn = await book('booked-signed-in@example.com', traveller.cookie);
    const guest = await book('booked-as-guest@example.com');
    const admin = await signInAdmin(ctx.app);
    const list = await call('GET', '/api/bookings?pageSize=100', undefined, admin.cookie);
    expect(list.status).toBe(200);
    const records = list.body as { bookingReference: string; userId: string | null }[];
    const recordOf = (reference: string) => records.find((r) => r.bookingReference === reference);
    expect(recordOf(signedIn.confirmationNumber)?.userId).toBe(traveller.user.id);
    expect(recordOf(guest.confirmationNumber)?.userId).toBeNull();
  });
});
