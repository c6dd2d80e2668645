import {
  GUIDE_TOPICS,
  type GuideCountry,
  type GuideDocument,
  type GuideTopic,
} from '../../domain/guide.ts';
import type { DocumentLanguage } from '../../domain/languages.ts';
import type { KnowledgeBase } from '../knowledge/index.ts';
import type { CountryKnowledge, Text, TopicKnowledge } from '../knowledge/schema.ts';

const sourceOf = ({ name, url }: { name: string; url: string }) => ({ name, url });

function topicIn(entry: TopicKnowledge, language: DocumentLanguage): GuideTopic {
  const say = (text: Text) => text[language];
  return {
    topic: entry.topic,
    title: say(entry.title),
    summary: say(entry.summary),
    points: entry.points.map(say),
    sources: entry.sources.map(sourceOf),
    reviewed: entry.reviewed,
  };
}

function countryIn(country: CountryKnowledge, language: DocumentLanguage): GuideCountry {
  const say = (text: Text) => text[language];
  const { currency } = country.money;
  return {
    slug: country.slug,
    code: country.code,
    name: say(country.name),
    capital: say(country.capital),
    currency: { code: currency.code, name: say(currency.name), symbol: currency.symbol },
    officialLanguages: country.languages.official.map(say),
    bestMonths: [...country.seasons.bestMonths],
    yellowFever: country.health.yellowFever,
    entry: {
      summary: say(country.entry.summary),
      officialSource: sourceOf(country.entry.officialSource),
      changesOften: country.entry.changesOften,
    },
    reviewed: {
      entry: country.entry.reviewed,
      health: country.health.reviewed,
      seasons: country.seasons.reviewed,
      money: country.money.reviewed,
      languages: country.languages.reviewed,
    },
  };
}

/**
 * The travel guide, shaped from the knowledge base the assistant answers from, so the two never
 * disagree. The knowledge base does not change while the server runs: each language's document
 * is made once.
 */
export function createGuideService({ knowledge }: { knowledge: KnowledgeBase }) {
  const documents = new Map<DocumentLanguage, GuideDocument>();

  function build(language: DocumentLanguage): GuideDocument {
    const collator = new Intl.Collator(language);
    return {
      language,
      topics: GUIDE_TOPICS.map((topic) => topicIn(knowledge.topic(topic), language)),
      countries: knowledge.countries
        .map((country) => countryIn(country, language))
        .sort((a, b) => collator.compare(a.name, b.name)),
    };
  }

  function getGuide(language: DocumentLanguage = 'en'): GuideDocument {
    let document = documents.get(language);
    if (!document) {
      document = build(language);
      documents.set(language, document);
    }
    return document;
  }

  return { getGuide };
}

export type GuideService = ReturnType<typeof createGuideService>;
