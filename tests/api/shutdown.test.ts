import { request as httpRequest, Agent } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/server/clock.ts';
import {
  createTestPaymentProvider,
  type TestPaymentProvider,
} from '../../src/server/providers/payments/test-processor.ts';
import { createShutdown } from '../../src/server/shutdown.ts';
import { buildTestApp, TEST_NOW } from '../helpers/app.ts';
import { hotelSessionBody, testCardPayment } from '../helpers/checkout.ts';
import { createTestDatabase } from '../helpers/db.ts';
import { deferred } from '../helpers/deferred.ts';
import { makeAccommodation } from '../helpers/factories.ts';

const agent = new Agent({ keepAlive: true, maxSockets: 4 });
afterAll(() => agent.destroy());

/** A request over a kept-alive connection of `agent`; answers its status and body. */
function call(base: string, method: string, path: string, body?: unknown) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      new URL(path, base),
      { method, agent, headers: body ? { 'content-type': 'application/json' } : {} },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

describe('shutting down (SIGTERM)', () => {
  it('finishes a checkout mid-confirm with 200, closes idle connections, then the jobs and the database', async () => {
    const database = await createTestDatabase();
    let databaseClosed = false;
    const clock = fixedClock(TEST_NOW);
    const processor = createTestPaymentProvider({ now: () => clock.now() });
    const arrived = deferred();
    const released = deferred();
    let holding = false;
    const payments: TestPaymentProvider = {
      ...processor,
      async retrieveIntent(id) {
        if (holding) {
          arrived.resolve();
          await released.promise;
        }
        return processor.retrieveIntent(id);
      },
    };
    const app = await buildTestApp(database, clock, { payments });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    await app.jobs.start();

    const stay = await makeAccommodation(database.db);
    const today = TEST_NOW.slice(0, 10);
    const session = await call(
      base,
      'POST',
      '/api/checkout/session',
      hotelSessionBody({ accommodationId: stay.id, today, email: 'sigterm@example.com' }),
    );
    expect(session.status, session.body).toBe(200);
    const { sessionId, paymentIntentId, clientSecret } = JSON.parse(session.body);
    const paid = await call(
      base,
      'POST',
      '/api/payments/test/confirm',
      testCardPayment({ paymentIntentId, clientSecret }),
    );
    expect(paid.status, paid.body).toBe(200);
    // Two connections kept alive: the confirm takes one, the other stays idle.
    await Promise.all([call(base, 'GET', '/api/health'), call(base, 'GET', '/api/health')]);

    holding = true;
    const confirming = call(base, 'POST', '/api/checkout/confirm', { sessionId, paymentIntentId });
    await arrived.promise;
    // An idle connection would hold the close for its 72-second keep-alive if left open.
    const idle = Object.values(agent.freeSockets).flat();
    expect(idle.length).toBeGreaterThan(0);
    const idleClosed = Promise.all(
      idle.map((socket) => new Promise((resolve) => socket!.once('close', resolve))),
    );

    const exits: number[] = [];
    const shutdown = createShutdown({
      app,
      database: {
        close: async () => {
          databaseClosed = true;
          await database.close();
        },
      },
      exit: (code) => exits.push(code),
      drainMs: 300,
    });
    const done = shutdown('SIGTERM');
    // Readiness answers 503 from now on; the request in flight is still answered, and while the
    // balancer has not seen it yet, so is a new one.
    expect(app.lifecycle.draining).toBe(true);
    expect((await call(base, 'GET', '/api/health/ready')).status).toBe(503);
    expect((await call(base, 'GET', '/api/health/live')).status).toBe(200);
    await idleClosed;
    expect(databaseClosed).toBe(false);
    released.resolve();

    const confirmed = await confirming;
    expect(confirmed.status, confirmed.body).toBe(200);
    expect(JSON.parse(confirmed.body)).toMatchObject({ bookingId: sessionId });
    await done;
    expect(databaseClosed).toBe(true);
    expect(exits).toEqual([0]);
  });
});
