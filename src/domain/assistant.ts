import { z } from 'zod';
import { freeText, searchText } from './input.ts';

/** Spec 1 section 7 and spec 2 section 7: the two assistant calls, one engine behind both. */

export const MAX_QUESTION_LENGTH = 2000;
/** Earlier turns a client may send for context; older ones add nothing the engine uses. */
export const MAX_HISTORY_TURNS = 10;

/** The topics of the knowledge base: one file each, and one section each in the guide. */
export const KNOWLEDGE_TOPICS = [
  'visas',
  'health',
  'seasons',
  'money',
  'communication',
  'food',
  'photography',
  'transport',
  'etiquette',
  'safety',
] as const;

/** What a question is about, when the page says so (POST /api/travel-assistant's category). */
export const ASSISTANT_CATEGORIES = [
  'general',
  ...KNOWLEDGE_TOPICS,
  'costs',
  'sights',
  'flights',
  'hotels',
  'tours',
] as const;
export type AssistantCategory = (typeof ASSISTANT_CATEGORIES)[number];

const question = freeText(MAX_QUESTION_LENGTH).pipe(z.string().min(1, 'must not be empty'));

/** An earlier turn of the conversation, so "and in December?" knows what it follows. */
export const HistoryTurn = z.object({
  role: z.enum(['user', 'assistant']),
  content: freeText(MAX_QUESTION_LENGTH),
});
export type HistoryTurn = z.infer<typeof HistoryTurn>;

const history = z.array(HistoryTurn).max(MAX_HISTORY_TURNS).optional();

/** POST /api/ai/travel-assistant. */
export const AssistantBody = z.object({ query: question, history });
/** POST /api/travel-assistant. */
export const TravelAssistantBody = z.object({
  query: question,
  category: z.enum(ASSISTANT_CATEGORIES).optional(),
  history,
});
export type AssistantQuestion = z.output<typeof TravelAssistantBody>;

/** A place the answer points to: a prefilled search, a guide section, an official page. */
export const AssistantLink = z.object({ label: z.string(), href: z.string() });
export type AssistantLink = z.infer<typeof AssistantLink>;
export const AssistantSource = z.object({
  name: z.string(),
  url: z.string(),
  reviewed: z.string(),
});
export type AssistantSource = z.infer<typeof AssistantSource>;

export const AssistantAnswer = z.object({
  response: z.string(),
  suggestions: z.array(z.string()),
  links: z.array(AssistantLink),
  sources: z.array(AssistantSource),
  language: z.enum(['en', 'fr']),
});
export type AssistantAnswer = z.infer<typeof AssistantAnswer>;

/** POST /api/ai/travel-assistant (spec 2): the answer, without the id and language. */
export const AssistantReply = AssistantAnswer.omit({ language: true });
/** POST /api/travel-assistant (spec 1): the answer with the id the exchange is kept under. */
export const TravelAssistantReply = AssistantReply.extend({ id: z.number() });

export const PASSPORT_TYPES = ['regular', 'diplomatic', 'official'] as const;

/** How a visa is had; 'suspended': none is issued to these citizens for now, so they cannot enter. */
export const VISA_TYPES = ['none', 'evisa', 'on-arrival', 'embassy', 'suspended'] as const;

/** GET /api/visa-requirements. */
export const VisaQuery = z.object({
  fromCountry: searchText(60).pipe(z.string().min(1, { error: 'is required' })),
  toCountry: searchText(60).pipe(z.string().min(1, { error: 'is required' })),
  passportType: z.enum(PASSPORT_TYPES).default('regular'),
  lang: z.enum(['en', 'fr']).optional(),
});
export type VisaQuery = z.output<typeof VisaQuery>;

/** GET /api/visa-requirements: the rule for a citizenship and a West African destination. */
export const VisaAnswer = z.object({
  fromCountry: z.string(),
  fromCountryName: z.string(),
  toCountry: z.string(),
  toCountryName: z.string(),
  passportType: z.literal('regular'),
  visaRequired: z.boolean(),
  visaType: z.enum(VISA_TYPES),
  maxStayDays: z.number().nullable(),
  requirements: z.array(z.string()),
  processingTime: z.string().nullable(),
  fee: z.string().nullable(),
  note: z.string().nullable(),
  lastUpdated: z.string(),
  officialSource: z.object({ name: z.string(), url: z.string() }),
  changesOften: z.boolean(),
});
export type VisaAnswer = z.infer<typeof VisaAnswer>;
