import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates.ts';
import { accommodations, flightSeats, roomNights } from '../../src/server/db/schema/index.ts';
import { seedDatabase } from '../../src/server/db/seed/index.ts';
import { generateAccommodations } from '../../src/server/db/seed/accommodations.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';

const TODAY = TEST_NOW.slice(0, 10);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function counts() {
  const db = ctx.database.db;
  const [stays] = await db.select({ n: sql<number>`count(*)::int` }).from(accommodations);
  const [seats] = await db
    .select({
      n: sql<number>`count(*)::int`,
      full: sql<number>`count(*) filter (where taken >= total)::int`,
      flights: sql<number>`count(distinct (flight_number, depart_date))::int`,
      first: sql<string>`min(depart_date)::text`,
      last: sql<string>`max(depart_date)::text`,
    })
    .from(flightSeats);
  const [nights] = await db
    .select({
      n: sql<number>`count(*)::int`,
      full: sql<number>`count(*) filter (where taken >= total)::int`,
    })
    .from(roomNights);
  return { stays: stays!.n, seats: seats!, nights: nights! };
}

describe('npm run seed -- --scale N', () => {
  it('seeds N times the stays and a busy ledger for N weeks of flights, once', async () => {
    // The server's own first start seeds the ordinary 324; the scaled seed tops it up.
    expect(await seedDatabase(ctx.database.db, { today: TODAY })).toEqual({ seeded: true });
    expect((await counts()).stays).toBe(324);

    expect(await seedDatabase(ctx.database.db, { today: TODAY, scale: 2 })).toEqual({
      seeded: false,
    });
    const after = await counts();
    expect(after.stays).toBe(648);
    // Every flight of the built-in schedule (18,878 a week) on each of the 14 days, none full.
    expect(after.seats.flights).toBeGreaterThan(2 * 18_000);
    expect(after.seats.full).toBe(0);
    expect(after.seats.first).toBe(addDays(TODAY, 1));
    expect(after.seats.last).toBe(addDays(TODAY, 14));
    expect(after.nights.n).toBeGreaterThan(648 * 14 * 0.3);
    expect(after.nights.full).toBe(0);

    // Again, and a plain start after it: nothing added.
    await seedDatabase(ctx.database.db, { today: TODAY, scale: 2 });
    await seedDatabase(ctx.database.db, { today: TODAY });
    expect(await counts()).toEqual(after);
  });

  it('serves the added stays like the seed’s, with rooms left on busy nights', async () => {
    const added = generateAccommodations({ scale: 2 })[500]!;
    const checkIn = addDays(TODAY, 3);
    const search = await ctx.app.inject({
      url: `/api/accommodations?destination=${encodeURIComponent(added.city)}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=1`,
    });
    expect(search.statusCode).toBe(200);
    const found = (search.json() as { id: number; name: string; roomsLeft: number }[]).find(
      (stay) => stay.name === added.name,
    );
    expect(found?.roomsLeft).toBeGreaterThan(0);
    const page = await ctx.app.inject({ url: `/api/accommodations/${found!.id}?lang=fr` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ name: added.name, description: added.descriptionFr });
  });
});
