import { asc, eq } from 'drizzle-orm';
import { COUNTRY_FACTS } from '../../domain/country-facts.ts';
import { helpSlug } from '../../domain/help.ts';
import { PRIVATE_PREFIXES, PUBLIC_PAGES, TEST_PHONE_PAGE } from '../../domain/site-pages.ts';
import type { Database } from '../db/client.ts';
import { helpArticles } from '../db/schema/index.ts';
import { escapeXml } from '../lib/escape-html.ts';

/**
 * The app's pages that are neither: the spec's link to /accommodations (the hotels page), and
 * the steps of signing in. With PUBLIC_PAGES, the private pages, each country and each help
 * article, they are the client router's pages (src/client/app.tsx); any other path is its
 * not-found page.
 */
const OTHER_PAGES = ['/accommodations', '/auth/register', '/auth/reset', '/auth/verify'];
const APP_PAGES: ReadonlySet<string> = new Set([
  ...PUBLIC_PAGES,
  ...PRIVATE_PREFIXES.filter((prefix) => !prefix.endsWith('/')),
  ...OTHER_PAGES,
]);
// As the client's router matches (wouter): in any case, with or without a slash at the end.
const COUNTRY_PAGE = /^\/country\/([^/]+?)\/?$/i;
const HELP_ARTICLE_PAGE = /^\/help\/([^/]+?)\/?$/i;

/**
 * What search engines read about the site: robots.txt and the sitemap of its public pages, as
 * absolute URLs under the site's public address (PUBLIC_URL). The language is the reader's
 * choice on one URL per page, so the sitemap has no language alternates.
 */
export function createSiteIndexService({ db, publicUrl }: { db: Database; publicUrl: string }) {
  const base = publicUrl.replace(/\/+$/, '');

  function robotsTxt(): string {
    return [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
  }

  async function publicPaths(): Promise<string[]> {
    const articles = await db
      .select({ slug: helpArticles.slug })
      .from(helpArticles)
      .orderBy(asc(helpArticles.id));
    return [
      ...PUBLIC_PAGES,
      ...COUNTRY_FACTS.map((country) => `/country/${country.slug}`),
      ...articles.map((article) => `/help/${encodeURIComponent(article.slug)}`),
    ];
  }

  async function sitemapXml(): Promise<string> {
    const urls = (await publicPaths()).map(
      (path) => `  <url><loc>${escapeXml(base + path)}</loc></url>`,
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }

  /**
   * Whether `path` is one of the app's pages (a country or help article that exists among
   * them), not its not-found page: the page fallback answers 404 for the others, so no search
   * engine keeps a made-up address as a page.
   */
  async function isPage(path: string): Promise<boolean> {
    if (APP_PAGES.has(path.length > 1 ? path.toLowerCase().replace(/\/$/, '') : path)) {
      return true;
    }
    // Any reference: the page itself says when the test processor has no such charge.
    if (TEST_PHONE_PAGE.test(path)) return true;
    const country = COUNTRY_PAGE.exec(path);
    if (country) return COUNTRY_FACTS.some((facts) => facts.slug === country[1]);
    const article = HELP_ARTICLE_PAGE.exec(path);
    if (!article) return false;
    let slug: string;
    try {
      slug = decodeURIComponent(article[1]!);
    } catch {
      return false;
    }
    // The article schema's own rule: a slug it refuses (a NUL, say) is no page, and no query.
    if (!helpSlug.safeParse(slug).success) return false;
    const [found] = await db
      .select({ slug: helpArticles.slug })
      .from(helpArticles)
      .where(eq(helpArticles.slug, slug))
      .limit(1);
    return found !== undefined;
  }

  return { robotsTxt, sitemapXml, isPage };
}

export type SiteIndexService = ReturnType<typeof createSiteIndexService>;
