import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { startAppServer, type AppServer } from '../helpers/app-server.ts';
import { startHaproxy, type Haproxy } from '../helpers/haproxy.ts';
import { startThrowawayRedis, type ThrowawayRedis } from '../helpers/redis-server.ts';
import { startSmtpSink } from '../helpers/smtp-sink.ts';
import {
  findPostgresBin,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../helpers/throwaway-postgres.ts';

/** The API requests per minute per client address every server allows (RATE_LIMIT_MAX). */
export const RATE_LIMIT = 100;
/** How long the servers let a booking e-mail's job be held before another takes it over. */
const MAIL_JOB_EXPIRE_SECONDS = 10;
export const ADMIN = { email: 'admin@cluster.example.com', password: 'cluster-admin-password-42' };

export type Cluster = {
  postgres: ThrowawayPostgres;
  /** The test's own connection, to look at what the servers wrote. */
  database: DatabaseHandle;
  redis: ThrowawayRedis;
  mail: Awaited<ReturnType<typeof startSmtpSink>>;
  /** app1, app2, app3 as HAProxy names them; a restarted server takes its place. */
  servers: AppServer[];
  proxy: Haproxy;
  /** Starts server `i` again on its port, once it has stopped. */
  restart(i: number): Promise<AppServer>;
  /**
   * Queues one job of `queue` now, as a period's turn would, for the servers' workers to take
   * (pg-boss, in the app's database). False when the servers keep no job queue.
   */
  runJob(queue: string): Promise<boolean>;
  /** Writes what every process said (its last 256 kB) into `dir`, one file each. */
  saveLogs(dir: string): void;
  close(): Promise<void>;
};

/**
 * PostgreSQL, Redis, an SMTP sink, three app servers and HAProxy (deploy/haproxy.cfg) in front
 * of them, each on a free loopback port. `prepare` writes the test's data before the first
 * server starts (stays written then keep the seed's stays out). Whatever started is stopped by
 * close(), and by a failed start itself.
 */
export async function startCluster(
  prepare: (database: DatabaseHandle) => Promise<void>,
): Promise<Cluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql');
  const stops: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    stops.length = 0;
  };
  try {
    // Three servers' pools (20 each), their job workers and the test's own connections.
    const postgres = await startThrowawayPostgres(bin, { settings: { max_connections: '300' } });
    stops.push(() => postgres.remove());
    const database = await openDatabase({ databaseUrl: postgres.url, poolSize: 5 });
    stops.push(() => database.close());
    await prepare(database);
    const redis = await startThrowawayRedis();
    stops.push(() => redis.stop());
    const mail = await startSmtpSink();
    stops.push(() => mail.close());

    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      APP_SECRET: randomBytes(32).toString('hex'),
      // HAProxy and the test itself, which names each traveller's address in X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: mail.url,
      RATE_LIMIT_MAX: String(RATE_LIMIT),
      // A killed server's e-mail job is handed on within these (30 s and 10 s in production):
      // the kill scenario waits for it.
      MAIL_JOB_EXPIRE_SECONDS: String(MAIL_JOB_EXPIRE_SECONDS),
      JOB_UPKEEP_SECONDS: '2',
    };
    // The first administrator is made by one server, on its first start.
    const first = { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    const servers: AppServer[] = [];
    stops.push(async () => {
      await Promise.all(servers.map((server) => server.process.stop()));
    });
    // All three at once, as a site starts: one migrates and seeds while the others wait.
    const starting = ['app1', 'app2', 'app3'].map((name, i) =>
      startAppServer(name, i === 0 ? first : env),
    );
    const started = await Promise.allSettled(starting);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const proxy = await startHaproxy(servers.map((server) => server.address));
    stops.push(() => proxy.stop());

    return {
      postgres,
      database,
      redis,
      mail,
      servers,
      proxy,
      async restart(i) {
        const old = servers[i]!;
        if (old.process.running()) throw new Error(`${old.name} is still running`);
        servers[i] = await startAppServer(old.name, env, old.port);
        return servers[i];
      },
      async runJob(queue) {
        const { rows } = (await database.db.execute(
          sql`select to_regclass('pgboss.queue')::text as found`,
        )) as unknown as { rows: { found: string | null }[] };
        if (!rows[0]?.found) return false;
        const boss = new PgBoss({
          connectionString: postgres.url,
          schema: 'pgboss',
          max: 1,
          migrate: false,
          supervise: false,
          schedule: false,
        });
        boss.on('error', () => undefined);
        await boss.start();
        try {
          return (await boss.send(queue, {})) !== null;
        } finally {
          await boss.stop({ graceful: false, wait: true });
        }
      },
      saveLogs(dir) {
        mkdirSync(dir, { recursive: true });
        for (const child of [
          ...servers.map((server) => server.process),
          proxy.process,
          redis.process,
        ]) {
          writeFileSync(join(dir, `${child.name}.log`), child.output());
        }
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
