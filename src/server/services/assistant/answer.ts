/**
 * Answers from the knowledge base, in the question's language: only what an entry says, each
 * answer naming the entries (and their sources) it used. When the base has nothing, it says so.
 */
import type { KnowledgeBase } from '../../knowledge/index.ts';
import type {
  CountryKnowledge,
  EntryRule,
  Passport,
  Source,
  Text,
  TopicKnowledge,
  VisaRule,
} from '../../knowledge/schema.ts';
import type { AssistantLink, AssistantSource } from '../../../domain/assistant.ts';
import { listOf, monthName, usd } from './formats.ts';
import { inCountryFr, ofCountry, theCountry } from './french.ts';
import { NATIONALITY_ADJECTIVES } from '../../knowledge/nationalities.ts';
import type { CitizenRule } from '../../knowledge/index.ts';
import type { AssistantTopic, Language, Understanding } from './understand.ts';

export type Part = {
  paragraphs: string[];
  sources: AssistantSource[];
  links: AssistantLink[];
};

/** The five countries with a page of their own (spec 2, "Country pages"). */
const COUNTRY_PAGES = new Set(['nigeria', 'ghana', 'senegal', 'sierra-leone', 'liberia']);

const say = (text: Text, language: Language) => text[language];
const cite = (section: { sources: Source[]; reviewed: string }): AssistantSource[] =>
  section.sources.slice(0, 2).map((s) => ({ ...s, reviewed: section.reviewed }));

/** "in Ghana" / "au Ghana", "en Côte d'Ivoire", "aux ...": French names take their article. */
export function inCountry(country: CountryKnowledge, language: Language): string {
  if (language === 'en') return `in ${country.name.en}`;
  return inCountryFr(country.name.fr);
}

const PASSPORT_WHO: Record<Passport, Text> = {
  ecowas: { en: 'ECOWAS citizens', fr: 'Les citoyens de la CEDEAO' },
  us: { en: 'US citizens', fr: 'Les citoyens américains' },
  uk: { en: 'UK citizens', fr: 'Les citoyens britanniques' },
  eu: { en: 'EU citizens', fr: "Les citoyens de l'Union européenne" },
  ca: { en: 'Canadian citizens', fr: 'Les citoyens canadiens' },
  cn: { en: 'Chinese citizens', fr: 'Les citoyens chinois' },
  in: { en: 'Indian citizens', fr: 'Les citoyens indiens' },
};

const VISA_KIND: Record<VisaRule['visaType'], Text> = {
  none: { en: 'no visa', fr: 'pas de visa' },
  evisa: {
    en: 'an e-visa, applied for online before you travel',
    fr: 'un e-visa, à demander en ligne avant le départ',
  },
  'on-arrival': { en: 'a visa issued on arrival', fr: "un visa délivré à l'arrivée" },
  embassy: {
    en: 'a visa applied for at an embassy or consulate before you travel',
    fr: 'un visa à demander dans une ambassade ou un consulat avant le départ',
  },
  suspended: {
    en: 'entry suspended, no visa is issued for now',
    fr: "entrée suspendue, aucun visa n'est délivré pour l'instant",
  },
};

/** "US citizens", "Citizens of France (EU)", "Les citoyens du Ghana (CEDEAO)", "Japanese citizens". */
function who(
  u: Understanding,
  group: Passport | null,
  language: Language,
  knowledge: KnowledgeBase,
): string {
  const nationality = u.nationality?.country;
  if (!nationality) return PASSPORT_WHO[group ?? 'eu'][language];
  if (group && group !== 'eu' && group !== 'ecowas') return PASSPORT_WHO[group][language];
  // The guide's own names for its countries: "Nigéria", "Côte d'Ivoire".
  const name =
    knowledge.countries.find((c) => c.code === nationality.code)?.name ?? nationality.name;
  if (group) {
    const bloc =
      group === 'eu' ? (language === 'en' ? 'EU' : 'UE') : language === 'en' ? 'ECOWAS' : 'CEDEAO';
    return language === 'en'
      ? `Citizens of ${name.en} (${bloc})`
      : `Les citoyens ${ofCountry(name.fr)} (${bloc})`;
  }
  if (language === 'fr') return `Les citoyens ${ofCountry(name.fr)}`;
  const adjective = NATIONALITY_ADJECTIVES[nationality.code];
  return adjective ? `${adjective} citizens` : `Citizens of ${name.en}`;
}

