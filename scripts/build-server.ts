/**
 * Compiles the server into dist/server/main.js (npm run build, after the client's builds): our
 * own code (src/server, src/domain) in one ES module with a source map, the packages left to
 * node_modules, so that `npm start` runs plain node with no TypeScript loader. What the server
 * reads by path at run time is put beside it: the database migrations. The client's server build
 * (dist/server/entry-server.js, `vite build --ssr`) empties dist/server first, so this runs after.
 */
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist/server`;

await build({
  entryPoints: [`${root}src/server/main.ts`],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  // Sources in the map are read from the repository, so a stack trace names src/server files.
  sourcesContent: false,
  logLevel: 'warning',
});

// db/client.ts reads its migrations from beside its module: in the bundle, beside main.js.
rmSync(`${outdir}/migrations`, { recursive: true, force: true });
cpSync(`${root}src/server/db/migrations`, `${outdir}/migrations`, { recursive: true });
