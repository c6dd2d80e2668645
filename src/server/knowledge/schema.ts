/**
 * The shape of the travel knowledge base: reviewed facts about each country and each topic,
 * in English and French, every section with the sources it was checked against and the day it
 * was last reviewed. The assistant answers from it, the guide shows it, and the
 * visa_requirements table is filled from it, so none of them can contradict another.
 */
import { z } from 'zod';
import { KNOWLEDGE_TOPICS, VISA_TYPES } from '../../domain/assistant.ts';

/** The passports a visa rule is written for; 'ecowas' is any ECOWAS member's citizens. */
export const PASSPORTS = ['ecowas', 'us', 'uk', 'eu', 'ca', 'cn', 'in'] as const;
export type Passport = (typeof PASSPORTS)[number];

export const TOPICS = KNOWLEDGE_TOPICS;
export type Topic = (typeof TOPICS)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const month = z.number().int().min(1).max(12);

export const Text = z.object({ en: z.string().min(1), fr: z.string().min(1) }).strict();
export type Text = z.infer<typeof Text>;

export const Source = z
  .object({
    /** Who publishes it: "Ghana Immigration Service", "WHO International Travel and Health". */
    name: z.string().min(1),
    url: z.url(),
  })
  .strict();
export type Source = z.infer<typeof Source>;

/** Every section says what it was checked against and when. */
const reviewed = {
  sources: z.array(Source).min(1),
  /** The day a person last checked this section against its sources. */
  reviewed: isoDate,
};

export const VisaRule = z
  .object({
    passport: z.enum(PASSPORTS),
    visaRequired: z.boolean(),
    /** none: no visa; evisa: applied for online before travel; on-arrival: issued at the border;
     * embassy: applied for at an embassy or consulate before travel; suspended: no visa is
     * issued to these citizens for now, so they cannot enter. */
    visaType: z.enum(VISA_TYPES),
    /** The longest stay the rule allows, when the source states one. */
    maxStayDays: z.number().int().positive().nullable(),
    /** "3-5 working days", when the source states it. */
    processingTime: Text.nullable(),
    /** The usual fee in US dollars for a single-entry tourist visa, when the source states it. */
    feeUsd: z.number().nonnegative().nullable(),
    /** What to bring or upload: "Passport valid 6 months", "Return ticket", ... */
    requirements: z.array(Text),
    note: Text.optional(),
  })
  .strict();
export type VisaRule = z.infer<typeof VisaRule>;

/** A rule for citizens outside the passport groups: the same fields, for whoever it names. */
export const EntryRule = VisaRule.omit({ passport: true });
export type EntryRule = z.infer<typeof EntryRule>;

/**
 * A destination's rule for passports beyond the groups: the citizens of the countries listed,
 * of every African Union member ('african-union'), or of any other country the base covers
 * ('others': the destination's rule for everyone without an exemption).
 */
export const OtherPassportRule = z
  .object({
    passports: z.union([
      z.enum(['african-union', 'others']),
      z.array(z.string().regex(/^[A-Z]{2}$/)).min(1),
    ]),
    rule: EntryRule,
    ...reviewed,
  })
  .strict();
export type OtherPassportRule = z.infer<typeof OtherPassportRule>;

