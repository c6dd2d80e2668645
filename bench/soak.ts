/**
 * npm run bench -- --soak [--minutes N]: the site's varied traffic at half the capacity measured
 * just before, for N minutes (10 by default), with checkouts beside it; the server's memory is
 * sampled every 10 s, its heap after a full collection, and the run ends with a verdict.
 */
import autocannon from 'autocannon';
import { toIsoDate } from '../src/domain/dates.ts';
import { assistantQuestions } from './assistant-questions.ts';
import { checkOutStay, listBenchStays } from './checkouts.ts';
import { startBenchServer } from './server-process.ts';
import { variedTraffic } from './varied-searches.ts';

const CAPACITY_SECONDS = 20;
const CONNECTIONS = 50;
const SAMPLE_MS = 10_000;
/**
 * The verdict's rule: over the last half of the run, the heap left after a full collection grows
 * by less than this (least-squares slope). A leak of a few hundred bytes a request grows by
 * megabytes a minute at these rates; caches filling up do so in the first half.
 */
const MAX_HEAP_GROWTH_MB_PER_MIN = 1;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

type Memory = { rss: number; heapUsed: number; heapTotal: number; external: number };
type Sample = {
  seconds: number;
  memory: Memory;
  requests: number;
  errors: number;
  checkouts: number;
};

const mb = (bytes: number) => bytes / 1024 / 1024;

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((sum, p) => sum + p.x, 0) / n;
  const my = points.reduce((sum, p) => sum + p.y, 0) / n;
  const sxy = points.reduce((sum, p) => sum + (p.x - mx) * (p.y - my), 0);
  const sxx = points.reduce((sum, p) => sum + (p.x - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

export async function runSoak({ minutes, scale }: { minutes: number; scale: number }) {
  const bench = await startBenchServer({ scale, exposeGc: true });
  const { baseUrl } = bench.target;
  const today = toIsoDate(new Date());
  const nextQuestion = assistantQuestions(41);
  const traffic = variedTraffic(today, { stays: 324 * scale, nextQuestion });
  const options = {
    url: baseUrl,
    connections: CONNECTIONS,
    headers: BROWSER,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          const next = traffic();
          return {
            ...request,
            method: next.method,
            path: next.path,
            body: next.body,
            headers: next.body ? { ...BROWSER, 'content-type': 'application/json' } : BROWSER,
          };
        },
      },
    ],
  };

  console.info(`database: ${bench.kind}; measuring capacity: ${CAPACITY_SECONDS} s of the mix`);
  const capacity = await autocannon({ ...options, duration: CAPACITY_SECONDS });
  const rate = Math.max(1, Math.round(capacity.requests.average / 2));
  console.info(
    `capacity ${capacity.requests.average.toFixed(0)} req/s (p99 ${capacity.latency.p99} ms); ` +
      `soaking at ${rate} req/s for ${minutes} min, checkouts one after another beside it`,
  );

  const samples: Sample[] = [];
  let requests = 0;
  let errors = 0;
  let checkouts = 0;
  let failedCheckouts = 0;
  const started = Date.now();
  const sample = async () => {
    const memory = await bench.ask<Memory>('memory', 'memory');
    samples.push({
      seconds: Math.round((Date.now() - started) / 1000),
      memory,
      requests,
      errors,
      checkouts,
    });
  };
  await sample();
  let instance!: autocannon.Instance;
  const run = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      { ...options, duration: minutes * 60, overallRate: rate },
      (error: Error | null, result: autocannon.Result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance.on('response', (_client, status) => {
    requests++;
    if (status >= 500) errors++;
  });
  instance.on('reqError', () => errors++);
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(sample);
  }, SAMPLE_MS);

  // Bookings beside the searches: holds, payments and confirmations all through the run.
  let soaking = true;
  const checkoutLoop = (async () => {
    const stays = await listBenchStays(baseUrl);
    for (let i = 0; soaking; i++) {
      if (await checkOutStay(baseUrl, stays, i)) checkouts++;
      else failedCheckouts++;
    }
  })();
  const result = await run;
  soaking = false;
  clearInterval(timer);
  await sampling;
  await checkoutLoop;
  await sample();
  bench.stop();

  console.info('');
  console.info(
    '| time | RSS MB | heap used MB (after GC) | heap total MB | requests | 5xx/errors | checkouts |',
  );
  console.info('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  let previous = samples[0]!;
  for (const s of samples) {
    const time = `${Math.floor(s.seconds / 60)}:${String(s.seconds % 60).padStart(2, '0')}`;
    console.info(
      `| ${time} | ${mb(s.memory.rss).toFixed(1)} | ${mb(s.memory.heapUsed).toFixed(1)} | ` +
        `${mb(s.memory.heapTotal).toFixed(1)} | ${s.requests - previous.requests} | ` +
        `${s.errors - previous.errors} | ${s.checkouts - previous.checkouts} |`,
    );
    previous = s;
  }
  const lastHalf = samples.filter((s) => s.seconds >= (minutes * 60) / 2);
  const heapSlope = slope(lastHalf.map((s) => ({ x: s.seconds / 60, y: mb(s.memory.heapUsed) })));
  const rssSlope = slope(lastHalf.map((s) => ({ x: s.seconds / 60, y: mb(s.memory.rss) })));
  console.info('');
  console.info(
    `${result.requests.total} requests at ${result.requests.average.toFixed(0)} req/s ` +
      `(p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms), ${errors} 5xx or failed, ` +
      `${result.non2xx} not 2xx; ${checkouts} checkouts confirmed, ${failedCheckouts} not`,
  );
  const verdict = heapSlope < MAX_HEAP_GROWTH_MB_PER_MIN;
  console.info(
    `heap after GC over the last half (${lastHalf.length} samples): ${heapSlope >= 0 ? '+' : ''}` +
      `${heapSlope.toFixed(2)} MB/min (RSS ${rssSlope >= 0 ? '+' : ''}${rssSlope.toFixed(2)} MB/min); ` +
      `rule: under ${MAX_HEAP_GROWTH_MB_PER_MIN} MB/min: ${verdict ? 'PASS, the heap is bounded' : 'FAIL, the heap keeps growing'}`,
  );
  if (!verdict || errors > 0) process.exitCode = 1;
}
