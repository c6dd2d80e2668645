import { buildApp, type App, type AppOptions } from '../../src/server/app.ts';
import { fixedClock } from '../../src/server/clock.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { createTestDatabase } from './db.ts';

export const TEST_NOW = '2026-11-21T09:00:00.000Z';

export type TestContext = {
  app: App;
  database: DatabaseHandle;
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
};

/** Options of buildApp a test may set; the database and the clock are always the test's own. */
export type TestAppOverrides = Partial<Omit<AppOptions, 'db' | 'dbKind' | 'clock'>>;

/**
 * Tests that are not about the per-client hold limits make many checkouts from one address with
 * one e-mail, often of one property's night; they get room for that (no `share`: no share of the
 * stock is the limit). The limits' own tests pass DEFAULT_HOLD_LIMITS.
 */
export const UNLIMITED_HOLDS = { perEmail: 10_000, perAddress: 10_000, repeatWindowSeconds: 0 };

/**
 * An app on its own fresh database and a clock fixed at TEST_NOW. No back-pressure unless a test
 * asks for it: a test worker on a busy machine can lag a second, which is no server's load.
 */
export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const clock = fixedClock(TEST_NOW);
  const app = await buildTestApp(database, clock, overrides);
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** An app of the tests' settings on a given database: a second server on the same one. */
export async function buildTestApp(
  database: DatabaseHandle,
  clock: TestContext['clock'],
  overrides: TestAppOverrides = {},
): Promise<App> {
  const app = await buildApp({
    rateLimitMax: 100_000,
    clientDir: '/nonexistent',
    holdLimits: UNLIMITED_HOLDS,
    pressure: false,
    ...overrides,
    db: database.db,
    dbKind: database.kind,
    clock,
  });
  await app.ready();
  return app;
}

/** A JSON POST to a test app from one client address, answered as its status and parsed body. */
export async function postJson(
  app: App,
  url: string,
  payload: unknown,
  remoteAddress = '127.0.0.1',
) {
  const res = await app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
  return { status: res.statusCode, body: res.json() };
}
