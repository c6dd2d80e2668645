import { and, asc, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import {
  POPULAR_ARTICLE_COUNT,
  type HelpArticle,
  type HelpArticleSearch,
  type HelpArticleSummary,
  type HelpCategory,
} from '../../domain/help.ts';
import type { DocumentLanguage } from '../../domain/languages.ts';
import { normalizeSearchText } from '../../domain/text.ts';
import type { Database } from '../db/client.ts';
import { helpArticles } from '../db/schema/index.ts';
import { NotFoundError } from '../errors.ts';
import { containsPattern } from '../lib/like.ts';

// Popular is a mark of the article across the whole help centre, whatever the search shows.
const popular = sql<boolean>`${helpArticles.id} in (select id from ${helpArticles}
  order by views desc, id asc limit ${sql.raw(String(POPULAR_ARTICLE_COUNT))})`;

/** The help centre: articles searched by title in the reader's language, read and counted. */
export function createHelpService({ db }: { db: Database }) {
  function columnsIn(language: DocumentLanguage) {
    const fr = language === 'fr';
    return {
      id: helpArticles.id,
      slug: helpArticles.slug,
      category: helpArticles.category,
      title: fr ? helpArticles.titleFr : helpArticles.title,
      views: helpArticles.views,
      popular,
    };
  }

  const notFound = () => new NotFoundError('Help article not found');

  async function listArticles(search: HelpArticleSearch): Promise<HelpArticleSummary[]> {
    const language = search.lang ?? 'en';
    const where: SQL[] = [];
    const needle = normalizeSearchText(search.q);
    if (needle) {
      const titles = language === 'fr' ? helpArticles.searchTitleFr : helpArticles.searchTitle;
      where.push(like(titles, containsPattern(needle)));
    }
    if (search.category) where.push(eq(helpArticles.category, search.category));
    const rows = await db
      .select(columnsIn(language))
      .from(helpArticles)
      .where(and(...where))
      .orderBy(desc(helpArticles.views), asc(helpArticles.id));
    return rows.map((row) => ({ ...row, category: row.category as HelpCategory }));
  }

  async function getArticle(slug: string, language: DocumentLanguage = 'en'): Promise<HelpArticle> {
    const [row] = await db
      .select({
        ...columnsIn(language),
        body: language === 'fr' ? helpArticles.bodyFr : helpArticles.body,
      })
      .from(helpArticles)
      .where(eq(helpArticles.slug, slug));
    if (!row) throw notFound();
    return { ...row, category: row.category as HelpCategory, language };
  }

  /** One more view, counted in the database so concurrent readers are never lost. */
  async function countView(slug: string): Promise<{ slug: string; views: number }> {
    const [row] = await db
      .update(helpArticles)
      .set({ views: sql`${helpArticles.views} + 1` })
      .where(eq(helpArticles.slug, slug))
      .returning({ slug: helpArticles.slug, views: helpArticles.views });
    if (!row) throw notFound();
    return row;
  }

  return { listArticles, getArticle, countView };
}

export type HelpService = ReturnType<typeof createHelpService>;
