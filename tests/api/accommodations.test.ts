import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { makeAccommodation, takeRooms } from '../helpers/factories.ts';

let ctx: TestContext;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  ids.accraCheap = (
    await makeAccommodation(db, {
      name: 'Osu Budget Inn',
      pricePerNight: '45.00',
      propertyType: 'Budget Hotel',
      rating: '3.5',
      amenities: [{ name: 'Free WiFi' }, { name: 'Air Conditioning' }],
    })
  ).id;
  ids.accraLuxury = (
    await makeAccommodation(db, {
      name: 'Labadi Shore Resort',
      location: 'Labadi, Accra',
      pricePerNight: '420.00',
      propertyType: 'Resort',
      rating: '4.8',
      amenities: [{ name: 'Free WiFi' }, { name: 'Swimming Pool' }, { name: 'Beach Access' }],
    })
  ).id;
  ids.lome = (
    await makeAccommodation(db, {
      name: 'Résidence du Golfe',
      location: 'Bè, Lomé',
      city: 'Lomé',
      country: 'Togo',
      pricePerNight: '80.00',
      propertyType: 'Guesthouse',
      rating: null,
      amenities: [{ name: 'Parking' }],
    })
  ).id;
  ids.abidjanFull = (
    await makeAccommodation(db, {
      name: 'Cocody Lagoon Suites',
      location: 'Cocody, Abidjan',
      city: 'Abidjan',
      country: "Côte d'Ivoire",
      pricePerNight: '150.00',
      roomCount: 2,
    })
  ).id;
  // Sold out on the night of 2026-12-02 only.
  await takeRooms(db, ids.abidjanFull!, 2, ['2026-12-02']);
});

afterAll(() => ctx.close());

