import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startChild, type Child } from './child-process.ts';
import { freePort } from './throwaway-postgres.ts';

/** Debian puts it in /usr/sbin, which an unprivileged user's PATH may lack. */
const HAPROXY = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

/** The configuration the README's Deployment section deploys: the test runs it as it is. */
export const HAPROXY_CONFIG = fileURLToPath(new URL('../../deploy/haproxy.cfg', import.meta.url));

/** One app server as HAProxy's stats page counts it. */
export type BackendServer = {
  name: string;
  /** UP, DOWN, "UP 1/2" (going down), "DOWN 1/2" (coming up), MAINT... */
  status: string;
  /** Requests it was sent, and its answers by class. */
  sessions: number;
  answers: { '2xx': number; '4xx': number; '5xx': number };
};

export type Haproxy = {
  url: string;
  statsUrl: string;
  process: Child;
  /** The app servers of the backend, by name (app1, app2...), from the stats page. */
  servers(): Promise<Record<string, BackendServer>>;
  /** Resolves when HAProxy next logs `server` going `state`: ask before causing it. */
  waitForServer(server: string, state: 'UP' | 'DOWN'): Promise<void>;
  stop(): Promise<void>;
};

/** HAProxy with deploy/haproxy.cfg in front of `servers` (host:port each), on free ports. */
export async function startHaproxy(servers: string[]): Promise<Haproxy> {
  const [port, statsPort] = [await freePort(), await freePort()];
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/sbin:/usr/bin',
    TERANGA_HTTP_BIND: `127.0.0.1:${port}`,
    TERANGA_STATS_BIND: `127.0.0.1:${statsPort}`,
  };
  servers.forEach((server, i) => (env[`TERANGA_APP_${i + 1}`] = server));
  const child = startChild(
    'haproxy',
    spawn(HAPROXY, ['-db', '-f', HAPROXY_CONFIG], { env, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  const statsUrl = `http://127.0.0.1:${statsPort}`;
  const readServers = async () => {
    const csv = await (await fetch(`${statsUrl}/;csv`)).text();
    const [header, ...rows] = csv.trim().split('\n');
    const columns = header!.replace(/^# /, '').split(',');
    const result: Record<string, BackendServer> = {};
    for (const row of rows) {
      const cells = row.split(',');
      const field = (name: string) => cells[columns.indexOf(name)] ?? '';
      const number = (name: string) => Number(field(name)) || 0;
      if (field('pxname') !== 'app' || ['FRONTEND', 'BACKEND'].includes(field('svname'))) continue;
      result[field('svname')] = {
        name: field('svname'),
        status: field('status'),
        sessions: number('stot'),
        answers: {
          '2xx': number('hrsp_2xx'),
          '4xx': number('hrsp_4xx'),
          '5xx': number('hrsp_5xx'),
        },
      };
    }
    return result;
  };
  // Up once its stats page answers (it writes nothing when it starts).
  for (let attempt = 0; ; attempt++) {
    try {
      await readServers();
      break;
    } catch (error) {
      if (!child.running() || attempt > 100) {
        await child.stop();
        throw new Error(`HAProxy did not start: ${String(error)}\n${child.output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    statsUrl,
    process: child,
    servers: readServers,
    waitForServer: (server, state) =>
      child.waitFor(new RegExp(`Server app/${server} is ${state}\\b`), { fresh: true }),
    stop: async () => {
      await child.stop();
    },
  };
}
