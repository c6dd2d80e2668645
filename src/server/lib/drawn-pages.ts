/**
 * The public pages sent as HTML that already shows them (docs/decisions/0013): the client's
 * own React tree, built for the server by `vite build --ssr` into dist/server, drawn once per
 * page, language and day, then taken over by the browser.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { LANGUAGE_COOKIE, type DocumentLanguage } from '../../domain/languages.ts';
import { withDrawnPage, type DrawnPage } from './index-html.ts';

/**
 * The pages drawn ahead: the public ones a visitor arrives on from a search engine or a link.
 * Not the assistant's (its welcome carries the time it was made, which the browser's differs
 * from), nor a help article's or a country's (their heading and title come with their data).
 */
export const DRAWN_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/hotels',
  '/flights',
  '/tour-operators',
  '/guide',
  '/help',
  '/contact',
  '/privacy',
  '/terms',
  '/about',
]);

/** At most this many drawn pages are kept (a page, its query and its language each). */
const MAX_KEPT = 200;

/**
 * Pages drawn anew per second at most, all visitors together (a page takes about 10 ms of
 * CPU; kept pages cost nothing). Beyond it, as for a flood of made-up queries, the page is
 * sent undrawn and the browser draws it: slower to show, never refused.
 */
export const NEW_DRAWS_PER_SECOND = 20;

type DrawPage = (path: string, search: string, language: DocumentLanguage) => Promise<DrawnPage>;

export type PageDrawer = {
  /** index.html with the page at `url` drawn in it, or null when the page is not drawn ahead. */
  html(url: string, language: DocumentLanguage): Promise<string | null>;
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
  onError: (error: unknown, url: string) => void,
  newDrawsPerSecond = NEW_DRAWS_PER_SECOND,
): Promise<PageDrawer | null> {
  const entry = `${serverDir}/entry-server.js`;
  if (!existsSync(entry)) return null;
  const { drawPage } = (await import(pathToFileURL(entry).href)) as { drawPage: DrawPage };
  // Drawn pages show dates relative to today (a search form's earliest day, the footer's year).
  const kept = new Map<string, { day: string; html: Promise<string | null> }>();
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

  function draw(key: string, path: string, search: string, language: DocumentLanguage) {
    return drawPage(path, search, language).then(
      (page) => withDrawnPage(template, page, language, path + search),
      (error: unknown) => {
        // The browser draws the page itself (a page is never refused for this); the next
        // request tries again.
        onError(error, path + search);
        kept.delete(key);
        return null;
      },
    );
  }

  return {
    html(url, language) {
      const queryAt = url.indexOf('?');
      const path = queryAt === -1 ? url : url.slice(0, queryAt);
      if (!DRAWN_PATHS.has(path)) return Promise.resolve(null);
      const search = queryAt === -1 ? '' : url.slice(queryAt);
      const key = `${language} ${path}${search}`;
      const day = new Date().toDateString();
      const found = kept.get(key);
      if (found?.day === day) return found.html;
      if (!mayDraw()) return Promise.resolve(null);
      const html = draw(key, path, search, language);
      kept.delete(key);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, { day, html });
      return html;
    },
  };
}
