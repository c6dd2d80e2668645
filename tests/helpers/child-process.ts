import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

/** A process a test started (a server, Redis, HAProxy), with what it wrote and how it ended. */
export type Child = {
  name: string;
  pid: number;
  /** The last 256 kB it wrote on stdout and stderr. */
  output(): string;
  /** Resolves once its output says `text` (from now on if `fresh`); rejects if it exits first. */
  waitFor(text: string | RegExp, options?: { fresh?: boolean }): Promise<void>;
  exited: Promise<Exit>;
  running(): boolean;
  kill(signal: NodeJS.Signals): void;
  /** Asks it to stop (SIGTERM), then kills it after `graceMs`; resolves with how it ended. */
  stop(graceMs?: number): Promise<Exit>;
};

const KEEP = 256 * 1024;
const started = new Set<Child>();

// A test run that dies leaves no server behind: whatever still runs is killed as it exits.
process.once('exit', () => {
  for (const child of started) if (child.running()) child.kill('SIGKILL');
});

export function startChild(name: string, process: ChildProcessByStdio<null, Readable, Readable>) {
  let text = '';
  let written = 0;
  let exit: Exit | undefined;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };
  const take = (chunk: string) => {
    text = (text + chunk).slice(-KEEP);
    written += chunk.length;
    wake();
  };
  process.stdout.setEncoding('utf8').on('data', take);
  process.stderr.setEncoding('utf8').on('data', take);
  const exited = new Promise<Exit>((resolve) => {
    process.once('exit', (code, signal) => {
      exit = { code, signal };
      started.delete(child);
      resolve(exit);
      wake();
    });
  });

  const child: Child = {
    name,
    pid: process.pid!,
    output: () => text,
    waitFor(pattern, { fresh = false } = {}) {
      const from = fresh ? written : 0;
      const seen = () => {
        const since = text.slice(Math.max(0, text.length - (written - from)));
        return typeof pattern === 'string' ? since.includes(pattern) : pattern.test(since);
      };
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (seen()) {
            waiters.delete(check);
            resolve();
          } else if (exit) {
            waiters.delete(check);
            reject(
              new Error(
                `${name} stopped (code ${exit.code}, signal ${exit.signal}) before saying ${pattern}:\n${text.slice(-4000)}`,
              ),
            );
          }
        };
        waiters.add(check);
        check();
      });
    },
    exited,
    running: () => exit === undefined,
    kill(signal) {
      if (exit === undefined) process.kill(signal);
    },
    async stop(graceMs = 10_000) {
      if (exit) return exit;
      process.kill('SIGTERM');
      const timer = setTimeout(() => process.kill('SIGKILL'), graceMs);
      const ended = await exited;
      clearTimeout(timer);
      return ended;
    },
  };
  started.add(child);
  return child;
}
