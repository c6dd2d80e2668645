/**
 * The built-in assistant: reads the question (and the turns before it), answers from the
 * knowledge base and the live searches, cites what it used, and offers follow-ups that fit.
 */
import type {
  AssistantAnswer,
  AssistantCategory,
  AssistantQuestion,
} from '../../../domain/assistant.ts';
import type { KnowledgeBase } from '../../knowledge/index.ts';
import { TOPICS, type CountryKnowledge, type Topic } from '../../knowledge/schema.ts';
import {
  countryPart,
  destinationName,
  ecowasPart,
  inCountry,
  regionPart,
  type Part,
} from './answer.ts';
import { WEST_AFRICA_CODES } from '../../../domain/countries.ts';
import { dayDate } from './formats.ts';
import { findCountry } from '../../knowledge/nationalities.ts';
import { exchangeFor, flightsPart, hotelsPart, toursPart, type SearchDeps } from './searches.ts';
import {
  buildLexicon,
  countriesOf,
  normalize,
  understand,
  withContext,
  type AssistantTopic,
  type Understanding,
} from './understand.ts';

export type BuiltinAssistantDeps = SearchDeps & {
  airports: readonly { code: string; city: string; country: string }[];
  frenchName: (name: string) => string;
};

export type Assistant = { ask(question: AssistantQuestion): Promise<AssistantAnswer> };

const MAX_COUNTRIES = 3;
const MAX_TOPICS = 3;

const SEARCH_CATEGORIES = new Set<AssistantCategory>(['flights', 'hotels', 'tours']);

function suggestionsFor(
  u: Understanding,
  country: CountryKnowledge | undefined,
  asked: Set<string>,
): string[] {
  const fr = u.language === 'fr';
  if (!country) {
    return fr
      ? [
          'Ai-je besoin d’un visa pour le Ghana ?',
          'Quand partir au Sénégal ?',
          'Quelle monnaie utilise-t-on en Côte d’Ivoire ?',
          'Vols de Lagos à Accra vendredi prochain',
        ]
      : [
          'Do I need a visa for Ghana?',
          'When is the best time to visit Senegal?',
          "What currency is used in Côte d'Ivoire?",
          'Flights from Lagos to Accra next Friday',
        ];
  }
  const name = country.name[u.language];
  const city = country.cities[0]!.name[u.language];
  const options: [string, string][] = fr
    ? [
        ['visas', `Ai-je besoin d’un visa pour ${destinationName(country)} ?`],
        ['seasons', `Quelle est la meilleure période pour visiter ${destinationName(country)} ?`],
        ['money', `Quelle monnaie utilise-t-on ${inCountry(country, 'fr')} ?`],
        ['health', `Faut-il le vaccin contre la fièvre jaune pour ${destinationName(country)} ?`],
        ['costs', `Combien coûte une semaine ${inCountry(country, 'fr')} ?`],
        ['sights', `Que voir ${inCountry(country, 'fr')} ?`],
        ['hotels', `Hôtels à ${city}`],
        ['tours', `Circuits ${inCountry(country, 'fr')}`],
      ]
    : [
        ['visas', `Do I need a visa for ${name}?`],
        ['seasons', `When is the best time to visit ${name}?`],
        ['money', `What currency is used in ${name}?`],
        ['health', `Do I need a yellow fever vaccination for ${name}?`],
        ['costs', `What does a week in ${name} cost?`],
        ['sights', `What should I see in ${name}?`],
        ['hotels', `Hotels in ${city}`],
        ['tours', `Tours in ${name}`],
      ];
  return options
    .filter(([topic]) => !asked.has(topic))
    .slice(0, 4)
    .map(([, text]) => text);
}

/** A country outside West Africa named in the question ("Kenya", "Maroc"), not the traveller's own. */
function otherCountryNamed(text: string, u: Understanding): string | null {
  const words = normalize(text).split(' ');
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const phrase = words.slice(i, i + n).join(' ');
      if (phrase.length < 4) continue;
      const country = findCountry(phrase);
      if (
        country &&
        !(WEST_AFRICA_CODES as readonly string[]).includes(country.code) &&
        country.code !== u.nationality?.country?.code
      ) {
        return country.name[u.language];
      }
    }
  }
  return null;
}

