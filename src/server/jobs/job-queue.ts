import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database, DatabaseKind } from '../db/client.ts';
import type { ServiceLog } from '../lib/service-log.ts';
import { jobDatabase } from './job-database.ts';
import { QUEUE_NAMES, QUEUES, type JobData, type QueueName } from './queues.ts';

export type JobHandler<Q extends QueueName> = (data: JobData[Q]) => Promise<unknown>;

/** A queue's jobs by state, as `app.jobs.counts()` answers. */
export type QueueCounts = { queue: QueueName; pending: number; active: number; failed: number };

/** A job that failed for good: its queue, when, after how many attempts, and its last error. */
export type FailedJob = {
  id: string;
  queue: QueueName;
  failedAt: string;
  attempts: number;
  error: string;
};

/** pg-boss's tables live in their own schema, next to the app's. */
const SCHEMA = 'pgboss';
/** A failed job stays in the job table (and in the admin's view) for a week. */
const FAILED_KEPT_SECONDS = 7 * 24 * 3600;
/**
 * How often a working server runs pg-boss's upkeep by default: expiring jobs whose server died
 * (an e-mail it held is handed on within its expiry and this), archiving. A few cheap queries.
 */
const UPKEEP_SECONDS = 10;

/**
 * The app's background work on pg-boss, in the app's own database (PostgreSQL or PGlite, the
 * same code): `send` from any server; `start` makes this one a worker (JOBS=on), which also
 * sends the periodic jobs; `stop` lets the jobs it holds finish (or hands them back) first.
 * Tests run the due jobs with `runPending` instead of waiting for a worker.
 */
