import { spawn } from 'node:child_process';
import { freePort } from './throwaway-postgres.ts';
import { startChild, type Child } from './child-process.ts';

export type ThrowawayRedis = { url: string; process: Child; stop(): Promise<void> };

/** A Redis of one test's own on a free loopback port, in memory only (no snapshot, no log). */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  const child = startChild(
    'redis',
    spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--loglevel',
        'notice',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  await child.waitFor('Ready to accept connections');
  return {
    url: `redis://127.0.0.1:${port}`,
    process: child,
    stop: async () => {
      await child.stop();
    },
  };
}
