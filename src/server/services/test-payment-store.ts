import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { testPayments } from '../db/schema/index.ts';
import type { TestPaymentRecord, TestPaymentStore } from '../providers/payments/test-processor.ts';

/**
 * Keeps the test processor's payments in the database, one row a payment, where every server
 * reads the same ones. Each write is one statement that holds its own condition: a payment is
 * created once per idempotency key (its unique index), and replaced only if it is still as it was
 * read, so two servers paying the same payment at once charge it once.
 */
export function createTestPaymentStore(db: Database): TestPaymentStore {
  // Every card payment reads its payment three times or more: prepared once.
  const byId = db
    .select({ record: testPayments.record })
    .from(testPayments)
    .where(eq(testPayments.id, sql.placeholder('key')))
    .prepare('test_payment_by_id');
  const byKey = db
    .select({ record: testPayments.record })
    .from(testPayments)
    .where(eq(testPayments.createdKey, sql.placeholder('key')))
    .prepare('test_payment_by_key');
  async function load(key: { id: string } | { createdWith: string }) {
    const [row] = await ('id' in key
      ? byId.execute({ key: key.id })
      : byKey.execute({ key: key.createdWith }));
    return row ? (row.record as TestPaymentRecord) : null;
  }
  const insert = db
    .insert(testPayments)
    .values({
      id: sql.placeholder('id'),
      createdKey: sql.placeholder('key'),
      record: sql.placeholder('record'),
    })
    .onConflictDoNothing({ target: testPayments.createdKey })
    .returning({ id: testPayments.id })
    .prepare('test_payment_create');
  const update = db
    .update(testPayments)
    .set({ record: sql`${sql.placeholder('after')}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(testPayments.id, sql.placeholder('id')),
        eq(testPayments.record, sql.placeholder('before')),
      ),
    )
    .returning({ id: testPayments.id })
    .prepare('test_payment_replace');
  return {
    load,
    async create(record) {
      const [created] = await insert.execute({
        id: record.intent.id,
        key: record.created.key,
        record,
      });
      if (created) return record;
      const earlier = await load({ createdWith: record.created.key });
      if (!earlier) throw new Error(`test payment ${record.created.key} neither created nor found`);
      return earlier;
    },
    async replace(before, after) {
      const replaced = await update.execute({
        id: before.intent.id,
        before,
        after,
      });
      return replaced.length === 1;
    },
  };
}
