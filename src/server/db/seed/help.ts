import { sql } from 'drizzle-orm';
import { HELP_CATEGORIES } from '../../../domain/help.ts';
import { normalizeSearchText } from '../../../domain/text.ts';
import type { Database } from '../client.ts';
import { helpArticles } from '../schema/index.ts';
import { HELP_ARTICLES, type SeedHelpArticle } from './data/help-articles.ts';

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Throws on a slug that repeats or a link to a help article that does not exist. */
export function checkHelpSeed(articles: readonly SeedHelpArticle[]) {
  const slugs = new Set<string>();
  for (const article of articles) {
    if (slugs.has(article.slug)) throw new Error(`help seed: slug ${article.slug} repeats`);
    slugs.add(article.slug);
  }
  for (const category of HELP_CATEGORIES) {
    if (!articles.some((a) => a.category === category))
      throw new Error(`help seed: no article in ${category}`);
  }
  for (const article of articles) {
    for (const body of [article.body.en, article.body.fr]) {
      for (const [, slug] of body.matchAll(/\]\(\/help\/([^)]+)\)/g)) {
        if (!slugs.has(slug!))
          throw new Error(`help seed: ${article.slug} links to unknown article ${slug}`);
      }
    }
  }
}

/**
 * Stores the help centre's articles, and brings the text of those already stored up to date
 * with the seed; their view counts are kept. Safe to run at every start.
 */
export async function seedHelpArticles(tx: Executor): Promise<void> {
  checkHelpSeed(HELP_ARTICLES);
  await tx
    .insert(helpArticles)
    .values(
      HELP_ARTICLES.map((article) => ({
        slug: article.slug,
        category: article.category,
        title: article.title.en,
        titleFr: article.title.fr,
        body: article.body.en,
        bodyFr: article.body.fr,
        searchTitle: normalizeSearchText(article.title.en),
        searchTitleFr: normalizeSearchText(article.title.fr),
        views: article.views,
      })),
    )
    .onConflictDoUpdate({
      target: helpArticles.slug,
      set: {
        category: sql`excluded.category`,
        title: sql`excluded.title`,
        titleFr: sql`excluded.title_fr`,
        body: sql`excluded.body`,
        bodyFr: sql`excluded.body_fr`,
        searchTitle: sql`excluded.search_title`,
        searchTitleFr: sql`excluded.search_title_fr`,
      },
      // Only an article whose text changed is written again.
      setWhere: sql`(${helpArticles.category}, ${helpArticles.title}, ${helpArticles.titleFr},
        ${helpArticles.body}, ${helpArticles.bodyFr}) is distinct from (excluded.category,
        excluded.title, excluded.title_fr, excluded.body, excluded.body_fr)`,
    });
}
