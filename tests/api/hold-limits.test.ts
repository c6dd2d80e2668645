import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { encodeStayRateId } from '../../src/domain/accommodations.ts';
import { DEFAULT_HOLD_LIMITS, holdShareOf } from '../../src/domain/checkout.ts';
import { addDays } from '../../src/domain/dates.ts';
import { toCents, withTaxes } from '../../src/domain/pricing.ts';
import { duffelBookings, tourDepartures } from '../../src/server/db/schema/index.ts';
import { seedTours } from '../../src/server/db/seed/tours.ts';
import { createTestApp, TEST_NOW, type TestContext, postJson } from '../helpers/app.ts';
import { orderOf, roomsTaken } from '../helpers/checkout.ts';
import { makeAccommodation } from '../helpers/factories.ts';

/**
 * The per-client hold limits of decision 0004 with their real numbers: a carrier-grade NAT's
 * travellers are not turned away, one address cannot hoard one property's night or one tour
 * departure, and a stranger's holds with my e-mail never block mine. The checkouts at once
 * prove the limits under concurrency on PostgreSQL (npm run test:pg); PGlite runs them serially.
 */
let ctx: TestContext;
const today = TEST_NOW.slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp({ holdLimits: DEFAULT_HOLD_LIMITS });
  await seedTours(ctx.database.db, today);
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, address: string) =>
  postJson(ctx.app, url, payload, address);

function stayBody(accommodationId: number, email: string, inDays = 10) {
  return {
    type: 'hotel',
    rateId: encodeStayRateId({
      accommodationId,
      checkIn: addDays(today, inDays),
      checkOut: addDays(today, inDays + 1),
      guests: 1,
    }),
    amount: 110, // $100 x 1 night + 10%
    customerName: 'Chidi Okafor',
    customerEmail: email,
  };
}

const taken = async (accommodationId: number) =>
  (await roomsTaken(ctx.database.db, accommodationId)).reduce((sum, n) => sum + n, 0);

const ordersOf = (email: string) =>
  ctx.database.db.select().from(duffelBookings).where(eq(duffelBookings.customerEmail, email));

describe('travellers behind one carrier-grade NAT', () => {
  it('lets 20 travellers behind one address check out 20 different stays at once', async () => {
    const stays = await Promise.all(
      Array.from({ length: 20 }, () => makeAccommodation(ctx.database.db, { roomCount: 3 })),
    );
    const address = '102.89.0.1';
    const answers = await Promise.all(
      stays.map((stay, i) =>
        post('/api/checkout/session', stayBody(stay.id, `nat${i}@example.ng`), address),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(stays.map(() => 200));
    expect(new Set(answers.map((a) => a.body.sessionId)).size).toBe(20);
    for (const stay of stays) expect(await taken(stay.id)).toBe(1);
  });

  it("refuses one address more than its share of one property's rooms, and changes nothing", async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 10 });
    const share = holdShareOf(10, DEFAULT_HOLD_LIMITS);
    const address = '102.89.0.2';
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post('/api/checkout/session', stayBody(stay.id, `hoard${i}@example.ng`), address),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(share);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(10 - share);
    for (const r of refused) {
      expect(r).toMatchObject({ status: 429, body: { code: 'too_many_holds' } });
      expect(r.body.message).toContain(`at most ${share} of its 10 rooms`);
    }
    expect(await taken(stay.id)).toBe(share);
    // A refused checkout left no order behind.
    const orders = await Promise.all(
      Array.from({ length: 10 }, (_, i) => ordersOf(`hoard${i}@example.ng`)),
    );
    expect(orders.flat().map((o) => o.orderStatus)).toEqual(Array(share).fill('pending'));
    // Another address still gets the rooms that are left.
    const elsewhere = await post(
      '/api/checkout/session',
      stayBody(stay.id, 'next@example.gh'),
      '41.66.0.9',
    );
    expect(elsewhere.status).toBe(200);
  });

  it("lets one checkout take a whole tour group's places, then refuses that address more of the departure", async () => {
    const [departure] = await ctx.database.db.select().from(tourDepartures).limit(1);
    const pkg = (
      await ctx.app.inject({ url: `/api/tour-packages/${departure!.packageId}` })
    ).json();
    const share = holdShareOf(departure!.total, DEFAULT_HOLD_LIMITS);
    const group = Math.min(pkg.maxGroupSize as number, departure!.total - departure!.taken);
    expect(group - 1, 'a group larger than one address’s share').toBeGreaterThan(share);
    const tourBody = (travelers: number, email: string) => ({
      type: 'package',
      offerId: `tour_${departure!.packageId}`,
      startDate: departure!.startDate,
      travelers,
      amount: withTaxes(toCents(pkg.pricePerPerson) * travelers).totalCents / 100,
      customerName: 'Awa Diop',
      customerEmail: email,
    });
    const address = '154.124.0.1';
    const school = await post(
      '/api/checkout/session',
      tourBody(group - 1, 'ecole@example.sn'),
      address,
    );
    expect(school.status).toBe(200);
    const more = await post('/api/checkout/session', tourBody(1, 'awa@example.sn'), address);
    expect(more).toMatchObject({ status: 429, body: { code: 'too_many_holds' } });
    expect(more.body.message).toContain('tour departure');
    const elsewhere = await post(
      '/api/checkout/session',
      tourBody(1, 'awa@example.sn'),
      '154.124.0.2',
    );
    expect(elsewhere.status).toBe(200);
  });
});

describe('holds counted per e-mail and address', () => {
  it("does not let a stranger's 3 holds with my e-mail from their address block my checkout", async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 10 });
    const mine = 'adaeze@example.ng';
    const stranger = [];
    for (let i = 0; i < 3; i++) {
      const hold = await post(
        '/api/checkout/session',
        stayBody(stay.id, mine, 20 + i),
        '197.210.0.66',
      );
      expect(hold.status).toBe(200);
      stranger.push(hold.body.sessionId as string);
    }
    const own = await post('/api/checkout/session', stayBody(stay.id, mine, 30), '105.112.0.7');
    expect(own.status).toBe(200);
    // My checkout replaced none of the stranger's holds either: theirs are their own business.
    const pending = await Promise.all(
      stranger.slice(1).map(async (id) => (await orderOf(ctx.database.db, id)).orderStatus),
    );
    expect(pending).toEqual(['pending', 'pending']);
    expect((await orderOf(ctx.database.db, own.body.sessionId)).clientAddress).toBe('105.112.0.7');
    const held = await ctx.database.db
      .select()
      .from(duffelBookings)
      .where(
        and(eq(duffelBookings.customerEmail, mine), eq(duffelBookings.orderStatus, 'pending')),
      );
    expect(held).toHaveLength(DEFAULT_HOLD_LIMITS.perEmail + 1);
  });
});
