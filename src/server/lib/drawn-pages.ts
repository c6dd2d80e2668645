/**
 * The public pages sent as HTML that already shows them (docs/decisions/0013): the client's
 * own React tree, built for the server by `vite build --ssr` into dist/server, drawn once per
 * page, language and day, then taken over by the browser.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LANGUAGE_COOKIE, type DocumentLanguage } from '../../domain/languages.ts';
import { PUBLIC_PAGES } from '../../domain/site-pages.ts';
import type { Encoding } from './encodings.ts';
import { withDrawnPage, type DrawnPage } from './index-html.ts';

/**
 * The pages drawn ahead: the public ones a visitor arrives on from a search engine or a link,
 * the pages the sitemap lists; and the trips on this phone, whose heading and words come at once
 * while the trips are read from the device (docs/decisions/0032); and the checkout's loading
 * screen, while the booking is read from the device or the address.
 */
export const DRAWN_PATHS: ReadonlySet<string> = new Set([...PUBLIC_PAGES, '/trips', '/checkout']);

/**
 * Drawn the same whatever their query: the checkout's `?booking=` carries a traveller's booking,
 * which its drawn loading screen does not show and which no kept page may hold.
 */
const DRAWN_WITHOUT_QUERY: ReadonlySet<string> = new Set(['/checkout']);

/** Besides: each country page, and each help article (drawn with its text). */
const DRAWN_PATTERNS = [/^\/country\/[a-z-]{1,40}$/, /^\/help\/[a-z0-9-]{1,120}$/];

export function isDrawnPath(path: string): boolean {
  return DRAWN_PATHS.has(path) || DRAWN_PATTERNS.some((pattern) => pattern.test(path));
}

/** At most this many drawn pages are kept (a page, its query and its language each)... */
const MAX_KEPT = 200;
/** ...and this many characters of them (a page drawn with 36 operators' cards is 350,000). */
export const MAX_KEPT_CHARS = 16_000_000;

/** A page drawn, as text and, once asked for, compressed: a kept page is compressed once. */
export type DrawnHtml = { text: string; encoded(encoding: Encoding): Promise<Buffer> };

const compressors: Record<Encoding, (text: string) => Promise<Buffer>> = {
  // Brotli at quality 4: a kept page is compressed once, so it can afford more than the
  // answers compressed for each request (quality 0, docs/decisions/0014).
  br: (text) =>
    promisify(brotliCompress)(text, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    }),
  gzip: (text) => promisify(gzip)(text),
};

function drawnHtml(text: string): DrawnHtml {
  const made = new Map<Encoding, Promise<Buffer>>();
  return {
    text,
    encoded(encoding) {
      let bytes = made.get(encoding);
      if (!bytes) made.set(encoding, (bytes = compressors[encoding](text)));
      return bytes;
    },
  };
}

/**
 * A page drawn with data (the tour operators' cards) is kept this long, as the server's listings
 * are: an administrator's change shows on it within a minute. Other pages are kept for the day.
 */
export const DATA_KEPT_MS = 60_000;

/**
 * Pages drawn anew per second at most, all visitors together (a page takes about 10 ms of
 * CPU; kept pages cost nothing). Beyond it, as for a flood of made-up queries, the page is
 * sent undrawn and the browser draws it: slower to show, never refused.
 */
export const NEW_DRAWS_PER_SECOND = 20;

type ServerBuild = {
  drawPage: (
    path: string,
    search: string,
    language: DocumentLanguage,
    guest: boolean,
  ) => Promise<DrawnPage>;
  /** How the pages drawn with data ask the API (the server asks itself, in the process). */
  sendApiRequestsWith?: (send: typeof fetch) => void;
};

export type DrawerOptions = {
  onError: (error: unknown, url: string) => void;
  /** The API, for the pages drawn with their data. */
  askApi?: typeof fetch;
  newDrawsPerSecond?: number;
  maxKeptChars?: number;
};

export type PageDrawer = {
  /**
   * index.html with the page at `url` drawn in it, or null when the page is not drawn ahead; for
   * a `guest` (no hint cookie of a session) drawn signed out, else with the account to come.
   */
  html(url: string, language: DocumentLanguage, guest?: boolean): Promise<DrawnHtml | null>;
};

