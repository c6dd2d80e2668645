/**
 * The travel knowledge base, read once and checked against its schema at start: one file per
 * country (the 15 ECOWAS countries, Cameroon and Mauritania) and one per topic.
 */
import { benin } from './countries/benin.ts';
import { burkinaFaso } from './countries/burkina-faso.ts';
import { caboVerde } from './countries/cabo-verde.ts';
import { cameroon } from './countries/cameroon.ts';
import { coteDIvoire } from './countries/cote-d-ivoire.ts';
import { theGambia } from './countries/the-gambia.ts';
import { ghana } from './countries/ghana.ts';
import { guinea } from './countries/guinea.ts';
import { guineaBissau } from './countries/guinea-bissau.ts';
import { liberia } from './countries/liberia.ts';
import { mali } from './countries/mali.ts';
import { mauritania } from './countries/mauritania.ts';
import { niger } from './countries/niger.ts';
import { nigeria } from './countries/nigeria.ts';
import { senegal } from './countries/senegal.ts';
import { sierraLeone } from './countries/sierra-leone.ts';
import { togo } from './countries/togo.ts';
import { communication } from './topics/communication.ts';
import { etiquette } from './topics/etiquette.ts';
import { food } from './topics/food.ts';
import { health } from './topics/health.ts';
import { money } from './topics/money.ts';
import { photography } from './topics/photography.ts';
import { safety } from './topics/safety.ts';
import { seasons } from './topics/seasons.ts';
import { transport } from './topics/transport.ts';
import { visas } from './topics/visas.ts';
import { AFRICAN_UNION, coveredCitizenships, passportGroup } from './nationalities.ts';
import { OTHER_PASSPORT_RULES } from './other-passports.ts';
import {
  CountryKnowledge,
  OtherPassportRule,
  PASSPORTS,
  TOPICS,
  TopicKnowledge,
  type EntryRule,
  type Passport,
  type Source,
  type Topic,
  type VisaRule,
} from './schema.ts';

export type KnowledgeBase = {
  countries: readonly CountryKnowledge[];
  topics: readonly TopicKnowledge[];
  country(slug: string): CountryKnowledge | undefined;
  topic(topic: Topic): TopicKnowledge;
  rule(country: CountryKnowledge, passport: Passport): VisaRule;
  /**
   * The rule for a citizenship (ISO code) at a destination: its group's, else the destination's
   * rule for other passports; undefined when the base has none on record.
   */
  ruleFor(country: CountryKnowledge, citizenship: string): CitizenRule | undefined;
};

/** A rule as it applies to one citizenship, with the sources it was checked against. */
export type CitizenRule = EntryRule & {
  group: Passport | null;
  sources: Source[];
  reviewed: string;
};

/** Checks every entry against the schema and the rules the schema cannot say. */
export function loadKnowledge(
  countries: unknown[] = [
    benin,
    burkinaFaso,
    caboVerde,
    cameroon,
    coteDIvoire,
    theGambia,
    ghana,
    guinea,
    guineaBissau,
    liberia,
    mali,
    mauritania,
    niger,
    nigeria,
    senegal,
    sierraLeone,
    togo,
  ],
  topics: unknown[] = [
    visas,
    health,
    seasons,
    money,
    communication,
    food,
    photography,
    transport,
    etiquette,
    safety,
  ],
  otherPassports: Record<string, unknown[]> = OTHER_PASSPORT_RULES,
): KnowledgeBase {
  const parsedCountries = countries.map((c) => CountryKnowledge.parse(c));
  for (const country of parsedCountries) {
    const passports = country.entry.rules.map((r) => r.passport);
    if (passports.join() !== PASSPORTS.join()) {
      throw new Error(`${country.slug}: visa rules must be ${PASSPORTS.join(', ')}, in order`);
    }
  }
  const parsedTopics = topics.map((t) => TopicKnowledge.parse(t));
  const missing = TOPICS.filter((t) => !parsedTopics.some((entry) => entry.topic === t));
  if (missing.length > 0) throw new Error(`topics missing: ${missing.join(', ')}`);
  const bySlug = new Map(parsedCountries.map((c) => [c.slug, c]));
  const byTopic = new Map(parsedTopics.map((t) => [t.topic, t]));
  const others = new Map(
    Object.entries(otherPassports).map(([slug, rules]) => {
      if (!bySlug.has(slug)) throw new Error(`other passports: no country ${slug}`);
      return [slug, rules.map((r) => OtherPassportRule.parse(r))];
    }),
  );
  const covered = new Set(coveredCitizenships());
  const rule = (country: CountryKnowledge, passport: Passport) =>
    country.entry.rules.find((r) => r.passport === passport)!;
  return {
    countries: parsedCountries,
    topics: parsedTopics,
    country: (slug) => bySlug.get(slug),
    topic: (topic) => byTopic.get(topic)!,
    rule,
    ruleFor(country, citizenship) {
      const group = passportGroup(citizenship);
      if (group) {
        const { passport: _passport, ...groupRule } = rule(country, group);
        return {
          ...groupRule,
          group,
          sources: country.entry.sources,
          reviewed: country.entry.reviewed,
        };
      }
      if (!covered.has(citizenship)) return undefined;
      const found = (others.get(country.slug) ?? []).find((r) =>
        r.passports === 'others'
          ? true
          : r.passports === 'african-union'
            ? AFRICAN_UNION.has(citizenship)
            : r.passports.includes(citizenship),
      );
      return (
        found && { ...found.rule, group: null, sources: found.sources, reviewed: found.reviewed }
      );
    },
  };
}

let loaded: KnowledgeBase | undefined;
/** The knowledge base of the repository, parsed on first use. */
export function knowledgeBase(): KnowledgeBase {
  loaded ??= loadKnowledge();
  return loaded;
}
