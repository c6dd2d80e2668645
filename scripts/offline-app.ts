import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import sharp from 'sharp';

/**
 * The installable app (docs/decisions/0032): the web app manifest in English and French, its
 * icons drawn at build from our own favicon, and Workbox's service worker, which keeps the app
 * shell and the trips pages on the phone so that trips open with no network.
 */

/** Our palette (src/client/styles.css): brand-800 as the bar, the page's white behind. */
const THEME_COLOR = '#0f5132';
const BACKGROUND_COLOR = '#ffffff';

const ICONS: ManifestOptions['icons'] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

const SHARED: Partial<ManifestOptions> = {
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: ICONS,
};

/** What the manifest says, by language; the page links the reader's (src/client/lib/i18n.ts). */
export const MANIFEST_TEXTS = {
  en: {
    lang: 'en',
    name: 'Teranga - West Africa travel',
    short_name: 'Teranga',
    description:
      'Hotels, flights and tours across West Africa, and your trips on your phone, readable offline.',
  },
  fr: {
    lang: 'fr',
    name: "Teranga - Voyages en Afrique de l'Ouest",
    short_name: 'Teranga',
    description:
      "Hôtels, vols et circuits en Afrique de l'Ouest, et vos voyages sur votre téléphone, lisibles hors ligne.",
  },
} as const;

/**
 * What a traveller needs with no network, besides the shell every visit loads: the trips on this
 * phone, and the kept booking as its page shows it offline. Their chunks (and what they import)
 * are kept at install. A booking's page itself was opened online to be kept: its files are in
 * the browser's cache and, from the next visit, the worker's.
 */
const OFFLINE_PAGES = /[\\/](pages[\\/]trips|trips[\\/]components[\\/]kept-trip-card)\.tsx$/;

/** Where the service worker fetches the app shell (index.html as is): src/server/http/client-pages.ts. */
const SHELL_URL = 'app-shell.html';

type Chunk = { fileName: string; imports: string[]; dynamicImports: string[] };

/**
 * The files kept at install: index.html, the boot module and what it asks for on every visit
 * (the entry's steps, see scriptsAfterPaint in vite.config.ts), the stylesheet, the offline pages'
 * chunks and the manifests. Every other page's files are kept as they are loaded.
 */
function shellFiles(bundle: Record<string, { type: string; fileName: string }>): Set<string> {
  const chunks = new Map<string, Chunk & { facadeModuleId: string | null; isEntry: boolean }>();
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk') chunks.set(file.fileName, file as never);
  }
  const kept = new Set<string>();
  const keepWithImports = (fileName: string) => {
    if (kept.has(fileName)) return;
    kept.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) keepWithImports(imported);
  };
  for (const chunk of chunks.values()) {
    if (chunk.isEntry) {
      keepWithImports(chunk.fileName);
      chunk.dynamicImports.forEach(keepWithImports);
    }
    if (chunk.facadeModuleId && OFFLINE_PAGES.test(chunk.facadeModuleId)) {
      keepWithImports(chunk.fileName);
    }
  }
  for (const file of Object.values(bundle)) {
    if (/\.css$/.test(file.fileName) || /^assets\/boot-[\w-]+\.js$/.test(file.fileName)) {
      kept.add(file.fileName);
    }
  }
  // Not the manifests and icons (an installed app's are the system's), nor the favicon (the
  // header's is decorative): each would cost every first visit its bytes for nothing offline.
  kept.add('index.html');
  return kept;
}

