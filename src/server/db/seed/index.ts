import { isNull, sql } from 'drizzle-orm';
import { toIsoDate } from '../../../domain/dates.ts';
import { normalizeSearchText } from '../../../domain/text.ts';
import { seedTours } from './tours.ts';
import { seedHelpArticles } from './help.ts';
import { seedVisaRequirements } from './visas.ts';
import type { Database } from '../client.ts';
import { accommodations } from '../schema/index.ts';
import { generateAccommodations, type SeedAccommodation } from './accommodations.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const BATCH = 100;

/**
 * Fills an empty database with the deterministic seed, opens tour departures for the year
 * ahead of `today`, keeps the help centre's articles and the visa rules (from the knowledge base)
 * current. A seeded one keeps its rows; seed
 * properties it stored before they had a French description get it, unless their English
 * description was edited since (an edited one waits for its French from an administrator).
 */
export async function seedDatabase(
  db: Database,
  { today = toIsoDate(new Date()) }: { today?: string } = {},
): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // One seeder at a time, even when two processes start on one PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
    await seedTours(tx, today);
    await seedHelpArticles(tx);
    await seedVisaRequirements(tx);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(accommodations);
    if ((existing?.n ?? 0) > 0) {
      await addMissingFrench(tx, generateAccommodations());
      return { seeded: false };
    }

    const rows = generateAccommodations().map(({ slug: _slug, ...stay }) => ({
      ...stay,
      searchText: normalizeSearchText(`${stay.name} ${stay.location} ${stay.city} ${stay.country}`),
    }));
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx.insert(accommodations).values(rows.slice(i, i + BATCH));
    }
    return { seeded: true };
  });
}

async function addMissingFrench(tx: Transaction, seed: SeedAccommodation[]) {
  const [missing] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(accommodations)
    .where(isNull(accommodations.descriptionFr));
  if ((missing?.n ?? 0) === 0) return;
  for (let i = 0; i < seed.length; i += BATCH) {
    const values = seed
      .slice(i, i + BATCH)
      .map((stay) => sql`(${stay.name}, ${stay.description}, ${stay.descriptionFr})`);
    await tx.execute(sql`
      update ${accommodations} set description_fr = v.fr
      from (values ${sql.join(values, sql`, `)}) as v(name, en, fr)
      where ${accommodations.name} = v.name and ${accommodations.description} = v.en
        and ${accommodations.descriptionFr} is null`);
  }
}
