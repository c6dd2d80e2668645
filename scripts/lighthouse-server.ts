/** The built app on a freshly seeded in-memory database, in its own process, for npm run lighthouse. */
import { buildApp } from '../src/server/app.ts';
import { systemClock } from '../src/server/clock.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { seedDatabase } from '../src/server/db/seed/index.ts';

const database = await openDatabase({ dataDir: 'memory://' });
await seedDatabase(database.db);
const app = await buildApp({
  db: database.db,
  dbKind: database.kind,
  clock: systemClock,
  clientDir: process.env.CLIENT_DIR,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });

process.on('disconnect', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
