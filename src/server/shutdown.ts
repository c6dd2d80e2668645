import type { App } from './app.ts';
import type { DatabaseHandle } from './db/client.ts';

/**
 * What SIGTERM (or SIGINT) does, once: readiness answers 503 so the balancer sends no more
 * (`app.lifecycle.draining`); for `drainMs` the server still answers what the balancer sends
 * until its checks see it (SIGTERM only: SIGINT is a developer's Ctrl+C); then the server stops accepting and answers the requests in flight
 * (idle keep-alive connections are closed at once: Node's `server.close` closes them); the jobs
 * in hand finish or are handed back; the database closes last; the process exits 0.
 */
export function createShutdown({
  app,
  database,
  exit = (code) => process.exit(code),
  drainMs = 0,
}: {
  app: App;
  database: Pick<DatabaseHandle, 'close'>;
  exit?: (code: number) => void;
  /** How long the balancer takes to see readiness fail (checks x interval); 0 by default. */
  drainMs?: number;
}) {
  let closing: Promise<void> | undefined;
  return function shutdown(signal: string): Promise<void> {
    closing ??= (async () => {
      app.lifecycle.draining = true;
      app.log.info({ signal }, 'shutting down');
      if (signal === 'SIGTERM' && drainMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      await app.close();
      await app.jobs.stop();
      await database.close();
      exit(0);
    })();
    return closing;
  };
}
