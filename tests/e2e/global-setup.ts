import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/server/app.ts';
import { systemClock } from '../../src/server/clock.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/db/seed/index.ts';
import { CHROMIUM_OPTIONS } from './browser.ts';

/** The administrator the end-to-end tests sign in as (ADMIN_EMAIL / ADMIN_PASSWORD in production). */
const E2E_ADMIN = { email: 'admin@teranga.test', password: 'e2e-admin-passphrase' };

/**
 * Serves the built client and the API, one server on its own fresh, seeded in-memory database
 * for each test worker (`project.config.maxWorkers`), so that files running side by side share
 * no data; and starts the one Chromium that every test file connects to (tests/e2e/browser.ts).
 */
export default async function setup(project: TestProject) {
  const browser = await chromium.launchServer(CHROMIUM_OPTIONS);
  const workers = Math.max(1, project.config.maxWorkers);
  const servers = await Promise.all(Array.from({ length: workers }, startServer));
  project.provide(
    'baseUrls',
    servers.map((server) => server.address),
  );
  project.provide('admin', E2E_ADMIN);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    for (const server of servers) await server.close();
  };
}

async function startServer() {
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedDatabase(database.db);
  const app = await buildApp({
    db: database.db,
    dbKind: database.kind,
    clock: systemClock,
    rateLimitMax: 100_000,
    authAttemptsPerMinute: 10_000,
    // Chromium and the tests share the machine: their lag is not the server's load.
    pressure: false,
  });
  await app.accounts.ensureAdmin(E2E_ADMIN.email, E2E_ADMIN.password);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // A worker, as main.ts starts it: the booking e-mails and sweeps run as in production.
  await app.jobs.start();
  return {
    address,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The servers' addresses, one for each test worker: tests ask baseUrl() for theirs. */
    baseUrls: string[];
    admin: { email: string; password: string };
    browserEndpoint: string;
  }
}
