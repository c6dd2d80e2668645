/**
 * What a traveller's question asks, in English or French: its language, topics, the places
 * and nationality it names, dates in words ("next Friday", "en décembre"), and how many travel.
 * Rules over word lists, not a model: every reading is explainable and testable.
 */
import * as chrono from 'chrono-node';
import { normalizeSearchText } from '../../../domain/text.ts';
import { addDays } from '../../../domain/dates.ts';
import type { KnowledgeBase } from '../../knowledge/index.ts';
import type { CountryKnowledge, Passport, Topic } from '../../knowledge/schema.ts';
import { findCountry, passportGroup, type Nationality } from '../../knowledge/nationalities.ts';
import { EXCHANGE, type ExchangeRates as KnownRates } from '../../knowledge/exchange.ts';

export type AssistantTopic = Topic | 'costs' | 'sights' | 'overview';
export type SearchIntent = 'flights' | 'hotels' | 'tours';
export type Language = 'en' | 'fr';

/** A place named in the question: a country of the knowledge base, or a city (with its airport). */
export type Place = {
  name: string;
  kind: 'country' | 'city';
  /** The knowledge-base country it is, or is in, when it is in West Africa. */
  country: string | null;
  airport: string | null;
  /** Where it stands in the question, to keep their order. */
  at: number;
  role: 'origin' | 'destination' | null;
};

export type Understanding = {
  language: Language;
  topics: AssistantTopic[];
  intent: SearchIntent | null;
  places: Place[];
  /** The traveller's nationality, when the question says it; group null beyond the groups. */
  nationality: { country: Nationality | null; group: Passport | null } | null;
  /** A day the question names (ISO), and whether it was said as a day or only as a month. */
  date: string | null;
  month: number | null;
  /** The last day of a range the question names ("from 12 to 15 December"), when it does. */
  endDate: string | null;
  travellers: number | null;
  /** Nights of a stay or days of a trip, when said ("a week", "3 nights"). */
  nights: number | null;
  greeting: boolean;
  /** Asked to be answered yes or no ("Do I need...?", "Est-ce...?", "Le Ghana utilise-t-il...?"). */
  yesNo: boolean;
  /** What a visa question asks beyond "do I need one": a visa on arrival, or entry without one. */
  visaAsk: 'on-arrival' | 'without' | null;
  /** The currencies a yes/no money question names ("Is the currency the CFA franc?"), ISO codes. */
  currencyAsked: string[] | null;
  /** Asks whether a country belongs to ECOWAS. */
  ecowasAsk: boolean;
  /** The health risk asked about first, when one is named. */
  healthFocus: 'malaria' | 'yellow-fever' | 'water' | null;
  /** A price cap said in the question ("under $100", "à moins de 50 000 FCFA"). */
  maxPrice: PriceCap | null;
  /** About West Africa as a whole ("for West Africa", "dans la région"): no country is carried. */
  regionWide: boolean;
  /** Names something no travel answer covers (another planet, a sports result, a recipe). */
  offTopic: boolean;
  /** The search is named before any topic ("hotels in Accra, and is it safe?"). */
  searchFirst: boolean;
};

/** A price cap in US dollars, and as the question said it. */
export type PriceCap = { usd: number; amount: number; currency: 'USD' | 'EUR' | 'XOF' };

export type Lexicon = {
  entries: {
    pattern: RegExp;
    /** The name, normalized, as the pattern matches it. */
    key: string;
    place: Omit<Place, 'at' | 'role'>;
    length: number;
  }[];
  /**
   * The entries by the first word of their name, as indexes into `entries`: a name can be in a
   * question only if its first word is one of the question's words, so a question tries the few
   * names its words start rather than every place the site knows (about a thousand).
   */
  byFirstWord: Map<string, number[]>;
  demonyms: {
    pattern: RegExp;
    nationality: { country: Nationality | null; group: Passport | null };
  }[];
};

