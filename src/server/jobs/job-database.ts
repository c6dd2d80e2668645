import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, DatabaseKind } from '../db/client.ts';

/** What pg-boss runs its SQL through: `db: { executeSql }` in its options. */
export type JobDatabase = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

/**
 * pg-boss over the app's own connection: the pool on PostgreSQL, the one PGlite instance when
 * embedded. PGlite's `query` takes one statement, so pg-boss's parameterless multi-statement
 * scripts (its schema, its locked maintenance) go through `exec`; PGlite runs each call whole,
 * never inside another caller's transaction.
 */
export function jobDatabase(db: Database, kind: DatabaseKind): JobDatabase {
  const client = (db as unknown as { $client: unknown }).$client;
  if (kind === 'postgres') {
    const pool = client as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as PGlite;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
