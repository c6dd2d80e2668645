import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { silentLog, type ServiceLog } from './service-log.ts';

/** What a cache keeps that a change elsewhere can make stale. */
export type ChangeTopic = 'stays' | 'flights';

/**
 * Tells every server of the site that something its caches keep has changed: an administrator's
 * edit, a booking. `announce` forgets on this server at once and on the others within the bound
 * of docs/decisions/0028; `on` names what a topic's change forgets here.
 */
export type ChangeFeed = {
  announce(topic: ChangeTopic): void;
  on(topic: ChangeTopic, forget: () => void): void;
  close(): Promise<void>;
};

const CHANNEL = 'teranga_changes';
const TOPICS: readonly ChangeTopic[] = ['stays', 'flights'];
const isTopic = (value: string): value is ChangeTopic => (TOPICS as string[]).includes(value);

function localListeners() {
  const listeners = new Map<ChangeTopic, (() => void)[]>();
  return {
    on(topic: ChangeTopic, forget: () => void) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), forget]);
    },
    fire(topic: ChangeTopic) {
      for (const forget of listeners.get(topic) ?? []) forget();
    },
    fireAll() {
      for (const topic of TOPICS) this.fire(topic);
    },
  };
}

/** One process, one set of caches (the embedded database): a change is forgotten here only. */
export function createLocalChangeFeed(): ChangeFeed {
  const local = localListeners();
  return { announce: local.fire, on: local.on, close: async () => {} };
}

/**
 * Many servers on one PostgreSQL: a change is sent with NOTIFY on one channel, and each server
 * LISTENs on a connection of its own. A server's own notices are skipped (it forgot at once). When
 * that connection is lost, notices sent meanwhile are lost with it: every cache is forgotten, and
 * again once the connection is back, so nothing stale outlives the outage.
 */
export function createPostgresChangeFeed({
  connectionString,
  log = silentLog,
  retryMs = 1000,
}: {
  connectionString: string;
  log?: ServiceLog;
  retryMs?: number;
}): ChangeFeed & { ready: Promise<void> } {
  const local = localListeners();
  const self = randomUUID();
  // Announcing uses a connection of its own too: a NOTIFY must not wait behind the app's pool.
  const sender = new pg.Pool({ connectionString, max: 2 });
  sender.on('error', () => {});
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', ({ payload }) => {
      const [from, topic] = (payload ?? '').split(':');
      if (from !== self && topic && isTopic(topic)) local.fire(topic);
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      lost(client, error);
      return;
    }
    if (closed) return void client.end().catch(() => {});
    listener = client;
    // What changed while no one listened.
    local.fireAll();
  }

  function lost(client: pg.Client, error?: unknown) {
    if (listener === client) listener = undefined;
    client.removeAllListeners('end');
    client.end().catch(() => {});
    if (closed || retry) return;
    log.warn({ err: error }, 'change notices lost; caches forgotten until they are back');
    local.fireAll();
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retry.unref();
  }

  return {
    ready: connect(),
    announce(topic) {
      local.fire(topic);
      sender
        .query('select pg_notify($1, $2)', [CHANNEL, `${self}:${topic}`])
        .catch((error: unknown) => log.warn({ err: error, topic }, 'change notice not sent'));
    },
    on: local.on,
    async close() {
      closed = true;
      clearTimeout(retry);
      await listener?.end().catch(() => {});
      await sender.end();
    },
  };
}