/** Lower case, no accents, one kind of apostrophe, punctuation as spaces. */
export function normalize(text: string): string {
  return normalizeSearchText(text)
    .replace(/[^a-z0-9'\- ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (source: string) => new RegExp(`(?<![a-z0-9])(?:${source})(?![a-z0-9])`, 'g');
const once = (source: string) => new RegExp(word(source).source);

// Topic words, as regular-expression sources over normalized text (no accents, lower case).
const TOPIC_WORDS: Record<AssistantTopic, string[]> = {
  visas: [
    'visas?',
    'e-?visas?',
    'entry',
    'enter',
    'entering',
    'passports?',
    'border',
    'immigration',
    'entree',
    'entrer',
    'passeports?',
    'frontieres?',
  ],
  health: [
    'yellow fever',
    'vaccin\\w*',
    'vaccinat\\w*',
    'malaria',
    'anti-?malarials?',
    'malaria (?:tablets|pills|prophylaxis)',
    'prophylaxis',
    'health',
    'jabs?',
    'shots?',
    'hospitals?',
    'doctors?',
    'mosquito\\w*',
    'fievre jaune',
    'paludisme',
    'palu',
    'anti-?paludiques?',
    'antipalud\\w*',
    'chimioprophylaxie',
    'sante',
    'medecins?',
    'hopital',
    'hopitaux',
    'moustiques?',
    'drink the water',
    'tap water',
    'eau du robinet',
  ],
  seasons: [
    'best time',
    'best months?',
    'when to (?:go|visit|travel)',
    'when should i (?:go|visit|travel)',
    'weather',
    'rain\\w*',
    'dry season',
    'seasons?',
    'climate',
    'harmattan',
    'temperatures?',
    'hot',
    'meilleure? (?:periode|moment|saison|mois)',
    'quand (?:partir|aller|visiter|voyager)',
    'meteo',
    'pluies?',
    'pluvieuse?',
    'saisons?',
    'climat',
    'chaleur',
    'temps qu il fait',
    'quel temps',
    'temps fait-il',
  ],
  money: [
    'currency',
    'currencies',
    'money',
    'cash',
    'cards?',
    'credit cards?',
    'atms?',
    'exchange',
    'pay',
    'paying',
    'mobile money',
    'cfa',
    'naira',
    'cedis?',
    'leones?',
    'dollars?',
    'monnaies?',
    'devises?',
    'argent',
    'especes',
    'cartes? bancaires?',
    'cartes?',
    'payer',
    'distributeurs?',
    'change',
    'franc cfa',
  ],
  costs: [
    'cost',
    'costs',
    'budget',
    'expensive',
    'cheap',
    'how much (?:does|would|is|will)',
    'per day',
    'a day',
    'coute\\w*',
    'cout',
    'couts',
    'cher',
    'combien (?:coute|faut)',
    'par jour',
  ],
  communication: [
    'languages?',
    'speak',
    'spoken',
    'phrases?',
    'say hello',
    'greet in',
    'sim cards?',
    'sim',
    'internet',
    'wi-?fi',
    'phone',
    'langues?',
    'parle(?!z-moi)\\w*',
    'dire bonjour',
    'carte sim',
    'telephone',
  ],
  food: [
    'food',
    'eat',
    'eating',
    'dish',
    'dishes',
    'cuisine',
    'restaurants?',
    'jollof',
    'vegetarian',
    'nourriture',
    'manger',
    'plats?',
    'vegetarien\\w*',
    'specialites?',
  ],
  photography: [
    'photos?',
    'photograph\\w*',
    'cameras?',
    'drones?',
    'pictures?',
    'photographier',
    'appareil photo',
  ],
  transport: [
    'get (?:from|to|around)',
    'getting (?:from|to|around)',
    'buses',
    'bus',
    'taxis?',
    'trains?',
    'ferry',
    'ferries',
    'drive',
    'driving',
    'road',
    'transport\\w*',
    'how long does it take',
    'how do i get (?:to|from|around|there|between)',
    'se deplacer',
    'aller de',
    'cars?',
    'trajets?',
    'routes?',
    'combien de temps',
  ],
  etiquette: [
    'etiquette',
    'customs?',
    'culture',
    'dress',
    'wear',
    'tip',
    'tipping',
    'greet',
    'greeting',
    'respect\\w*',
    'behave',
    'rude',
    'coutumes?',
    'tenue',
    's habiller',
    'pourboires?',
    'saluer',
    'politesse',
    'usages',
  ],
  safety: [
    'is it safe(?! to drink)',
    'how safe',
    '(?<!is it |how )safe',
    'safety',
    'dangers?',
    'dangerous',
    'crime',
    'scams?',
    'security',
    'secure',
    '(?:est-il|est-elle|est-ce|c est|pas|vraiment) sure?',
    'sure? (?:de|pour) (?:voyager|visiter|aller|se rendre)',
    'surete',
    'securite',
    'dangereu\\w*',
    'arnaques?',
  ],
  sights: [
    'see',
    'sights?',
    'attractions?',
    'things to do',
    'places to visit',
    'must-see',
    'what to do',
    'visit',
    'voir',
    'visiter',
    'sites?',
    'a faire',
    'que faire',
    'quoi faire',
    'incontournables?',
  ],
  overview: [],
};

// Some words say more than others: "best time" is about seasons even with "visit" beside it.
const STRONG = new Set([
  'best time',
  '(?:good|right|ideal) (?:time|month|season)',
  'when to (?:go|visit|travel)',
  'yellow fever',
  'fievre jaune',
  'visas?',
  'e-?visas?',
  'currency',
  'monnaies?',
  'how much (?:does|would|is|will)',
  'things to do',
  'meilleure? (?:periode|moment|saison|mois)',
  'quand (?:partir|aller|visiter|voyager)',
  'get (?:from|to|around)',
  'how do i get (?:to|from|around|there|between)',
  'combien (?:coute|faut)',
  'is it safe(?! to drink)',
  'how safe',
  'malaria',
  'paludisme',
  'antipalud\\w*',
]);

/** Intent words too loose to make a search of a question that asks something else. */
const WEAK_INTENT = new Set([
  'fly',
  'flying',
  'stays?',
  'guided',
  'guides?',
  'packages?',
  'operators?',
]);

const INTENT_WORDS: Record<SearchIntent, string[]> = {
  flights: [
    'flights?',
    'fly',
    'flying',
    'planes?',
    'airfares?',
    'air tickets?',
    'vols?',
    'avions?',
    'billets? d avion',
  ],
  hotels: [
    'hotels?',
    'stays?',
    'accommodations?',
    'where to stay',
    'rooms?',
    'lodges?',
    'guesthouses?',
    'hebergements?',
    'logements?',
    'dormir',
    'chambres?',
    'ou loger',
    'loger',
  ],
  tours: [
    'tours?',
    'excursions?',
    'guided',
    'guides?',
    'operators?',
    'packages?',
    'safaris?',
    'circuits?',
    'visites? guidees?',
    'tour-operateurs?',
    'voyagistes?',
    'forfaits?',
  ],
};

const compiled = <K extends string>(words: Record<K, string[]>) =>
  (Object.entries(words) as [K, string[]][]).map(([key, list]) => ({
    key,
    patterns: list.map((source) => ({ source, regex: word(source), strong: STRONG.has(source) })),
  }));
const TOPIC_PATTERNS = compiled(TOPIC_WORDS);
const INTENT_PATTERNS = compiled(INTENT_WORDS);

const FRENCH_WORDS = new Set(
  (
    'le la les des du de un une est sont je j tu vous nous il elle quel quelle quels quelles quand ' +
    'comment combien pourquoi ou pour avec dans sur faut besoin aller partir meilleur meilleure ' +
    'moment mois vol vols prochain prochaine semaine qu que qui ce cette ces au aux en y dois puis ' +
    'peut peux mon ma mes notre pays quoi voyage voyager faire et et-ce est-ce bonjour merci salut ' +
    'existe-t-il faut-il dois-je puis-je parle vers depuis combien coute visiter bonsoir sans ' +
    'parlez-moi moi peut-il peut-on ont-ils a-t-il est-il est-elle fait-il fait-elle utilise-t-il ' +
    'suis circuits hebergement hebergements nuit font recette'
  ).split(' '),
);
const ENGLISH_WORDS = new Set(
  (
    'the a an is are do does i you we what when where how which for with to in of need visit best ' +
    'time flight flights hotel next week can should my is it there from and or get much cost ' +
    'hello hi thanks thank please any about'
  ).split(' '),
);

export function detectLanguage(text: string): Language {
  const words = normalize(text).split(' ');
  let fr = /[àâçéèêëîïôûùœ]/i.test(text) ? 2 : 0;
  let en = 0;
  for (const w of words) {
    if (FRENCH_WORDS.has(w)) fr++;
    if (ENGLISH_WORDS.has(w)) en++;
  }
  if (/\b(qu|d|l|j|n|c|s)'/i.test(text)) fr++;
  return fr > en ? 'fr' : 'en';
}

// Nationalities outside the knowledge base's countries, as people write them.
const OTHER_DEMONYMS: [string, string][] = [
  ['US', 'americans?|americaine?s?|us citizens?'],
  ['GB', 'british|britons?|britanniques?|scottish|welsh|anglaise?s?'],
  ['CA', 'canadians?|canadiens?|canadiennes?'],
  ['CN', 'chinese|chinoise?s?'],
  ['IN', 'indians?|indiens?|indiennes?'],
  ['FR', 'french|francaise?s?'],
  ['DE', 'germans?|allemande?s?'],
  ['IT', 'italians?|italiens?|italiennes?'],
  ['ES', 'spanish|spaniards?|espagnole?s?'],
  ['NL', 'dutch|neerlandaise?s?|hollandaise?s?'],
  ['BE', 'belgians?|belges?'],
  ['PT', 'portuguese|portugaise?s?'],
  ['IE', 'irish|irlandaise?s?'],
  ['SE', 'swedish|swedes?|suedoise?s?'],
  ['PL', 'polish|poles|polonaise?s?'],
  ['AT', 'austrians?|autrichiens?|autrichiennes?'],
  ['ZA', 'south africans?|sud-africaine?s?|sud africaine?s?'],
  ['KE', 'kenyans?|kenyane?s?'],
  ['MA', 'moroccans?|marocaine?s?'],
  ['EG', 'egyptians?|egyptiens?|egyptiennes?'],
  ['ET', 'ethiopians?|ethiopiens?|ethiopiennes?'],
  ['TZ', 'tanzanians?|tanzaniens?|tanzaniennes?'],
  ['UG', 'ugandans?|ougandaise?s?'],
  ['RW', 'rwandans?|rwandaise?s?'],
  ['DZ', 'algerians?|algeriens?|algeriennes?'],
  ['TN', 'tunisians?|tunisiens?|tunisiennes?'],
  ['ZW', 'zimbabweans?|zimbabweens?|zimbabweennes?'],
  ['ZM', 'zambians?|zambiens?|zambiennes?'],
  ['AO', 'angolans?|angolaise?s?'],
  ['GA', 'gabonese|gabonaise?s?'],
  ['TD', 'chadians?|tchadiens?|tchadiennes?'],
  ['CF', 'central africans?|centrafricaine?s?'],
  ['BW', 'botswanans?|batswana|motswana'],
  ['NA', 'namibians?|namibiens?|namibiennes?'],
  ['MZ', 'mozambicans?|mozambicaine?s?'],
  ['MW', 'malawians?|malawites?|malawiens?|malawiennes?'],
  ['MG', 'malagasy|malgaches?'],
  ['MU', 'mauritians?|mauriciens?|mauriciennes?'],
  ['SS', 'south sudanese|sud-soudanaise?s?'],
  ['SD', 'sudanese|soudanaise?s?'],
  ['LY', 'libyans?|libyens?|libyennes?'],
  ['SO', 'somalis?|somaliens?|somaliennes?'],
  ['DJ', 'djiboutians?|djiboutiens?|djiboutiennes?'],
  ['ER', 'eritreans?|erythreens?|erythreennes?'],
  ['BI', 'burundians?|burundaise?s?'],
  ['BR', 'brazilians?|bresiliens?|bresiliennes?'],
  ['JP', 'japanese|japonaise?s?'],
  ['KR', 'south koreans?|koreans?|sud-coreens?|sud-coreennes?|coreens?|coreennes?'],
  ['AU', 'australians?|australiens?|australiennes?'],
  ['CH', 'swiss|suisses?'],
  ['NO', 'norwegians?|norvegiens?|norvegiennes?'],
  ['RU', 'russians?|russes?'],
  ['TR', 'turkish|turks?|turcs?|turques?'],
  ['SA', 'saudis?|saudi arabians?|saoudiens?|saoudiennes?'],
  ['AE', 'emiratis?|emiriens?|emiriennes?'],
  ['QA', 'qataris?|qatariens?|qatariennes?'],
  ['KW', 'kuwaitis?|koweitiens?|koweitiennes?'],
  ['BH', 'bahrainis?|bahreiniens?|bahreiniennes?'],
  ['OM', 'omanis?|omanaise?s?'],
];

const DIGITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
};
const NUMBER =
  '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|un|une|deux|trois|quatre|cinq|sept|huit|neuf|dix)';
const toNumber = (s: string) => DIGITS[s] ?? Number(s);

const MONTHS: Record<string, number> = {
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  janvier: 1,
  fevrier: 2,
  mars: 3,
  avril: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  decembre: 12,
};
const MONTH_PATTERN = word(Object.keys(MONTHS).join('|'));

/** Every place, country and nationality word the questions are read against, built once. */
export function buildLexicon(
  knowledge: KnowledgeBase,
  airports: readonly { code: string; city: string; country: string }[],
  frenchName: (name: string) => string,
): Lexicon {
  const entries: Lexicon['entries'] = [];
  const seen = new Set<string>();
  const add = (term: string, place: Omit<Place, 'at' | 'role'>) => {
    const key = normalize(term);
    if (key.length < 3 || seen.has(key)) return;
    seen.add(key);
    entries.push({ pattern: word(escape(key)), key, place, length: key.length });
  };
  for (const country of knowledge.countries) {
    for (const city of country.cities) {
      const place = {
        name: city.name.en,
        kind: 'city' as const,
        country: country.slug,
        airport: city.airport,
      };
      for (const term of [city.name.en, city.name.fr, ...city.aliases]) add(term, place);
    }
  }
  for (const airport of airports) {
    const country = knowledge.countries.find(
      (c) => c.name.en === airport.country || c.aliases.includes(normalize(airport.country)),
    );
    const place = {
      name: airport.city,
      kind: 'city' as const,
      country: country?.slug ?? null,
      airport: airport.code,
    };
    add(airport.city, place);
    add(frenchName(airport.city), place);
  }
  for (const country of knowledge.countries) {
    const place = {
      name: country.name.en,
      kind: 'country' as const,
      country: country.slug,
      airport: country.cities.find((c) => c.airport)?.airport ?? null,
    };
    for (const term of [country.name.en, country.name.fr, ...country.aliases]) add(term, place);
  }
  entries.sort((a, b) => b.length - a.length);

  const demonyms: Lexicon['demonyms'] = [];
  for (const country of knowledge.countries) {
    const nationality = findCountry(country.code);
    const group = passportGroup(country.code);
    if (!nationality || !group || country.demonyms.length === 0) continue;
    demonyms.push({
      pattern: word(country.demonyms.map((d) => escape(normalize(d))).join('|')),
      nationality: { country: nationality, group },
    });
  }
  for (const [code, source] of OTHER_DEMONYMS) {
    const nationality = findCountry(code)!;
    demonyms.push({
      pattern: word(source),
      nationality: { country: nationality, group: passportGroup(code) ?? null },
    });
  }
  demonyms.push({
    pattern: word('europeans?|europeens?|europeennes?|eu citizens?|eu passports?'),
    nationality: { country: null, group: 'eu' },
  });
  demonyms.push({
    pattern: word(
      'ecowas citizens?|ecowas nationals?|ecowas passports?|citoyens? de la cedeao|ressortissants? de la cedeao',
    ),
    nationality: { country: null, group: 'ecowas' },
  });
  const byFirstWord = new Map<string, number[]>();
  entries.forEach((entry, i) => {
    const first = firstWordOf(entry.key);
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), i]);
  });
  return { entries, demonyms, byFirstWord };
}

