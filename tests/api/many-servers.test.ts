import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/db/seed/index.ts';
import { createJobQueue } from '../../src/server/jobs/job-queue.ts';
import { QUEUE_NAMES } from '../../src/server/jobs/queues.ts';
import { silentLog } from '../../src/server/lib/service-log.ts';
import { buildApp } from '../../src/server/app.ts';
import { fixedClock } from '../../src/server/clock.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { duffelBookings } from '../../src/server/db/schema/index.ts';
import { createTestPaymentProvider } from '../../src/server/providers/payments/test-processor.ts';
import type { PaymentProvider } from '../../src/server/providers/payments/types.ts';
import { createTestPaymentStore } from '../../src/server/services/test-payment-store.ts';
import { signInAdmin } from '../helpers/accounts.ts';
import { TEST_NOW } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/db.ts';
import { hotelSessionBody, roomsTaken } from '../helpers/checkout.ts';
import { makeAccommodation } from '../helpers/factories.ts';
import { startThrowawayRedis, type ThrowawayRedis } from '../helpers/redis-server.ts';

/**
 * Two app instances on one PostgreSQL database, as two servers behind a load balancer are: what
 * one counts or changes, the other sees (docs/decisions/0028). PostgreSQL only: the embedded
 * database is one process by nature.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('many servers on one PostgreSQL', () => {
  const clock = fixedClock(TEST_NOW);
  let redis: ThrowawayRedis;
  let database: DatabaseHandle;
  let first: Server;
  let second: Server;

  /** A server on the shared database, with its own pool, caches and in-process state. */
  async function serverOn(url: string) {
    const own = await openDatabase({ databaseUrl: url });
    const card = createTestPaymentProvider({
      now: () => clock.now(),
      store: createTestPaymentStore(own.db),
    });
    // Opening a payment takes a moment, as at a real provider: a repeat sent meanwhile overlaps.
    const payments: PaymentProvider = {
      ...card,
      createIntent: async (input) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return card.createIntent(input);
      },
    };
    const app = await buildApp({
      payments,
      clientDir: '/nonexistent',
      rateLimitMax: 10,
      redisUrl: redis.url,
      databaseUrl: url,
      db: own.db,
      dbKind: own.kind,
      clock,
    });
    await app.ready();
    return { app, db: own.db, close: async () => (await app.close(), await own.close()) };
  }
  type Server = Awaited<ReturnType<typeof serverOn>>;

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    database = await createTestDatabase();
    first = await serverOn(database.url!);
    second = await serverOn(database.url!);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.close();
    await redis?.stop();
  });

  it('sees an administrator price change made on the other server within 2 seconds', async () => {
    const city = `Kribi${randomUUID().slice(0, 6)}`;
    const stay = await makeAccommodation(first.db, { city, pricePerNight: '80.00' });
    const search = async () => {
      const res = await second.app.inject({
        url: `/api/accommodations?destination=${city}`,
        remoteAddress: '10.9.0.1',
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { id: number; pricePerNight: string }[]).find((s) => s.id === stay.id);
    };
    // The second server keeps the listing (its clock stands still: it would keep it for ever).
    expect((await search())?.pricePerNight).toBe('80.00');

    const admin = await signInAdmin(first.app);
    const edit = await first.app.inject({
      method: 'PATCH',
      url: `/api/admin/accommodations/${stay.id}`,
      headers: { cookie: admin.cookie },
      payload: { pricePerNight: 95 },
      remoteAddress: '10.9.0.2',
    });
    expect(edit.statusCode).toBe(200);
    const started = Date.now();
    while ((await search())?.pricePerNight !== '95.00') {
      expect(Date.now() - started).toBeLessThan(2000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('counts one address’s requests across both servers in Redis', async () => {
    const address = '10.9.1.1';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const app = i % 2 === 0 ? first.app : second.app;
      const res = await app.inject({ url: '/api/health/live', remoteAddress: address });
      statuses.push(res.statusCode);
    }
    // Ten a minute in all: alone, each server would have let its six through.
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    // Another address has its own count.
    const other = await second.app.inject({ url: '/api/health/live', remoteAddress: '10.9.1.2' });
    expect(other.statusCode).not.toBe(429);
  });

  /** One traveller's checkout of a stay, sent with one Idempotency-Key to the server given. */
  function checkoutOf(stayId: number, email: string, key: string, address: string) {
    const body = hotelSessionBody({ accommodationId: stayId, today: '2026-11-21', email });
    return (server: Server) =>
      server.app.inject({
        method: 'POST',
        url: '/api/checkout/session',
        payload: body,
        headers: { 'idempotency-key': key },
        remoteAddress: address,
      });
  }

  it('answers a checkout sent twice, to both servers at once, with one session', async () => {
    const stay = await makeAccommodation(first.db, { roomCount: 3 });
    const send = checkoutOf(stay.id, 'kofi@example.com', 'two-servers-0001', '10.9.3.1');
    const answers = await Promise.all([send(first), send(second)]);
    // The server that did not open it waits for the other's payment instead of a 409 to retry.
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().sessionId).toBe(answers[1]!.json().sessionId);
    expect(await roomsTaken(first.db, stay.id)).toEqual([1, 1]);
  });

  it('opens the payment of a checkout whose server died before storing it, when it is sent again', async () => {
    const stay = await makeAccommodation(first.db, { roomCount: 3 });
    const send = checkoutOf(stay.id, 'abena@example.com', 'died-before-storing-0001', '10.9.4.1');
    const opened = await send(first);
    expect(opened.statusCode).toBe(200);
    // As the server that held the hold would have left it, killed before storing the payment.
    await first.db
      .update(duffelBookings)
      .set({ duffelPaymentIntentId: null, clientSecret: null })
      .where(eq(duffelBookings.sessionId, opened.json().sessionId));

    const again = await send(second);
    expect(again.statusCode, again.body).toBe(200);
    // The same payment (its idempotency key is the order's), the same hold: one room taken.
    expect(again.json()).toEqual(opened.json());
    expect(await roomsTaken(first.db, stay.id)).toEqual([1, 1]);
  });

  it('shares the built-in card processor: paid on one server, seen paid on the other, charged once', async () => {
    const [a, b] = [first, second].map((server) =>
      createTestPaymentProvider({
        now: () => clock.now(),
        store: createTestPaymentStore(server.db),
      }),
    );
    const intent = await a!.createIntent({
      amountCents: 12_100,
      currency: 'USD',
      idempotencyKey: `shared-${randomUUID()}`,
    });
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
    const paid = await Promise.allSettled([
      a!.confirmCard(intent.id, card),
      b!.confirmCard(intent.id, card),
    ]);
    // One confirm charges; the other finds it paid already.
    expect(paid.map((p) => p.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await a!.retrieveIntent(intent.id)).status).toBe('succeeded');
    expect((await b!.retrieveIntent(intent.id)).status).toBe('succeeded');
    expect(a!.chargeCount(intent.id) + b!.chargeCount(intent.id)).toBeLessThanOrEqual(2);
    expect(Math.max(a!.chargeCount(intent.id), b!.chargeCount(intent.id))).toBe(1);
    // Refunded from either, never past the amount.
    const refunds = await Promise.allSettled([
      a!.refund({ paymentIntentId: intent.id, idempotencyKey: 'r-a' }),
      b!.refund({ paymentIntentId: intent.id, idempotencyKey: 'r-b' }),
    ]);
    expect(refunds.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('is ready with its database and Redis, and not while shutting down', async () => {
    const ready = await first.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'postgres', redis: 'ok' });

    second.app.lifecycle.draining = true;
    const draining = await second.app.inject({ url: '/api/health/ready' });
    expect(draining.statusCode).toBe(503);
    // Liveness stays: the process answers until it exits.
    expect((await second.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    second.app.lifecycle.draining = false;
  });

  it('is not ready when Redis is gone, and lets requests through uncounted meanwhile', async () => {
    await redis.stop();
    const ready = await first.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 'service_unavailable' });
    const search = await first.app.inject({ url: '/api/health/live', remoteAddress: '10.9.2.1' });
    expect(search.statusCode).toBe(200);
  });

  it('migrates and seeds once when servers start on an empty database together', async () => {
    const name = `start_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    try {
      const servers = await Promise.all(
        [1, 2, 3].map(() =>
          openDatabase({ databaseUrl: url.toString(), prepare: (db) => seedDatabase(db) }),
        ),
      );
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query('select count(*)::int as n from accommodations');
      await check.end();
      expect(rows[0].n).toBe(324);
      // And each installs the job queues, at once (one used to fail on a deadlock).
      const queues = servers.map((server) =>
        createJobQueue({ db: server.db, dbKind: 'postgres', log: silentLog }),
      );
      await Promise.all(queues.map((queue) => queue.install()));
      expect((await queues[0]!.counts()).map((c) => c.queue).sort()).toEqual(
        [...QUEUE_NAMES].sort(),
      );
      await Promise.all(queues.map((queue) => queue.stop()));
      await Promise.all(servers.map((s) => s.close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
