import { z } from 'zod';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from './languages.ts';

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

export type GuideSource = { name: string; url: string };

/** One topic of the guide, in one language, with what it was checked against and when. */
export type GuideTopic = {
  topic: GuideTopicName;
  title: string;
  summary: string;
  points: string[];
  sources: GuideSource[];
  /** YYYY-MM-DD: the day a person last checked the section against its sources. */
  reviewed: string;
};

/** The facts a traveller compares between countries, in one language. */
export type GuideCountry = {
  slug: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  capital: string;
  currency: { code: string; name: string; symbol: string };
  officialLanguages: string[];
  /** 1 (January) to 12, as the knowledge base lists them. */
  bestMonths: number[];
  yellowFever: YellowFeverRule;
  entry: {
    summary: string;
    officialSource: GuideSource;
    changesOften: boolean;
  };
  /** YYYY-MM-DD, per section the facts above come from. */
  reviewed: { entry: string; health: string; seasons: string; money: string; languages: string };
};

/** The guide page's one document: topics in GUIDE_TOPICS order, countries sorted by name. */
export type GuideDocument = {
  language: DocumentLanguage;
  topics: GuideTopic[];
  countries: GuideCountry[];
};

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