/** The words of normalized text: what the name patterns' word edges (`word`) stop at. */
const WORD_EDGES = /[^a-z0-9]+/;

function firstWordOf(normalizedName: string): string {
  return normalizedName.split(WORD_EDGES).find((w) => w !== '') ?? '';
}

function findPlaces(text: string, lexicon: Lexicon): Place[] {
  const taken: [number, number][] = [];
  const places: Place[] = [];
  const candidates: number[] = [];
  for (const w of new Set(text.split(WORD_EDGES))) {
    const indexes = lexicon.byFirstWord.get(w);
    if (indexes) candidates.push(...indexes);
  }
  // In the lexicon's order (longest names first), which decides between overlapping names.
  candidates.sort((a, b) => a - b);
  for (const index of candidates) {
    const entry = lexicon.entries[index]!;
    entry.pattern.lastIndex = 0;
    for (const match of text.matchAll(entry.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      taken.push([start, end]);
      places.push({ ...entry.place, at: start, role: roleBefore(text.slice(0, start)) });
    }
  }
  return places.sort((a, b) => a.at - b.at);
}

function roleBefore(before: string): Place['role'] {
  const last = before.trimEnd().split(' ').slice(-2).join(' ');
  if (/(?:^|\s)(from|de|depuis|d'|leaving)$/.test(last) || /\bd'$/.test(before.trimEnd()))
    return 'origin';
  if (/(?:^|\s)(to|into|for|towards|pour|vers|a|au|aux|en|in|visit|visiter)$/.test(last))
    return 'destination';
  return null;
}

function findNationality(text: string, original: string, lexicon: Lexicon, places: Place[]) {
  // "US citizen", "U.S. passport": written in capitals, so "us" the pronoun is not read as one.
  if (
    /\b(?:US|U\.S\.|USA)\b/.test(original) &&
    /\b(?:US|U\.S\.|USA)\s+(?:citizens?|nationals?|passports?|passport holders?)/.test(original)
  ) {
    return { country: findCountry('US')!, group: 'us' as Passport };
  }
  if (/\b(?:UK|EU)\s+(?:citizens?|nationals?|passports?)/.test(original)) {
    return original.match(/\bUK\s/)
      ? { country: findCountry('GB')!, group: 'uk' as Passport }
      : { country: null, group: 'eu' as Passport };
  }
  for (const { pattern, nationality } of lexicon.demonyms) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      const after = text.slice(match.index + match[0].length, match.index + match[0].length + 8);
      const before = text.slice(Math.max(0, match.index - 12), match.index);
      // "a Ghanaian visa" names the visa, "speak French" the language: neither is a nationality.
      if (
        /^\s*(?:e-?)?visas?\b/.test(after) ||
        /(?:speak|speaks|spoken|parle|parlent|parler|in|en)\s$/.test(before)
      )
        continue;
      return nationality;
    }
  }
  // "a citizen of Nigeria", "I'm from Canada", "passeport du Nigeria", "citoyen du Canada".
  const pattern =
    /(?:citizens? of|nationals? of|passport (?:from|of)|passports? holder from|i am from|i'm from|im from|citoyens? (?:de|du|des)|ressortissants? (?:de|du|des)|passeport (?:de|du|des)|je viens (?:de|du|des))\s+(?:the |l'|la |le )?([a-z' -]{2,40})/;
  const match = pattern.exec(text);
  if (match?.[1]) {
    const words = match[1].split(' ');
    for (let n = Math.min(4, words.length); n >= 1; n--) {
      const country = findCountry(words.slice(0, n).join(' '));
      if (country) {
        const group = passportGroup(country.code) ?? null;
        // The nationality's country is not where the traveller goes.
        for (const place of places)
          if (place.kind === 'country' && place.name === country.name.en) place.role = 'origin';
        return { country, group };
      }
    }
  }
  return null;
}

function findDate(original: string, text: string, language: Language, today: string) {
  const reference = new Date(`${today}T12:00:00Z`);
  const parsers = language === 'fr' ? [chrono.fr, chrono.en] : [chrono.en, chrono.fr];
  for (const parser of parsers) {
    for (const result of parser.parse(original, reference, { forwardDate: true })) {
      const known = result.start;
      if (
        !known.isCertain('day') &&
        !known.isCertain('weekday') &&
        !/tomorrow|demain|week|semaine/i.test(result.text)
      )
        continue;
      const d = known.date();
      const iso = isoDay(d);
      if (iso < today) continue;
      const end = result.end?.isCertain('day') ? isoDay(result.end.date()) : null;
      return { date: iso, month: d.getUTCMonth() + 1, endDate: end && end > iso ? end : null };
    }
  }
  MONTH_PATTERN.lastIndex = 0;
  const month = MONTH_PATTERN.exec(text);
  // "may" is an English verb as often as a month: only "in May"/"en mai" counts.
  if (month && (month[0] !== 'may' || /\b(in|of|during|en) may\b/.test(text))) {
    return { date: null, month: MONTHS[month[0]]!, endDate: null };
  }
  if (/\b(next|this) week\b|\bla semaine prochaine\b/.test(text))
    return { date: addDays(today, 7), month: null, endDate: null };
  return { date: null, month: null, endDate: null };
}

const isoDay = (d: Date) =>
  `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;

type ExchangeRates = Pick<KnownRates, 'xofPerEur' | 'usdPerEur'>;

const CAP_WORDS =
  "under|below|less than|no more than|not more than|at most|max(?:imum)?|up to|cheaper than|budget of|moins de|pas plus de|au plus|au maximum|maximum|jusqu'a|inferieur a|budget de";
const CURRENCY_WORDS =
  '\\$|us\\$|usd|dollars?|€|eur|euros?|fcfa|f cfa|francs? cfa|cfa francs?|cfa|xof|francs?';
const PRICE_CAP = new RegExp(
  `(?:${CAP_WORDS})\\s*(\\$|€|us\\$)?\\s*(\\d{1,3}(?:[ .,\\u202f\\u00a0]\\d{3})+|\\d+)\\s*(${CURRENCY_WORDS})?`,
);

/** "under $100", "à moins de 50 000 FCFA", "max 80 euros": the cap, in US dollars too. */
function findPriceCap(
  folded: string,
  rates: ExchangeRates,
): { cap: PriceCap; span: string } | null {
  const match = PRICE_CAP.exec(folded);
  if (!match) return null;
  const amount = Number(match[2]!.replace(/[ .,\u202f\u00a0]/g, ''));
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const said = `${match[1] ?? ''} ${match[3] ?? ''}`;
  const currency: PriceCap['currency'] = /€|eur/.test(said)
    ? 'EUR'
    : /cfa|xof|franc/.test(said)
      ? 'XOF'
      : 'USD';
  const usd =
    currency === 'USD'
      ? amount
      : currency === 'EUR'
        ? amount * rates.usdPerEur
        : (amount / rates.xofPerEur) * rates.usdPerEur;
  // Rounded down: a stay at the cap in dollars is never above the cap said in francs.
  return { cap: { usd: Math.floor(usd), amount, currency }, span: match[0] };
}

/** "Do I...?", "Is it...?", "Est-ce...?", "Le Ghana utilise-t-il...?": not "what", "when", "quel". */
function isYesNo(text: string): boolean {
  const wh =
    /^(?:what|when|where|which|who|whom|whose|why|how|quel|quelle|quels|quelles|quand|comment|combien|ou|pourquoi|que|qu'|quoi)\b/;
  return text
    .split(/[.?!]\s*/)
    .map((sentence) => normalize(sentence))
    .filter(Boolean)
    .some(
      (sentence) =>
        !wh.test(sentence) &&
        (/^(?:is|are|do|does|did|can|could|may|will|would|should|must|have|has|am)\b/.test(
          sentence,
        ) ||
          /^(?:est-ce|puis-je|peut-on|dois-je|faut-il|ai-je|y a-t-il|existe-t-il)\b/.test(
            sentence,
          ) ||
          /\b[a-z]+-(?:t-)?(?:il|elle|ils|elles|on)\b/.test(sentence)),
    );
}

// Local currencies only: "can I pay in dollars?" asks what is accepted, not what the currency is.
const CURRENCY_NAMES: [string, string[]][] = [
  ['cfa|franc cfa|francs cfa|cfa francs?|xof|xaf', ['XOF', 'XAF']],
  ['cedis?|ghs', ['GHS']],
  ['nairas?|ngn', ['NGN']],
  ['escudos?|cve', ['CVE']],
  ['leones?|sle', ['SLE']],
  ['dalasis?|gmd', ['GMD']],
  ['ouguiyas?|mru', ['MRU']],
  ['guinean francs?|francs? guineens?|gnf', ['GNF']],
  ['liberian dollars?|dollars? liberiens?|lrd', ['LRD']],
];

function findCurrencies(text: string): string[] | null {
  const codes = CURRENCY_NAMES.filter(([source]) => once(source).test(text)).flatMap(([, c]) => c);
  return codes.length > 0 ? codes : null;
}

// Not global: tested once per question, with no lastIndex carried from the one before.
const OFF_TOPIC = once(
  [
    '(?:on|sur) mars',
    'the moon',
    'la lune',
    'planets?',
    'planetes?',
    'jupiter',
    'saturn\\w*',
    'world cup',
    'coupe du monde',
    'football',
    'poems?',
    'poemes?',
    'recipes?',
    'recettes?',
    'pizza',
    'stock price',
    'bitcoin',
    'meaning of life',
    'sens de la vie',
  ].join('|'),
);
const REGION_WIDE = once(
  "west africa|west african countries|afrique de l'?ouest|the region|la region|whole region|toute la region|all (?:the )?countries|tous les pays|every country|chaque pays",
);

function findTravellers(text: string): number | null {
  const match = new RegExp(
    `${NUMBER}\\s+(?:people|persons?|adults?|travell?ers?|passengers?|guests?|of us|personnes?|adultes?|voyageurs?|passagers?)`,
  ).exec(text);
  if (match?.[1]) return toNumber(match[1]);
  const we = new RegExp(`(?:we are|there are|we're|nous sommes|on est)\\s+${NUMBER}\\b`).exec(text);
  if (we?.[1]) return toNumber(we[1]);
  if (
    /\b(for two|pour deux|couple|my (?:wife|husband|partner) and i|ma femme et moi|mon mari et moi)\b/.test(
      text,
    )
  )
    return 2;
  return null;
}

function findNights(text: string): number | null {
  const nights = new RegExp(`${NUMBER}\\s+(?:nights?|nuits?|days?|jours?)`).exec(text);
  if (nights?.[1]) return toNumber(nights[1]);
  const weeks = new RegExp(`${NUMBER}\\s+(?:weeks?|semaines?)`).exec(text);
  if (weeks?.[1]) return toNumber(weeks[1]) * 7;
  if (/\b(a|one|une) (week|semaine)\b/.test(text) || /\bweek in\b/.test(text)) return 7;
  if (/\b(fortnight|quinzaine)\b/.test(text)) return 14;
  if (/\bweek-?end\b/.test(text)) return 2;
  return null;
}

/** Reads one question on its own; `withContext` then fills in what earlier turns said. */
export function understand(
  question: string,
  lexicon: Lexicon,
  today: string,
  rates: ExchangeRates = EXCHANGE,
): Understanding {
  const language = detectLanguage(question);
  const priced = findPriceCap(normalizeSearchText(question), rates);
  // A price said in dollars or francs is a limit of the search, not a question about money.
  const text = normalize(
    priced ? normalizeSearchText(question).replace(priced.span, ' ') : question,
  );
  const scores = new Map<AssistantTopic, number>();
  // Where each topic is first named: of two topics as strong, the one asked first comes first.
  const firstAt = new Map<AssistantTopic, number>();
  for (const { key, patterns } of TOPIC_PATTERNS) {
    let score = 0;
    for (const { regex, strong } of patterns) {
      regex.lastIndex = 0;
      const match = regex.exec(text);
      if (!match) continue;
      score += strong ? 3 : 1;
      firstAt.set(key, Math.min(firstAt.get(key) ?? Infinity, match.index));
    }
    if (score > 0) scores.set(key, score);
  }
  const intents = new Map<SearchIntent, number>();
  let intentAt = Infinity;
  const weakOnly = new Map<SearchIntent, boolean>();
  for (const { key, patterns } of INTENT_PATTERNS) {
    let score = 0;
    let weak = true;
    for (const { source, regex } of patterns) {
      regex.lastIndex = 0;
      const match = regex.exec(text);
      if (!match) continue;
      score++;
      intentAt = Math.min(intentAt, match.index);
      if (!WEAK_INTENT.has(source)) weak = false;
    }
    if (score > 0) {
      intents.set(key, score);
      weakOnly.set(key, weak);
    }
  }
  const places = findPlaces(text, lexicon);
  const nationality = findNationality(text, question, lexicon, places);
  const { date, month, endDate } = findDate(question, text, language, today);
  // "get from Accra to Kumasi" is transport; "flights from Accra to Kumasi" is a search.
  if (intents.has('flights')) scores.delete('transport');
  // A strong word ("best time") outweighs a weak one beside it ("visit"), which is left out.
  const top = Math.max(0, ...scores.values());
  const topics = [...scores.entries()]
    .filter(([, score]) => score >= (top >= 3 ? 2 : 1))
    .sort((a, b) => b[1] - a[1] || firstAt.get(a[0])! - firstAt.get(b[0])!)
    .map(([t]) => t);
  let intent = [...intents.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  // "Do I need a visa to fly to Lagos?" asks about visas: "fly" alone makes no search of it.
  if (intent && weakOnly.get(intent) && topics.some((t) => t !== 'sights')) intent = null;
  // A search answers what it costs: "cheap" or "pay" beside it asks no more.
  if (intent) {
    for (const t of ['money', 'costs'] as const)
      if ((scores.get(t) ?? 0) < 3 && topics.includes(t)) topics.splice(topics.indexOf(t), 1);
  }
  // "Is August good for Senegal?": a month with no other subject asks about the weather then.
  if (month !== null && date === null && intent === null && !topics.some((t) => t !== 'sights')) {
    topics.splice(0, topics.length, 'seasons');
  }
  const greeting =
    /^(hello|hi|hey|good (morning|afternoon|evening)|bonjour|bonsoir|salut|coucou|thanks?( you)?|merci( beaucoup)?)( there| a vous| teranga)?$/.test(
      text,
    );
  const yesNo = isYesNo(question);
  const healthAt = (source: string) => {
    const match = new RegExp(source).exec(text);
    return match ? match.index : Infinity;
  };
  const focus = (
    [
      ['malaria', healthAt('malaria|paludisme|palu\\b|antipalud|anti-palud|mosquito|moustique')],
      ['yellow-fever', healthAt('yellow fever|fievre jaune|yellow card')],
      ['water', healthAt('water|\\beau\\b')],
    ] as const
  )
    .filter(([, at]) => at < Infinity)
    .sort((a, b) => a[1] - b[1])[0]?.[0];
  return {
    language,
    topics,
    intent,
    places,
    nationality,
    date,
    month,
    endDate,
    travellers: findTravellers(text),
    nights: findNights(text),
    greeting,
    yesNo,
    visaAsk: /\bvisas? (?:on|at) arrival|visa-on-arrival|visas? a l'?arrivee|upon arrival\b/.test(
      text,
    )
      ? 'on-arrival'
      : /\bwithout (?:a |any )?visa|visa-free|visa free|sans visa|without needing a visa|exempt/.test(
            text,
          )
        ? 'without'
        : null,
    currencyAsked: yesNo && topics.includes('money') ? findCurrencies(text) : null,
    ecowasAsk:
      yesNo &&
      /\b(?:member of|members of|part of|in|belong to|still in) (?:the )?ecowas\b(?! countr)|membre de la cedeao|partie de la cedeao/.test(
        text,
      ) &&
      !/\b(?:like|as) (?:in )?(?:the )?ecowas|comme (?:dans )?(?:la |les pays de la )?cedeao/.test(
        text,
      ),
    healthFocus: topics.includes('health') ? (focus ?? null) : null,
    maxPrice: priced?.cap ?? null,
    regionWide: REGION_WIDE.test(text),
    offTopic: OFF_TOPIC.test(text),
    searchFirst: intent !== null && intentAt < Math.min(...topics.map((t) => firstAt.get(t)!)),
  };
}

/**
 * Fills a follow-up from the turns before it: "and in December?" after a question about
 * Ghana's weather is about Ghana's weather; "and for Senegal?" after a visa question for US
 * citizens is the same visa question for Senegal.
 */
export function withContext(current: Understanding, earlier: Understanding[]): Understanding {
  if (current.greeting || earlier.length === 0) return current;
  const previous = earlier[earlier.length - 1]!;
  const merged = { ...current };
  const asksAnew = current.topics.length > 0 || current.intent !== null;
  // "Health & vaccines for West Africa?" after a question about Ghana is about the region.
  if (current.places.length === 0 && !current.regionWide) {
    const withPlaces = [...earlier].reverse().find((u) => u.places.length > 0);
    if (withPlaces) merged.places = withPlaces.places;
  }
  if (!asksAnew) {
    merged.topics = previous.topics;
    merged.intent = previous.intent;
    if (current.date === null && current.month === null) {
      merged.date = previous.date;
      merged.month = previous.month;
    }
  }
  merged.nationality ??= [...earlier].reverse().find((u) => u.nationality)?.nationality ?? null;
  merged.travellers ??= previous.travellers;
  merged.nights ??= previous.nights;
  if (!asksAnew) {
    merged.healthFocus ??= previous.healthFocus;
    merged.visaAsk ??= previous.visaAsk;
    merged.maxPrice ??= previous.maxPrice;
  }
  return merged;
}

/** The West African countries the question is about, in the order it names them. */
export function countriesOf(u: Understanding, knowledge: KnowledgeBase): CountryKnowledge[] {
  const slugs: string[] = [];
  for (const place of u.places) {
    if (place.country && place.role !== 'origin' && !slugs.includes(place.country))
      slugs.push(place.country);
  }
  // Only origins named: "I'm flying from Dakar" is still about Senegal.
  if (slugs.length === 0) {
    for (const place of u.places)
      if (place.country && !slugs.includes(place.country)) slugs.push(place.country);
  }
  if (u.nationality?.country) {
    const own = knowledge.countries.find((c) => c.code === u.nationality!.country!.code);
    if (own && slugs.length > 1)
      slugs.splice(slugs.indexOf(own.slug), slugs.includes(own.slug) ? 1 : 0);
  }
  return slugs.map((s) => knowledge.country(s)!).filter(Boolean);
}
