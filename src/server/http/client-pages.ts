import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SIGNED_IN_HINT_COOKIE } from '../access.ts';
import { loadPageDrawer, readerLanguage } from '../lib/drawn-pages.ts';
import { preferredEncoding } from '../lib/encodings.ts';
import { withPublicUrl } from '../lib/index-html.ts';
import type { SiteIndexService } from '../services/site-index.ts';
import { sendNotFound } from './error-handler.ts';
import { etagOf, revalidate } from './etags.ts';

/** The service worker and the web app manifests (or their compressed copies): no-cache. */
const ASKED_EACH_TIME = /[\\/](sw\.js|[\w.-]+\.webmanifest)(\.br|\.gz)?$/;

/** Marks the calls the server makes to itself to draw a page; the pass's token proves them. */
const DRAWING_HEADER = 'x-teranga-drawing';

/** Whether the browser asks to save data (the Save-Data client hint, or its data saver). */
export const savesData = (request: FastifyRequest) =>
  String(request.headers['save-data'] ?? '').toLowerCase() === 'on';

/** The page, marked for the client: no picture is asked for until the traveller says so. */
export const withSaveData = (html: string) => html.replace(/<html\b/, '<html data-save-data="on"');

/** What the server's own calls carry when it draws a page with its data: a token per process. */
export function createDrawingPass() {
  const token = randomBytes(16).toString('hex');
  return {
    headers: { [DRAWING_HEADER]: token },
    isDrawing: (request: FastifyRequest) => request.headers[DRAWING_HEADER] === token,
  };
}

export type DrawingPass = ReturnType<typeof createDrawingPass>;

/**
 * The built client: its files, and every page as index.html, the public ones drawn on the server
 * in the reader's language (docs/decisions/0013). Without a built client in `clientDir`, the app
 * is the API alone. Registered last: the pages are what no route answers.
 */
export async function registerClientPages(
  app: FastifyInstance,
  {
    clientDir,
    serverDir,
    publicUrl,
    siteIndex,
    drawing,
  }: {
    clientDir: string;
    /** The client's server build (`vite build --ssr`); `clientDir`'s sibling `server` by default. */
    serverDir?: string | undefined;
    publicUrl: string;
    siteIndex: SiteIndexService;
    drawing: DrawingPass;
  },
): Promise<void> {
  app.setNotFoundHandler(sendNotFound);
  if (!existsSync(`${clientDir}/index.html`)) return;

  // Every page is index.html with its share-preview URLs under PUBLIC_URL, sent by the fallback.
  const indexHtml = withPublicUrl(readFileSync(`${clientDir}/index.html`, 'utf8'), publicUrl);
  const drawer = await loadPageDrawer(serverDir ?? `${clientDir}/../server`, indexHtml, {
    onError: (error, url) =>
      app.log.error({ err: error, url }, 'drawing a page on the server failed'),
    // A page drawn with its data reads it from the API as the browser would, in the process.
    askApi: async (input, init) => {
      if (init?.method !== undefined && init.method !== 'GET') {
        throw new Error(`a drawn page only reads: ${init.method} ${String(input)}`);
      }
      const answer = await app.inject({
        method: 'GET',
        url: String(input),
        headers: drawing.headers,
      });
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    },
  });
  // Pages are not rate-limited, nor are unknown API paths (as when the not-found handler had them).
  // Not an API route: the OpenAPI document leaves it out.
  const pages = { config: { rateLimit: false }, schema: { hide: true } };
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // Each script and stylesheet has its .br and .gz beside it, written at build (vite.config.ts).
    preCompressed: true,
    globIgnore: ['index.html', '**/*.br', '**/*.gz'],
    // The hashed assets never change; the few named files (the favicon, which the browser asks
    // for again on each page it shows) are kept a day; the service worker and the manifests are
    // asked again each time, so a deploy is seen at once (docs/decisions/0032).
    setHeaders: (res, path) => {
      res.header(
        'cache-control',
        path.includes('/assets/')
          ? 'public, max-age=31536000, immutable'
          : ASKED_EACH_TIME.test(path)
            ? 'no-cache'
            : 'public, max-age=86400',
      );
    },
  });

  // The app shell the service worker keeps for pages opened with no network: index.html as is
  // (scripts/offline-app.ts). No page of the app: no search engine keeps it.
  app.get('/app-shell.html', pages, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .send(indexHtml),
  );

  // SPA fallback: the client router shows the page, or its 404 page. The public pages come
  // drawn, in the reader's language. A route, not the not-found handler, so that its answer is
  // compressed like every route's (the compression is set per route).
  app.get('/*', pages, async (request, reply) => {
    if (request.url.startsWith('/api/')) return sendNotFound(request, reply);
    const language = readerLanguage(request.cookies, request.headers['accept-language']);
    const [isPage, drawn] = await Promise.all([
      siteIndex.isPage(request.url.split('?')[0]!),
      drawer
        ? drawer.html(request.url, language, request.cookies[SIGNED_IN_HINT_COOKIE] !== '1')
        : null,
    ]);
    // Any other path gets the app all the same, which shows its not-found page.
    reply
      .code(isPage ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('vary', 'Cookie, Accept-Language, Accept-Encoding, Save-Data');
    // The browser asks for less data: the page says so to the client (src/client/lib/data-saver.ts),
    // and is compressed per request like any answer (few visitors send it).
    const html = savesData(request) ? withSaveData(drawn?.text ?? indexHtml) : undefined;
    // Asked again on each visit; unchanged since the browser's copy, a 304 without it.
    if (!isPage) reply.header('cache-control', 'no-cache');
    else if (revalidate(request, reply, etagOf(html ?? drawn?.text ?? indexHtml))) {
      return reply.send();
    }
    if (html !== undefined) return reply.send(html);
    if (!drawn) return reply.send(indexHtml);
    // A kept page is compressed once, not for every visitor.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(drawn.text);
    return reply.header('content-encoding', encoding).send(await drawn.encoded(encoding));
  });
}
