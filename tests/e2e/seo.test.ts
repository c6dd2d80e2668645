import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import en from '../../src/client/locales/en.json';
import fr from '../../src/client/locales/fr.json';
import adminEn from '../../src/client/locales/admin.en.json';
import adminFr from '../../src/client/locales/admin.fr.json';
import assistantEn from '../../src/client/locales/assistant.en.json';
import assistantFr from '../../src/client/locales/assistant.fr.json';
import contactEn from '../../src/client/locales/contact.en.json';
import contactFr from '../../src/client/locales/contact.fr.json';
import countriesEn from '../../src/client/locales/countries.en.json';
import countriesFr from '../../src/client/locales/countries.fr.json';
import guideEn from '../../src/client/locales/guide.en.json';
import guideFr from '../../src/client/locales/guide.fr.json';
import helpEn from '../../src/client/locales/help.en.json';
import helpFr from '../../src/client/locales/help.fr.json';
import legalEn from '../../src/client/locales/legal.en.json';
import legalFr from '../../src/client/locales/legal.fr.json';
import toursEn from '../../src/client/locales/tours.en.json';
import toursFr from '../../src/client/locales/tours.fr.json';
import { placeName } from '../../src/domain/place-names.ts';
import { articleSummary } from '../../src/client/features/help/article-summary.ts';
import { escapeHtml } from '../../src/server/lib/escape-html.ts';
import { HELP_ARTICLES } from '../../src/server/db/seed/data/help-articles.ts';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Language = 'en' | 'fr';
type Meta = { title: string; description: string };

const country = (texts: typeof countriesEn, name: string, language: Language): Meta => ({
  title: texts.pageTitle.replace('{{country}}', placeName(name, language)),
  description: texts.pageDescription.replace('{{country}}', placeName(name, language)),
});
const article = HELP_ARTICLES.find((a) => a.slug === 'how-to-book')!;

/** Each route with the title and description it must have in each language. */
const ROUTES: Record<string, Record<Language, Meta>> = {
  '/': { en: en.meta.home, fr: fr.meta.home },
  '/hotels': { en: en.meta.hotels, fr: fr.meta.hotels },
  '/flights': { en: en.meta.flights, fr: fr.meta.flights },
  '/tour-operators': { en: toursEn.meta, fr: toursFr.meta },
  '/guide': {
    en: { title: guideEn.documentTitle, description: guideEn.documentDescription },
    fr: { title: guideFr.documentTitle, description: guideFr.documentDescription },
  },
  '/assistant': { en: assistantEn.meta, fr: assistantFr.meta },
  '/help': {
    en: { title: helpEn.page.documentTitle, description: helpEn.page.documentDescription },
    fr: { title: helpFr.page.documentTitle, description: helpFr.page.documentDescription },
  },
  [`/help/${article.slug}`]: {
    en: {
      title: helpEn.article.documentTitle.replace('{{title}}', article.title.en),
      description: articleSummary(article.body.en),
    },
    fr: {
      title: helpFr.article.documentTitle.replace('{{title}}', article.title.fr),
      description: articleSummary(article.body.fr),
    },
  },
  '/contact': {
    en: { title: contactEn.page.documentTitle, description: contactEn.page.documentDescription },
    fr: { title: contactFr.page.documentTitle, description: contactFr.page.documentDescription },
  },
  '/privacy': {
    en: { title: legalEn.privacy.documentTitle, description: legalEn.privacy.documentDescription },
    fr: { title: legalFr.privacy.documentTitle, description: legalFr.privacy.documentDescription },
  },
  '/terms': {
    en: { title: legalEn.terms.documentTitle, description: legalEn.terms.documentDescription },
    fr: { title: legalFr.terms.documentTitle, description: legalFr.terms.documentDescription },
  },
  '/about': {
    en: { title: legalEn.about.documentTitle, description: legalEn.about.documentDescription },
    fr: { title: legalFr.about.documentTitle, description: legalFr.about.documentDescription },
  },
  '/country/ghana': {
    en: country(countriesEn, 'Ghana', 'en'),
    fr: country(countriesFr, 'Ghana', 'fr'),
  },
  '/country/liberia': {
    en: country(countriesEn, 'Liberia', 'en'),
    fr: country(countriesFr, 'Liberia', 'fr'),
  },
  // Pages search engines are kept out of still have their own, for the tab and the history.
  '/checkout': { en: en.meta.checkout, fr: fr.meta.checkout },
  '/booking-success': { en: en.meta.bookingSuccess, fr: fr.meta.bookingSuccess },
  '/bookings': { en: en.meta.bookings, fr: fr.meta.bookings },
  '/auth': { en: en.meta.auth.login, fr: fr.meta.auth.login },
  '/auth/register': { en: en.meta.auth.register, fr: fr.meta.auth.register },
  '/auth/reset': { en: en.meta.auth.reset, fr: fr.meta.auth.reset },
  // Signed out, the dashboard and admin pages send the visitor to sign in.
  '/dashboard': { en: en.meta.auth.login, fr: fr.meta.auth.login },
  '/admin': { en: en.meta.auth.login, fr: fr.meta.auth.login },
  '/no-such-page': { en: en.meta.notFound, fr: fr.meta.notFound },
  '/country/atlantis': { en: en.meta.notFound, fr: fr.meta.notFound },
};
/** The routes of ROUTES that are no page: sent the app, which shows its 404 page, as a 404. */
const NOT_FOUND = new Set(['/no-such-page', '/country/atlantis']);

