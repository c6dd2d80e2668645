import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import en from '../../src/client/locales/en.json';
import fr from '../../src/client/locales/fr.json';
import flightsEn from '../../src/client/locales/flights.en.json';
import flightsFr from '../../src/client/locales/flights.fr.json';
import { DRAWN_PATHS } from '../../src/server/lib/drawn-pages.ts';
import {
  afterRender,
  asReactWrites,
  baseUrl,
  launchBrowser,
  openPage,
  requestsTo,
} from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Each public page drawn on the server, with its heading and texts in each language. */
const PAGES = {
  '/': {
    en: { h1: en.home.hero.title, meta: en.meta.home },
    fr: { h1: fr.home.hero.title, meta: fr.meta.home },
  },
  '/hotels': {
    en: { h1: en.hotels.page.title, meta: en.meta.hotels },
    fr: { h1: fr.hotels.page.title, meta: fr.meta.hotels },
  },
  '/flights': {
    en: { h1: flightsEn.page.title, meta: en.meta.flights },
    fr: { h1: flightsFr.page.title, meta: fr.meta.flights },
  },
} as const;

/** A page whose JavaScript is held back until `release`, as on a slow connection. */
async function withScriptsHeld(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-GB', viewport });
  const page = await context.newPage();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { context, page, release };
}

