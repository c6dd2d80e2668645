/** The app on a seeded database, in its own process, so the load generator does not share its CPU. */
import { buildApp } from '../src/server/app.ts';
import { systemClock } from '../src/server/clock.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { seedDatabase } from '../src/server/db/seed/index.ts';
import { fillAdminData } from './admin-data.ts';

const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: 'memory://',
});
await seedDatabase(database.db);
const app = await buildApp({
  db: database.db,
  dbKind: database.kind,
  clock: systemClock,
  rateLimitMax: 10_000_000,
  assistantQuestionsPerMinute: 10_000_000,
  // The load generator is one address checking out as one traveller, many times a second.
  holdLimits: { perEmail: 1_000_000, perAddress: 1_000_000, repeatWindowSeconds: 0 },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address, kind: database.kind });

// The admin lists are measured at 10,000 orders and 10,000 users: the parent asks once the
// checkouts it measured have made real orders to copy.
process.on('message', (message) => {
  // The CPU time this process has used (µs), for the CPU each measured route costs.
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  if (message !== 'fill-admin') return;
  void fillAdminData(database.db, app).then((cookie) => process.send?.({ adminCookie: cookie }));
});
process.on('disconnect', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
