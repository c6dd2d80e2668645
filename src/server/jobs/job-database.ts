import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, DatabaseKind } from '../db/client.ts';

/** What pg-boss runs its SQL through: `db: { executeSql }` in its options. */
export type JobDatabase = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

/** At most this many of pg-boss's statements are kept prepared on each connection. */
export const MOST_NAMED = 100;

/**
 * The names pg-boss's statements are prepared under, one for each text: its job's insert is
 * planned anew for every booking otherwise (about 200 µs of PostgreSQL's CPU, the most of any
 * statement a checkout sends). Its texts are made from a few fixed templates; any text past the
 * first MOST_NAMED goes unnamed, so a connection never keeps more than that.
 */
export function statementNames(): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (!name && names.size < MOST_NAMED) {
      name = `pgboss_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
      names.set(text, name);
    }
    return name;
  };
}

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
    const nameOf = statementNames();
    return {
      executeSql: (text, values) =>
        values && values.length > 0
          ? pool.query({ name: nameOf(text), text, values })
          : pool.query(text),
    };
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