/** The rule for the traveller's passport at a destination, if the base has one on record. */
function travellerRule(
  country: CountryKnowledge,
  u: Understanding,
  knowledge: KnowledgeBase,
): CitizenRule | undefined {
  const nationality = u.nationality;
  if (!nationality) return undefined;
  if (nationality.country) return knowledge.ruleFor(country, nationality.country.code);
  if (!nationality.group) return undefined;
  const { passport, ...rule } = knowledge.rule(country, nationality.group);
  return {
    ...rule,
    group: passport,
    sources: country.entry.sources,
    reviewed: country.entry.reviewed,
  };
}

/** The yes or no, and the rule, for a traveller whose passport the base has a rule for. */
function visaHead(
  rule: CitizenRule,
  subject: string,
  country: CountryKnowledge,
  u: Understanding,
): string {
  const language = u.language;
  const en = country.name.en;
  const fr = destinationName(country);
  const kind = VISA_KIND[rule.visaType][language];
  if (rule.visaType === 'suspended') {
    return language === 'en'
      ? `${subject} cannot get a visa for ${en} for now: entry is suspended.`
      : `${subject} ne peuvent pas obtenir de visa pour ${fr} en ce moment : l'entrée est suspendue.`;
  }
  if (u.visaAsk === 'on-arrival') {
    if (!rule.visaRequired) {
      return language === 'en'
        ? `${subject} need no visa at all for ${en}.`
        : `${subject} n'ont besoin d'aucun visa pour ${fr}.`;
    }
    if (rule.visaType === 'on-arrival') {
      return language === 'en'
        ? `Yes. ${subject} can get a visa on arrival for ${en}: ${kind}.`
        : `Oui. ${subject} peuvent obtenir un visa à l'arrivée pour ${fr} : ${kind}.`;
    }
    return language === 'en'
      ? `No. ${subject} cannot get a visa on arrival for ${en}: they need ${kind}.`
      : `Non. ${subject} ne peuvent pas obtenir de visa à l'arrivée pour ${fr} : il leur faut ${kind}.`;
  }
  if (u.visaAsk === 'without') {
    return rule.visaRequired
      ? language === 'en'
        ? `No. ${subject} need a visa for ${en}: ${kind}.`
        : `Non. ${subject} ont besoin d'un visa pour ${fr} : ${kind}.`
      : language === 'en'
        ? `Yes. ${subject} can enter ${en} without a visa.`
        : `Oui. ${subject} peuvent entrer ${inCountry(country, 'fr')} sans visa.`;
  }
  return rule.visaRequired
    ? language === 'en'
      ? `Yes. ${subject} need a visa for ${en}: ${kind}.`
      : `Oui. ${subject} ont besoin d'un visa pour ${fr} : ${kind}.`
    : language === 'en'
      ? `No. ${subject} do not need a visa for ${en}.`
      : `Non. ${subject} n'ont pas besoin de visa pour ${fr}.`;
}

/** "Cameroon is not a member of ECOWAS, so ...": said to ECOWAS citizens going outside it. */
function outsideEcowas(country: CountryKnowledge, rule: CitizenRule, language: Language): string {
  if (language === 'en') {
    return `${country.name.en} is not a member of ECOWAS${
      rule.visaRequired
        ? ', so ECOWAS free movement does not apply.'
        : ', but it still lets ECOWAS citizens in without a visa.'
    }`;
  }
  return `${capitalize(destinationName(country))} n'est pas membre de la CEDEAO${
    rule.visaRequired
      ? ' : la libre circulation de la CEDEAO ne s’y applique pas.'
      : ', mais les citoyens de la CEDEAO y entrent toujours sans visa.'
  }`;
}

