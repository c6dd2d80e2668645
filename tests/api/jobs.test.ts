import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { orderEvents, outbox } from '../../src/server/db/schema/index.ts';
import type { App } from '../../src/server/app.ts';
import { fixedClock } from '../../src/server/clock.ts';
import { parseEnv } from '../../src/server/env.ts';
import { createJobQueue } from '../../src/server/jobs/job-queue.ts';
import { silentLog } from '../../src/server/lib/service-log.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import type { Mailer } from '../../src/server/services/mail.ts';
import { signInAdmin } from '../helpers/accounts.ts';
import { buildTestApp, TEST_NOW } from '../helpers/app.ts';
import { hotelSessionBody, orderOf, testCardPayment } from '../helpers/checkout.ts';
import { createTestDatabase } from '../helpers/db.ts';
import { deferred } from '../helpers/deferred.ts';
import { makeAccommodation } from '../helpers/factories.ts';

const today = TEST_NOW.slice(0, 10);

/**
 * Background work as jobs (src/server/jobs): two servers on one database, as behind a load
 * balancer, each job done once; failures retried, then kept with their error for the admin.
 */
let database: DatabaseHandle;
const clock = fixedClock(TEST_NOW);
const apps: App[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

async function server(overrides: Parameters<typeof buildTestApp>[2] = {}) {
  const app = await buildTestApp(database, clock, overrides);
  apps.push(app);
  return app;
}

async function post(app: App, url: string, payload: unknown) {
  const response = await app.inject({ method: 'POST', url, payload: payload as object });
  return { status: response.statusCode, body: response.json() };
}

/** A stay booked and paid through `app`, confirmed: answers the confirm's answer and session. */
async function book(app: App, email: string) {
  const stay = await makeAccommodation(database.db, { roomCount: 5 });
  const session = await post(
    app,
    '/api/checkout/session',
    hotelSessionBody({ accommodationId: stay.id, today, email }),
  );
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  await post(app, '/api/payments/test/confirm', testCardPayment(session.body));
  const confirmed = await post(app, '/api/checkout/confirm', {
    paymentIntentId: session.body.paymentIntentId,
    sessionId: session.body.sessionId,
  });
  return { confirmed, session: session.body as { sessionId: string } };
}

const mailsTo = async (pattern: string) =>
  database.db.select().from(outbox).where(like(outbox.to, pattern));

const queueOf = async (app: App, queue: string) =>
  (await app.jobs.counts()).find((counts) => counts.queue === queue)!;

/** The slot of a period the database is in now (pg-boss throttles by the database's clock). */
async function slotOf(periodSeconds: number): Promise<number> {
  const rows = await database.db.execute<{ epoch: string }>(
    sql`select extract(epoch from now())::float8 as epoch`,
  );
  const epoch = Number((rows as unknown as { rows: { epoch: string }[] }).rows[0]!.epoch);
  return Math.floor(epoch / periodSeconds);
}

describe('jobs on two servers sharing one database', () => {
  // First, before any worker of this file has sent a period's jobs.
  it('run each periodic sweep once a period, whichever servers send it', async () => {
    const [a, b] = [await server(), await server()];
    const completed = async (queue: string) =>
      (await b.jobs.overview()).queues.find((c) => c.queue === queue)!.completedLastHour;
    // Both servers tick within one 30-second slot of the database's clock (again, should the
    // ticks straddle two slots).
    for (let attempt = 0; ; attempt++) {
      const before = await completed('holds.sweep');
      const slot = await slotOf(30);
      const ticks = await Promise.all([a.jobs.tick(), b.jobs.tick(), a.jobs.tick()]);
      const [ranA, ranB] = await Promise.all([a.jobs.runPending(), b.jobs.runPending()]);
      if ((await slotOf(30)) !== slot && attempt < 3) continue;
      // One job each of holds.sweep, sessions.sweep, payments.reconcile and rates.refresh
      // (those of a longer period were sent at the first attempt), each run once.
      const sent = ticks.reduce((sum, n) => sum + n, 0);
      if (attempt === 0) expect(sent).toBe(4);
      expect(ranA + ranB).toBe(sent);
      expect((await completed('holds.sweep')) - before).toBe(1);
      break;
    }
  });

  it('send each of 20 confirmation e-mails once when both servers work the queue', async () => {
    const [a, b] = [await server(), await server()];
    await Promise.all([a.jobs.start(), b.jobs.start()]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(i % 2 ? b : a, `pair${i}@example.com`)),
    );
    expect(answers.map(({ confirmed }) => confirmed.status)).toEqual(Array(20).fill(200));
    // The workers take the jobs as they come: wait until none is left.
    await vi.waitFor(
      async () => {
        const mail = await queueOf(a, 'mail.confirmation');
        expect(mail.pending + mail.active).toBe(0);
      },
      { timeout: 20_000, interval: 50 },
    );
    await Promise.all([a.jobs.stop(), b.jobs.stop()]);
    const sent = await mailsTo('pair%@example.com');
    expect(sent).toHaveLength(20);
    expect(new Set(sent.map((mail) => mail.to)).size).toBe(20);
    expect((await queueOf(a, 'mail.confirmation')).failed).toBe(0);
  });
});

