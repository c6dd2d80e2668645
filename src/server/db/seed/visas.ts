import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { visaRequirements } from '../schema/index.ts';
import { knowledgeBase, type KnowledgeBase } from '../../knowledge/index.ts';
import { coveredCitizenships } from '../../knowledge/nationalities.ts';

/** The database itself, or a transaction of it. */
type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

const BATCH = 200;

/** One row per citizenship and West African destination the knowledge base has a rule for. */
export function visaRows(knowledge: KnowledgeBase) {
  const citizenships = coveredCitizenships();
  return knowledge.countries.flatMap((to) =>
    citizenships.flatMap((from) => {
      const rule = from === to.code ? undefined : knowledge.ruleFor(to, from);
      if (!rule) return [];
      return [
        {
          fromCountry: from,
          toCountry: to.code,
          passportType: 'regular',
          visaRequired: rule.visaRequired,
          visaType: rule.visaType,
          maxStayDays: rule.maxStayDays,
          requirements: rule.requirements.map((r) => r.en),
          processingTime: rule.processingTime?.en ?? null,
          fee: rule.feeUsd === null ? null : rule.feeUsd.toFixed(2),
          lastUpdated: new Date(`${rule.reviewed}T00:00:00Z`),
        },
      ];
    }),
  );
}

/**
 * Fills visa_requirements from the knowledge base, and again whenever the base was reviewed
 * since: the table never says something the assistant and the guide do not.
 */
export async function seedVisaRequirements(tx: Executor, knowledge = knowledgeBase()) {
  const rows = visaRows(knowledge);
  const newest = rows.reduce((max, r) => (r.lastUpdated > max ? r.lastUpdated : max), new Date(0));
  const [stored] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      newest: sql<string | null>`max(${visaRequirements.lastUpdated})::text`,
    })
    .from(visaRequirements);
  if (
    stored?.n === rows.length &&
    stored.newest &&
    new Date(stored.newest).getTime() === newest.getTime()
  ) {
    return;
  }
  await tx.delete(visaRequirements);
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(visaRequirements).values(rows.slice(i, i + BATCH));
  }
}
