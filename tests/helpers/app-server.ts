import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild, type Child } from './child-process.ts';
import { freePort } from './throwaway-postgres.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * How a production app server is started (npm start): the compiled server, so `npm run build`
 * comes first, as in CI. The one place tests take it from.
 */
const COMPILED_SERVER = 'dist/server/main.js';
export const APP_SERVER_COMMAND = [process.execPath, '--enable-source-maps', COMPILED_SERVER];

export type AppServer = {
  name: string;
  port: number;
  /** host:port, as a load balancer names it. */
  address: string;
  url: string;
  process: Child;
};

/**
 * One app server (the compiled server in a process of its own) on a free loopback port with the
 * given environment; resolves once it listens.
 */
export async function startAppServer(
  name: string,
  env: Record<string, string>,
  port?: number,
): Promise<AppServer> {
  if (!existsSync(join(repoRoot, COMPILED_SERVER))) {
    throw new Error(`${COMPILED_SERVER} is missing: npm run build first`);
  }
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
