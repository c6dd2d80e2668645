import { sql } from 'drizzle-orm';
import { normalizeSearchText } from '../../../domain/text.ts';
import type { Database } from '../client.ts';
import { accommodations } from '../schema/index.ts';
import { generateAccommodations } from './accommodations.ts';

/** Fills an empty database with the deterministic seed; a seeded one is left as it is. */
export async function seedDatabase(db: Database): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // One seeder at a time, even when two processes start on one PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(accommodations);
    if ((existing?.n ?? 0) > 0) return { seeded: false };

    const rows = generateAccommodations().map(({ slug: _slug, ...stay }) => ({
      ...stay,
      searchText: normalizeSearchText(`${stay.name} ${stay.location} ${stay.city} ${stay.country}`),
    }));
    for (let i = 0; i < rows.length; i += 100) {
      await tx.insert(accommodations).values(rows.slice(i, i + 100));
    }
    return { seeded: true };
  });
}
