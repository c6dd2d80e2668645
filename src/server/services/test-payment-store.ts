import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { testPayments } from '../db/schema/index.ts';
import type { TestPaymentRecord, TestPaymentStore } from '../providers/payments/test-processor.ts';

/** Keeps the test processor's payments in the database, one row a payment. */
export function createTestPaymentStore(db: Database): TestPaymentStore {
  return {
    async load(key) {
      const [row] = await db
        .select()
        .from(testPayments)
        .where(
          'id' in key
            ? eq(testPayments.id, key.id)
            : sql`${testPayments.record}->'created'->>'key' = ${key.createdWith}`,
        );
      return row ? (row.record as TestPaymentRecord) : null;
    },
    async save(record) {
      await db
        .insert(testPayments)
        .values({ id: record.intent.id, record })
        .onConflictDoUpdate({
          target: testPayments.id,
          set: { record, updatedAt: sql`now()` },
        });
    },
  };
}
