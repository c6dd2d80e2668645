import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** PostgreSQL's URL; none for the embedded database. */
  url?: string;
  close(): Promise<void>;
};

function ignoreError() {}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number: the key of the advisory lock servers starting together take turns under. */
const START_LOCK = 715_274_001;

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite
 * (persisted in `dataDir`, or in memory when dataDir is 'memory://'). Migrates, then runs
 * `prepare` (the seed), before returning. On PostgreSQL, servers starting at once do that one
 * after the other, under an advisory lock: the first migrates and seeds, the others find it done.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string;
  poolSize?: number;
  /** Errors of idle pooled connections (the server restarting, a dropped socket). */
  onPoolError?: (error: Error) => void;
  /** How long a query waits for a connection before it fails (and the request answers 503). */
  connectTimeoutMs?: number;
  prepare?: (db: Database) => Promise<unknown>;
}): Promise<DatabaseHandle> {
  const prepare = options.prepare ?? (async () => {});
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    });
    // Without a listener an idle connection's error would end the process; the pool replaces it.
    pool.on('error', (error) => options.onPoolError?.(error));
    // A connection in use (a transaction's) has no listener of the pool's: its error, when the
    // server restarts, would end the process. The query on it fails by itself, so nothing to do.
    pool.on('connect', (client) => client.on('error', ignoreError));
    const db = drizzlePg(pool, { schema });
    // The lock is held on a connection of its own: the pool may have only one.
    const lock = new pg.Client({ connectionString: options.databaseUrl });
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [START_LOCK]);
      await migratePg(db, { migrationsFolder });
      await prepare(db as unknown as Database);
    } finally {
      await lock.end().catch(() => {});
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      url: options.databaseUrl,
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await prepare(db as unknown as Database);
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