async function search(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/accommodations${query}` });
  return { status: response.statusCode, body: response.json() };
}

const names = (list: { name: string }[]) => list.map((a) => a.name).sort();

describe('GET /api/accommodations', () => {
  it('lists every accommodation with the fields the results and dialog read', async () => {
    const { status, body } = await search('');
    expect(status).toBe(200);
    expect(body).toHaveLength(4);
    const stay = body.find((a: { id: number }) => a.id === ids.accraLuxury);
    expect(stay).toMatchObject({
      id: ids.accraLuxury,
      name: 'Labadi Shore Resort',
      location: 'Labadi, Accra',
      country: 'Ghana',
      pricePerNight: '420.00',
      rating: '4.8',
      reviewCount: 10,
      manualConfirmation: false,
      cancellationPolicy: expect.any(String),
      images: [expect.stringMatching(/^\/images\/stays\//)],
      amenities: expect.arrayContaining([{ name: 'Swimming Pool' }]),
    });
    expect(stay).not.toHaveProperty('roomsLeft');
  });

  it('matches destination on name, location or country, ignoring case and accents', async () => {
    expect(names((await search('?destination=lome')).body)).toEqual(['Résidence du Golfe']);
    expect(names((await search('?destination=TOGO')).body)).toEqual(['Résidence du Golfe']);
    expect(names((await search('?destination=labadi')).body)).toEqual(['Labadi Shore Resort']);
    expect(names((await search('?destination=cote%20d%27ivoire')).body)).toEqual([
      'Cocody Lagoon Suites',
    ]);
    // A phone types a curly apostrophe: it folds to the same one.
    expect(
      names((await search(`?destination=${encodeURIComponent('CÔTE D’IVOIRE')}`)).body),
    ).toEqual(['Cocody Lagoon Suites']);
    expect((await search('?destination=Accra')).body).toHaveLength(2);
    expect((await search('?destination=%25')).body).toHaveLength(0);
  });

  it('filters on the price range, inclusive', async () => {
    expect(names((await search('?minPrice=45&maxPrice=80')).body)).toEqual([
      'Osu Budget Inn',
      'Résidence du Golfe',
    ]);
    expect(names((await search('?minPrice=400')).body)).toEqual(['Labadi Shore Resort']);
  });

  it('keeps only properties that have every requested amenity', async () => {
    expect(names((await search('?amenities=Free%20WiFi')).body)).toEqual([
      'Cocody Lagoon Suites',
      'Labadi Shore Resort',
      'Osu Budget Inn',
    ]);
    expect(names((await search('?amenities=Free%20WiFi,Beach%20Access')).body)).toEqual([
      'Labadi Shore Resort',
    ]);
    expect((await search('?amenities=Beach%20Access,Parking')).body).toHaveLength(0);
  });

  it('filters on property types', async () => {
    expect(names((await search('?propertyTypes=Resort,Guesthouse')).body)).toEqual([
      'Labadi Shore Resort',
      'Résidence du Golfe',
    ]);
  });

  it('orders by rating, best first, unrated last', async () => {
    const { body } = await search('');
    expect(body[0].name).toBe('Labadi Shore Resort');
    expect(body.at(-1).name).toBe('Résidence du Golfe');
  });

  it('with dates, keeps only properties with a room free on every night and says how many', async () => {
    const spanning = await search('?destination=Abidjan&checkIn=2026-12-01&checkOut=2026-12-04');
    expect(spanning.body).toHaveLength(0);
    const before = await search('?destination=Abidjan&checkIn=2026-11-28&checkOut=2026-12-02');
    expect(before.body).toHaveLength(1);
    expect(before.body[0].roomsLeft).toBe(2);
    const all = await search('?checkIn=2026-12-01&checkOut=2026-12-04&guests=2');
    expect(all.body).toHaveLength(3);
  });

  it('counts rooms left as the tightest night of the stay', async () => {
    await takeRooms(ctx.database.db, ids.accraCheap!, 5, ['2027-01-10'], 3);
    await takeRooms(ctx.database.db, ids.accraCheap!, 5, ['2027-01-11'], 4);
    const { body } = await search('?destination=Osu&checkIn=2027-01-09&checkOut=2027-01-12');
    expect(body[0].roomsLeft).toBe(1);
  });

  it.each([
    ['?guests=0', 'guests'],
    ['?guests=11', 'guests'],
    ['?guests=abc', 'guests'],
    ['?guests=1.5', 'guests'],
    ['?minPrice=-1', 'minPrice'],
    ['?maxPrice=-5', 'maxPrice'],
    ['?minPrice=cheap', 'minPrice'],
    ['?minPrice=300&maxPrice=100', 'maxPrice'],
    ['?checkIn=2026-12-05&checkOut=2026-12-05', 'checkOut'],
    ['?checkIn=2026-12-05&checkOut=2026-12-01', 'checkOut'],
    ['?checkIn=2026-02-30&checkOut=2026-03-02', 'checkIn'],
    ['?checkIn=tomorrow', 'checkIn'],
    ['?checkOut=2026-12-05', 'checkIn'],
    ['?checkIn=2026-11-01&checkOut=2026-11-03', 'checkIn'],
    ['?checkIn=2026-12-01&checkOut=2027-03-01', 'checkOut'],
    ['?amenities=Helipad', 'amenities'],
    ['?propertyTypes=Castle', 'propertyTypes'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.message).toMatch(new RegExp(`^${field}`));
    expect(body.errors.some((e: { field: string }) => e.field.startsWith(field))).toBe(true);
  });

  it('names the unknown amenity in the message', async () => {
    const { body } = await search('?amenities=Free%20WiFi,Helipad');
    expect(body.message).toContain('Helipad');
  });

  it('answers one accommodation by id, and 404 for an unknown one', async () => {
    const found = await ctx.app.inject({ url: `/api/accommodations/${ids.lome}` });
    expect(found.statusCode).toBe(200);
    expect(found.json().name).toBe('Résidence du Golfe');
    const missing = await ctx.app.inject({ url: '/api/accommodations/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Accommodation not found', code: 'not_found' });
    const bad = await ctx.app.inject({ url: '/api/accommodations/abc' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('descriptions in the reader’s language', () => {
  it('answers the French description with lang=fr, and the English one when there is none', async () => {
    const db = ctx.database.db;
    const both = await makeAccommodation(db, {
      name: 'Hôtel des Deux Langues',
      description: 'A quiet hotel near the beach.',
      descriptionFr: 'Un hôtel calme près de la plage.',
    });
    const english = await makeAccommodation(db, { name: 'English Only Lodge' });

    const inFrench = await ctx.app.inject({
      url: '/api/accommodations?destination=langues&lang=fr',
    });
    expect(inFrench.json().map((s: { description: string }) => s.description)).toEqual([
      'Un hôtel calme près de la plage.',
    ]);
    const inEnglish = await ctx.app.inject({ url: '/api/accommodations?destination=langues' });
    expect(inEnglish.json()[0].description).toBe('A quiet hotel near the beach.');

    const one = await ctx.app.inject({ url: `/api/accommodations/${both.id}?lang=fr` });
    expect(one.json().description).toBe('Un hôtel calme près de la plage.');
    const fallback = await ctx.app.inject({ url: `/api/accommodations/${english.id}?lang=fr` });
    expect(fallback.json().description).toBe('A quiet test stay.');
  });

  it('refuses a language it does not write', async () => {
    const res = await ctx.app.inject({ url: '/api/accommodations?lang=de' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'lang', rule: 'invalid_choice' });
  });
});

describe('the listing cache', () => {
  it('keeps a date-less search for a minute of the injected clock, then reads the database again', async () => {
    const search = async () =>
      (await ctx.app.inject({ url: '/api/accommodations?destination=Cachetown' })).json() as {
        name: string;
      }[];
    await makeAccommodation(ctx.database.db, {
      name: 'First Cachetown Stay',
      city: 'Cachetown',
      location: 'Centre, Cachetown',
    });
    expect((await search()).map((s) => s.name)).toEqual(['First Cachetown Stay']);
    await makeAccommodation(ctx.database.db, {
      name: 'Second Cachetown Stay',
      city: 'Cachetown',
      location: 'Port, Cachetown',
    });
    expect(await search()).toHaveLength(1);
    ctx.clock.advance(61_000);
    try {
      expect(await search()).toHaveLength(2);
    } finally {
      ctx.clock.advance(-61_000);
    }
  });
});
