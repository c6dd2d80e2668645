import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  contactMessages,
  outbox,
  tourDepartures,
  tourPackages,
} from '../../src/server/db/schema/index.ts';
import { seedTours } from '../../src/server/db/seed/tours.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';

let ctx: TestContext;
const today = TEST_NOW.slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  await seedTours(ctx.database.db, today);
});
afterAll(() => ctx.close());

async function get(url: string) {
  const res = await ctx.app.inject({ url });
  return { status: res.statusCode, body: res.json() };
}

type Operator = {
  id: number;
  name: string;
  country: string;
  specialties: string[];
  priceRange: string;
  description: string;
  popularTours: { name: string; operatorId: number; pricePerPerson: string }[];
};

describe('GET /api/tour-operators', () => {
  it('lists every operator with the fields the cards read and up to two popular tours', async () => {
    const { status, body } = await get('/api/tour-operators');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(30);
    for (const operator of body as Operator[]) {
      expect(operator).toMatchObject({
        name: expect.any(String),
        location: expect.any(String),
        contactEmail: expect.stringContaining('@'),
        reviewCount: expect.any(Number),
        yearEstablished: expect.any(Number),
        isVerified: expect.any(Boolean),
        imageUrl: expect.stringMatching(/^\/images\/operators\//),
      });
      expect(operator.popularTours.length).toBeLessThanOrEqual(2);
      for (const tour of operator.popularTours) {
        expect(tour.operatorId).toBe(operator.id);
        // What the card shows of a popular tour, not the whole package (itinerary and all).
        expect(Object.keys(tour).sort()).toEqual([
          'category',
          'difficulty',
          'duration',
          'id',
          'name',
          'operatorId',
          'pricePerPerson',
        ]);
      }
    }
    expect((body as Operator[])[3]).toMatchObject({ id: 4, country: 'Liberia' });
  });

  it('filters on country, specialty and price range; all or empty is no filter', async () => {
    const ghana = (await get('/api/tour-operators?country=Ghana')).body as Operator[];
    expect(ghana.length).toBeGreaterThan(0);
    expect(ghana.every((o) => o.country === 'Ghana')).toBe(true);

    const heritage = (await get('/api/tour-operators?country=Ghana&specialty=heritage'))
      .body as Operator[];
    expect(heritage.length).toBeGreaterThan(0);
    expect(heritage.every((o) => o.specialties.includes('heritage'))).toBe(true);

    const luxury = (await get('/api/tour-operators?priceRange=luxury')).body as Operator[];
    expect(luxury.every((o) => o.priceRange === 'luxury')).toBe(true);

    const all = (await get('/api/tour-operators')).body as Operator[];
    const none = (await get('/api/tour-operators?country=all&specialty=&priceRange=all'))
      .body as Operator[];
    expect(none.length).toBe(all.length);
  });

  it('refuses unknown filter values with the field and the rule', async () => {
    for (const [query, field] of [
      ['country=Atlantis', 'country'],
      ['specialty=shopping', 'specialty'],
      ['priceRange=free', 'priceRange'],
    ]) {
      const { status, body } = await get(`/api/tour-operators?${query}`);
      expect(status).toBe(400);
      expect(body.errors[0]).toMatchObject({ field, rule: 'invalid_choice' });
    }
  });

  it('answers French descriptions with lang=fr', async () => {
    const [en] = (await get('/api/tour-operators?country=Senegal')).body as Operator[];
    const [fr] = (await get('/api/tour-operators?country=Senegal&lang=fr')).body as Operator[];
    expect(fr!.name).toBe(en!.name);
    expect(fr!.description).not.toBe(en!.description);
  });

  it('answers one operator with all its packages, and 404 for an unknown one', async () => {
    const { body } = await get('/api/tour-operators/4');
    expect(body.country).toBe('Liberia');
    expect(body.packages.length).toBe(body.packageCount);
    expect(body.packages.length).toBeGreaterThanOrEqual(2);
    expect((await get('/api/tour-operators/99999')).status).toBe(404);
  });
});

describe('GET /api/tour-packages', () => {
  it('lists every package, or a country’s, or an operator’s', async () => {
    const all = (await get('/api/tour-packages')).body as { country: string }[];
    expect(all.length).toBeGreaterThanOrEqual(120);
    const liberia = (await get('/api/tour-packages?country=Liberia')).body as {
      country: string;
    }[];
    expect(liberia.length).toBeGreaterThan(0);
    expect(liberia.every((p) => p.country === 'Liberia')).toBe(true);
    const fourth = (await get('/api/tour-packages?operatorId=4')).body as { operatorId: number }[];
    expect(fourth.every((p) => p.operatorId === 4)).toBe(true);
    expect((await get('/api/tour-packages?country=Mars')).status).toBe(400);
  });

  it('a package carries its itinerary day by day and its coming departures with places left', async () => {
    const [first] = (await get('/api/tour-packages?operatorId=1')).body as { id: number }[];
    const { body } = await get(`/api/tour-packages/${first!.id}`);
    expect(body.itinerary).toHaveLength(body.duration);
    expect(body.inclusions.length).toBeGreaterThan(0);
    expect(body.departures.length).toBeGreaterThan(0);
    expect(body.departures[0].startDate >= today).toBe(true);
    expect(body.nextDeparture).toBe(body.departures[0].startDate);

    // A full departure is not offered, and the next one with places is.
    await ctx.database.db
      .update(tourDepartures)
      .set({ taken: tourDepartures.total })
      .where(
        and(
          eq(tourDepartures.packageId, first!.id),
          eq(tourDepartures.startDate, body.departures[0].startDate),
        ),
      );
    const after = (await get(`/api/tour-packages/${first!.id}`)).body;
    expect(after.departures[0].startDate).toBe(body.departures[1].startDate);
    expect(after.nextDeparture).toBe(body.departures[1].startDate);
    // The lists say so at once too: operators and packages are kept a minute, places never.
    const listed = (await get('/api/tour-packages?operatorId=1')).body as {
      id: number;
      nextDeparture: string;
    }[];
    expect(listed.find((p) => p.id === first!.id)!.nextDeparture).toBe(
      body.departures[1].startDate,
    );
    expect((await get('/api/tour-packages/99999')).status).toBe(404);
  });

  it('reopens departures a year ahead at every start, keeping the places already taken', async () => {
    const later = '2027-03-01';
    await seedTours(ctx.database.db, later);
    const [first] = (await get('/api/tour-packages?operatorId=1')).body as { id: number }[];
    const rows = await ctx.database.db
      .select()
      .from(tourDepartures)
      .where(eq(tourDepartures.packageId, first!.id));
    const last = rows
      .map((r) => r.startDate)
      .sort()
      .at(-1)!;
    expect(last > '2028-01-01').toBe(true);
    expect(rows.some((r) => r.taken === r.total)).toBe(true);
  });
});

describe('POST /api/tour-operators/:id/contact', () => {
  it('keeps the message and sends it to the operator', async () => {
    const operator = (await get('/api/tour-operators/1')).body;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/tour-operators/1/contact',
      payload: {
        name: 'Efua Owusu',
        email: 'efua@example.com',
        message: 'Is the canopy walk open in August?',
      },
    });
    expect(res.statusCode).toBe(200);
    const [stored] = await ctx.database.db.select().from(contactMessages);
    expect(stored).toMatchObject({ email: 'efua@example.com', category: 'booking' });
    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, operator.contactEmail));
    expect(mail!.text).toContain('Is the canopy walk open in August?');
    expect(mail!.text).toContain('efua@example.com');
  });

  it('refuses a blank message or a bad address and sends nothing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/tour-operators/1/contact',
      payload: { name: 'X', email: 'nope', message: '' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['email', 'message']);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/tour-operators/99999/contact',
      payload: { name: 'X', email: 'x@example.com', message: 'Hello' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('one tour service', () => {
  it('gives the assistant the catalogue the tour pages read: one cache, not one each', async () => {
    const page = await get('/api/tour-packages?country=Senegal');
    const listed = (page.body as { id: number }[]).length;
    expect(listed).toBeGreaterThan(1);
    // A package leaves the catalogue after the pages read it: a second cache would read it anew.
    const gone = (page.body as { id: number }[])[0]!.id;
    await ctx.database.db
      .update(tourPackages)
      .set({ isActive: false })
      .where(eq(tourPackages.id, gone));
    try {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/ai/travel-assistant',
        payload: { query: 'Show me tours in Senegal' },
      });
      expect(answer.json().response).toContain(`${listed} tours in Senegal`);
    } finally {
      await ctx.database.db
        .update(tourPackages)
        .set({ isActive: true })
        .where(eq(tourPackages.id, gone));
    }
  });
});
