import { z } from 'zod';
import { DOCUMENT_LANGUAGES } from './languages.ts';

/** The travel guide's topics, in the order the page reads them (spec 2's list, then safety). */
export const GUIDE_TOPICS = [
  'visas',
  'seasons',
  'etiquette',
  'health',
  'money',
  'communication',
  'food',
  'photography',
  'transport',
  'safety',
] as const;
export type GuideTopicName = (typeof GUIDE_TOPICS)[number];

/** Who must show a yellow fever certificate on arrival (the knowledge base's three rules). */
export const YELLOW_FEVER_RULES = ['required', 'from-risk-countries', 'recommended'] as const;
export type YellowFeverRule = (typeof YELLOW_FEVER_RULES)[number];

/** GET /api/guide: the whole guide in one language (English when none is asked). */
export const GuideQuery = z.object({ lang: z.enum(DOCUMENT_LANGUAGES).optional() });

export const GuideSource = z.object({ name: z.string(), url: z.string() });
export type GuideSource = z.infer<typeof GuideSource>;

/** One topic of the guide, in one language, with what it was checked against and when. */
export const GuideTopic = z.object({
  topic: z.enum(GUIDE_TOPICS),
  title: z.string(),
  summary: z.string(),
  points: z.array(z.string()),
  sources: z.array(GuideSource),
  /** YYYY-MM-DD: the day a person last checked the section against its sources. */
  reviewed: z.string(),
});
export type GuideTopic = z.infer<typeof GuideTopic>;

/** The facts a traveller compares between countries, in one language. */
export const GuideCountry = z.object({
  slug: z.string(),
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  name: z.string(),
  capital: z.string(),
  currency: z.object({ code: z.string(), name: z.string(), symbol: z.string() }),
  officialLanguages: z.array(z.string()),
  /** 1 (January) to 12, as the knowledge base lists them. */
  bestMonths: z.array(z.number()),
  yellowFever: z.enum(YELLOW_FEVER_RULES),
  entry: z.object({
    summary: z.string(),
    officialSource: GuideSource,
    changesOften: z.boolean(),
  }),
  /** YYYY-MM-DD, per section the facts above come from. */
  reviewed: z.object({
    entry: z.string(),
    health: z.string(),
    seasons: z.string(),
    money: z.string(),
    languages: z.string(),
  }),
});
export type GuideCountry = z.infer<typeof GuideCountry>;

/** The guide page's one document: topics in GUIDE_TOPICS order, countries sorted by name. */
export const GuideDocument = z.object({
  language: z.enum(DOCUMENT_LANGUAGES),
  topics: z.array(GuideTopic),
  countries: z.array(GuideCountry),
});
export type GuideDocument = z.infer<typeof GuideDocument>;

/** A currency of the region and the countries that pay with it, as the money section lists. */
export type GuideCurrency = {
  code: string;
  name: string;
  symbol: string;
  countries: { slug: string; name: string }[];
};

/**
 * The currencies the guide's countries use, one row per code (by code), with every country that
 * uses it in the countries' order: XOF is shared by eight.
 */
export function currenciesOf(countries: readonly GuideCountry[]): GuideCurrency[] {
  const byCode = new Map<string, GuideCurrency>();
  for (const country of countries) {
    const { code, name, symbol } = country.currency;
    const row = byCode.get(code) ?? { code, name, symbol, countries: [] };
    row.countries.push({ slug: country.slug, name: country.name });
    byCode.set(code, row);
  }
  return [...byCode.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
