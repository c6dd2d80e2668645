import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';
import { hotelSessionBody, testCardPayment } from '../helpers/checkout.ts';
import { makeAccommodation } from '../helpers/factories.ts';
import { recordStatements } from '../helpers/query-plans.ts';

/**
 * What a checkout sends PostgreSQL, one round trip a statement (transactions' begin and commit
 * included): at 50 travellers at once the round trips are most of a checkout's cost (issue 35,
 * README "Benchmarks"). Each step's count may fall, never grow unnoticed.
 */
const MOST = {
  // The expired holds' check, the repeat's, the stay's price; the hold's transaction (8: its two
  // nights taken in one statement); the test processor's payment (1: it stands for Stripe's
  // call, one insert kept once per idempotency key); the payment stored on the order.
  session: 13,
  // The card form reads the payment; the test processor reads it again and charges it in one
  // conditional update.
  payment: 3,
  // The order and the payment read; one transaction (8): the order locked, the charge recorded,
  // the holds confirmed, the booking written, the order's row and its events once each. The
  // e-mail's job is queued after it (pg-boss, not counted).
  confirm: 10,
};

/**
 * The statements each step sends by their prepared names, in order: all of those outside its
 * transactions, and the ones its transactions send on every checkout (inTransaction).
 */
const PREPARED = {
  session: [
    'any_hold_due',
    'live_from_address',
    'stay_by_id',
    'live_from_address_locked',
    'order_opened',
    'room_nights_take',
    'order_events_written_1',
    'test_payment_create',
    'order_intent_stored',
  ],
  payment: ['test_payment_by_id', 'test_payment_by_id', 'test_payment_replace'],
  confirm: [
    'order_by_session',
    'test_payment_by_id',
    'order_locked_by_session',
    'charge_recorded',
    'holds_confirmed',
    'stay_record_written',
    // The order paid and confirmed (the fields it sets), and its three events.
    'order_written_meta,orderStatus,paymentStatus,updatedAt',
    'order_events_written_3',
    // The e-mail's job, sent through pg-boss (its statements are named by their text's hash).
    'pgboss_…',
  ],
};

describe.skipIf(!process.env.TEST_DATABASE_URL)("a hotel checkout's round trips", () => {
  let ctx: TestContext;
  let recorder: ReturnType<typeof recordStatements>;

  beforeAll(async () => {
    ctx = await createTestApp();
    recorder = recordStatements();
  });
  afterAll(async () => {
    recorder.stop();
    await ctx.close();
  });

  /** A step of the checkout, its statements recorded under its own name. */
  async function step(name: string, url: string, payload: unknown) {
    recorder.setPhase(name);
    const response = await ctx.app.inject({ method: 'POST', url, payload: payload as object });
    recorder.setPhase(null);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return {
      answer: response.json() as Record<string, string>,
      sent: recorder.sentIn(name),
      prepared: recorder
        .preparedIn(name)
        .map((prepared) => (prepared.startsWith('pgboss_') ? 'pgboss_…' : prepared)),
    };
  }

  it('opens, pays and confirms in no more round trips than counted', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 5 });
    const today = TEST_NOW.slice(0, 10);
    // A first checkout warms what is read once per process (the product registry's tables).
    for (const email of ['first@example.com', 'second@example.com']) {
      const session = await step(
        `${email} session`,
        '/api/checkout/session',
        hotelSessionBody({ accommodationId: stay.id, today, email }),
      );
      const payment = await step(
        `${email} payment`,
        '/api/payments/test/confirm',
        testCardPayment(session.answer as never),
      );
      const confirm = await step(`${email} confirm`, '/api/checkout/confirm', {
        paymentIntentId: session.answer.paymentIntentId,
        sessionId: session.answer.sessionId,
      });
      if (email === 'first@example.com') continue;
      // The job queue's own statements (pg-boss, its schema named) are not the checkout's.
      const ours = (sent: string[]) => sent.filter((text) => !text.includes('pgboss.')).length;
      const counts = {
        session: ours(session.sent),
        payment: ours(payment.sent),
        confirm: ours(confirm.sent),
      };
      // Every statement a step sends but its transactions' begin and commit, the client's lock
      // and the holds' rows is prepared once and sent by name (docs/decisions/0003, "Later"):
      // drizzle does not build it again, PostgreSQL does not parse and plan it again.
      expect({
        session: session.prepared,
        payment: payment.prepared,
        confirm: confirm.prepared,
      }).toEqual(PREPARED);
      const named = (counts: Record<string, number>) => JSON.stringify(counts);
      expect(
        Object.entries(counts).every(([name, count]) => count <= MOST[name as keyof typeof MOST]),
        `${named(counts)} against at most ${named(MOST)}:\n${[...session.sent, ...payment.sent, ...confirm.sent].join('\n')}`,
      ).toBe(true);
      // The prepared events are written as drizzle writes them: no data is SQL's null, not JSON's.
      const events = (await ctx.database.db.execute(
        sql`select e.field, jsonb_typeof(e.data) as data from order_events e
            join duffel_bookings o on o.id = e.order_id
            where o.session_id = ${session.answer.sessionId} order by e.id`,
      )) as unknown as { rows: { field: string; data: string | null }[] };
      expect(events.rows).toEqual([
        { field: 'orderStatus', data: null },
        { field: 'paymentStatus', data: null },
        { field: 'orderStatus', data: null },
        { field: 'email', data: 'object' },
      ]);
    }
  });
});
