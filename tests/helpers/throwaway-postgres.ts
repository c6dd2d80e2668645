import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The bin folder of the newest installed PostgreSQL (Debian's layout), if any. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(root, newest, 'bin') : undefined;
}

export type ThrowawayPostgres = {
  url: string;
  /**
   * Stops the server: at once by default (`pg_ctl stop -m immediate`, every connection drops
   * mid-query), or `fast` (open transactions rolled back, then a clean shutdown).
   */
  stop(mode?: 'immediate' | 'fast'): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
};

/** A port nobody listens on just now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A PostgreSQL cluster of one test's own, in a temporary folder on a free port, that the test may
 * stop and start; as scripts/with-postgres.sh, it belongs to the postgres user when run as root.
 */
export async function startThrowawayPostgres(
  bin: string,
  { settings = {} }: { settings?: Record<string, string> } = {},
): Promise<ThrowawayPostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'teranga-outage-'));
  chmodSync(dir, 0o755);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    chownSync(dir, Number(stdout.trim()), 0);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  const pg = (tool: string, args: string[]) => {
    const command = [join(bin, tool), ...args];
    return asRoot
      ? run('su', ['postgres', '-c', command.map((a) => `'${a}'`).join(' ')])
      : run(command[0]!, command.slice(1));
  };
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  const options = [
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async (mode = 'immediate') => {
      await pg('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
    },
    start,
    remove: async () => {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
