import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { createJobQueue } from '../../src/server/jobs/job-queue.ts';
import { silentLog } from '../../src/server/lib/service-log.ts';

/** The migrated database every API test file's own PostgreSQL database is copied from. */
export const TEMPLATE_DATABASE = 'teranga_template';

/**
 * Migrates once per run what each test file then copies (tests/helpers/db.ts): on PostgreSQL a
 * template database (`create database … template`), on PGlite a dump of a migrated data folder
 * that each file loads; both with the job queue's schema and queues (pg-boss) installed. A file copying either is ready in a fraction of the time that creating
 * a database and running every migration takes (docs/decisions/0023-ci-split.md).
 */
export default async function setup(project: TestProject) {
  const serverUrl = (project.config.env?.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL) || '';
  if (serverUrl) {
    await runAsAdmin(serverUrl, [
      `drop database if exists ${TEMPLATE_DATABASE} with (force)`,
      `create database ${TEMPLATE_DATABASE}`,
    ]);
    const url = new URL(serverUrl);
    url.pathname = `/${TEMPLATE_DATABASE}`;
    const template = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await installJobs(template);
    await template.close();
    project.provide('databaseTemplate', TEMPLATE_DATABASE);
    return () =>
      runAsAdmin(serverUrl, [`drop database if exists ${TEMPLATE_DATABASE} with (force)`]);
  }

  const migrated = await openDatabase({ dataDir: 'memory://' });
  await installJobs(migrated);
  const client = (migrated.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await migrated.close();
  const path = join(tmpdir(), `teranga-pglite-${randomUUID()}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', path);
  return () => rmSync(path, { force: true });
}

async function installJobs(database: DatabaseHandle) {
  const jobs = createJobQueue({ db: database.db, dbKind: database.kind, log: silentLog });
  await jobs.install();
  await jobs.stop();
}

async function runAsAdmin(serverUrl: string, statements: string[]) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL database to copy, when the tests run on PostgreSQL. */
    databaseTemplate?: string;
    /** A tar of a migrated PGlite data folder, when the tests run on PGlite. */
    pgliteDump?: string;
  }
}