describe('the public pages come drawn from the server', () => {
  for (const [path, languages] of Object.entries(PAGES)) {
    it(`${path}: the HTML shows the page, in the language of the cookie or the browser`, async () => {
      const english = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(english).toContain('<html lang="en">');
      expect(english).toContain('<div id="root" data-drawn-in="en">');
      expect(english).toContain(`<title>${languages.en.meta.title}</title>`);
      expect(english).toMatch(/<h1[^>]*>/);
      const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
      expect(h1(english)).toBe(asReactWrites(languages.en.h1));

      const byBrowser = await fetch(`${baseUrl()}${path}`, {
        headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8', 'accept-encoding': 'gzip' },
      });
      expect(byBrowser.headers.get('vary')).toMatch(/Accept-Language/);
      // Compressed, as every answer is for a browser that accepts it, to the same page.
      expect(byBrowser.headers.get('content-encoding')).toBe('gzip');
      const headers = { 'accept-language': 'fr-FR' };
      const plain = await fetch(`${baseUrl()}${path}`, {
        headers: { ...headers, 'accept-encoding': 'identity' },
      });
      expect(plain.headers.get('content-encoding')).toBe(null);
      const brotli = await fetch(`${baseUrl()}${path}`, {
        headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(brotli.headers.get('vary')).toMatch(/Accept-Encoding/);
      const french = await plain.text();
      expect(await brotli.text()).toBe(french);
      expect(await byBrowser.text()).toBe(french);
      expect(french).toContain('<html lang="fr">');
      expect(h1(french)).toBe(asReactWrites(languages.fr.h1));
      expect(french).toContain('data-drawn-in="fr"');

      // The reader's own choice wins over the browser's languages.
      const chosen = await fetch(`${baseUrl()}${path}`, {
        headers: { 'accept-language': 'fr-FR', cookie: 'teranga.language=en' },
      });
      expect(h1(await chosen.text())).toBe(asReactWrites(languages.en.h1));
    });
  }

  it('/tour-operators comes drawn with the operators its filters find, and is taken over with them', async () => {
    type Operator = { name: string; country: string };
    const api = async (query: string) =>
      (await (await fetch(`${baseUrl()}/api/tour-operators?${query}`)).json()) as Operator[];
    const ghana = await api('country=Ghana&lang=en');
    const elsewhere = (await api('lang=en')).filter((operator) => operator.country !== 'Ghana');
    expect(ghana.length).toBeGreaterThan(1);
    const html = await (await fetch(`${baseUrl()}/tour-operators?country=Ghana`)).text();
    for (const operator of ghana) expect(html).toContain(`>${asReactWrites(operator.name)}</h3>`);
    for (const operator of elsewhere) expect(html).not.toContain(asReactWrites(operator.name));

    // The browser finds the answer the page was drawn with: it asks the API only for a new one.
    const { context, page, problems } = await openPage(browser);
    const asked = requestsTo(page, '/api/tour-operators');
    await page.goto('/tour-operators?country=Ghana');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      expect.arrayContaining(ghana.map((operator) => operator.name)),
    );
    await page.getByLabel('Country', { exact: true }).selectOption('Senegal');
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain('country=Senegal');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a help article comes drawn with its text, and is taken over without asking for it again', async () => {
    const article = (await (
      await fetch(`${baseUrl()}/api/help/articles/how-to-book?lang=fr`)
    ).json()) as { title: string };
    const html = await (
      await fetch(`${baseUrl()}/help/how-to-book`, { headers: { cookie: 'teranga.language=fr' } })
    ).text();
    expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]).toBe(asReactWrites(article.title));

    const { context, page, problems } = await openPage(browser, { locale: 'fr-FR' });
    const asked = requestsTo(page, '/api/help/articles/how-to-book');
    await page.goto('/help/how-to-book');
    await page.waitForLoadState('networkidle');
    // Only the view is counted; the article itself came with the page.
    expect(asked.filter((request) => request.startsWith('GET '))).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      article.title,
    );
    // An article that does not exist is drawn loading, then said missing by the browser.
    await page.goto('/help/no-such-article');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await context.close();
  });

  it("a guest's page comes with Sign In drawn, and its header is taken over as drawn", async () => {
    const signIn = new RegExp(`<a [^>]*href="/auth"[^>]*>${en.nav.signIn}</a>`);
    expect(await (await fetch(`${baseUrl()}/`)).text()).toMatch(signIn);
    // A page that may be someone's (the hint cookie of a session) waits for the account.
    const maybeSignedIn = await (
      await fetch(`${baseUrl()}/`, { headers: { cookie: 'teranga_signed_in=1' } })
    ).text();
    expect(maybeSignedIn).toContain('data-drawn-in="en"');
    expect(maybeSignedIn).not.toMatch(signIn);

    const { context, page, problems } = await openPage(browser);
    // Notes every link to the sign-in page put in the page once it loaded: none should be.
    await context.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { added: string[] }).added = added;
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof Element && node.matches('a[href="/auth"], :has(a[href="/auth"])'))
              added.push(node.outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
      addEventListener('DOMContentLoaded', () => added.splice(0));
    });
    const asked = requestsTo(page, '/api/auth/user');
    await page.goto(`${baseUrl()}/`);
    await page.waitForSelector('html[data-page-live]');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { added: string[] }).added)).toEqual([]);
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads without JavaScript: heading, search form and links are there', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/hotels`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      en.hotels.page.title,
    );
    await expect(page.title()).resolves.toBe(en.meta.hotels.title);
    expect(await page.getByRole('button', { name: 'Search' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Accra' }).count()).toBe(1);
    await page.goto(`${baseUrl()}/flights`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      flightsEn.page.title,
    );
    await context.close();
  });

  for (const language of ['en', 'fr'] as const) {
    it(`in ${language}, the browser takes the drawn page over without drawing it again`, async () => {
      const { context, page, problems } = await openPage(browser, {
        locale: language === 'fr' ? 'fr-FR' : 'en-GB',
      });
      // Notes every element taken out of the page: a page drawn again loses its heading.
      await context.addInitScript(() => {
        const removed: string[] = [];
        (window as unknown as { removed: string[] }).removed = removed;
        new MutationObserver((changes) => {
          for (const change of changes)
            for (const node of change.removedNodes)
              if (node instanceof Element && node.querySelector('h1, #main, header'))
                removed.push(node.outerHTML.slice(0, 80));
        }).observe(document, { childList: true, subtree: true });
      });
      for (const path of [...DRAWN_PATHS, '/country/senegal', '/help/how-to-book']) {
        const sent = await (
          await page.request.get(path, { headers: { 'accept-language': language } })
        ).text();
        expect(sent, path).toContain(`data-drawn-in="${language}"`);
        // The heading as drawn by the server, read as the browser reads it.
        const drawn = await page.evaluate(
          (html) =>
            new DOMParser().parseFromString(html, 'text/html').querySelector('h1')?.textContent,
          sent,
        );
        // Live (openPage's goto waits for it) means React has taken the page over: a page it
        // could not take over as drawn would have been drawn again before that.
        await page.goto(path);
        await afterRender(page);
        const h1 = await page.getByRole('heading', { level: 1 }).textContent();
        expect(h1, path).toBe(drawn);
        if (path in PAGES) expect(h1).toBe(PAGES[path as keyof typeof PAGES][language].h1);
        expect(
          await page.evaluate(() => (window as unknown as { removed: string[] }).removed),
          path,
        ).toEqual([]);
      }
      // Live: the language switch answers (a button, which does nothing without JavaScript).
      await page.goto('/flights');
      const other = language === 'en' ? 'fr' : 'en';
      await page.getByRole('button', { name: other, exact: true }).click();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(PAGES['/flights'][other].h1);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('a tap on a button before the page is live is made once it is', async () => {
    const { context, page, release } = await withScriptsHeld({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.locator('#mobile-menu').count()).toBe(0);
    release();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Flights' }).waitFor();
    await context.close();
  });

  it('a search typed, chosen and sent before the page is live is made once it is', async () => {
    const { context, page, release } = await withScriptsHeld({ width: 1280, height: 900 });
    await page.goto('/hotels');
    await page.getByRole('combobox', { name: 'Destination' }).fill('Accra');
    await page.getByRole('combobox', { name: 'Guests' }).selectOption('3');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // Not sent as a plain form would be: the page stays, its fields kept.
    expect(new URL(page.url()).search).toBe('');
    release();
    await expect.poll(() => new URL(page.url()).searchParams.get('destination')).toBe('Accra');
    expect(new URL(page.url()).searchParams.get('guests')).toBe('3');
    await expect(page.getByRole('combobox', { name: 'Destination' }).inputValue()).resolves.toBe(
      'Accra',
    );
    await page.getByRole('heading', { name: /Properties Found$/ }).waitFor();
    await context.close();
  });

  it('a language saved before the cookie existed is drawn again in that language', async () => {
    const { context, page, problems } = await openPage(browser, { locale: 'en-GB' });
    await context.addInitScript(() => localStorage.setItem('teranga.language', 'fr'));
    await page.goto('/hotels');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(fr.hotels.page.title);
    // The choice now travels in the cookie: the next page comes drawn in French.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'teranga.language')?.value).toBe('fr');
    const response = await page.reload();
    expect(await response!.text()).toContain('data-drawn-in="fr"');
    expect(problems).toEqual([]);
    await context.close();
  });
});
