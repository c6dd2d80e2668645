import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { testPayments } from '../db/schema/index.ts';
import type {
  TestPaymentAccess,
  TestPaymentRecord,
  TestPaymentStore,
} from '../providers/payments/test-processor.ts';

type Executor = Pick<Database, 'select' | 'insert'>;

/** Reads and writes the test processor's payments, one row a payment. */
function accessOn(db: Executor): TestPaymentAccess {
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

/**
 * Keeps the test processor's payments in the database, where every server reads the same ones;
 * a change is made in a transaction under an advisory lock on its key, so two servers paying the
 * same payment at once charge it once.
 */
export function createTestPaymentStore(db: Database): TestPaymentStore {
  return {
    ...accessOn(db),
    locked(key, work) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`test-payment:${key}`}))`);
        return work(accessOn(tx));
      });
    },
  };
}
