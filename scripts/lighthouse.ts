/**
 * npm run lighthouse: Lighthouse in mobile emulation (its default: a mid-range phone on a slow
 * 4G connection, simulated) on the public pages of the built app, served on a freshly seeded
 * in-memory database in its own process. Prints the four category scores and the Core Web
 * Vitals per route, the median of LIGHTHOUSE_RUNS runs (5 by default; scores move with machine
 * load), and every SEO, best-practices and accessibility audit that did not pass.
 * Needs `npm run build` first and Chromium (CHROME_PATH, /usr/bin/chromium by default); no
 * network. `node --import tsx scripts/lighthouse.ts /guide /help` measures other routes;
 * LIGHTHOUSE_OUT=dir keeps each run's JSON report there.
 *
 * Beside Lighthouse's total blocking time it prints the page's own: the same sum (each task
 * after the first paint, four times as long as on this machine, less 50 ms) over the CPU time
 * the page's main thread used in each task, from the run's trace. Lighthouse sums wall time:
 * on a small shared machine a task that ran 3 ms can last 40 ms while other processes (the
 * app's server, Chromium's own, the neighbours') have the cores, and that counts as the page's.
 */
import { execFile, fork } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { cpuBlockingTime } from './cpu-blocking-time.ts';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const DEFAULT_ROUTES = [
  '/',
  '/hotels',
  '/flights',
  '/tour-operators',
  '/country/ghana',
  '/guide',
  '/checkout',
];
const routes = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_ROUTES;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const outDir = process.env.LIGHTHOUSE_OUT;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const root = fileURLToPath(new URL('..', import.meta.url));
const cli = `${root}node_modules/lighthouse/cli/index.js`;

type Audit = { title: string; score: number | null; numericValue?: number; displayValue?: string };
type Report = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
};
type Measure = {
  report: Report;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cpuTbt: number;
  cls: number;
};

if (!existsSync(`${root}dist/client/index.html`)) {
  console.error('No built client in dist/client: run `npm run build` first.');
  process.exit(1);
}

// The app serves a copy of the build, so a build made meanwhile does not pull its assets away.
const work = mkdtempSync(join(tmpdir(), 'teranga-lighthouse-'));
const clientDir = join(work, 'client');
cpSync(`${root}dist/client`, clientDir, { recursive: true });
// The pages drawn on the server (dist/server) beside it, where the app looks for them.
if (existsSync(`${root}dist/server`))
  cpSync(`${root}dist/server`, join(work, 'server'), { recursive: true });

async function startApp(): Promise<{ address: string; stop: () => void }> {
  const child = fork(`${root}scripts/lighthouse-server.ts`, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', CLIENT_DIR: clientDir },
  });
  const address = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { address: string }).address));
    child.once('exit', (code) => reject(new Error(`the app stopped before listening (${code})`)));
  });
  return { address, stop: () => child.disconnect() };
}

/** The report, which Lighthouse's CLI writes even when the page failed (exit code 1). */
async function runLighthouse(url: string): Promise<string> {
  const output = join(work, 'report.json');
  rmSync(output, { force: true });
  rmSync(join(work, 'report-0.trace.json'), { force: true });
  try {
    await promisify(execFile)(
      process.execPath,
      [
        cli,
        url,
        '--form-factor=mobile',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
        '--output=json',
        `--output-path=${output}`,
        '--save-assets',
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 256 * 1024 * 1024 },
    );
  } catch (error) {
    if (!existsSync(output)) {
      throw new Error(`${url}: ${(error as { stderr?: string }).stderr?.trim() || String(error)}`);
    }
  }
  return readFileSync(output, 'utf8');
}

async function measure(url: string): Promise<Measure> {
  const report = JSON.parse(await runLighthouse(url)) as Report;
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    report,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cpuTbt: cpuBlockingTime(JSON.parse(readFileSync(join(work, 'report-0.trace.json'), 'utf8'))),
    cls: value('cumulative-layout-shift'),
  };
}

/** The median run: ranked by performance score, then by the earlier largest paint. */
function median(measures: Measure[]): Measure {
  const ranked = [...measures].sort(
    (a, b) => b.scores.performance - a.scores.performance || a.lcp - b.lcp,
  );
  return ranked[Math.floor((ranked.length - 1) / 2)]!;
}

/** Scored audits of a category that did not pass, as "id: title (value)". */
function failures(report: Report, category: string): string[] {
  return (report.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ id: ref.id, audit: report.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
    .map(
      ({ id, audit }) =>
        `${id}: ${audit!.title}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`,
    );
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const app = await startApp();
const rows: { route: string; best: Measure }[] = [];
const unmeasured: string[] = [];
try {
  if (outDir) mkdirSync(outDir, { recursive: true });
  for (const route of routes) {
    const measures: Measure[] = [];
    for (let run = 1; run <= runs; run += 1) {
      let result: Measure;
      try {
        result = await measure(new URL(route, app.address).href);
      } catch (error) {
        process.stderr.write(`${route} run ${run} failed: ${(error as Error).message}\n`);
        continue;
      }
      process.stderr.write(
        `${route} run ${run}: performance ${result.scores.performance}, LCP ${seconds(result.lcp)}, ` +
          `TBT ${Math.round(result.tbt)} ms (of its CPU time ${Math.round(result.cpuTbt)} ms)\n`,
      );
      if (outDir) {
        const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/\W+/g, '-');
        writeFileSync(`${outDir}/${name}-${run}.json`, JSON.stringify(result.report));
      }
      measures.push(result);
    }
    if (measures.length > 0) rows.push({ route, best: median(measures) });
    else unmeasured.push(route);
  }
} finally {
  app.stop();
  rmSync(work, { recursive: true, force: true });
}

const header = [
  'route',
  'performance',
  'accessibility',
  'best practices',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'CPU TBT',
  'CLS',
];
const table = rows.map(({ route, best }) => [
  `\`${route}\``,
  String(best.scores.performance),
  String(best.scores.accessibility),
  String(best.scores['best-practices']),
  String(best.scores.seo),
  seconds(best.fcp),
  seconds(best.lcp),
  `${Math.round(best.tbt)} ms`,
  `${Math.round(best.cpuTbt)} ms`,
  best.cls.toFixed(3),
]);
const widths = header.map((title, i) =>
  Math.max(title.length, ...table.map((row) => row[i]!.length)),
);
const line = (cells: string[]) =>
  `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
console.info(
  `Lighthouse ${new Date().toISOString().slice(0, 10)}, mobile emulation, the median of ${runs} run${runs > 1 ? 's' : ''} per route:\n`,
);
console.info(line(header));
console.info(
  `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
);
for (const row of table) console.info(line(row));

for (const { route, best } of rows) {
  const failed = ['seo', 'best-practices', 'accessibility'].flatMap((category) =>
    failures(best.report, category).map((failure) => `  ${category}: ${failure}`),
  );
  if (failed.length > 0) console.info(`\n${route} did not pass:\n${failed.join('\n')}`);
}
if (unmeasured.length > 0) {
  console.info(`\nNo run finished on ${unmeasured.join(', ')}: see the errors above.`);
  process.exitCode = 1;
}
