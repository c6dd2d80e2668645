import { asc } from 'drizzle-orm';
import { COUNTRY_FACTS } from '../../domain/country-facts.ts';
import type { Database } from '../db/client.ts';
import { helpArticles } from '../db/schema/index.ts';

/** The pages anyone may open and a search engine may list, besides each country and help article. */
export const PUBLIC_PAGES = [
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
] as const;

/** A traveller's own pages and the API: nothing a search result should lead to. */
export const PRIVATE_PREFIXES = [
  '/api/',
  '/admin',
  '/dashboard',
  '/checkout',
  '/booking-success',
  '/bookings',
  '/auth',
] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

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

  return { robotsTxt, sitemapXml };
}

export type SiteIndexService = ReturnType<typeof createSiteIndexService>;
