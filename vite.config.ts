import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

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

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), zodJitless()],
  build: {
    outDir: `${rootDir}/dist/client`,
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
  },
  server: { proxy: { '/api': 'http://localhost:5000', '/images': 'http://localhost:5000' } },
  test: {
    root: rootDir,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          fileParallelism: false,
        },
      },
    ],
  },
});
