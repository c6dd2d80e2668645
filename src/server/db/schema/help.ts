import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { HELP_CATEGORIES } from '../../../domain/help.ts';
import { inList } from './checks.ts';

/** The help centre's articles, in English and French; the seed keeps their text current. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 100 }).notNull().unique(),
    category: varchar('category').notNull(),
    title: varchar('title').notNull(),
    titleFr: varchar('title_fr').notNull(),
    body: text('body').notNull(),
    bodyFr: text('body_fr').notNull(),
    // The titles lower-cased without accents (normalizeSearchText): what a search compares.
    searchTitle: text('search_title').notNull(),
    searchTitleFr: text('search_title_fr').notNull(),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('help_articles_category_check', inList(t.category, HELP_CATEGORIES)),
    check('help_articles_views_check', sql`${t.views} >= 0`),
  ],
);
