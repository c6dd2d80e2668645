/** The bench's app in a process of its own (bench/server.ts), and how the bench talks to it. */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The app under load: its address, and the CPU time its process has used so far (µs). On
 * PGlite the database runs in that process; PostgreSQL's own processes are not counted.
 */
export type Target = {
  baseUrl: string;
  cpuMicros: () => Promise<number>;
  /** Tells the server which row is measured next (its statements are kept under that name). */
  phase?: (name: string) => Promise<void>;
};

export type BenchServer = {
  process: ChildProcess;
  target: Target;
  kind: string;
  /** Sends `message` and resolves with the first answer that carries `key`. */
  ask<T>(message: string, key: string): Promise<T>;
  stop(): void;
};

/**
 * Starts bench/server.ts on a freshly seeded database (BENCH_DATABASE_URL, or in-memory PGlite),
 * `scale` times the seed's stays and flights; with `exposeGc`, its heap can be sampled after a
 * full collection.
 */
export async function startBenchServer({
  scale = 1,
  exposeGc = false,
}: { scale?: number; exposeGc?: boolean } = {}): Promise<BenchServer> {
  const server = fork(
    fileURLToPath(new URL('./server.ts', import.meta.url)),
    [`--scale=${scale}`],
    {
      execArgv: ['--import', 'tsx', ...(exposeGc ? ['--expose-gc'] : [])],
      env: process.env,
    },
  );
  const { address, kind } = await new Promise<{ address: string; kind: string }>(
    (resolve, reject) => {
      server.once('message', (message) => resolve(message as { address: string; kind: string }));
      server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    },
  );
  function ask<T>(message: string, key: string): Promise<T> {
    return new Promise((resolve) => {
      const onMessage = (answer: unknown) => {
        const value = (answer as Record<string, unknown>)[key];
        if (value === undefined) return;
        server.off('message', onMessage);
        resolve(value as T);
      };
      server.on('message', onMessage);
      server.send(message);
    });
  }
  return {
    process: server,
    kind,
    target: {
      baseUrl: address,
      cpuMicros: async () => {
        const cpu = await ask<{ user: number; system: number }>('cpu', 'cpu');
        return cpu.user + cpu.system;
      },
      phase: async (name) => {
        await ask<boolean>(`phase:${name}`, 'phase');
      },
    },
    ask,
    stop: () => server.disconnect(),
  };
}
