/** The app on a seeded database, in its own process, so the load generator does not share its CPU. */
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app.ts';
import { systemClock } from '../src/server/clock.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { seedDatabase } from '../src/server/db/seed/index.ts';
import { packAnswer, sendPacked } from '../src/server/lib/encodings.ts';
import { toIsoDate } from '../src/domain/dates.ts';
import { fillAdminData } from './admin-data.ts';
import { printQueryPlans } from './query-plans.ts';
import { variedFlightSearches } from './varied-searches.ts';
import { recordStatements } from '../tests/helpers/query-plans.ts';

const { values: args } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const scale = Number(args.scale);
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: 'memory://',
});
const seedStarted = performance.now();
await seedDatabase(database.db, { scale });
if (scale > 1) {
  console.info(
    `seeded at scale ${scale} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
}
// At scale on PostgreSQL, every statement the measured routes send is kept for EXPLAIN.
const recorder = scale > 1 && database.kind === 'postgres' ? recordStatements() : undefined;
recorder?.setPhase('server start: flight answers made for /bench/flight-answer');
const app = await buildApp({
  db: database.db,
  dbKind: database.kind,
  clock: systemClock,
  rateLimitMax: 10_000_000,
  assistantQuestionsPerMinute: 10_000_000,
  // The load generator speaks for many travellers as a proxy would (X-Forwarded-For, from
  // loopback); the soak's checkouts are one address checking out many times a second.
  trustProxy: ['127.0.0.1'],
  holdLimits: { perEmail: 1_000_000, perAddress: 1_000_000, repeatWindowSeconds: 0 },
});
// The flight search with finding and pricing its flights costing nothing: varied answers are
// made before the run, and each request writes one (JSON.stringify) and compresses it (Brotli),
// as the search route does. Its throughput is the most the search can reach with this answer.
const flightAnswers: unknown[] = [];
let nextAnswer = 0;
app.get('/bench/flight-answer', async (request, reply) =>
  sendPacked(
    request,
    reply,
    packAnswer(JSON.stringify(flightAnswers[nextAnswer++ % flightAnswers.length])),
  ),
);
const nextFlightSearch = variedFlightSearches(toIsoDate(new Date()), 23);
for (let i = 0; i < 300; i++) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/flights/search',
    payload: nextFlightSearch(),
  });
  flightAnswers.push(answer.json());
}

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address, kind: database.kind });

// The admin lists are measured at 10,000 orders and 10,000 users: the parent asks once the
// checkouts it measured have made real orders to copy.
process.on('message', (message) => {
  if (typeof message === 'string' && message.startsWith('phase:')) {
    recorder?.setPhase(message.slice('phase:'.length));
    process.send?.({ phase: true });
  }
  if (message === 'explain') {
    void printQueryPlans(database.db, recorder).then((seqScans) =>
      process.send?.({ explained: { seqScans } }),
    );
  }
  // The CPU time this process has used (µs), for the CPU each measured route costs.
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  // The soak's memory sample: the heap after a full collection (run with --expose-gc), so what
  // it shows is what is still held, not garbage waiting for the collector.
  if (message === 'memory') {
    globalThis.gc?.();
    process.send?.({ memory: process.memoryUsage() });
  }
  if (message !== 'fill-admin') return;
  // The bench's own copying of orders and users is no route's statement.
  recorder?.setPhase(null);
  void fillAdminData(database.db, app).then((cookie) => process.send?.({ adminCookie: cookie }));
});
process.on('disconnect', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
