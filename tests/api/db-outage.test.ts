import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../src/domain/dates.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { hotelSessionBody } from '../helpers/checkout.ts';
import { makeAccommodation } from '../helpers/factories.ts';
import {
  findPostgresBin,
  freePort,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../helpers/throwaway-postgres.ts';

/**
 * The real server (src/server/main.ts, in its own process) on a PostgreSQL cluster of this file's
 * own, which is killed for 3 seconds under 50 requests at once: the process must live through
 * it, answer 503 meanwhile, and serve again by itself. Runs in the PostgreSQL pass (npm run
 * test:pg), which CI runs; it needs the PostgreSQL binaries to make its second cluster.
 */
const bin = findPostgresBin();
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const CONCURRENT = 50;
const OUTAGE_MS = 3000;

type Phase = 'before' | 'down' | 'restarting' | 'after';
type Outcome = {
  phase: Phase;
  path: string;
  /** The answer's status, or how the connection failed when there was no answer. */
  status: number | string;
  code?: string;
  retryAfter?: string | null;
};

describe.skipIf(!process.env.TEST_DATABASE_URL || !bin)('a database outage', () => {
  let cluster: ThrowawayPostgres | undefined;
  let server: ChildProcessByStdio<null, Readable, Readable> | undefined;
  let exit: string | undefined;
  /** Checks what the test waits for; called on every answer and when the server stops. */
  let wake = () => {};
  let output = '';
  let base = '';
  let stayId = 0;

  beforeAll(async () => {
    cluster = await startThrowawayPostgres(bin!);
    // The stay is there before the server starts, so its seeding leaves the stays alone.
    const database = await openDatabase({ databaseUrl: cluster.url, poolSize: 1 });
    stayId = (await makeAccommodation(database.db, { roomCount: 100 })).id;
    await database.close();

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const started = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: cluster.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        APP_SECRET: 'db-outage-test-secret-of-32-chars-at-least',
        LOG_LEVEL: 'info',
        RATE_LIMIT_MAX: '1000000',
        // Each request names its own client address, so no hold limit refuses one.
        TRUST_PROXY: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = started;
    await new Promise<void>((resolve, reject) => {
      started.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        if (output.includes('Teranga on http')) resolve();
      });
      started.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      started.once('exit', (code, signal) => {
        exit = `exit code ${code}, signal ${signal}`;
        wake();
        reject(new Error(`the server stopped (${exit}):\n${output.slice(-3000)}`));
      });
    });
  }, 120_000);

  afterAll(async () => {
    if (server && exit === undefined) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await cluster?.remove();
  }, 60_000);

  const today = toIsoDate(new Date());
  // A name a ticket takes: letters only, one per request (n = 0 is 'a', 26 is 'ba').
  const lettersOf = (n: number): string =>
    (n >= 26 ? lettersOf(Math.floor(n / 26)) : '') + String.fromCharCode(97 + (n % 26));

  async function send(n: number, phase: Phase): Promise<Outcome> {
    const kind = n % 3;
    const path =
      kind === 0
        ? '/api/checkout/session'
        : kind === 1
          ? '/api/health'
          : `/api/accommodations/${stayId}`;
    try {
      const response =
        kind === 0
          ? await fetch(base + path, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify(
                hotelSessionBody({
                  accommodationId: stayId,
                  today,
                  email: `outage-${n}@example.com`,
                  name: `Traveller ${lettersOf(n)}`,
                  inDays: 1 + (n % 300),
                }),
              ),
            })
          : await fetch(base + path);
      const text = await response.text();
      const code = response.ok ? undefined : /"code":"([a-z_]+)"/.exec(text)?.[1];
      return {
        phase,
        path,
        status: response.status,
        code,
        retryAfter: response.headers.get('retry-after'),
      };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return { phase, path, status: `no answer: ${cause?.code ?? cause?.message ?? error}` };
    }
  }

  it('lives through PostgreSQL stopping for 3 seconds under 50 requests at once', async () => {
    const outcomes: Outcome[] = [];
    let phase: Phase = 'before';
    let running = true;
    let next = 0;
    let waiting: { until: () => boolean; resolve: () => void } | undefined;
    // A server that died, or an answer other than 200 or 503, is waited for no longer: the
    // checks below say what went wrong instead of the test's timeout.
    const unexpectedSeen = () => outcomes.some((o) => o.status !== 200 && o.status !== 503);
    wake = () => {
      if (waiting && (exit !== undefined || unexpectedSeen() || waiting.until())) {
        waiting.resolve();
      }
    };
    const waitUntil = (until: () => boolean) =>
      new Promise<void>((resolve) => {
        waiting = { until, resolve };
        wake();
      });
    const count = (p: Phase, ok = false) =>
      outcomes.filter((o) => o.phase === p && (!ok || o.status === 200)).length;

    const workers = Array.from({ length: CONCURRENT }, async () => {
      while (running && exit === undefined) {
        const outcome = await send(next++, phase);
        outcomes.push(outcome);
        wake();
      }
    });

    await waitUntil(() => count('before', true) >= 100);
    phase = 'down';
    await cluster!.stop();
    await sleep(OUTAGE_MS);
    phase = 'restarting';
    await cluster!.start();
    // Back once a checkout sent after the restart opened; then every request must be served.
    await waitUntil(() =>
      outcomes.some(
        (o) => o.phase === 'restarting' && o.path === '/api/checkout/session' && o.status === 200,
      ),
    );
    phase = 'after';
    await waitUntil(() => count('after') >= 150);
    running = false;
    await Promise.all(workers);

    // The process is up and answers.
    expect(exit, `the server stopped:\n${output.slice(-3000)}`).toBeUndefined();
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    // Counted by route, status and code, so a failure shows what went wrong, and how often.
    const byStatus = (list: Outcome[]) => {
      const counts: Record<string, number> = {};
      for (const o of list) {
        const key = `${o.path.replace(/\d+$/, ':id')} ${o.status} ${o.code ?? ''}`.trim();
        counts[key] = (counts[key] ?? 0) + 1;
      }
      return counts;
    };
    const outage = outcomes.filter((o) => o.phase === 'down');
    // Every answer was a success or a 503 that says to try again: no 500, no dropped connection.
    const unexpected = outcomes.filter((o) => o.status !== 200 && o.status !== 503);
    expect(byStatus(unexpected)).toEqual({});
    const refused = outcomes.filter((o) => o.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(outage.filter((o) => o.status === 503).length).toBeGreaterThan(0);
    for (const o of refused) {
      expect(o.code).toMatch(/^(database_unavailable|payment_service_unavailable)$/);
    }
    expect(refused.some((o) => o.code === 'database_unavailable' && o.retryAfter)).toBe(true);
    // Recovered by itself: everything sent after the first checkout opened again was served.
    const after = outcomes.filter((o) => o.phase === 'after');
    expect(byStatus(after.filter((o) => o.status !== 200))).toEqual({});

    // Its logs of the failed queries name them and carry none of the travellers' values.
    expect(output).toContain('Failed query');
    expect(output).not.toContain('params:');
    expect(output).not.toMatch(/outage-\d+@example\.com|Outage\d+/);
  }, 120_000);
});
