import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/client/lib/paths.ts';
import { COUNTRY_FACTS } from '../../src/domain/country-facts.ts';
import { helpArticles } from '../../src/server/db/schema/index.ts';
import { HELP_ARTICLES } from '../../src/server/db/seed/data/help-articles.ts';
import { seedHelpArticles } from '../../src/server/db/seed/help.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

const PUBLIC_URL = 'https://www.teranga.example';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: PUBLIC_URL });
  await seedHelpArticles(ctx.database.db);
});
afterAll(() => ctx.close());

const PUBLIC_PAGES = [
  '/',
  '/hotels',
  '/flights',
  '/tour-operators',
  '/guide',
  '/assistant',
  '/help',
  '/contact',
  '/privacy',
  '/terms',
  '/about',
];
const PRIVATE = [
  '/api/',
  '/admin',
  '/dashboard',
  '/checkout',
  '/booking-success',
  '/bookings',
  '/auth',
  '/trips',
  '/pay/',
];

describe('robots.txt', () => {
  it('is plain text that lets every crawler read the public pages and not the private ones', async () => {
    const res = await ctx.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n').map((line) => line.trim());
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of PRIVATE) expect(lines).toContain(`Disallow: ${prefix}`);
    // Nothing public is disallowed: no rule is a prefix of a public page.
    const disallowed = lines.filter((l) => l.startsWith('Disallow:')).map((l) => l.slice(9).trim());
    expect(disallowed).toHaveLength(PRIVATE.length);
    for (const page of [...PUBLIC_PAGES, '/country/ghana', '/help/refunds']) {
      for (const rule of disallowed)
        expect(page.startsWith(rule), `${rule} blocks ${page}`).toBe(false);
    }
    // Only the directives robots.txt knows, each "Name: value".
    for (const line of lines.filter(Boolean)) {
      expect(line).toMatch(/^(User-agent|Allow|Disallow|Sitemap): \S+$/);
    }
  });

  it('names the sitemap by its absolute address under PUBLIC_URL', async () => {
    const res = await ctx.app.inject({ url: '/robots.txt' });
    expect(res.body).toContain(`\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`);
  });
});

describe('sitemap.xml', () => {
  async function sitemap() {
    const res = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    return res.body;
  }
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

  it('is a sitemap document: the urlset of the sitemaps.org schema, one loc per url', async () => {
    const xml = await sitemap();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    // The whole document is the declaration, one urlset and url elements each with one loc.
    const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '').trim();
    expect(body).toMatch(
      /^<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">(\s*<url><loc>[^<>&"']+<\/loc><\/url>)+\s*<\/urlset>$/,
    );
    expect(xml).not.toContain('hreflang');
    const urls = locs(xml);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists every public page, the five country pages and every help article, as absolute URLs', async () => {
    const urls = locs(await sitemap());
    for (const url of urls) {
      expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
      expect(new URL(url).origin).toBe(PUBLIC_URL);
    }
    const paths = urls.map((url) => new URL(url).pathname);
    for (const page of PUBLIC_PAGES) expect(paths).toContain(page);
    expect(COUNTRY_FACTS).toHaveLength(5);
    for (const country of COUNTRY_FACTS) expect(paths).toContain(`/country/${country.slug}`);
    const articles = paths.filter((path) => path.startsWith('/help/'));
    expect(articles.sort()).toEqual(HELP_ARTICLES.map((a) => `/help/${a.slug}`).sort());
    expect(paths).toHaveLength(PUBLIC_PAGES.length + COUNTRY_FACTS.length + HELP_ARTICLES.length);
    for (const path of paths) {
      for (const prefix of PRIVATE) expect(path.startsWith(prefix), path).toBe(false);
    }
  });

  it('lists an article added to the help centre', async () => {
    await ctx.database.db.insert(helpArticles).values({
      slug: 'packing-for-the-rains',
      category: HELP_ARTICLES[0]!.category,
      title: 'Packing for the rains',
      titleFr: 'Les bagages pour la saison des pluies',
      body: 'A light rain jacket.',
      bodyFr: 'Une veste de pluie légère.',
      searchTitle: 'packing for the rains',
      searchTitleFr: 'les bagages pour la saison des pluies',
    });
    expect(locs(await sitemap())).toContain(`${PUBLIC_URL}/help/packing-for-the-rains`);
  });

  it('defaults to http://localhost:5000 without PUBLIC_URL', async () => {
    const other = await createTestApp();
    try {
      const robots = await other.app.inject({ url: '/robots.txt' });
      expect(robots.body).toContain('Sitemap: http://localhost:5000/sitemap.xml');
      const xml = (await other.app.inject({ url: '/sitemap.xml' })).body;
      expect(xml).toContain('<loc>http://localhost:5000/</loc>');
      expect(xml).toContain('<loc>http://localhost:5000/hotels</loc>');
    } finally {
      await other.close();
    }
  });
});