describe('the confirmation e-mail job', () => {
  it('is queued by confirm, which answers before the e-mail is drawn or sent', async () => {
    const sends: string[] = [];
    const mailer: Mailer = {
      send: async (message) => {
        sends.push(message.subject);
        return { via: 'outbox' };
      },
    };
    const app = await server({ mailer });
    const { confirmed } = await book(app, 'early@example.com');
    expect(confirmed.status).toBe(200);
    expect(sends).toEqual([]);
    expect((await queueOf(app, 'mail.confirmation')).pending).toBeGreaterThanOrEqual(1);
    await app.jobs.runPending();
    expect(sends).toEqual([
      `Your Teranga booking ${confirmed.body.confirmationNumber} is confirmed`,
    ]);
  });

  it('sends nothing when run again, and is queued again by the reconciler when it was lost', async () => {
    const app = await server();
    const { session } = await book(app, 'lost@example.com');
    const order = await orderOf(database.db, session.sessionId);
    // The server died between the confirm's commit and the queueing: the job is not there.
    await database.db.execute(sql`delete from pgboss.job where name = 'mail.confirmation'`);
    expect((await app.checkout.reconcile()).mailsQueued).toBe(1);
    // Queued once: its job's id is the owed e-mail's.
    expect((await app.checkout.reconcile()).mailsQueued).toBe(0);
    await app.jobs.runPending();
    expect(await mailsTo('lost@example.com')).toHaveLength(1);
    expect((await app.checkout.reconcile()).mailsQueued).toBe(0);

    // A second job for the same e-mail (a retry after its server died mid-send) sends nothing.
    const [owed] = await database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'owed')));
    await app.jobs.send('mail.confirmation', { orderId: order.id, eventId: owed!.id });
    expect(await app.jobs.runPending()).toBe(1);
    expect(await mailsTo('lost@example.com')).toHaveLength(1);
  });

  it('is retried when sending fails, then kept as failed with its error for the admin', async () => {
    let attempts = 0;
    const mailer: Mailer = {
      send: async () => {
        attempts += 1;
        throw new Error('relay.example refused: 451 try later');
      },
    };
    const app = await server({ mailer });
    const { confirmed } = await book(app, 'bounce@example.com');
    expect(confirmed.status).toBe(200);
    await app.jobs.runPending();
    // Its first try and its five retries.
    expect(attempts).toBe(6);
    expect((await queueOf(app, 'mail.confirmation')).failed).toBeGreaterThanOrEqual(1);

    const admin = await signInAdmin(app);
    const answer = await app.inject({ url: '/api/admin/jobs', headers: { cookie: admin.cookie } });
    expect(answer.statusCode).toBe(200);
    const { queues, failures } = answer.json();
    expect(queues.map((q: { queue: string }) => q.queue)).toEqual([
      'holds.sweep',
      'sessions.sweep',
      'payments.reconcile',
      'mail.confirmation',
      'rates.refresh',
    ]);
    expect(failures[0]).toMatchObject({
      queue: 'mail.confirmation',
      attempts: 6,
      error: 'relay.example refused: 451 try later',
    });
    expect(Date.parse(failures[0].failedAt)).not.toBeNaN();
    const traveller = await app.inject({ url: '/api/admin/jobs' });
    expect(traveller.statusCode).toBe(401);
  });

  it('held by a worker when the server stops, finishes before the stop does', async () => {
    const arrived = deferred();
    const released = deferred();
    const mailer: Mailer = {
      send: async () => {
        arrived.resolve();
        await released.promise;
        return { via: 'outbox' };
      },
    };
    const app = await server({ mailer });
    const failedBefore = (await queueOf(app, 'mail.confirmation')).failed;
    await app.jobs.start();
    const { confirmed } = await book(app, 'held@example.com');
    // The answer came while the worker's e-mail is still being sent.
    expect(confirmed.status).toBe(200);
    await arrived.promise;
    let stopped = false;
    const stopping = app.jobs.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    released.resolve();
    await stopping;
    const mail = await queueOf(app, 'mail.confirmation');
    expect(mail).toMatchObject({ active: 0, failed: failedBefore });
    const [marked] = await database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.fromStatus, 'owed'), eq(orderEvents.toStatus, 'sent')))
      .orderBy(sql`${orderEvents.id} desc`)
      .limit(1);
    expect(marked).toBeDefined();
  });
});

describe("the job queue's timings", () => {
  let own: DatabaseHandle;
  beforeAll(async () => {
    own = await createTestDatabase();
  });
  afterAll(() => own.close());

  /**
   * A queue given the timings the environment sets, as main.ts gives them: the expiry of a
   * booking e-mail's job it queues, and the periods of the timers its worker starts (the
   * periodic jobs' tick, then the upkeep).
   */
  async function timingsOf(variables: Record<string, string>, eventId: number) {
    const env = parseEnv(variables);
    const queue = createJobQueue({
      db: own.db,
      dbKind: own.kind,
      log: silentLog,
      mailExpireSeconds: env.MAIL_JOB_EXPIRE_SECONDS,
      upkeepSeconds: env.JOB_UPKEEP_SECONDS,
    });
    const id = await queue.sendMail({ orderId: eventId, eventId });
    const rows = await own.db.execute<{ seconds: number }>(
      sql`select extract(epoch from expire_in)::int as seconds from pgboss.job where id = ${id}`,
    );
    const intervals = vi.spyOn(globalThis, 'setInterval');
    try {
      await queue.start();
      return {
        mailExpireSeconds: (rows as unknown as { rows: { seconds: number }[] }).rows[0]!.seconds,
        timerPeriods: intervals.mock.calls.map(([, ms]) => ms),
      };
    } finally {
      intervals.mockRestore();
      await queue.stop();
    }
  }

  it("are the queue's own when the environment sets none: 30 s for an e-mail, upkeep every 10 s", async () => {
    expect(await timingsOf({}, 1)).toEqual({
      mailExpireSeconds: 30,
      timerPeriods: [10_000, 10_000],
    });
  });

  it('are those the environment sets', async () => {
    expect(await timingsOf({ MAIL_JOB_EXPIRE_SECONDS: '12', JOB_UPKEEP_SECONDS: '3' }, 2)).toEqual({
      mailExpireSeconds: 12,
      timerPeriods: [10_000, 3000],
    });
  });
});