function ruleSentences(rule: EntryRule, language: Language): string[] {
  const sentences: string[] = [];
  if (rule.maxStayDays) {
    sentences.push(
      language === 'en'
        ? `Stays of up to ${rule.maxStayDays} days.`
        : `Séjours de ${rule.maxStayDays} jours au plus.`,
    );
  }
  if (rule.visaRequired && rule.feeUsd !== null) {
    sentences.push(
      language === 'en'
        ? `Fee: about ${usd(rule.feeUsd, language)}.`
        : `Frais : environ ${usd(rule.feeUsd, language)}.`,
    );
  }
  if (rule.processingTime) {
    sentences.push(
      language === 'en'
        ? `Processing: ${rule.processingTime.en}.`
        : `Délai : ${rule.processingTime.fr}.`,
    );
  }
  if (rule.requirements.length > 0) {
    sentences.push(
      (language === 'en' ? 'You will need: ' : 'Il vous faudra : ') +
        rule.requirements.map((r) => say(r, language).replace(/\.$/, '')).join('; ') +
        '.',
    );
  }
  if (rule.note) sentences.push(say(rule.note, language));
  return sentences;
}

function visaPart(country: CountryKnowledge, u: Understanding, knowledge: KnowledgeBase): Part {
  const language = u.language;
  const entry = country.entry;
  const paragraphs: string[] = [];
  const nationality = u.nationality;
  let sources = cite(entry);
  if (nationality?.country?.code === country.code) {
    paragraphs.push(
      language === 'en'
        ? `Citizens of ${country.name.en} need no visa to enter their own country.`
        : `Les citoyens ${frenchOfCountry(country)} n'ont pas besoin de visa pour entrer dans leur propre pays.`,
    );
  } else if (nationality) {
    const rule = travellerRule(country, u, knowledge);
    if (!rule) return noRulePart(country, u, knowledge);
    const subject = who(u, rule.group, language, knowledge);
    const head = [visaHead(rule, subject, country, u)];
    if (rule.group === 'ecowas' && !country.ecowasMember)
      head.push(outsideEcowas(country, rule, language));
    paragraphs.push([...head, ...ruleSentences(rule, language)].join(' '));
    sources = cite(rule);
  } else {
    if (u.visaAsk === 'on-arrival' && !entry.rules.some((r) => r.visaType === 'on-arrival')) {
      const ecowasFree = !knowledge.rule(country, 'ecowas').visaRequired;
      paragraphs.push(
        language === 'en'
          ? `No. ${country.name.en} issues no visa on arrival to the passports I know${ecowasFree ? '; ECOWAS citizens need no visa at all' : ''}.`
          : `Non. ${capitalize(destinationName(country))} ne délivre de visa à l'arrivée à aucun des passeports que je connais${ecowasFree ? ' ; les citoyens de la CEDEAO n’ont besoin d’aucun visa' : ''}.`,
      );
    }
    paragraphs.push(say(entry.summary, language));
    const lines = entry.rules.map((rule) => {
      const kind = rule.visaRequired
        ? VISA_KIND[rule.visaType][language].split(',')[0]
        : language === 'en'
          ? 'no visa needed'
          : 'pas de visa';
      const stay = rule.maxStayDays
        ? language === 'en'
          ? ` (up to ${rule.maxStayDays} days)`
          : ` (jusqu'à ${rule.maxStayDays} jours)`
        : '';
      return `• ${PASSPORT_WHO[rule.passport][language].replace(/^Les citoyens /, '').replace(/^de la /, '')}: ${kind}${stay}`;
    });
    paragraphs.push(lines.join('\n'));
    paragraphs.push(
      language === 'en'
        ? 'Tell me which passport you hold for the exact rule and what to bring.'
        : 'Dites-moi quel passeport vous avez pour la règle exacte et les documents à fournir.',
    );
  }
  // A rule for the traveller's passport lists what to bring, passport validity among it.
  if (entry.passportValidityMonths > 0 && !nationality) {
    paragraphs.push(
      language === 'en'
        ? `Your passport must be valid for at least ${entry.passportValidityMonths} months on arrival.`
        : `Votre passeport doit être valide au moins ${entry.passportValidityMonths} mois à l'arrivée.`,
    );
  }
  // Entry suspended: nothing to bring, since no one with this passport gets in.
  const suspended = nationality && travellerRule(country, u, knowledge)?.visaType === 'suspended';
  if (country.health.yellowFever === 'required' && !suspended) {
    paragraphs.push(
      language === 'en'
        ? `You will also need a yellow fever vaccination certificate to enter ${country.name.en}.`
        : `Il vous faudra aussi un certificat de vaccination contre la fièvre jaune pour entrer ${inCountry(country, 'fr')}.`,
    );
  }
  paragraphs.push(
    entry.changesOften
      ? language === 'en'
        ? `These rules have changed recently: check ${entry.officialSource.name} (${entry.officialSource.url}) before you travel.`
        : `Ces règles ont changé récemment : vérifiez la source officielle avant le départ (${entry.officialSource.name}, ${entry.officialSource.url}).`
      : language === 'en'
        ? `Official source: ${entry.officialSource.name} (${entry.officialSource.url}).`
        : `Source officielle : ${entry.officialSource.name} (${entry.officialSource.url}).`,
  );
  if (country.health.yellowFever === 'required') sources.push(...cite(country.health).slice(0, 1));
  return { paragraphs, sources, links: [guideLink('visas', language)] };
}

