import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema/index.ts';

let pgliteDump: Promise<Blob> | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped on close). Each is a
 * copy of the one tests/helpers/database-setup.ts migrated for the run, when there is one.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPglite();

  const name = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const template = inject('databaseTemplate');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Migrating a copy of the template finds nothing to do: three quick queries.
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 60 });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** PGlite loaded from the run's migrated dump, or created and migrated when there is none. */
async function openPglite(): Promise<DatabaseHandle> {
  const path = inject('pgliteDump');
  if (!path) return openDatabase({ dataDir: 'memory://' });
  pgliteDump ??= readFile(path).then((bytes) => new Blob([bytes]));
  const client = await PGlite.create({ loadDataDir: await pgliteDump });
  const db = drizzle(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}