/** Text as the server writes it in the HTML, as a regular expression. */
const asPattern = (text: string) => escapeHtml(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the head says now: every title and description element, and the Open Graph tags. */
function head(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string) =>
      [...document.head.querySelectorAll(selector)].map(
        (el) => el.getAttribute('content') ?? el.textContent ?? '',
      );
    const og = (key: string) => all(`meta[property="og:${key}"]`);
    return {
      lang: document.documentElement.lang,
      title: document.title,
      titles: all('title'),
      descriptions: all('meta[name="description"]'),
      og: {
        title: og('title'),
        description: og('description'),
        type: og('type'),
        url: og('url'),
        image: og('image'),
        siteName: og('site_name'),
      },
    };
  });
}

async function expectMeta(page: Page, expected: Meta, label: string) {
  // A switch of language may wait for the texts of the language chosen: poll both.
  await expect
    .poll(async () => [await page.title(), (await head(page)).descriptions], { message: label })
    .toEqual([expected.title, [expected.description]]);
  const now = await head(page);
  expect(now.titles, label).toEqual([expected.title]);
  expect(now.descriptions, label).toEqual([expected.description]);
  return now;
}

describe('every page has its own title and description', () => {
  it('has distinct, non-empty texts in English and French for every route', () => {
    const titles = new Set<string>();
    for (const [route, languages] of Object.entries(ROUTES)) {
      for (const language of ['en', 'fr'] as const) {
        const { title, description } = languages[language];
        expect(title.length, `${route} ${language}`).toBeGreaterThan(5);
        expect(description.length, `${route} ${language}`).toBeGreaterThan(40);
        expect(description.length, `${route} ${language}`).toBeLessThanOrEqual(200);
        titles.add(`${language} ${title}`);
      }
      if (route !== '/') expect(languages.en.title, route).not.toBe(en.meta.home.title);
      expect(languages.fr.title, route).not.toBe(languages.en.title);
    }
    // The redirects and the 404 share their target's texts; every other page has its own.
    expect(titles.size).toBe(2 * (Object.keys(ROUTES).length - 3));
  });

  for (const language of ['en', 'fr'] as const) {
    it(`in ${language === 'en' ? 'English' : 'French'}, on every route`, async () => {
      const { context, page, problems } = await openPage(browser);
      await context.addInitScript(
        (lang) => localStorage.setItem('teranga.language', lang),
        language,
      );
      for (const [route, expected] of Object.entries(ROUTES)) {
        const response = await page.goto(route);
        expect(response?.status(), route).toBe(NOT_FOUND.has(route) ? 404 : 200);
        const now = await expectMeta(page, expected[language], `${route} in ${language}`);
        expect(now.lang).toBe(language);
        // The share preview follows the page, with an absolute address.
        expect(now.og.title, route).toEqual([expected[language].title]);
        expect(now.og.description, route).toEqual([expected[language].description]);
        expect(now.og.url, route).toHaveLength(1);
        expect(new URL(now.og.url[0]!).pathname, route).toBe(new URL(page.url()).pathname);
      }
      // Signed out, the account's 401; and the 404 pages' own status.
      const notFound = 'the server responded with a status of 404';
      expect(problems.filter((p) => !p.includes('401'))).toEqual(
        Array(NOT_FOUND.size).fill(expect.stringContaining(notFound)),
      );
      await context.close();
    });
  }

  it('follows navigation inside the app and a language switch, without a reload', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/');
    await expectMeta(page, en.meta.home, 'home');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Hotels' })
      .click();
    await expectMeta(page, en.meta.hotels, 'hotels after a click');
    await page.getByRole('button', { name: 'fr', exact: true }).click();
    const french = await expectMeta(page, fr.meta.hotels, 'hotels in French');
    expect(french.lang).toBe('fr');
    expect(french.og.title).toEqual([fr.meta.hotels.title]);
    await page
      .getByRole('navigation', { name: 'Principale' })
      .getByRole('link', { name: 'Vols' })
      .click();
    await expectMeta(page, fr.meta.flights, 'flights in French after a click');
    await page.goBack();
    await expectMeta(page, fr.meta.hotels, 'back to hotels');
    await page.getByRole('button', { name: 'en', exact: true }).click();
    const english = await expectMeta(page, en.meta.hotels, 'hotels in English again');
    expect(english.lang).toBe('en');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the signed-in pages', () => {
  it("have their own title and description once signed in: the traveller's and the admin's", async () => {
    const { context, page, problems } = await openPage(browser);
    const login = await page.request.post('/api/auth/login', { data: inject('admin') });
    expect(login.status()).toBe(200);
    await page.goto('/dashboard');
    await expectMeta(page, en.meta.dashboard, 'dashboard');
    await page.goto('/admin');
    await expectMeta(page, adminEn.meta, 'admin');
    await page.getByRole('button', { name: 'fr', exact: true }).click();
    await expectMeta(page, adminFr.meta, 'admin in French');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('share previews and crawlers without JavaScript', () => {
  it('gives /, /hotels and /flights their Open Graph tags, with an image the app serves', async () => {
    const { context, page, problems } = await openPage(browser);
    for (const [route, expected] of [
      ['/', en.meta.home],
      ['/hotels', en.meta.hotels],
      ['/flights', en.meta.flights],
    ] as const) {
      await page.goto(route);
      const now = await expectMeta(page, expected, route);
      expect(now.og.title).toEqual([expected.title]);
      expect(now.og.description).toEqual([expected.description]);
      expect(now.og.type).toEqual(['website']);
      expect(now.og.siteName).toEqual(['Teranga']);
      expect(now.og.url).toHaveLength(1);
      const url = new URL(now.og.url[0]!);
      expect(url.protocol).toMatch(/^https?:$/);
      expect(url.pathname).toBe(route);
      expect(now.og.image).toHaveLength(1);
      const image = new URL(now.og.image[0]!);
      expect(image.protocol).toMatch(/^https?:$/);
      // The image's address is under PUBLIC_URL; the app serving this test serves it too.
      const served = await page.request.get(image.pathname);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/png');
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends each page its title, description and share preview in the HTML itself', async () => {
    const { context, page } = await openPage(browser);
    // The pages drawn on the server carry their own (a help article's from its text); the
    // others the home page's, for crawlers that run no JavaScript.
    const helpArticle = `/help/${article.slug}`;
    const sent = [
      ['/', en.meta.home, '/'],
      ['/hotels', en.meta.hotels, '/hotels'],
      ['/flights', en.meta.flights, '/flights'],
      ['/assistant', ROUTES['/assistant']!.en, '/assistant'],
      ['/country/ghana', ROUTES['/country/ghana']!.en, '/country/ghana'],
      [helpArticle, ROUTES[helpArticle]!.en, helpArticle],
      ['/bookings', en.meta.home, '/'],
    ] as const;
    for (const [route, meta, url] of sent) {
      const html = await (await page.request.get(route)).text();
      expect(html).toContain(`<title>${escapeHtml(meta.title)}</title>`);
      expect(html).toMatch(
        new RegExp(`<meta\\s+name="description"\\s+content="${asPattern(meta.description)}"`),
      );
      // PUBLIC_URL is not set for these tests: its default.
      expect(html).toContain(`<meta property="og:url" content="http://localhost:5000${url}" />`);
      expect(html).toContain(
        '<meta property="og:image" content="http://localhost:5000/og-image.png" />',
      );
      expect(html).toContain('<meta property="og:type" content="website" />');
      expect(html).toMatch(
        new RegExp(`<meta\\s+property="og:title"\\s+content="${asPattern(meta.title)}"`),
      );
    }
    const robots = await page.request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('Sitemap: http://localhost:5000/sitemap.xml');
    await context.close();
  });
});

describe('what Lighthouse checks', () => {
  async function nameMismatches(page: Page) {
    const results = await new AxeBuilder({ page })
      .withRules(['label-content-name-mismatch'])
      .analyze();
    return {
      checked: results.passes.reduce((n, rule) => n + rule.nodes.length, 0),
      violations: results.violations.flatMap((v) => v.nodes.map((n) => n.html)),
    };
  }

  for (const language of ['en', 'fr'] as const) {
    it(`every control's visible text is part of its name on / and /hotels (${language})`, async () => {
      const { context, page, problems } = await openPage(browser);
      await context.addInitScript(
        (lang) => localStorage.setItem('teranga.language', lang),
        language,
      );
      await page.goto('/');
      // The home page's stays, searched from a destination card.
      const hotelsInAccra = (language === 'en' ? en : fr).home.destinations.hotelsIn;
      await page.getByRole('button', { name: hotelsInAccra.replace('{{city}}', 'Accra') }).click();
      await page.getByTestId('hotel-card').first().waitFor();
      const home = await nameMismatches(page);
      expect(home.violations).toEqual([]);
      expect(home.checked).toBeGreaterThan(0);

      await page.goto('/hotels');
      await page.getByTestId('hotel-card').first().waitFor();
      const hotels = await nameMismatches(page);
      expect(hotels.violations).toEqual([]);
      expect(hotels.checked).toBeGreaterThanOrEqual(await page.getByTestId('hotel-card').count());
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('logs no issue for the Issues panel (a refused eval, a blocked resource) on /, /hotels and /flights', async () => {
    const { context, page, problems } = await openPage(browser);
    const cdp = await context.newCDPSession(page);
    const issues: string[] = [];
    cdp.on('Audits.issueAdded', ({ issue }) => {
      // Reading document.cookie is only advice, which Lighthouse does not count.
      if (issue.code !== 'PerformanceIssue') issues.push(JSON.stringify(issue).slice(0, 300));
    });
    await cdp.send('Audits.enable');
    for (const route of ['/', '/hotels', '/flights']) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
    }
    expect(issues).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