/** No rule on record for the traveller's passport: said plainly, with where to check. */
function noRulePart(country: CountryKnowledge, u: Understanding, knowledge: KnowledgeBase): Part {
  const source = country.entry.officialSource;
  const nationality = u.nationality!.country!;
  const name =
    knowledge.countries.find((c) => c.code === nationality.code)?.name ?? nationality.name;
  return {
    paragraphs: [
      u.language === 'en'
        ? `I have no rule on record for citizens of ${name.en} travelling to ${country.name.en}. Check ${source.name} (${source.url}) or ask an embassy of ${country.name.en} before you book.`
        : `Je n'ai pas de règle enregistrée pour les citoyens ${ofCountry(name.fr)} qui se rendent ${inCountry(country, 'fr')}. Consultez ${source.name} (${source.url}) ou une ambassade ${frenchOfCountry(country)} avant de réserver.`,
    ],
    sources: cite(country.entry).slice(0, 1),
    links: [guideLink('visas', u.language)],
  };
}

/** "du Ghana", "de la Côte d'Ivoire", "du Sénégal": a country's name after "de". */
export function frenchOfCountry(country: CountryKnowledge): string {
  return ofCountry(country.name.fr);
}

/** "le Ghana", "la Côte d'Ivoire": the country's name with its article, as a destination. */
export function destinationName(country: CountryKnowledge): string {
  return theCountry(country.name.fr);
}

const YELLOW_FEVER_ANSWER: Record<CountryKnowledge['health']['yellowFever'], Text> = {
  required: { en: 'Yes.', fr: 'Oui.' },
  'from-risk-countries': {
    en: 'Only if you arrive from, or through, a country with a risk of yellow fever.',
    fr: "Seulement si vous arrivez d'un pays à risque de fièvre jaune, ou y avez transité.",
  },
  recommended: {
    en: 'It is not required, but it is recommended.',
    fr: "Il n'est pas exigé, mais il est recommandé.",
  },
};

/** The risk asked about first ("malaria tablets" opens with malaria), then the others. */
function healthPart(country: CountryKnowledge, u: Understanding): Part {
  const language = u.language;
  const h = country.health;
  const yellowFever = say(h.yellowFeverText, language);
  const malaria = say(h.malaria, language);
  const other = say(h.other, language);
  const paragraphs =
    u.healthFocus === 'malaria'
      ? [malaria, yellowFever, other]
      : u.healthFocus === 'water'
        ? [other, malaria, yellowFever]
        : [
            u.yesNo && u.healthFocus === 'yellow-fever'
              ? `${say(YELLOW_FEVER_ANSWER[h.yellowFever], language)} ${yellowFever}`
              : yellowFever,
            malaria,
            other,
          ];
  return { paragraphs, sources: cite(h), links: [guideLink('health', language)] };
}