export const CountryKnowledge = z
  .object({
    /** ISO 3166-1 alpha-2, upper case: 'GH'. */
    code: z.string().regex(/^[A-Z]{2}$/),
    /** kebab-case English name: 'ghana', 'cote-d-ivoire', 'the-gambia'. */
    slug: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
    name: Text,
    /**
     * Every other way a traveller writes the country, in either language, lower case:
     * "ivory coast", "côte d'ivoire", "cote d'ivoire", "rci".
     */
    aliases: z.array(z.string().min(2)),
    /** Nationality words, lower case, both languages: "ghanaian", "ghanéen", "ghanéenne". */
    demonyms: z.array(z.string().min(2)),
    capital: Text,
    /** Member of ECOWAS today (Burkina Faso, Mali and Niger left in January 2025). */
    ecowasMember: z.boolean(),
    cities: z
      .array(
        z
          .object({
            name: Text,
            /** Other spellings, lower case: "saint louis", "st-louis", "ndar". */
            aliases: z.array(z.string()),
            /** IATA code of the city's airport when it has one. */
            airport: z
              .string()
              .regex(/^[A-Z]{3}$/)
              .nullable(),
          })
          .strict(),
      )
      .min(2),
    entry: z
      .object({
        summary: Text,
        /** One rule per passport of PASSPORTS, each exactly once. */
        rules: z.array(VisaRule).length(PASSPORTS.length),
        /** Months a passport must still be valid on arrival. */
        passportValidityMonths: z.number().int().nonnegative(),
        /** The government page a traveller should check before travel. */
        officialSource: Source,
        /** Rules here have changed in the last years or are announced to change. */
        changesOften: z.boolean(),
        ...reviewed,
      })
      .strict(),
    health: z
      .object({
        /** required: from every traveller (above the stated age); from-risk-countries: only
         * from travellers arriving from or through a yellow-fever risk country; recommended. */
        yellowFever: z.enum(['required', 'from-risk-countries', 'recommended']),
        /** The certificate rule in words, with the age it applies from. */
        yellowFeverText: Text,
        malaria: Text,
        other: Text,
        ...reviewed,
      })
      .strict(),
    seasons: z
      .object({
        bestMonths: z.array(month).min(1),
        rainyMonths: z.array(month),
        summary: Text,
        ...reviewed,
      })
      .strict(),
    money: z
      .object({
        currency: z
          .object({
            /** ISO 4217: 'GHS', 'XOF', 'XAF', 'SLE', 'MRU', 'CVE', ... */
            code: z.string().regex(/^[A-Z]{3}$/),
            name: Text,
            symbol: z.string().min(1),
          })
          .strict(),
        /** Cards, cash, ATMs, mobile money, US dollars: how a visitor pays. */
        howToPay: Text,
        ...reviewed,
      })
      .strict(),
    languages: z
      .object({
        official: z.array(Text).min(1),
        widelySpoken: z.array(Text),
        phrases: z
          .array(
            z
              .object({
                phrase: z.string().min(1),
                language: Text,
                meaning: Text,
              })
              .strict(),
          )
          .min(3),
        ...reviewed,
      })
      .strict(),
    safety: z.object({ summary: Text, ...reviewed }).strict(),
    transport: z
      .object({
        summary: Text,
        /** Common trips between cities (of this country or to a neighbour's). */
        routes: z
          .array(
            z
              .object({
                from: z.string().min(1),
                to: z.string().min(1),
                /** How to make the trip: bus companies by kind, shared taxis, flights, ferries. */
                options: Text,
                /** Usual door-to-door hours by road (or by the main way). */
                hours: z.number().positive(),
              })
              .strict(),
          )
          .min(1),
        ...reviewed,
      })
      .strict(),
    food: z
      .object({
        summary: Text,
        dishes: z.array(z.object({ name: z.string().min(1), description: Text }).strict()).min(3),
        ...reviewed,
      })
      .strict(),
    etiquette: z.object({ summary: Text, ...reviewed }).strict(),
    photography: z.object({ summary: Text, ...reviewed }).strict(),
    sights: z
      .object({
        items: z
          .array(
            z
              .object({ name: z.string().min(1), city: z.string().min(1), description: Text })
              .strict(),
          )
          .min(3),
        ...reviewed,
      })
      .strict(),
    costs: z
      .object({
        /** What one traveller spends a day, in US dollars, beyond international flights. */
        dailyUsd: z
          .object({
            budget: z.tuple([z.number().positive(), z.number().positive()]),
            midRange: z.tuple([z.number().positive(), z.number().positive()]),
            comfort: z.tuple([z.number().positive(), z.number().positive()]),
          })
          .strict(),
        note: Text,
        ...reviewed,
      })
      .strict(),
  })
  .strict();
export type CountryKnowledge = z.infer<typeof CountryKnowledge>;

/** A topic across the region: what the guide shows under its heading. */
export const TopicKnowledge = z
  .object({
    topic: z.enum(TOPICS),
    title: Text,
    summary: Text,
    /** The points a traveller should know, each one or two sentences. */
    points: z.array(Text).min(3),
    ...reviewed,
  })
  .strict();
export type TopicKnowledge = z.infer<typeof TopicKnowledge>;
