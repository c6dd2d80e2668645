import { isNull, sql } from 'drizzle-orm';
import { toIsoDate } from '../../../domain/dates.ts';
import { normalizeSearchText } from '../../../domain/text.ts';
import { seedTours } from './tours.ts';
import { seedHelpArticles } from './help.ts';
import { seedVisaRequirements } from './visas.ts';
import type { Database } from '../client.ts';
import { accommodations } from '../schema/index.ts';
import { generateAccommodations, type SeedAccommodation } from './accommodations.ts';
import { seedBusyLedgers } from './busy-ledgers.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const BATCH = 100;

/**
 * Fills an empty database with the deterministic seed, opens tour departures for the year
 * ahead of `today`, keeps the help centre's articles and the visa rules (from the knowledge base)
 * current. A seeded one keeps its rows; seed
 * properties it stored before they had a French description get it, unless their English
 * description was edited since (an edited one waits for its French from an administrator).
 * `scale` N above 1 (npm run seed -- --scale N) adds the stays up to N times the seed's and
 * fills the stock ledgers as a busy site's (busy-ledgers.ts), for benches at scale.
 */
export async function seedDatabase(
  db: Database,
  { today = toIsoDate(new Date()), scale = 1 }: { today?: string; scale?: number } = {},
): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // One seeder at a time, even when two processes start on one PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
    await seedTours(tx, today);
    await seedHelpArticles(tx);
    await seedVisaRequirements(tx);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(accommodations);
    const seeded = (existing?.n ?? 0) === 0;
    if (seeded) await insertStays(tx, generateAccommodations());
    else {
      const seed = generateAccommodations();
      await addMissingFrench(tx, seed);
      await addMissingPhones(tx, seed);
    }
    if (scale > 1) {
      await addScaledStays(tx, generateAccommodations({ scale }));
      await seedBusyLedgers(tx, { today, weeks: scale });
    }
    return { seeded };
  });
}

async function insertStays(tx: Transaction, stays: SeedAccommodation[]) {
  const rows = stays.map(({ slug: _slug, ...stay }) => ({
    ...stay,
    searchText: normalizeSearchText(`${stay.name} ${stay.location} ${stay.city} ${stay.country}`),
  }));
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(accommodations).values(rows.slice(i, i + BATCH));
  }
}

/**
 * The stays of a scaled seed the database lacks, known by their main photo's address (it holds
 * the seed's unique slug, and no administrator edits it), so a second run adds none.
 */
async function addScaledStays(tx: Transaction, stays: SeedAccommodation[]) {
  const stored = await tx.select({ imageUrl: accommodations.imageUrl }).from(accommodations);
  const known = new Set(stored.map((row) => row.imageUrl));
  await insertStays(
    tx,
    stays.filter((stay) => !known.has(stay.imageUrl)),
  );
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

/** Seed properties stored before they had a phone get theirs, known by their main photo's address. */
async function addMissingPhones(tx: Transaction, seed: SeedAccommodation[]) {
  const [missing] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(accommodations)
    .where(isNull(accommodations.phone));
  if ((missing?.n ?? 0) === 0) return;
  for (let i = 0; i < seed.length; i += BATCH) {
    const values = seed.slice(i, i + BATCH).map((stay) => sql`(${stay.imageUrl}, ${stay.phone})`);
    await tx.execute(sql`
      update ${accommodations} set phone = v.phone
      from (values ${sql.join(values, sql`, `)}) as v(image_url, phone)
      where ${accommodations.imageUrl} = v.image_url and ${accommodations.phone} is null`);
  }
}