function seasonsPart(country: CountryKnowledge, u: Understanding, language: Language): Part {
  const s = country.seasons;
  const paragraphs: string[] = [];
  const month = u.month;
  if (month) {
    const name = monthName(month, language);
    const best = s.bestMonths.includes(month);
    const rainy = s.rainyMonths.includes(month);
    paragraphs.push(
      language === 'en'
        ? best
          ? `${capitalize(name)} is one of the best months to visit ${country.name.en}.`
          : rainy
            ? `${capitalize(name)} is in ${country.name.en}'s rainy season, so expect heavy showers; it is not among the best months.`
            : `${capitalize(name)} is possible for ${country.name.en}, but it is not among the best months.`
        : best
          ? `${capitalize(name)} est l'un des meilleurs mois pour visiter ${destinationName(country)}.`
          : rainy
            ? `${capitalize(name)} tombe pendant la saison des pluies ${frenchOfCountry(country)} : attendez-vous à de fortes averses ; ce n'est pas l'un des meilleurs mois.`
            : `${capitalize(name)} reste possible ${inCountry(country, 'fr')}, mais ce n'est pas l'un des meilleurs mois.`,
    );
  }
  paragraphs.push(say(s.summary, language));
  paragraphs.push(
    (language === 'en' ? 'Best months: ' : 'Meilleurs mois : ') +
      listOf(
        s.bestMonths.map((m) => monthName(m, language)),
        language,
      ) +
      '.',
  );
  return { paragraphs, sources: cite(s), links: [guideLink('seasons', language)] };
}

function moneyPart(country: CountryKnowledge, u: Understanding): Part {
  const language = u.language;
  const m = country.money;
  const c = m.currency;
  // "Is Cabo Verde's currency the CFA franc?": the yes or no first.
  const answer = u.currencyAsked
    ? u.currencyAsked.includes(c.code)
      ? language === 'en'
        ? 'Yes. '
        : 'Oui. '
      : language === 'en'
        ? 'No. '
        : 'Non. '
    : '';
  return {
    paragraphs: [
      answer +
        (language === 'en'
          ? `${country.name.en} pays in the ${c.name.en} (${c.code}, ${c.symbol}).`
          : `${capitalize(inCountry(country, 'fr'))}, on paie en ${c.name.fr} (${c.code}, ${c.symbol}).`),
      say(m.howToPay, language),
    ],
    sources: cite(m),
    links: [guideLink('money', language)],
  };
}

function costsPart(country: CountryKnowledge, u: Understanding, language: Language): Part {
  const c = country.costs;
  const d = c.dailyUsd;
  const range = ([low, high]: [number, number], days = 1) =>
    `${usd(low * days, language)}–${usd(high * days, language)}`;
  const paragraphs = [
    language === 'en'
      ? `In ${country.name.en}, one traveller spends about ${range(d.budget)} a day on a budget, ${range(d.midRange)} mid-range and ${range(d.comfort)} in comfort, international flights aside.`
      : `${capitalize(inCountry(country, 'fr'))}, un voyageur dépense environ ${range(d.budget)} par jour avec un petit budget, ${range(d.midRange)} en milieu de gamme et ${range(d.comfort)} en confort, hors vols internationaux.`,
  ];
  const days = u.nights;
  if (days && days > 1) {
    paragraphs.push(
      language === 'en'
        ? `For ${days} days that is about ${range(d.budget, days)} on a budget, ${range(d.midRange, days)} mid-range or ${range(d.comfort, days)} in comfort, per person.`
        : `Pour ${days} jours, comptez environ ${range(d.budget, days)} avec un petit budget, ${range(d.midRange, days)} en milieu de gamme ou ${range(d.comfort, days)} en confort, par personne.`,
    );
  }
  paragraphs.push(say(c.note, language));
  return { paragraphs, sources: cite(c), links: [] };
}

function languagesPart(country: CountryKnowledge, language: Language): Part {
  const l = country.languages;
  const paragraphs = [
    (language === 'en' ? 'Official: ' : 'Officielle(s) : ') +
      listOf(
        l.official.map((x) => say(x, language)),
        language,
      ) +
      (l.widelySpoken.length > 0
        ? (language === 'en' ? '. Widely spoken: ' : '. Très parlées : ') +
          listOf(
            l.widelySpoken.map((x) => say(x, language)),
            language,
          )
        : '') +
      '.',
    (language === 'en' ? 'A few phrases:\n' : 'Quelques expressions :\n') +
      l.phrases
        .slice(0, 5)
        .map((p) => `• ${p.phrase} (${say(p.language, language)}): ${say(p.meaning, language)}`)
        .join('\n'),
  ];
  return { paragraphs, sources: cite(l), links: [guideLink('communication', language)] };
}

