import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates.ts';
import { seedDatabase } from '../../src/server/db/seed/index.ts';
import { fillAdminData } from '../../bench/admin-data.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';
import { hotelSessionBody, testCardPayment } from '../helpers/checkout.ts';
import { makeAccommodation } from '../helpers/factories.ts';
import {
  explainStatements,
  recordStatements,
  shortSql,
  wrongPlans,
  type ExplainedStatement,
} from '../helpers/query-plans.ts';

/**
 * The hot queries' plans on tables as big as the bench's 10x data (npm run bench -- --scale 10),
 * filled cheaply with generate_series: every statement the hot routes send is recorded, then
 * EXPLAINed with its values, and none may read a large table whole unless it is one of the
 * reads WHOLE_READS_ACCEPTED explains. An index dropped that a hot query needs fails here.
 */
const TODAY = TEST_NOW.slice(0, 10);

describe.skipIf(!process.env.TEST_DATABASE_URL)('the hot queries at 10x data', () => {
  let ctx: TestContext;
  let pool: pg.Pool;
  let adminCookie = '';
  let explained: ExplainedStatement[] = [];

  const get = async (url: string, cookie = '') => {
    const response = await ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as unknown;
  };
  const post = async (url: string, payload: unknown) => {
    const response = await ctx.app.inject({ method: 'POST', url, payload: payload as object });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as Record<string, string>;
  };
  const checkOut = async (accommodationId: number, email: string) => {
    const session = await post(
      '/api/checkout/session',
      hotelSessionBody({ accommodationId, today: TODAY, email }),
    );
    await post('/api/payments/test/confirm', testCardPayment(session as never));
    return post('/api/checkout/confirm', {
      paymentIntentId: session.paymentIntentId,
      sessionId: session.sessionId,
    });
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    pool = (ctx.database.db as unknown as { $client: pg.Pool }).$client;
    await seedDatabase(ctx.database.db, { today: TODAY });
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 50 });
    await checkOut(stay.id, 'first@example.com');
    // 10x: the seed's stays ten times, a busy site's room nights and seats, 10,000 orders and users.
    await ctx.database.db.execute(sql`
      insert into accommodations (name, location, country, city, property_type, price_per_night,
        image_url, images, amenities, rating, room_count, search_text, description)
      select name || ' ' || g, location, country, city, property_type, price_per_night,
        image_url, images, amenities, rating, room_count, search_text || ' ' || g, description
      from accommodations, generate_series(1, 9) g`);
    await ctx.database.db.execute(sql`
      insert into room_nights (accommodation_id, night, total, taken)
      select a.id, ${TODAY}::date + n, a.room_count, 1
      from accommodations a, generate_series(1, 70) n
      where a.room_count > 1 and (a.id + n) % 2 = 0
      on conflict do nothing`);
    await ctx.database.db.execute(sql`
      insert into flight_seats (flight_number, depart_date, cabin, total, taken)
      select 'ZZ ' || (g % 2700), ${TODAY}::date + g / 2700, 'economy', 150, 1
      from generate_series(0, 188999) g`);
    adminCookie = await fillAdminData(ctx.database.db, ctx.app);
    // As autovacuum does after a bulk load: statistics, and the visibility map that lets a plan
    // read an index alone.
    await ctx.database.db.execute(sql`vacuum analyze`);

    const recorder = recordStatements();
    try {
      const checkIn = addDays(TODAY, 20);
      recorder.setPhase('stay search');
      // The whole list first (spec 1's call, no limit): its rooms left are every listed stay's,
      // and it is the run whose values EXPLAIN uses for the rooms-left statement.
      await get(
        `/api/accommodations?destination=Accra&checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&guests=1`,
      );
      await get(
        `/api/accommodations?destination=Accra&checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&guests=1&sort=rating&limit=24`,
      );
      recorder.setPhase('stay page');
      await get(`/api/accommodations/${stay.id}?lang=fr`);
      recorder.setPhase('tour catalogue');
      await get('/api/tour-operators?country=Ghana');
      await get('/api/tour-packages?country=Senegal&lang=fr');
      recorder.setPhase('flight search');
      await post('/api/flights/search', {
        origin: 'LOS',
        destination: 'ACC',
        departureDate: addDays(TODAY, 21),
        passengers: 1,
        cabinClass: 'economy',
      });
      recorder.setPhase('checkout');
      const booked = await checkOut(stay.id, 'second@example.com');
      recorder.setPhase('booking lookup');
      await get(`/api/bookings/${booked.confirmationNumber}?email=second@example.com`);
      await get('/api/bookings/HO-B0000042?email=traveller42@bench.example');
      recorder.setPhase('admin lists');
      for (const path of [
        '/api/admin/bookings?page=40',
        '/api/admin/bookings?type=hotel&status=confirmed&page=3',
        '/api/admin/bookings?q=traveller123',
        '/api/admin/users?page=30',
        '/api/admin/users?q=user123',
      ]) {
        await get(path, adminCookie);
      }
    } finally {
      recorder.stop();
    }
    explained = await explainStatements(pool, recorder.statements());
  });
  afterAll(() => ctx.close());

  it('read no large table whole but where WHOLE_READS_ACCEPTED says why', () => {
    const phases = new Set(explained.flatMap((statement) => [...statement.runs.keys()]));
    expect([...phases].sort()).toEqual([
      'admin lists',
      'booking lookup',
      'checkout',
      'flight search',
      'stay page',
      'stay search',
      'tour catalogue',
    ]);
    const wrong = wrongPlans(explained).map(
      (statement) =>
        `${statement.error ?? statement.seqScans.map((scan) => scan.relation).join(', ')}: ${shortSql(statement.text)}`,
    );
    expect(wrong).toEqual([]);
  });

  it("find a search's free rooms from room_nights_free_idx alone, and read it whole without", async () => {
    const nightsFree = explained.find((statement) =>
      /min\(.*from "room_nights" inner join unnest/.test(statement.text),
    );
    expect(nightsFree?.nodes).toContainEqual({
      nodeType: 'Index Only Scan',
      relation: 'room_nights',
      index: 'room_nights_free_idx',
    });
    await pool.query('drop index room_nights_free_idx');
    const [without] = await explainStatements(pool, [nightsFree!]);
    expect(without!.seqScans.map((scan) => scan.relation)).toEqual(['room_nights']);
  });

  it("find a search's full stays from room_nights_full_idx, and read room_nights whole without", async () => {
    const fullNights = explained.find(
      (statement) =>
        /from "room_nights" inner join unnest/.test(statement.text) &&
        !statement.text.includes('min('),
    );
    expect(fullNights?.nodes).toContainEqual(
      expect.objectContaining({ relation: 'room_nights', index: 'room_nights_full_idx' }),
    );
    await pool.query('drop index room_nights_full_idx');
    const [without] = await explainStatements(pool, [fullNights!]);
    expect(without!.seqScans.map((scan) => scan.relation)).toEqual(['room_nights']);
  });
});
