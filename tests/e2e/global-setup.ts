import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/server/app.ts';
import { systemClock } from '../../src/server/clock.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/db/seed/index.ts';

/** Serves the built client and the API on a fresh, seeded in-memory database. */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedDatabase(database.db);
  const app = await buildApp({
    db: database.db,
    dbKind: database.kind,
    clock: systemClock,
    rateLimitMax: 100_000,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', address);
  return async () => {
    await app.close();
    await database.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
