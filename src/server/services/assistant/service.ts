/**
 * The assistant's use cases: answer a question (the model when one is set, else the built-in
 * engine), keep every exchange in travel_queries for the admin's insights, and check visas.
 */
import { and, eq } from 'drizzle-orm';
import type {
  AssistantAnswer,
  AssistantQuestion,
  VisaAnswer,
  VisaQuery,
} from '../../../domain/assistant.ts';
import type { Database } from '../../db/client.ts';
import { travelQueries, visaRequirements } from '../../db/schema/index.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { KnowledgeBase } from '../../knowledge/index.ts';
import type { Assistant } from './engine.ts';
import { findCountry } from '../../knowledge/nationalities.ts';

export function createAssistantService({
  db,
  assistant,
  knowledge,
}: {
  db: Database;
  assistant: Assistant;
  knowledge: KnowledgeBase;
}) {
  async function ask(question: AssistantQuestion): Promise<AssistantAnswer & { id: number }> {
    const answer = await assistant.ask(question);
    const [stored] = await db
      .insert(travelQueries)
      .values({
        query: question.query,
        response: answer.response,
        category: question.category ?? null,
      })
      .returning({ id: travelQueries.id });
    return { id: stored!.id, ...answer };
  }

  async function checkVisa(query: VisaQuery): Promise<VisaAnswer> {
    const language = query.lang ?? 'en';
    const from = findCountry(query.fromCountry);
    const toCode = findCountry(query.toCountry)?.code;
    const to = knowledge.countries.find((c) => c.code === toCode);
    const errors = [];
    if (!from) {
      errors.push({
        field: 'fromCountry',
        rule: 'unknown_country' as const,
        message: 'is not a country we know',
      });
    }
    if (!to) {
      errors.push({
        field: 'toCountry',
        rule: 'unknown_country' as const,
        message: `must be one of the countries we cover: ${knowledge.countries.map((c) => c.name.en).join(', ')}`,
      });
    }
    if (!from || !to) throw new ValidationError(errors);
    const base = {
      fromCountry: from.code,
      fromCountryName: from.name[language],
      toCountry: to.code,
      toCountryName: to.name[language],
      passportType: 'regular' as const,
      officialSource: to.entry.officialSource,
      changesOften: to.entry.changesOften,
      lastUpdated: to.entry.reviewed,
    };
    if (from.code === to.code) {
      return {
        ...base,
        visaRequired: false,
        visaType: 'none',
        maxStayDays: null,
        requirements: [],
        processingTime: null,
        fee: null,
        note:
          language === 'en'
            ? 'Citizens enter their own country without a visa.'
            : 'Les citoyens entrent dans leur propre pays sans visa.',
      };
    }
    const rule = knowledge.ruleFor(to, from.code);
    if (query.passportType !== 'regular' || !rule) {
      throw new NotFoundError(
        query.passportType !== 'regular'
          ? `We have no rule on record for ${query.passportType} passports; ask an embassy of ${to.name.en}`
          : `We have no rule on record for citizens of ${from.name.en}; check ${to.entry.officialSource.name}`,
        { code: 'no_rule_on_record', officialSource: to.entry.officialSource },
      );
    }
    const [row] = await db
      .select()
      .from(visaRequirements)
      .where(
        and(
          eq(visaRequirements.fromCountry, from.code),
          eq(visaRequirements.toCountry, to.code),
          eq(visaRequirements.passportType, 'regular'),
        ),
      )
      .limit(1);
    if (!row) {
      throw new NotFoundError(`We have no rule on record for citizens of ${from.name.en}`, {
        code: 'no_rule_on_record',
        officialSource: to.entry.officialSource,
      });
    }
    // The row says the rule; the knowledge base says it in the reader's language.
    return {
      ...base,
      visaRequired: row.visaRequired,
      visaType: (row.visaType ?? 'none') as VisaAnswer['visaType'],
      maxStayDays: row.maxStayDays,
      requirements: rule.requirements.map((r) => r[language]),
      processingTime: rule.processingTime?.[language] ?? null,
      fee: row.fee,
      note: rule.note?.[language] ?? null,
    };
  }

  return { ask, checkVisa };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
