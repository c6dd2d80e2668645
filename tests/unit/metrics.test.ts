import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  createAddressCheck,
  registerMetrics,
  type JobCounter,
} from '../../src/server/http/metrics.ts';
import type { LiveCounts } from '../../src/server/services/live-counts.ts';

const noCounts: LiveCounts = { holdsLive: async () => 0, payments: async () => [] };

/** A bare server with /metrics alone, its counts and job queue given. */
async function metricsServer(jobs: () => JobCounter | undefined) {
  const app = Fastify();
  registerMetrics(app, { allow: ['127.0.0.1'], counts: noCounts, jobs });
  await app.ready();
  return app;
}

describe('the address check of /metrics', () => {
  it('allows the addresses and ranges named, IPv4 clients of a dual-stack server too', () => {
    const allowed = createAddressCheck(['127.0.0.1', '::1', '10.20.0.0/16', 'fd00::/8']);
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.20.3.4', 'fd12::5']) {
      expect(allowed(ip), ip).toBe(true);
    }
    for (const ip of ['127.0.0.2', '10.21.0.1', '::2', 'fe80::1', '::ffff:10.21.0.1']) {
      expect(allowed(ip), ip).toBe(false);
    }
  });
});

describe('the job queues on /metrics', () => {
  it('are counted from app.jobs at each scrape, by queue', async () => {
    let failed = 0;
    const app = await metricsServer(() => ({
      counts: async () => [
        { queue: 'mail.confirmation', pending: 3, active: 1, failed },
        { queue: 'holds.sweep', pending: 0, active: 0, failed: 0 },
      ],
    }));
    failed = 2;
    const text = (await app.inject({ url: '/metrics' })).body;
    expect(text).toContain('teranga_jobs_pending{queue="mail.confirmation"} 3');
    expect(text).toContain('teranga_jobs_active{queue="mail.confirmation"} 1');
    expect(text).toContain('teranga_jobs_failed{queue="mail.confirmation"} 2');
    expect(text).toContain('teranga_jobs_failed{queue="holds.sweep"} 0');
    await app.close();
  });

  it('are left out while the app has no job queue', async () => {
    const app = await metricsServer(() => undefined);
    const scrape = await app.inject({ url: '/metrics' });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.body).toContain('# TYPE teranga_jobs_pending gauge');
    expect(scrape.body).not.toMatch(/^teranga_jobs_pending\{/m);
    await app.close();
  });
});