/**
 * The reader's language, as the browser will pick it (src/client/lib/i18n.ts): the choice saved
 * in the language cookie, else the browser's first language.
 */
export function readerLanguage(
  cookies: Record<string, string | undefined>,
  acceptLanguage: string | undefined,
): DocumentLanguage {
  const chosen = cookies[LANGUAGE_COOKIE];
  if (chosen === 'en' || chosen === 'fr') return chosen;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('fr') ? 'fr' : 'en';
}

/**
 * Loads the server build of the client from `serverDir` (null when there is none: the pages are
 * then drawn by the browser alone). `template` is index.html as the server sends it.
 */
export async function loadPageDrawer(
  serverDir: string,
  template: string,
  {
    onError,
    askApi,
    newDrawsPerSecond = NEW_DRAWS_PER_SECOND,
    maxKeptChars = MAX_KEPT_CHARS,
  }: DrawerOptions,
): Promise<PageDrawer | null> {
  const entry = `${serverDir}/entry-server.js`;
  if (!existsSync(entry)) return null;
  const { drawPage, sendApiRequestsWith } = (await import(
    pathToFileURL(entry).href
  )) as ServerBuild;
  if (askApi) sendApiRequestsWith?.(askApi);
  // Drawn pages show dates relative to today (a search form's earliest day, the footer's year);
  // a page drawn with data is kept until `until`.
  type Kept = { day: string; until: number; chars: number; html: Promise<DrawnHtml | null> };
  const kept = new Map<string, Kept>();
  let keptChars = 0;
  function forget(key: string) {
    keptChars -= kept.get(key)?.chars ?? 0;
    kept.delete(key);
  }
  // A bucket of new draws, filled at newDrawsPerSecond up to one second's worth.
  let allowance = newDrawsPerSecond;
  let filledAt = performance.now();
  function mayDraw(): boolean {
    const now = performance.now();
    allowance = Math.min(
      newDrawsPerSecond,
      allowance + ((now - filledAt) / 1000) * newDrawsPerSecond,
    );
    filledAt = now;
    if (allowance < 1) return false;
    allowance -= 1;
    return true;
  }

  function draw(
    key: string,
    page: Kept,
    path: string,
    search: string,
    language: DocumentLanguage,
    guest: boolean,
  ) {
    return drawPage(path, search, language, guest).then(
      (drawn) => {
        if (drawn.data !== undefined) page.until = Date.now() + DATA_KEPT_MS;
        const text = withDrawnPage(template, drawn, language, path + search);
        if (kept.get(key) === page) {
          page.chars = text.length;
          keptChars += text.length;
          // The oldest pages make room (this one last of all).
          for (const oldest of kept.keys()) {
            if (keptChars <= maxKeptChars || oldest === key) break;
            forget(oldest);
          }
        }
        return drawnHtml(text);
      },
      (error: unknown) => {
        // The browser draws the page itself (a page is never refused for this); the next
        // request tries again.
        onError(error, path + search);
        if (kept.get(key) === page) forget(key);
        return null;
      },
    );
  }

  return {
    html(url, language, guest = false) {
      const queryAt = url.indexOf('?');
      const path = queryAt === -1 ? url : url.slice(0, queryAt);
      if (!isDrawnPath(path)) return Promise.resolve(null);
      const search = queryAt === -1 || DRAWN_WITHOUT_QUERY.has(path) ? '' : url.slice(queryAt);
      const key = `${language} ${guest ? 'guest' : 'any'} ${path}${search}`;
      const day = new Date().toDateString();
      const found = kept.get(key);
      if (found?.day === day && Date.now() < found.until) return found.html;
      if (!mayDraw()) return Promise.resolve(null);
      forget(key);
      if (kept.size >= MAX_KEPT) forget(kept.keys().next().value!);
      const page: Kept = {
        day,
        until: Number.POSITIVE_INFINITY,
        chars: 0,
        html: Promise.resolve(null),
      };
      kept.set(key, page);
      page.html = draw(key, page, path, search, language, guest);
      return page.html;
    },
  };
}