function transportPart(country: CountryKnowledge, u: Understanding, language: Language): Part {
  const t = country.transport;
  const named = u.places.map((p) => p.name.toLowerCase());
  const matching = t.routes.filter(
    (r) =>
      named.some((n) => r.from.toLowerCase().includes(n)) &&
      named.some((n) => r.to.toLowerCase().includes(n)),
  );
  const routes =
    matching.length > 0
      ? matching
      : t.routes.filter((r) =>
          named.some((n) => r.from.toLowerCase().includes(n) || r.to.toLowerCase().includes(n)),
        );
  const shown = routes.length > 0 ? routes : t.routes;
  const paragraphs = shown
    .slice(0, 3)
    .map((r) =>
      language === 'en'
        ? `${r.from} to ${r.to} (about ${r.hours} h): ${r.options.en}`
        : `${r.from} – ${r.to} (environ ${r.hours} h) : ${r.options.fr}`,
    );
  if (matching.length === 0) paragraphs.unshift(say(t.summary, language));
  return { paragraphs, sources: cite(t), links: [guideLink('transport', language)] };
}

function foodPart(country: CountryKnowledge, language: Language): Part {
  const f = country.food;
  return {
    paragraphs: [
      say(f.summary, language),
      f.dishes
        .slice(0, 5)
        .map((d) => `• ${d.name}: ${say(d.description, language)}`)
        .join('\n'),
    ],
    sources: cite(f),
    links: [guideLink('food', language)],
  };
}

function sightsPart(country: CountryKnowledge, language: Language): Part {
  const s = country.sights;
  return {
    paragraphs: [
      (language === 'en'
        ? `Places to see ${inCountry(country, 'en')}:\n`
        : `À voir ${inCountry(country, 'fr')} :\n`) +
        s.items
          .slice(0, 6)
          .map((i) => `• ${i.name} (${i.city}): ${say(i.description, language)}`)
          .join('\n'),
    ],
    sources: cite(s),
    links: countryLinks(country, language),
  };
}

function summaryPart(
  section: { summary: Text; sources: Source[]; reviewed: string },
  topic: 'etiquette' | 'photography' | 'safety',
  language: Language,
): Part {
  return {
    paragraphs: [say(section.summary, language)],
    sources: cite(section),
    links: [guideLink(topic, language)],
  };
}

function overviewPart(country: CountryKnowledge, language: Language): Part {
  const best = listOf(
    country.seasons.bestMonths.map((m) => monthName(m, language)),
    language,
  );
  const sights = country.sights.items.slice(0, 3).map((i) => i.name);
  const c = country.money.currency;
  return {
    paragraphs: [
      language === 'en'
        ? `${country.name.en}: capital ${country.capital.en}; currency ${c.name.en} (${c.code}); official language${country.languages.official.length > 1 ? 's' : ''} ${listOf(
            country.languages.official.map((l) => l.en),
            'en',
          )}. Best months to visit: ${best}. Not to miss: ${listOf(sights, 'en')}.`
        : `${country.name.fr} : capitale ${country.capital.fr} ; monnaie ${c.name.fr} (${c.code}) ; langue${country.languages.official.length > 1 ? 's' : ''} officielle${country.languages.official.length > 1 ? 's' : ''} ${listOf(
            country.languages.official.map((l) => l.fr),
            'fr',
          )}. Meilleurs mois : ${best}. À ne pas manquer : ${listOf(sights, 'fr')}.`,
    ],
    sources: [...cite(country.seasons).slice(0, 1), ...cite(country.sights).slice(0, 1)],
    links: countryLinks(country, language),
  };
}

