import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startChild, type Child } from './child-process.ts';
import { freePort } from './throwaway-postgres.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * How a production app server is started: the one place tests take it from, so they follow
 * when the server is compiled (node dist/server/main.js).
 */
export const APP_SERVER_COMMAND = [process.execPath, '--import', 'tsx', 'src/server/main.ts'];

export type AppServer = {
  name: string;
  port: number;
  /** host:port, as a load balancer names it. */
  address: string;
  url: string;
  process: Child;
};

/**
 * One app server (src/server/main.ts in a process of its own) on a free loopback port with the
 * given environment; resolves once it listens.
 */
export async function startAppServer(
  name: string,
  env: Record<string, string>,
  port?: number,
): Promise<AppServer> {
  const listenOn = port ?? (await freePort());
  const [command, ...args] = APP_SERVER_COMMAND;
  const child = startChild(
    name,
    spawn(command!, args, {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env, PORT: String(listenOn), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  await child.waitFor('Teranga on http');
  return {
    name,
    port: listenOn,
    address: `127.0.0.1:${listenOn}`,
    url: `http://127.0.0.1:${listenOn}`,
    process: child,
  };
}
