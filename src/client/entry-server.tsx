/**
 * The public pages drawn on the server (built by `vite build --ssr`, loaded by
 * src/server/lib/drawn-pages.ts), so a phone on a slow connection sees the page before its
 * JavaScript has arrived; the browser then takes it over (main.tsx hydrates it).
 */
import { StrictMode } from 'react';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import i18n, { loadTextsOf, type Language } from './lib/i18n.ts';
import { PageMetaSink, type PageMeta } from './lib/page-meta.ts';
import { App, newQueryClient } from './app.tsx';
import { ApiError, sendApiRequestsWith } from './lib/api.ts';
import { contentLanguage } from './lib/content-language.ts';
import { tourOperatorsQuery } from './features/tours/api/list-tour-operators.ts';
import { operatorSearchFromQuery } from './features/tours/operator-search.ts';
import { helpArticleQuery } from './features/help/api/get-help-article.ts';
import { guideQuery } from './features/guide/api/get-guide.ts';

export { sendApiRequestsWith };

export type DrawnPage = {
  /** The inside of `<div id="root">`. */
  html: string;
  /** The page's own title and description, in its language, for the head. */
  meta: Partial<PageMeta>;
  /**
   * The answers the page was drawn with (TanStack Query's dehydrated state, as JSON), for the
   * browser to take the page over with the same ones; absent for a page drawn without data.
   */
  data?: string;
};

/**
 * The data a page shows in its first screen, fetched before it is drawn (the largest thing on
 * it, or its title, comes with its data): the tour operators' cards, the travel guide, a help
 * article. Each fetch is the page's own query, so the browser finds it answered.
 */
const PAGE_DATA: {
  path: RegExp;
  fetch: (
    client: QueryClient,
    found: RegExpExecArray,
    search: string,
    lang: Language,
  ) => Promise<unknown>;
}[] = [
  {
    path: /^\/tour-operators$/,
    fetch: (client, _found, search, language) =>
      client.fetchQuery(
        tourOperatorsQuery(operatorSearchFromQuery(search), contentLanguage(language)),
      ),
  },
  {
    path: /^\/guide$/,
    fetch: (client, _found, _search, language) =>
      client.fetchQuery(guideQuery(contentLanguage(language))),
  },
  {
    path: /^\/help\/([^/]+)$/,
    fetch: (client, found, _search, language) => {
      const query = helpArticleQuery(decodeURIComponent(found[1]!), contentLanguage(language));
      // An article that does not exist is drawn as the browser first draws it, loading; the
      // browser then says it was not found.
      return client.fetchQuery(query).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        client.removeQueries({ queryKey: query.queryKey });
      });
    },
  },
];

/**
 * Draws the page at `path` (with its `?query`) as it first appears, in `language`; for a `guest`
 * (no hint of a session) signed out, else with the account still to come.
 */
export async function drawPage(
  path: string,
  search: string,
  language: Language,
  guest = false,
): Promise<DrawnPage> {
  await loadTextsOf(language);
  // Pages are drawn side by side: each has its own language (the texts are shared).
  const texts = i18n.cloneInstance({ lng: language });
  const meta: Partial<PageMeta> = {};
  const queryClient = newQueryClient({ guest });
  const data = PAGE_DATA.flatMap(({ path: pattern, fetch }) => {
    const found = pattern.exec(path);
    return found ? [fetch(queryClient, found, search, language)] : [];
  });
  await Promise.all(data);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nextProvider i18n={texts}>
        <PageMetaSink value={meta}>
          <Router ssrPath={path} ssrSearch={search}>
            <App queryClient={queryClient} />
          </Router>
        </PageMetaSink>
      </I18nextProvider>
    </StrictMode>,
    // Every part inline, in order: no script is needed to put a part in place (the page's CSP
    // allows no inline script), and the page is complete before any JavaScript runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const answers = data.length ? JSON.stringify(dehydrate(queryClient)) : undefined;
  // The page's queries wait for the browser; their clean-up timers must not outlive the page.
  queryClient.clear();
  return answers === undefined ? { html, meta } : { html, meta, data: answers };
}