export function countryLinks(country: CountryKnowledge, language: Language): AssistantLink[] {
  if (!COUNTRY_PAGES.has(country.slug)) return [];
  return [
    {
      label:
        language === 'en'
          ? `${country.name.en}: country page`
          : `${country.name.fr} : page du pays`,
      href: `/country/${country.slug}`,
    },
  ];
}

function guideLink(topic: string, language: Language): AssistantLink {
  return {
    label: language === 'en' ? 'Travel guide' : 'Guide de voyage',
    href: `/guide#${topic}`,
  };
}

/** One country's answer on one topic. */
export function countryPart(
  topic: AssistantTopic,
  country: CountryKnowledge,
  u: Understanding,
  knowledge: KnowledgeBase,
): Part {
  const language = u.language;
  switch (topic) {
    case 'visas':
      return visaPart(country, u, knowledge);
    case 'health':
      return healthPart(country, u);
    case 'seasons':
      return seasonsPart(country, u, language);
    case 'money':
      return moneyPart(country, u);
    case 'costs':
      return costsPart(country, u, language);
    case 'communication':
      return languagesPart(country, language);
    case 'transport':
      return transportPart(country, u, language);
    case 'food':
      return foodPart(country, language);
    case 'sights':
      return sightsPart(country, language);
    case 'etiquette':
      return summaryPart(country.etiquette, 'etiquette', language);
    case 'photography':
      return summaryPart(country.photography, 'photography', language);
    case 'safety':
      return summaryPart(country.safety, 'safety', language);
    case 'overview':
      return overviewPart(country, language);
  }
}

/** "Is Mali in ECOWAS?": yes or no, and what membership means for entering it. */
export function ecowasPart(
  country: CountryKnowledge,
  u: Understanding,
  knowledge: KnowledgeBase,
): Part {
  const language = u.language;
  const member = country.ecowasMember;
  const head =
    language === 'en'
      ? `${member ? 'Yes' : 'No'}. ${country.name.en} is ${member ? '' : 'not '}a member of ECOWAS.`
      : `${member ? 'Oui' : 'Non'}. ${capitalize(destinationName(country))} ${member ? 'est' : "n'est pas"} membre de la CEDEAO.`;
  const note = knowledge.rule(country, 'ecowas').note;
  return {
    paragraphs: [note ? `${head} ${say(note, language)}` : head],
    sources: cite(country.entry),
    links: [guideLink('visas', language)],
  };
}

/** A topic across the region, when the question names no country. */
export function regionPart(
  topic: TopicKnowledge,
  u: Understanding,
  knowledge: KnowledgeBase,
): Part {
  const language = u.language;
  const paragraphs = [
    say(topic.summary, language),
    topic.points
      .slice(0, 5)
      .map((p) => `• ${say(p, language)}`)
      .join('\n'),
  ];
  if (topic.topic === 'health') {
    const required = knowledge.countries
      .filter((c) => c.health.yellowFever === 'required')
      .map((c) => c.name[language]);
    paragraphs.push(
      language === 'en'
        ? `A yellow fever certificate is required from every traveller in ${listOf(required, 'en')}.`
        : `Un certificat de vaccination contre la fièvre jaune est exigé de tous les voyageurs dans ces pays : ${listOf(required, 'fr')}.`,
    );
  }
  if (topic.topic === 'visas' && u.nationality) {
    const free = knowledge.countries
      .filter((c) => travellerRule(c, u, knowledge)?.visaRequired === false)
      .map((c) => c.name[language]);
    const subject = who(u, u.nationality.group, language, knowledge);
    paragraphs.push(
      free.length === 0
        ? language === 'en'
          ? `${subject} need a visa for every country I cover; tell me which one for the details.`
          : `${subject} ont besoin d'un visa pour chacun des pays que je couvre ; dites-moi lequel pour les détails.`
        : language === 'en'
          ? `${subject} need no visa for ${listOf(free, 'en')}; for the others, ask me about one country for the details.`
          : `${subject} n'ont pas besoin de visa pour : ${listOf(free, 'fr')} ; pour les autres, demandez-moi un pays pour les détails.`,
    );
  }
  return { paragraphs, sources: cite(topic), links: [guideLink(topic.topic, language)] };
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
