/**
 * npm run bench: throughput and latency of the API on a seeded database, measured in one run
 * so that ratios are comparable on a noisy machine. BENCH_DATABASE_URL switches to PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app.ts';
import { systemClock } from '../src/server/clock.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { seedDatabase } from '../src/server/db/seed/index.ts';
import { addDays, toIsoDate } from '../src/domain/dates.ts';
import { searchFlights } from '../src/server/providers/flights/engine.ts';
import { buildSyntheticNetwork } from '../src/server/providers/flights/network.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

type Result = { name: string; rps: number; p99: number; non2xx: number };

async function measure(
  baseUrl: string,
  name: string,
  request: { path: string; method?: 'GET' | 'POST'; body?: unknown },
): Promise<Result> {
  const result = await autocannon({
    url: `${baseUrl}${request.path}`,
    method: request.method ?? 'GET',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: request.body ? { 'content-type': 'application/json' } : {},
    body: request.body ? JSON.stringify(request.body) : undefined,
  });
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

function homeFirstLoadGzipKb(): number | null {
  const dist = fileURLToPath(new URL('../dist/client/', import.meta.url));
  let html: string;
  try {
    html = readFileSync(`${dist}index.html`, 'utf8');
  } catch {
    return null;
  }
  const files = new Set<string>();
  for (const m of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)) files.add(m[1]!);
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(`${dist}${file}`)).length;
  return bytes / 1024;
}

/** The engine alone on a network ten times ours (1,000 airports): one query at a time. */
function benchEngineAtScale() {
  const network = buildSyntheticNetwork(1000);
  const codes = network.airports.map((a) => a.code);
  const now = new Date();
  const departureDate = addDays(toIsoDate(now), 21);
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const origin = codes[(i * 7) % codes.length]!;
    const destination = codes[(i * 13 + 500) % codes.length]!;
    if (origin === destination) continue;
    const started = performance.now();
    searchFlights(
      network,
      { origin, destination, departureDate, passengers: 1, cabinClass: 'economy' },
      { now, seatsTaken: () => 0 },
    );
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.info(
    `engine at 1,000 airports (${network.weeklyFlights} flights a week), ${times.length} queries: ` +
      `median ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms, max ${at(1).toFixed(2)} ms`,
  );
}

export async function runApiBench(extra: (baseUrl: string) => Promise<Result[]> = async () => []) {
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
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  console.info(`database: ${database.kind}; ${CONNECTIONS} connections, ${DURATION_S} s each`);

  const results: Result[] = [];
  results.push(await measure(baseUrl, 'GET /api/health', { path: '/api/health' }));
  results.push(
    await measure(baseUrl, 'GET /api/accommodations (Accra, $30-500, Free WiFi)', {
      path: '/api/accommodations?destination=Accra&minPrice=30&maxPrice=500&amenities=Free%20WiFi',
    }),
  );
  const departureDate = addDays(toIsoDate(new Date()), 21);
  for (const destination of ['ACC', 'JFK']) {
    results.push(
      await measure(baseUrl, `POST /api/flights/search LOS->${destination}`, {
        path: '/api/flights/search',
        method: 'POST',
        body: { origin: 'LOS', destination, departureDate, passengers: 1, cabinClass: 'economy' },
      }),
    );
  }
  results.push(...(await extra(baseUrl)));

  const health = results[0]!;
  console.info('');
  console.info('| route | req/s | p99 ms | vs health | errors |');
  console.info('| --- | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.info(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p99.toFixed(1)} | ${(r.rps / health.rps).toFixed(2)} | ${r.non2xx} |`,
    );
  }
  benchEngineAtScale();
  const kb = homeFirstLoadGzipKb();
  console.info('');
  console.info(
    kb === null
      ? 'home page JavaScript: run `npm run build` first'
      : `home page JavaScript loaded first (gzip): ${kb.toFixed(1)} KB`,
  );
  await app.close();
  await database.close();
}

await runApiBench();