describe('the pages as crawlers without JavaScript read them', () => {
  it('send index.html with the share preview under PUBLIC_URL, from / as from any page', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'teranga-client-'));
    writeFileSync(
      join(clientDir, 'index.html'),
      `<html><head><title>Teranga</title>
      <meta property="og:url" content="/" />
      <meta property="og:image" content="/og-image.png" />
      <meta property="og:title" content="Teranga" /></head><body></body></html>`,
    );
    const other = await createTestApp({ clientDir, publicUrl: `${PUBLIC_URL}/` });
    try {
      for (const url of ['/', '/hotels', '/country/ghana', '/index.html']) {
        const res = await other.app.inject({ url });
        // index.html is no page of the app's router: its not-found page, with the same head.
        expect(res.statusCode, url).toBe(url === '/index.html' ? 404 : 200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.body, url).toContain(`<meta property="og:url" content="${PUBLIC_URL}/" />`);
        expect(res.body, url).toContain(
          `<meta property="og:image" content="${PUBLIC_URL}/og-image.png" />`,
        );
        expect(res.body, url).toContain('<meta property="og:title" content="Teranga" />');
      }
      expect((await other.app.inject({ url: '/robots.txt' })).headers['content-type']).toMatch(
        /^text\/plain/,
      );
    } finally {
      await other.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it("answer 404 for a path that is none of the app's pages, with the app all the same", async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'teranga-client-'));
    writeFileSync(
      join(clientDir, 'index.html'),
      '<html><head><title>Teranga</title></head></html>',
    );
    const other = await createTestApp({ clientDir });
    await seedHelpArticles(other.database.db);
    try {
      const pages = [
        ...Object.values(paths),
        '/accommodations',
        '/auth/register',
        '/auth/reset',
        '/auth/verify',
        ...COUNTRY_FACTS.map((country) => `/country/${country.slug}`),
        ...HELP_ARTICLES.map((article) => `/help/${article.slug}`),
        // as the client's router matches: in any case, a slash at the end or not, any query
        '/Hotels/',
        '/hotels?destination=Accra',
        '/country/ghana/',
        '/pay/test-phone/mm_0123abcd',
      ];
      const none = [
        '/no-such-page',
        '/hotels/extra',
        '/country/atlantis',
        '/help/no-such-article',
        '/auth/unknown',
        '/index.html',
        '/pay/test-phone',
        '/pay/test-phone/mm_1/more',
      ];
      for (const [urls, status] of [
        [pages, 200],
        [none, 404],
      ] as const) {
        for (const url of urls) {
          const res = await other.app.inject({ url });
          expect(res.statusCode, url).toBe(status);
          expect(res.headers['content-type'], url).toMatch(/^text\/html/);
          expect(res.body, url).toContain('<title>Teranga</title>');
        }
      }
      // A malformed address is refused before any page is looked for.
      expect((await other.app.inject({ url: '/help/%E0%A4%A' })).statusCode).toBe(400);
    } finally {
      await other.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
