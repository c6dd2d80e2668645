import { BlockList, isIPv4 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { LiveCounts } from '../services/live-counts.ts';
import { sendNotFound } from './error-handler.ts';

/** The job queue's counts (app.jobs), when the app runs one. */
export type JobCounter = {
  counts(): Promise<{ queue: string; pending: number; active: number; failed: number }[]>;
};

export const DEFAULT_METRICS_ALLOW = ['127.0.0.1', '::1'];

/** Seconds: from a cached search (a millisecond) to a slow provider's checkout. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's own metrics (CPU, memory, event loop lag, GC), in one registry for the process:
 * prom-client's collectors of them (an event loop monitor, a GC observer) are never stopped, so
 * an app's close could not take them back, and tests build many apps in one process.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Whether an address is one `allowed` names (addresses and CIDR ranges). */
export function createAddressCheck(allowed: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of allowed) {
    const [address = entry, prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (ip) => {
    // An IPv4 client of a server listening on both families arrives as ::ffff:a.b.c.d.
    const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    return list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
  };
}

/**
 * GET /metrics in the Prometheus text format, only to the addresses `allow` names (a 404, as for
 * no route, to anyone else): requests by route pattern and status with their latency, and, read
 * when scraped, holds live, payments by outcome and the job queues. One registry per app.
 */
export function registerMetrics(
  app: FastifyInstance,
  {
    allow,
    counts,
    jobs,
  }: {
    allow: readonly string[];
    counts: LiveCounts;
    /** Read at each scrape: the queue is decorated once the app is built, if at all. */
    jobs: () => JobCounter | undefined;
  },
): void {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'teranga_holds_live',
    help: 'Orders holding stock with an unpaid hold that has not run out',
    registers: [registry],
    async collect() {
      this.set(await counts.holdsLive());
    },
  });
  new Gauge({
    name: 'teranga_payments',
    help: 'Charges and refunds with the payment provider, by kind and status',
    labelNames: ['kind', 'status'],
    registers: [registry],
    async collect() {
      for (const { kind, status, count } of await counts.payments()) {
        this.set({ kind, status }, count);
      }
    },
  });
  const queues = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ['queue'], registers: [registry] });
  const jobGauges = {
    pending: queues('teranga_jobs_pending', 'Jobs waiting to run, by queue'),
    active: queues('teranga_jobs_active', 'Jobs running, by queue'),
    failed: queues('teranga_jobs_failed', 'Jobs that failed for good, by queue'),
  };

  async function readJobs() {
    const queue = jobs();
    if (!queue) return;
    for (const row of await queue.counts()) {
      jobGauges.pending.set({ queue: row.queue }, row.pending);
      jobGauges.active.set({ queue: row.queue }, row.active);
      jobGauges.failed.set({ queue: row.queue }, row.failed);
    }
  }

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // The pattern, never the address asked for: one series per route, not per id or typo.
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const allowed = createAddressCheck(allow);
  app.get(
    '/metrics',
    { schema: { hide: true }, config: { rateLimit: false } },
    async (request, reply) => {
      if (!allowed(request.ip)) return sendNotFound(request, reply);
      await readJobs();
      const text = [await registry.metrics(), await processMetrics().metrics()].join('\n');
      return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
    },
  );
}