/** The icons, drawn from src/client/public/favicon.svg with sharp, and the two manifests. */
function iconsAndFrenchManifest(faviconPath: string, shell: Set<string>): Plugin {
  return {
    name: 'offline-app-files',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const favicon = await readFile(faviconPath);
        const drawn = (size: number) =>
          sharp(favicon, { density: (72 * size) / 64 })
            .resize(size, size)
            .png()
            .toBuffer();
        // Maskable: the artwork inside the safe circle (80%), on the brand green to the edges.
        const inner = Math.round(512 * 0.8);
        const maskable = await sharp({
          create: { width: 512, height: 512, channels: 4, background: THEME_COLOR },
        })
          .composite([{ input: await drawn(inner), gravity: 'centre' }])
          .png()
          .toBuffer();
        const files: Record<string, Buffer> = {
          'icons/icon-192.png': await drawn(192),
          'icons/icon-512.png': await drawn(512),
          'icons/icon-maskable-512.png': maskable,
        };
        for (const [fileName, source] of Object.entries(files)) {
          this.emitFile({ type: 'asset', fileName, source });
        }
        // Written here rather than by vite-plugin-pwa, which would also keep the English one in
        // the service worker's install; src/client/index.html links it (lib/i18n.ts the reader's).
        for (const [fileName, texts] of [
          ['manifest.webmanifest', MANIFEST_TEXTS.en],
          ['manifest.fr.webmanifest', MANIFEST_TEXTS.fr],
        ] as const) {
          this.emitFile({
            type: 'asset',
            fileName,
            source: JSON.stringify({ ...SHARED, ...texts }),
          });
        }
        for (const name of shellFiles(bundle)) shell.add(name);
      },
    },
  };
}

/**
 * The service worker and Workbox's runtime, written by vite-plugin-pwa once the bundle is out,
 * compressed as the bundle's files are (precompressed in vite.config.ts): brotli at its best
 * sends Workbox's runtime in some 7 KB rather than the 9 KB of compressing it per request.
 */
function compressedWorker(outDir: string): Plugin {
  return {
    name: 'offline-app-compressed-worker',
    apply: 'build',
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const names = (await readdir(outDir)).filter((name) => /^(sw|workbox-\w+)\.js$/.test(name));
        await Promise.all(
          names.map(async (name) => {
            const source = await readFile(join(outDir, name));
            const params = {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            };
            await Promise.all([
              writeFile(
                join(outDir, `${name}.br`),
                await promisify(brotliCompress)(source, { params }),
              ),
              writeFile(join(outDir, `${name}.gz`), await promisify(gzip)(source, { level: 9 })),
            ]);
          }),
        );
      },
    },
  };
}

/** The client build's plugins for the installable, offline app. */
export function offlineApp({
  faviconPath,
  outDir,
}: {
  faviconPath: string;
  outDir: string;
}): Plugin[] {
  const shell = new Set<string>();
  return [
    iconsAndFrenchManifest(faviconPath, shell),
    ...VitePWA({
      registerType: 'prompt',
      // Registered by the page itself (src/client/main.tsx), after the page is on screen.
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Only the shell is kept at install: the first visit's bytes stay within budget.
        // index.html is kept under its own address (the server's /app-shell.html): /index.html
        // stays what it was, no page of the app (a 404 to crawlers).
        manifestTransforms: [
          (entries) => ({
            manifest: entries
              .filter((entry) => shell.has(entry.url))
              .map((entry) => (entry.url === 'index.html' ? { ...entry, url: SHELL_URL } : entry)),
          }),
        ],
        // Pages come from the server when it answers (drawn, fresh after a deploy); with no
        // network, the kept index.html, and the app draws the page (or says it is offline).
        navigateFallback: null,
        // The browser asks for the page while the worker starts, as it would with no worker
        // (with the ETag of its copy): no wait on the worker, and no second copy of the page.
        navigationPreload: true,
        // Not claimed on the first visit: that visit's files come as they would with no worker
        // (the shell is fetched once, from the browser's cache where it already has them).
        clientsClaim: false,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: SHELL_URL } },
          },
          {
            // Hashed, so never changed: a page's files once loaded open offline too.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'teranga-assets',
              expiration: { maxEntries: 300 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    compressedWorker(outDir),
  ];
}
