/**
 * How long the server takes to start, to its first 200 from /api/health, and its resident memory
 * then: run from the sources through tsx (npm run dev) and compiled (npm start). Each start is on
 * a copy of one seeded embedded database, so the seeding, the same for both, is left out; one
 * first start on an empty folder each is shown apart. Needs `npm run build` first.
 *
 *   node --import tsx scripts/start-time.ts [runs, 5 by default]
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../tests/helpers/throwaway-postgres.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[2] ?? 5);
const variants = {
  'tsx (src/server/main.ts)': ['--import', 'tsx', 'src/server/main.ts'],
  'compiled (dist/server/main.js)': ['--enable-source-maps', 'dist/server/main.js'],
};
if (!existsSync(join(root, 'dist/server/main.js'))) {
  console.error('No dist/server/main.js: run `npm run build` first.');
  process.exit(1);
}

type Start = { ms: number; rssMb: number };

/** Starts the server on `dataDir`, waits for /api/health's first 200, reads its RSS, stops it. */
async function start(args: string[], dataDir: string): Promise<Start> {
  const port = await freePort();
  const began = performance.now();
  const server = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      // Production refuses to start without it (docs/decisions/0028).
      APP_SECRET: 'a-production-secret-of-at-least-32-characters',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      if (health?.status === 200) break;
      await sleep(20);
    }
    const ms = performance.now() - began;
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return { ms, rssMb: rssKb / 1024 };
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const work = mkdtempSync(join(tmpdir(), 'teranga-start-'));
try {
  const seeded = join(work, 'seeded');
  const rows: string[] = [];
  for (const [name, args] of Object.entries(variants)) {
    const fresh = join(work, `fresh-${rows.length}`);
    const first = await start(args, fresh);
    if (!existsSync(seeded)) cpSync(fresh, seeded, { recursive: true });
    const starts: Start[] = [];
    for (let i = 0; i < runs; i++) {
      const copy = join(work, `run-${rows.length}-${i}`);
      cpSync(seeded, copy, { recursive: true });
      starts.push(await start(args, copy));
      rmSync(copy, { recursive: true, force: true });
    }
    rows.push(
      `| ${name} | ${Math.round(median(starts.map((s) => s.ms)))} ms | ` +
        `${Math.round(median(starts.map((s) => s.rssMb)))} MB | ` +
        `${Math.round(first.ms)} ms, ${Math.round(first.rssMb)} MB |`,
    );
  }
  console.info(
    `Median of ${runs} starts on a seeded database; first start on an empty folder apart.\n`,
  );
  console.info(
    '| server | start to first /api/health 200 | RSS then | first start (migrate + seed) |',
  );
  console.info(
    '| ------ | ------------------------------ | -------- | ---------------------------- |',
  );
  for (const row of rows) console.info(row);
} finally {
  rmSync(work, { recursive: true, force: true });
}
