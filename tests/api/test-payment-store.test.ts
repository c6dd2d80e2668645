import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { testPayments } from '../../src/server/db/schema/index.ts';
import {
  createTestPaymentProvider,
  type TestPaymentProvider,
} from '../../src/server/providers/payments/test-processor.ts';
import { createTestPaymentStore } from '../../src/server/services/test-payment-store.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';

/**
 * The built-in card processor's payments in the database, changed by several processors at once
 * as several servers would: each write is one conditional statement, not a locked transaction.
 */
describe("the test processor's payments in the database", () => {
  let ctx: TestContext;
  let servers: TestPaymentProvider[];
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

  beforeAll(async () => {
    ctx = await createTestApp();
    servers = Array.from({ length: 4 }, () =>
      createTestPaymentProvider({
        now: () => new Date(TEST_NOW),
        store: createTestPaymentStore(ctx.database.db),
      }),
    );
  });
  afterAll(() => ctx.close());

  const rowsKeyed = async (key: string) =>
    (
      await ctx.database.db
        .select({ n: count() })
        .from(testPayments)
        .where(eq(testPayments.createdKey, key))
    )[0]!.n;

  it('creates one payment for a key, however many ask at once, and refuses another sum', async () => {
    const input = { amountCents: 12_100, currency: 'usd', idempotencyKey: 'order-1' };
    const intents = await Promise.all(servers.map((server) => server.createIntent(input)));
    expect(new Set(intents.map((intent) => intent.id)).size).toBe(1);
    expect(intents[0]).toMatchObject({ amountCents: 12_100, currency: 'USD' });
    expect(await rowsKeyed('order-1')).toBe(1);
    await expect(servers[0]!.createIntent({ ...input, amountCents: 99 })).rejects.toMatchObject({
      code: 'idempotency_mismatch',
    });
    expect(await rowsKeyed('order-1')).toBe(1);
  });

  it('charges once when every server confirms at once', async () => {
    const intent = await servers[0]!.createIntent({
      amountCents: 5_000,
      currency: 'USD',
      idempotencyKey: 'order-2',
    });
    const paid = await Promise.allSettled(servers.map((s) => s.confirmCard(intent.id, card)));
    expect(paid.filter((p) => p.status === 'fulfilled')).toHaveLength(1);
    expect(paid.filter((p) => p.status === 'rejected')).toHaveLength(3);
    expect(servers.reduce((sum, s) => sum + s.chargeCount(intent.id), 0)).toBeGreaterThan(0);
    expect(Math.max(...servers.map((s) => s.chargeCount(intent.id)))).toBe(1);
  });

  it('keeps every refund made at once, each read again after another came first', async () => {
    const intent = await servers[0]!.createIntent({
      amountCents: 4_000,
      currency: 'USD',
      idempotencyKey: 'order-3',
    });
    await servers[0]!.confirmCard(intent.id, card);
    // Four quarters at once: each fits, so each is kept, none over another.
    const refunds = await Promise.all(
      servers.map((s, i) =>
        s.refund({ paymentIntentId: intent.id, idempotencyKey: `r-${i}`, amountCents: 1_000 }),
      ),
    );
    expect(new Set(refunds.map((r) => r.id)).size).toBe(4);
    const last = createTestPaymentProvider({ store: createTestPaymentStore(ctx.database.db) });
    await last.retrieveIntent(intent.id);
    expect(last.getRefunds(intent.id).map((r) => r.amountCents)).toEqual([
      1_000, 1_000, 1_000, 1_000,
    ]);
    // And nothing past the sum charged.
    await expect(
      last.refund({ paymentIntentId: intent.id, idempotencyKey: 'r-more', amountCents: 1 }),
    ).rejects.toMatchObject({ code: 'refund_exceeds' });
  });
});
