import { z } from 'zod';
import { DOCUMENT_LANGUAGES } from './languages.ts';
import { searchText } from './input.ts';

/** The help centre's four categories (spec 2), in the order the page shows them. */
export const HELP_CATEGORIES = ['booking', 'payment', 'documents', 'west-africa'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** The most viewed articles of the whole help centre carry the Popular badge. */
export const POPULAR_ARTICLE_COUNT = 3;

export const MAX_HELP_SLUG_LENGTH = 100;
export const MAX_HELP_SEARCH_LENGTH = 100;

/** An article's address: lower-case words joined by hyphens. */
export const helpSlug = z
  .string({ error: 'is required' })
  .max(MAX_HELP_SLUG_LENGTH, `must be at most ${MAX_HELP_SLUG_LENGTH} characters`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and hyphens');

const lang = z.enum(DOCUMENT_LANGUAGES).optional();

/** GET /api/help/articles: a search over titles in the reader's language, by category. */
export const HelpArticleQuery = z.object({
  q: searchText(MAX_HELP_SEARCH_LENGTH).default(''),
  // '' and 'all' are no filter, as the site's other filters take them.
  category: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    z
      .enum(HELP_CATEGORIES, { error: `must be one of ${HELP_CATEGORIES.join(', ')} (or all)` })
      .optional(),
  ),
  lang,
});
export type HelpArticleSearch = z.output<typeof HelpArticleQuery>;

export const HelpArticleParams = z.object({ slug: helpSlug });
export const HelpLanguageQuery = z.object({ lang });

/** An article as the help centre lists it, in one language. */
export const HelpArticleSummary = z.object({
  id: z.number(),
  slug: z.string(),
  category: z.enum(HELP_CATEGORIES),
  title: z.string(),
  views: z.number(),
  /** Among the POPULAR_ARTICLE_COUNT most viewed articles of the help centre. */
  popular: z.boolean(),
});
export type HelpArticleSummary = z.infer<typeof HelpArticleSummary>;

/**
 * An article to read. Its body is plain text: paragraphs separated by a blank line, lists as
 * lines starting '- ', and links to this site's own pages written [words](/path).
 */
export const HelpArticle = HelpArticleSummary.extend({
  body: z.string(),
  language: z.enum(DOCUMENT_LANGUAGES),
});
export type HelpArticle = z.infer<typeof HelpArticle>;

/** POST /api/help/articles/:slug/view: the article's count after this reading. */
export const HelpViewCount = z.object({ slug: z.string(), views: z.number() });
