import { buildApp, type App } from '../../src/server/app.ts';
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

/** An app on its own fresh database and a clock fixed at TEST_NOW. */
export async function createTestApp(): Promise<TestContext> {
  const database = await createTestDatabase();
  const clock = fixedClock(TEST_NOW);
  const app = await buildApp({
    db: database.db,
    dbKind: database.kind,
    clock,
    rateLimitMax: 100_000,
    clientDir: '/nonexistent',
  });
  await app.ready();
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
