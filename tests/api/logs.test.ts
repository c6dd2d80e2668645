import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';
import { hotelSessionBody, testCardPayment } from '../helpers/checkout.ts';
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
