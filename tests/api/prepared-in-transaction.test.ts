import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { testPayments } from '../../src/server/db/schema/index.ts';
import { inTransaction, preparedShapes } from '../../src/server/db/prepared.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

/**
 * A statement prepared once on the pool runs inside a transaction on the transaction's own
 * connection (inTransaction): it sees what the transaction wrote and not yet committed, and what
 * it writes is rolled back with the transaction.
 */
describe('a prepared statement run in a transaction', () => {
  let ctx: TestContext;
  let insert: ReturnType<typeof prepare>['insert'];
  let keyed: ReturnType<typeof prepare>['keyed'];

  function prepare() {
    const db = ctx.database.db;
    return {
      insert: db
        .insert(testPayments)
        .values({
          id: sql`${sql.placeholder('id')}`,
          createdKey: sql`${sql.placeholder('id')}`,
          record: sql`'{}'::jsonb`,
        })
        .prepare('test_prepared_insert'),
      keyed: db
        .select({ n: count() })
        .from(testPayments)
        .where(eq(testPayments.createdKey, sql.placeholder('id')))
        .prepare('test_prepared_count'),
    };
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ insert, keyed } = prepare());
  });
  afterAll(() => ctx.close());

  const committed = async (id: string) => (await keyed.execute({ id }))[0]!.n;

  it('sees the transaction’s own writes, which others do not see before the commit', async () => {
    await ctx.database.db.transaction(async (tx) => {
      await inTransaction(insert, tx).execute({ id: 'seen-inside' });
      expect((await inTransaction(keyed, tx).execute({ id: 'seen-inside' }))[0]!.n).toBe(1);
      // PGlite has one connection: a read outside waits for the transaction to end.
      if (ctx.database.kind === 'postgres') expect(await committed('seen-inside')).toBe(0);
    });
    expect(await committed('seen-inside')).toBe(1);
  });

  it('writes nothing when the transaction rolls back', async () => {
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await inTransaction(insert, tx).execute({ id: 'rolled-back' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await committed('rolled-back')).toBe(0);
    // The statement itself is still whole, on the pool and in the next transaction.
    await ctx.database.db.transaction(async (tx) => {
      await inTransaction(insert, tx).execute({ id: 'next' });
    });
    expect(await committed('next')).toBe(1);
  });

  it('prepares the first few shapes of a statement and leaves the others to be built', async () => {
    const db = ctx.database.db;
    const keyedBy = preparedShapes('test_keyed', 2, (executor, shape) =>
      executor
        .select({ n: count() })
        .from(testPayments)
        .where(eq(testPayments.createdKey, sql.placeholder(shape))),
    );
    expect(await keyedBy(db, 'a')!.execute({ a: 'next' })).toEqual([{ n: 1 }]);
    expect(await keyedBy(db, 'b')!.execute({ b: 'none' })).toEqual([{ n: 0 }]);
    expect(keyedBy(db, 'c')).toBeUndefined();
    expect(await keyedBy(db, 'a')!.execute({ a: 'next' })).toEqual([{ n: 1 }]);
  });

  it('names shapes too long for PostgreSQL by their hash, apart on one connection', async () => {
    // Two names alike in their first 63 bytes would be one name to PostgreSQL.
    const long = 'k'.repeat(70);
    const countedBy = preparedShapes('test_long', 2, (executor, shape) =>
      executor
        .select({ n: sql<number>`count(*)::int + ${Number(shape.at(-1))}` })
        .from(testPayments)
        .where(eq(testPayments.createdKey, sql.placeholder('id'))),
    );
    await ctx.database.db.transaction(async (tx) => {
      expect(await countedBy(tx, `${long}1`)!.execute({ id: 'next' })).toEqual([{ n: 2 }]);
      expect(await countedBy(tx, `${long}2`)!.execute({ id: 'next' })).toEqual([{ n: 3 }]);
      expect(await countedBy(tx, `${long}1`)!.execute({ id: 'next' })).toEqual([{ n: 2 }]);
    });
  });
});
