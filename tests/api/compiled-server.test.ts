import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../src/domain/dates.ts';
import { hotelSessionBody, testCardPayment } from '../helpers/checkout.ts';
import { freePort } from '../helpers/throwaway-postgres.ts';

/**
 * The server as `npm start` runs it: plain node on dist/server/main.js (npm run build), with no
 * TypeScript loader, on a fresh embedded database of its own. Everything it reads by path must be
 * found from dist: the migrations and seed (it starts), the built client and its server drawing
 * (a page comes drawn), the fonts (a voucher is made). Runs once the build exists, as on CI.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const main = join(repoRoot, 'dist/server/main.js');
const drawnPages = existsSync(join(repoRoot, 'dist/server/entry-server.js'));

describe.skipIf(!existsSync(main))('the compiled server', () => {
  let server: ChildProcessByStdio<null, Readable, Readable>;
  let exited: Promise<number | null>;
  let output = '';
  let base = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'teranga-compiled-'));

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      // Production refuses to start without it (docs/decisions/0028).
      APP_SECRET: 'a-production-secret-of-at-least-32-characters',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    };
    server = spawn(process.execPath, [main], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = new Promise((resolve) => server.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      server.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        if (output.includes('Teranga on http')) resolve();
      });
      server.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      void exited.then((code) =>
        reject(new Error(`the server stopped (exit code ${code}):\n${output.slice(-3000)}`)),
      );
    });
  }, 120_000);

  afterAll(async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts with no loader, migrates and seeds its database, and answers its health', async () => {
    expect(server.spawnargs).toEqual([process.execPath, main]);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    const stays = (await (await fetch(`${base}/api/accommodations?limit=1`)).json()) as {
      total: number;
    };
    expect(stays.total).toBeGreaterThan(100);
    // Production logs are JSON lines: pino-pretty (a development tool) is never asked for.
    const firstLine = output.split('\n')[0]!;
    expect(() => JSON.parse(firstLine) as unknown).not.toThrow();
  });

  it.skipIf(!drawnPages)('serves the built client with its pages drawn on the server', async () => {
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<h1[^>]*>Discover West Africa/);
  });

  it('serves /metrics to loopback and the API reference with its files', async () => {
    // Each answer read to its end: one left unread holds its connection, and the server's close.
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('http_requests_total');
    const document = (await (await fetch(`${base}/api/docs/json`)).json()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\.1\./);
    const script = await fetch(`${base}/api/docs/static/swagger-ui-bundle.js`);
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });

  it('books a stay and makes its voucher with the fonts from node_modules', async () => {
    const post = async (url: string, body: unknown) => {
      const answer = await fetch(base + url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status, url).toBe(200);
      return (await answer.json()) as Record<string, string>;
    };
    const list = (await (await fetch(`${base}/api/accommodations?limit=1`)).json()) as {
      items: { id: number; pricePerNight: string }[];
    };
    const stay = list.items[0]!;
    const body = hotelSessionBody({
      accommodationId: stay.id,
      today: toIsoDate(new Date()),
      email: 'ama.mensah@example.com',
    });
    // Two nights, taxes included, at the seeded stay's own price.
    body.amount = (Number(stay.pricePerNight) * 2 * 110) / 100;
    const session = await post('/api/checkout/session', body);
    await post('/api/payments/test/confirm', testCardPayment(session as never));
    const booked = await post('/api/checkout/confirm', {
      paymentIntentId: session.paymentIntentId,
      sessionId: session.sessionId,
    });
    const voucher = await fetch(`${base}/api/orders/${booked.bookingId}/voucher.pdf`);
    expect(voucher.status).toBe(200);
    expect(voucher.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await voucher.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('stops on SIGTERM with exit code 0', async () => {
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