export function createBuiltinAssistant(deps: BuiltinAssistantDeps): Assistant {
  const knowledge: KnowledgeBase = deps.knowledge;
  const lexicon = buildLexicon(knowledge, deps.airports, deps.frenchName);

  async function read(question: AssistantQuestion): Promise<Understanding> {
    const today = deps.today();
    const rates = await exchangeFor(deps);
    const earlier = (question.history ?? [])
      .filter((turn) => turn.role === 'user')
      .map((turn) => understand(turn.content, lexicon, today, rates));
    const u = withContext(understand(question.query, lexicon, today, rates), earlier);
    const category = question.category;
    if (category && category !== 'general' && u.topics.length === 0 && u.intent === null) {
      if (SEARCH_CATEGORIES.has(category)) u.intent = category as Understanding['intent'];
      else u.topics = [category as AssistantTopic];
    }
    return u;
  }

  async function ask(question: AssistantQuestion): Promise<AssistantAnswer> {
    const u = await read(question);
    const language = u.language;
    const countries = countriesOf(u, knowledge).slice(0, MAX_COUNTRIES);
    const parts: Part[] = [];
    const asked = new Set<string>(u.topics);
    if (u.intent) asked.add(u.intent);

    if (u.greeting) {
      parts.push({
        paragraphs: [
          language === 'en'
            ? 'Hello! Ask me about visas, health, seasons, money, languages, getting around or sights in West Africa, or ask me to find flights, hotels and tours.'
            : 'Bonjour ! Posez-moi vos questions sur les visas, la santé, les saisons, l’argent, les langues, les déplacements ou les sites d’Afrique de l’Ouest, ou demandez-moi des vols, des hôtels et des circuits.',
        ],
        sources: [],
        links: [],
      });
    } else {
      const elsewhere =
        countries.length === 0 && !u.intent ? otherCountryNamed(question.query, u) : null;
      if (elsewhere) {
        parts.push({
          paragraphs: [
            language === 'en'
              ? `I only know West Africa (the 15 ECOWAS countries, Cameroon and Mauritania), so I cannot answer about ${elsewhere}.`
              : `Je ne connais que l’Afrique de l’Ouest (les 15 pays de la CEDEAO, le Cameroun et la Mauritanie) : je ne peux pas répondre pour ce pays (${elsewhere}).`,
          ],
          sources: [],
          links: [],
        });
        u.topics = [];
      }
      const searchDeps: SearchDeps = deps;
      const searchParts: Part[] = [];
      if (u.intent === 'flights') searchParts.push(await flightsPart(u, searchDeps));
      if (u.intent === 'hotels') searchParts.push(await hotelsPart(u, searchDeps));
      if (u.intent === 'tours') searchParts.push(await toursPart(u, searchDeps));
      const topicParts: Part[] = [];
      // "Tours" and "visit" also read as sights; a search answers those.
      const topics = u.topics.filter((t) => !(u.intent && t === 'sights')).slice(0, MAX_TOPICS);
      if (u.ecowasAsk && countries.length > 0) {
        for (const country of countries) topicParts.push(ecowasPart(country, u, knowledge));
      } else if (topics.length === 0 && !u.intent && countries.length > 0) topics.push('overview');
      for (const topic of u.offTopic && countries.length === 0 ? [] : topics) {
        if (countries.length > 0) {
          for (const country of countries)
            topicParts.push(countryPart(topic, country, u, knowledge));
        } else if ((TOPICS as readonly string[]).includes(topic)) {
          topicParts.push(regionPart(knowledge.topic(topic as Topic), u, knowledge));
        } else {
          topicParts.push({
            paragraphs: [
              language === 'en'
                ? 'Which country do you mean? I cover the 15 ECOWAS countries, Cameroon and Mauritania.'
                : 'De quel pays parlez-vous ? Je couvre les 15 pays de la CEDEAO, le Cameroun et la Mauritanie.',
            ],
            sources: [],
            links: [],
          });
        }
      }
      // What the question asks first comes first.
      parts.push(
        ...(u.searchFirst ? [...searchParts, ...topicParts] : [...topicParts, ...searchParts]),
      );
    }

    if (parts.length === 0) {
      parts.push({
        paragraphs: [
          language === 'en'
            ? "I don't know the answer to that, and I would rather say so than guess. I can answer about visas, health, seasons, money, costs, languages, getting around, food, etiquette, photography, safety and sights in West Africa, and search flights, hotels and tours."
            : 'Je ne connais pas la réponse, et je préfère le dire plutôt que de deviner. Je peux répondre sur les visas, la santé, les saisons, l’argent, les coûts, les langues, les déplacements, la cuisine, les usages, la photo, la sécurité et les sites d’Afrique de l’Ouest, et chercher des vols, des hôtels et des circuits.',
        ],
        sources: [],
        links: [{ label: language === 'en' ? 'Travel guide' : 'Guide de voyage', href: '/guide' }],
      });
    }

    const sources = dedupe(
      parts.flatMap((p) => p.sources),
      (s) => s.url,
    );
    const links = dedupe(
      parts.flatMap((p) => p.links),
      (l) => l.href,
    );
    const paragraphs = parts.flatMap((p) => p.paragraphs);
    if (sources.length > 0) {
      paragraphs.push(
        (language === 'en' ? 'Sources: ' : 'Sources : ') +
          sources
            .map(
              (s) =>
                `${s.name} (${language === 'en' ? 'reviewed' : 'vérifié le'} ${dayDate(s.reviewed, language)})`,
            )
            .join('; ') +
          '.',
      );
    }
    return {
      response: paragraphs.join('\n\n'),
      suggestions: suggestionsFor(u, countries[0], asked),
      links,
      sources,
      language,
    };
  }

  return { ask };
}

function dedupe<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
