import { readFile } from 'node:fs/promises';
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
 * The pages a traveller needs with no network, besides the shell every visit loads: the trips on
 * this phone and a booking's pages. Their chunks (and what they import) are kept at install.
 */
const OFFLINE_PAGES = /[\\/]pages[\\/](trips|booking-success|booking-lookup)\.tsx$/;

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
  // The English manifest is added by vite-plugin-pwa itself. The icons are not kept: an
  // installed app's icon is the system's, and they would cost every first visit 38 KB.
  for (const name of ['index.html', 'favicon.svg', 'manifest.fr.webmanifest']) kept.add(name);
  return kept;
}

/** The icons, drawn from src/client/public/favicon.svg with sharp, and the French manifest. */
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
        this.emitFile({
          type: 'asset',
          fileName: 'manifest.fr.webmanifest',
          source: JSON.stringify({ ...SHARED, ...MANIFEST_TEXTS.fr }),
        });
        for (const name of shellFiles(bundle)) shell.add(name);
      },
    },
  };
}

/** The client build's plugins for the installable, offline app. */
export function offlineApp({ faviconPath }: { faviconPath: string }): Plugin[] {
  const shell = new Set<string>();
  return [
    iconsAndFrenchManifest(faviconPath, shell),
    ...VitePWA({
      registerType: 'prompt',
      // Registered by the page itself (src/client/main.tsx), after the page is on screen.
      injectRegister: false,
      manifest: { ...SHARED, ...MANIFEST_TEXTS.en },
      includeManifestIcons: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Only the shell is kept at install: the first visit's bytes stay within budget.
        manifestTransforms: [
          (entries) => ({ manifest: entries.filter((entry) => shell.has(entry.url)) }),
        ],
        // Pages come from the server when it answers (drawn, fresh after a deploy); with no
        // network, the kept index.html, and the app draws the page (or says it is offline).
        navigateFallback: null,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'index.html' } },
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
  ];
}
