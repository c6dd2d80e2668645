import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';
import { hotelSessionBody, testCardPayment } from '../helpers/checkout.ts';
import { duffelBookings } from '../../src/server/db/schema/index.ts';
import { makeAccommodation } from '../helpers/factories.ts';

/** What the server writes to its logs about money: every movement, by id, and no traveller. */
const lines: Record<string, unknown>[] = [];
let ctx: TestContext;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  ctx = await createTestApp({ logger: { level: 'info', stream } });
});
afterAll(() => ctx.close());

const today = TEST_NOW.slice(0, 10);
const post = async (url: string, payload: unknown) =>
  (await ctx.app.inject({ method: 'POST', url, payload: payload as object })).json();

describe('money in the logs', () => {
  it('logs each charge, owed refund and sent refund with the order id, and no name or e-mail', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 1 });
    const session = await post(
      '/api/checkout/session',
      hotelSessionBody({
        accommodationId: stay.id,
        today,
        name: 'Abena Ofori-Atta',
        email: 'abena.ofori@example.com',
      }),
    );
    await post('/api/payments/test/confirm', testCardPayment(session));
    const confirmed = await post('/api/checkout/confirm', {
      paymentIntentId: session.paymentIntentId,
      sessionId: session.sessionId,
    });
    await ctx.app.inject({
      url: `/api/bookings/${confirmed.confirmationNumber}?email=abena.ofori@example.com`,
    });
    await post(`/api/bookings/${session.sessionId}/cancel`, { email: 'abena.ofori@example.com' });

    const money = lines.filter((l) => l.area === 'checkout').map((l) => l.msg);
    expect(money).toEqual(['charge recorded', 'refund owed', 'refund sent']);
    const charge = lines.find((l) => l.msg === 'charge recorded')!;
    expect(charge).toMatchObject({ amountCents: 22_000, provider: 'test' });
    expect(typeof charge.orderId).toBe('number');
    const all = JSON.stringify(lines);
    expect(all).not.toContain('abena');
    expect(all).not.toContain('Ofori');
    expect(all).not.toContain('4242424242424242');
  });
});

/** The checkout session a traveller's e-mail opened (refused answers do not name it). */
async function orderOfEmail(email: string) {
  const [order] = await ctx.database.db
    .select({ sessionId: duffelBookings.sessionId })
    .from(duffelBookings)
    .where(eq(duffelBookings.customerEmail, email));
  expect(order?.sessionId).toBeTruthy();
  return { sessionId: order!.sessionId! };
}

/**
 * A failed query's error carries its parameters (Drizzle's message ends with them, PostgreSQL's
 * detail quotes the row): its log line names the query and its code, and holds no value.
 */
describe('failed queries in the logs', () => {
  it('names the order insert that failed and its code, without the traveller', async () => {
    await ctx.database.db.execute(
      sql.raw(
        `alter table duffel_bookings add constraint order_refused check (customer_email <> 'kofi.refused@example.com')`,
      ),
    );
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 1 });
    const from = lines.length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/session',
      payload: hotelSessionBody({
        accommodationId: stay.id,
        today,
        name: 'Kofi Refused-Mensah',
        email: 'kofi.refused@example.com',
      }),
    });
    expect(response.statusCode).toBe(500);

    const logged = lines.slice(from);
    const all = JSON.stringify(logged);
    expect(all).not.toMatch(/kofi|Refused-Mensah/i);
    expect(all).not.toContain('params');
    const failure = logged.find((l) => l.msg === 'unhandled error')!;
    expect(failure.err).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'insert into "duffel_bookings"',
      code: '23514',
    });
  });

  it("names the payment's failed write, without its client secret or the checkout's session", async () => {
    const stay = await makeAccommodation(ctx.database.db, {
      roomCount: 1,
      name: 'Refused Payment Lodge',
    });
    await ctx.database.db.execute(
      sql.raw(
        `alter table test_payments add constraint refuse_lodge check (record::text not like '%Refused Payment Lodge%')`,
      ),
    );
    const from = lines.length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/session',
      payload: hotelSessionBody({
        accommodationId: stay.id,
        today,
        name: 'Yaa Asantewaa',
        email: 'yaa.asantewaa@example.com',
      }),
    });
    expect(response.json()).toMatchObject({ code: 'payment_service_unavailable' });

    const logged = lines.slice(from);
    const { sessionId } = await orderOfEmail('yaa.asantewaa@example.com');
    const all = JSON.stringify(logged);
    expect(all).not.toContain(sessionId);
    expect(all).not.toContain('_secret_');
    expect(all).not.toContain('params');
    expect(all).not.toMatch(/yaa|Asantewaa/i);
    const warning = logged.find((l) => String(l.msg).startsWith('payment provider did not'))!;
    expect(warning.err).toMatchObject({
      query: 'insert into "test_payments"',
      code: '23514',
    });
  });
});