export function createJobQueue({
  db,
  dbKind,
  log,
  pollingIntervalSeconds = 2,
  stopTimeoutMs = 20_000,
  mailExpireSeconds = QUEUES['mail.confirmation'].expireInSeconds,
  upkeepSeconds = UPKEEP_SECONDS,
}: {
  db: Database;
  dbKind: DatabaseKind;
  log: ServiceLog;
  pollingIntervalSeconds?: number;
  /** How long a booking e-mail's job may be held before another server takes it over. */
  mailExpireSeconds?: number;
  /** How often a working server runs the upkeep that hands on the jobs of dead servers. */
  upkeepSeconds?: number;
  /** How long `stop` waits for the jobs in hand before it hands them back. */
  stopTimeoutMs?: number;
}) {
  const database = jobDatabase(db, dbKind);
  const boss = new PgBoss({
    db: database,
    schema: SCHEMA,
    // No timers of pg-boss's own: this module decides when a server works and upkeeps.
    supervise: false,
    schedule: false,
    archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  /** A queue's settings as its jobs are sent, with this server's e-mail expiry. */
  function settingsOf(name: QueueName) {
    const { periodSeconds: _period, ...settings } = QUEUES[name];
    return name === 'mail.confirmation'
      ? { ...settings, expireInSeconds: mailExpireSeconds }
      : settings;
  }
  const handlers = new Map<QueueName, JobHandler<QueueName>>();
  // This server's worker loops (one per queue), those asleep until their next poll, and the
  // job each holds.
  const loops: Promise<void>[] = [];
  const sleepers = new Map<QueueName, () => void>();
  const inHand = new Map<QueueName, PgBoss.Job<unknown>>();
  const running = new Set<Promise<unknown>>();
  const timers: NodeJS.Timeout[] = [];
  let installing: Promise<void> | undefined;
  let state: 'idle' | 'working' | 'stopped' = 'idle';

  /** Creates pg-boss's schema and the queues when missing (a copy of a template has them). */
  function install(): Promise<void> {
    installing ??= (async () => {
      // Servers starting together create the same schema and queues at once: one wins, the
      // others meet a deadlock or a duplicate, and look again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await boss.start();
          const queues = new Set((await boss.getQueues()).map((queue) => queue.name));
          for (const name of QUEUE_NAMES) {
            if (!queues.has(name)) await boss.createQueue(name, { name, ...settingsOf(name) });
          }
          return;
        } catch (error) {
          const code = (error as { code?: unknown }).code;
          if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
        }
      }
    })();
    return installing;
  }

  function handle<Q extends QueueName>(name: Q, handler: JobHandler<Q>) {
    handlers.set(name, handler as JobHandler<QueueName>);
  }

  /**
   * Runs a job and records how it ended, before the next: completed, or failed with its error
   * (retried while it may be). Recorded here, awaited, rather than by pg-boss after the batch.
   */
  async function settle(name: QueueName, job: PgBoss.Job<unknown>) {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`No handler for the queue ${name}`);
    const done = handler(job.data as JobData[QueueName]);
    running.add(done);
    try {
      const output = await done;
      await boss.complete(name, job.id, isRecord(output) ? output : { output });
    } catch (error) {
      log.warn({ err: error, queue: name, jobId: job.id }, 'job failed');
      await boss.fail(name, job.id, error as object);
    } finally {
      running.delete(done);
    }
  }

  /** Queues a job; answers its id, or null when one with this id (or in this slot) exists. */
  async function send<Q extends QueueName>(
    name: Q,
    data: JobData[Q],
    options: PgBoss.SendOptions = {},
  ): Promise<string | null> {
    await install();
    const id = await boss.send(name, data, { ...settingsOf(name), ...options });
    // This server's worker takes it now rather than at its next poll.
    if (id) sleepers.get(name)?.();
    return id;
  }

  /**
   * Queues the sending of an e-mail owed to a traveller. The job's id is made from the owed
   * e-mail's, so queueing it again (the reconciler, after a server died) adds no second job.
   */
  function sendMail(owed: JobData['mail.confirmation']) {
    return send('mail.confirmation', owed, { id: jobIdOf('mail.confirmation', owed.eventId) });
  }

  /** Sends each periodic queue's job for the current period; one per period, whoever sends. */
  async function tick(): Promise<number> {
    await install();
    let sent = 0;
    for (const name of QUEUE_NAMES) {
      const period = QUEUES[name].periodSeconds;
      if (period === null) continue;
      if (await boss.sendThrottled(name, {}, settingsOf(name), period)) sent += 1;
    }
    return sent;
  }

  /** Makes this server a worker: it takes jobs from every queue and sends the periodic ones. */
  async function start() {
    if (state !== 'idle') return;
    state = 'working';
    await install();
    for (const name of handlers.keys()) loops.push(work(name));
    await tick();
    // A third of the shortest period: no period is missed when one tick comes a little late.
    const shortest = Math.min(...QUEUE_NAMES.map((name) => QUEUES[name].periodSeconds ?? Infinity));
    const ticker = setInterval(
      () => void tick().catch((error: unknown) => log.error({ err: error }, 'job tick failed')),
      (shortest * 1000) / 3,
    );
    const upkeep = setInterval(
      () =>
        void boss
          .maintain()
          .catch((error: unknown) => log.error({ err: error }, 'job upkeep failed')),
      upkeepSeconds * 1000,
    );
    for (const timer of [ticker, upkeep]) timer.unref();
    timers.push(ticker, upkeep);
  }

  /**
   * One queue's worker: takes a job (no other server's worker gets it: pg-boss fetches with
   * `for update skip locked`), runs it to its end, and takes the next at once; with none due,
   * sleeps until the next poll or a job this server sends.
   */
  async function work(name: QueueName) {
    while (state === 'working') {
      try {
        const [job] = await boss.fetch<unknown>(name);
        if (!job) {
          await sleep(name, pollingIntervalSeconds * 1000);
          continue;
        }
        inHand.set(name, job);
        await settle(name, job);
        inHand.delete(name);
      } catch (error) {
        log.error({ err: error, queue: name }, 'job worker failed; trying again');
        await sleep(name, pollingIntervalSeconds * 1000);
      }
    }
  }

  function sleep(name: QueueName, ms: number) {
    return new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(name);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      sleepers.set(name, wake);
    });
  }

  /**
   * Runs every job due now, here, until none is left (retries at once): what a worker would do,
   * for tests and scripts. Answers how many jobs ran.
   */
  async function runPending(): Promise<number> {
    await install();
    let ran = 0;
    for (;;) {
      let ranNow = 0;
      for (const name of handlers.keys()) {
        const jobs = await boss.fetch<unknown>(name, { batchSize: 20, ignoreStartAfter: true });
        for (const job of jobs) await settle(name, job);
        ranNow += jobs.length;
      }
      if (ranNow === 0) return ran;
      ran += ranNow;
    }
  }

  async function counts(): Promise<(QueueCounts & { completedLastHour: number })[]> {
    await install();
    const { rows } = await database.executeSql(
      `select name,
         count(*) filter (where state in ('created', 'retry')) as pending,
         count(*) filter (where state = 'active') as active,
         count(*) filter (where state = 'failed') as failed,
         count(*) filter (where state = 'completed' and completed_on > now() - interval '1 hour')
           as completed
       from ${SCHEMA}.job where name = any($1::text[]) group by name`,
      [QUEUE_NAMES],
    );
    const byName = new Map(rows.map((row) => [String(row.name), row]));
    return QUEUE_NAMES.map((queue) => {
      const row = byName.get(queue);
      return {
        queue,
        pending: Number(row?.pending ?? 0),
        active: Number(row?.active ?? 0),
        failed: Number(row?.failed ?? 0),
        completedLastHour: Number(row?.completed ?? 0),
      };
    });
  }

  /** The latest jobs that failed for good, newest first. */
  async function failures(limit = 20): Promise<FailedJob[]> {
    await install();
    const { rows } = await database.executeSql(
      `select id, name, completed_on, retry_count, output from ${SCHEMA}.job
       where state = 'failed' and name = any($1::text[])
       order by completed_on desc, id limit $2`,
      [QUEUE_NAMES, limit],
    );
    return rows.map((row) => ({
      id: String(row.id),
      queue: row.name as QueueName,
      failedAt: new Date(row.completed_on as string | Date).toISOString(),
      attempts: Number(row.retry_count) + 1,
      error: errorOf(row.output),
    }));
  }

  /**
   * Stops working: no new job is taken, and the jobs in hand run to their end; those still
   * running after the timeout are failed, so retried by another server (handed back). Safe to
   * call twice.
   */
  async function stop() {
    if (state === 'stopped') return;
    state = 'stopped';
    for (const timer of timers) clearInterval(timer);
    for (const wake of [...sleepers.values()]) wake();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timed out'>((resolve) => {
      timer = setTimeout(() => resolve('timed out'), stopTimeoutMs);
    });
    const ended = await Promise.race([Promise.allSettled(loops), timedOut]);
    clearTimeout(timer);
    if (ended === 'timed out') {
      for (const [name, job] of inHand) {
        await boss.fail(name, job.id, new Error('The server stopped while the job ran'));
        log.warn({ queue: name, jobId: job.id }, 'job handed back at shutdown');
      }
    } else {
      await Promise.allSettled(running);
    }
    if (installing) await boss.stop({ graceful: false, close: false }).catch(() => undefined);
  }

  return {
    install,
    handle,
    send,
    sendMail,
    tick,
    start,
    runPending,
    counts: async (): Promise<QueueCounts[]> =>
      (await counts()).map(({ queue, pending, active, failed }) => ({
        queue,
        pending,
        active,
        failed,
      })),
    overview: async () => ({ queues: await counts(), failures: await failures() }),
    stop,
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

function isRecord(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A UUID that is always the same for one queue and key (pg-boss ids are UUIDs). */
export function jobIdOf(queue: QueueName, key: string | number): string {
  const hex = createHash('sha256').update(`${queue}:${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The message of the error a failed job keeps (pg-boss serializes it, or wraps a timeout's). */
function errorOf(output: unknown): string {
  if (output && typeof output === 'object') {
    const record = output as { message?: unknown; value?: { message?: unknown } };
    if (typeof record.message === 'string') return record.message;
    if (typeof record.value?.message === 'string') return record.value.message;
  }
  return output === null || output === undefined ? 'unknown error' : JSON.stringify(output);
}
