import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { testWalletPayments } from '../db/schema/index.ts';
import type {
  TestWalletAccess,
  TestWalletRecord,
  TestWalletStore,
} from '../providers/payments/mobile-money/test-processor.ts';

type Executor = Pick<Database, 'select' | 'insert'>;

function accessOn(db: Executor): TestWalletAccess {
  return {
    async load(reference) {
      const [row] = await db
        .select()
        .from(testWalletPayments)
        .where(eq(testWalletPayments.reference, reference));
      return row ? (row.record as TestWalletRecord) : null;
    },
    async save(record) {
      await db
        .insert(testWalletPayments)
        .values({ reference: record.charge.reference, record })
        .onConflictDoUpdate({
          target: testWalletPayments.reference,
          set: { record, updatedAt: sql`now()` },
        });
    },
  };
}

/**
 * The test mobile-money processor's charges in the database, where every server reads the same
 * ones; a change is made in a transaction under an advisory lock on the charge, as the test card
 * processor's are (test-payment-store.ts), so an approval and a read at once change it once.
 */
export function createTestWalletStore(db: Database): TestWalletStore {
  return {
    ...accessOn(db),
    locked(key, work) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`test-wallet:${key}`}))`);
        return work(accessOn(tx));
      });
    },
  };
}
