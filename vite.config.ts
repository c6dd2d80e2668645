import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LongestFirst } from './tests/helpers/sequencer.ts';
import { offlineApp } from './scripts/offline-app.ts';
import { PENDING_BOOKING_KEY } from './src/client/lib/pending-booking-key.ts';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The client's zod starts jitless, before any schema is made: otherwise it tries new Function()
 * to compile its parsers, which the page's CSP (no 'unsafe-eval') refuses and Chrome reports as
 * an issue on every page (Lighthouse's best practices). The server keeps the compiled parsers.
 */
function zodJitless(): Plugin {
  const zodCore = /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
  const initial = '(_a.__zod_globalConfig = {})';
  return {
    name: 'zod-jitless',
    apply: 'build',
    transform(code, id) {
      if (!zodCore.test(id)) return null;
      if (!code.includes(initial)) this.error(`zod's ${id} no longer reads: ${initial}`);
      return code.replace(initial, '(_a.__zod_globalConfig = { jitless: true })');
    },
  };
}

/**
 * The page's JavaScript is asked for once the page is on screen: the server sends the public
 * pages already drawn (docs/decisions/0013), so the first screen needs only the HTML and the
 * stylesheet, and on a slow connection the scripts would otherwise share its bandwidth. The
 * built index.html loads a small boot module instead of the entry and its preloads; the boot
 * module asks for them after the first frame (at once in a tab that is not shown).
 */
function scriptsAfterPaint(): Plugin {
  return {
    name: 'scripts-after-paint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        let html = String(index.source);
        const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry) this.error('index.html has no module script to load after the first paint');
        const preloads = [
          ...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g),
        ];
        for (const found of [entry, ...preloads]) html = html.replace(found[0], '');
        // The entry loads the app in steps (src/client/main.tsx): their files are asked for
        // with the entry's own, so each step runs at once rather than waiting for the network.
        const modules = new Set(preloads.map((found) => found[1]));
        const entryChunk = Object.values(bundle).find(
          (file) => file.type === 'chunk' && `/${file.fileName}` === entry[1],
        );
        if (entryChunk?.type !== 'chunk') this.error(`the entry ${entry[1]} is not in the build`);
        const steps = [...entryChunk.dynamicImports];
        for (const fileName of steps) {
          modules.add(`/${fileName}`);
          const step = bundle[fileName];
          if (step?.type === 'chunk') steps.push(...step.imports.filter((f) => !steps.includes(f)));
        }
        const source = [
          '// Built by vite.config.ts (scriptsAfterPaint): the page first, then its JavaScript.',
          `const modules = ${JSON.stringify([...modules])};`,
          'function start() {',
          '  for (const href of modules) {',
          "    const link = document.createElement('link');",
          "    link.rel = 'modulepreload';",
          "    link.crossOrigin = '';",
          '    link.href = href;',
          '    document.head.append(link);',
          '  }',
          `  import(${JSON.stringify(entry[1])});`,
          '}',
          '// Whether a booking waits on this device, as bookingWaits() says it in the app: the',
          '// checkout drawn on the server shows its loading screen or its empty state by it, at once.',
          'try {',
          '  document.documentElement.dataset.bookingWaits = String(',
          "    new URLSearchParams(location.search).has('booking') ||",
          `      localStorage.getItem(${JSON.stringify(PENDING_BOOKING_KEY)}) !== null,`,
          '  );',
          '} catch {}',
          "if (document.visibilityState === 'hidden') start();",
          'else requestAnimationFrame(() => setTimeout(start, 0));',
          '// What is typed or tapped before the page is live is kept, and done again once React',
          '// has the page (src/client/main.tsx): the drawn page shows its fields and buttons at once.',
          'window.earlyTaps = [];',
          "addEventListener('click', (event) => {",
          "  const button = event.target instanceof Element && event.target.closest('button');",
          "  if (button && button.type === 'button') window.earlyTaps?.push(button);",
          '}, true);',
          '// A form sent before then is held, not sent to the address as a plain page would.',
          "addEventListener('submit', (event) => {",
          '  if (!window.earlyTaps) return;',
          '  event.preventDefault();',
          '  if (event.submitter instanceof HTMLButtonElement) window.earlyTaps.push(event.submitter);',
          '}, true);',
          'window.earlyInputs = new Map();',
          'const keepInput = (event) => {',
          '  const field = event.target;',
          '  const ticked = field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type);',
          '  const typed = (field instanceof HTMLInputElement && !ticked) || field instanceof HTMLTextAreaElement;',
          '  if (typed || field instanceof HTMLSelectElement) window.earlyInputs?.set(field, field.value);',
          '};',
          "addEventListener('input', keepInput, true);",
          "addEventListener('change', keepInput, true);",
          '',
        ].join('\n');
        const name = `assets/boot-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName: name, source });
        index.source = html.replace(
          '</head>',
          `  <script type="module" src="/${name}"></script>\n  </head>`,
        );
      },
    },
  };
}

/**
 * Each script, stylesheet and drawing of the client is also written compressed, brotli at its
 * best and gzip, once at build: the server sends these (preCompressed in src/server/app.ts)
 * rather than compressing each file again for each visitor, and they are smaller.
 */
function precompressed(): Plugin {
  const compressible = /\.(js|css|svg)$/;
  return {
    name: 'precompressed',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) this.error('the client build has no output directory to compress in');
      const files = Object.keys(bundle).filter((name) => compressible.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name);
          const source = await readFile(path);
          if (source.length < 1024) return;
          const params = {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          };
          await Promise.all([
            writeFile(`${path}.br`, await promisify(brotliCompress)(source, { params })),
            writeFile(`${path}.gz`, await promisify(gzip)(source, { level: 9 })),
          ]);
        }),
      );
    },
  };
}

/**
 * The API test files that also run on PGlite (npm test): search, checkout to confirmation,
 * accounts, administration, money, hostile input, and what only the embedded database does.
 * Every API file runs on PostgreSQL (npm run test:pg); docs/decisions/0023-ci-split.md says why.
 */
const PGLITE_SMOKE = [
  'tests/api/app.test.ts',
  'tests/api/accommodations.test.ts',
  'tests/api/checkout.test.ts',
  'tests/api/accounts.test.ts',
  'tests/api/admin.test.ts',
  'tests/api/money.test.ts',
  'tests/api/hostile-input.test.ts',
  'tests/api/pg-array.test.ts',
  'tests/api/platform.test.ts',
  // The embedded database's backup: its folder copied while stopped (PGlite only).
  'tests/api/backups.test.ts',
];

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    zodJitless(),
    scriptsAfterPaint(),
    ...(isSsrBuild ? [] : [precompressed()]),
    // The service worker is the browser's: not in the server's build of the pages, nor in tests.
    ...(!isSsrBuild && !process.env.VITEST
      ? offlineApp({
          faviconPath: `${rootDir}/src/client/public/favicon.svg`,
          outDir: `${rootDir}/dist/client`,
        })
      : []),
  ],
  build: isSsrBuild
    ? // The public pages drawn on the server (src/client/entry-server.tsx): one file with its
      // libraries in it, which the app loads from dist/server wherever the build is copied.
      { outDir: `${rootDir}/dist/server`, emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: `${rootDir}/dist/client`,
        emptyOutDir: true,
        chunkSizeWarningLimit: 600,
        // zod in a file of its own: left to the bundler it lands in a chunk of app code that the
        // chunks of shared schemas (src/domain) it serves import back, and a page whose chunks
        // load in the wrong order fails to start ("e is not a constructor").
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
                // The shared schemas every page may read, in one chunk. Those of one area's pages
                // alone (no other shared module imports them) come with those pages: their
                // schemas are made when the page loads, not on every first visit.
                {
                  name: 'domain',
                  test: /[\\/]src[\\/]domain[\\/](?!(?:admin|assistant|country-facts|flight-offer-reader|guide|revenue|tours)\.ts$)/,
                },
              ],
            },
          },
        },
      },
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  server: { proxy: { '/api': 'http://localhost:5000', '/images': 'http://localhost:5000' } },
  test: {
    root: rootDir,
    // Vitest's default is one worker fewer than the cores: one on CI's two, where the API tests
    // left a core idle. Two workers took the unit and API run from about 500 s to 380 s there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker keeps the modules it loaded from one test file to the next, rather than a new
    // process loading the app's modules again for each file: about 2 s of CPU less a file on
    // CI's machine. No test file changes module state it does not put back (docs/decisions/0023).
    isolate: false,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          // The heaviest (a million-character calendar line) takes 7 to 10 s on a busy machine.
          testTimeout: 20_000,
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/database-setup.ts'],
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The API files that prove the embedded default end to end, on PGlite whatever
        // TEST_DATABASE_URL says; the whole API suite runs on PostgreSQL (npm run test:pg).
        extends: true,
        test: {
          name: 'pglite',
          include: PGLITE_SMOKE,
          env: { TEST_DATABASE_URL: '' },
          globalSetup: ['tests/helpers/database-setup.ts'],
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Three real servers behind HAProxy, with PostgreSQL and Redis: one file, one cluster
        // (npm run test:cluster, after the PostgreSQL pass in CI).
        extends: true,
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A file drives one page at a time and mostly waits on it: one file alone used about
          // 0.6 of CI's two cores. Each worker has its own server and database (global-setup.ts).
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          // After the other projects when run together, as its workers differ from theirs.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
}));
