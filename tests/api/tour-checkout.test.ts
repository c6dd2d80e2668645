import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { toCents, withTaxes } from '../../src/domain/pricing.ts';
import { tourBookings, tourDepartures } from '../../src/server/db/schema/index.ts';
import { seedTours } from '../../src/server/db/seed/tours.ts';
import { createTestApp, TEST_NOW, UNLIMITED_HOLDS, type TestContext } from '../helpers/app.ts';
import { testCardPayment } from '../helpers/checkout.ts';
import { drawnText } from '../helpers/documents.ts';

/**
 * Tour packages through the one checkout: places on a departure are held like room nights and
 * seats. The race at the end proves something only on PostgreSQL (npm run test:pg).
 */
let ctx: TestContext;
const today = TEST_NOW.slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp({ holdLimits: UNLIMITED_HOLDS });
  await seedTours(ctx.database.db, today);
});
afterAll(() => ctx.close());

type Pkg = {
  id: number;
  name: string;
  pricePerPerson: string;
  maxGroupSize: number;
  departures: { startDate: string; placesLeft: number }[];
};

async function pkg(id: number): Promise<Pkg> {
  return (await ctx.app.inject({ url: `/api/tour-packages/${id}` })).json();
}

async function post(url: string, payload: unknown, remoteAddress = '127.0.0.1') {
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json() };
}

function tourBody(p: Pkg, startDate: string, travelers: number, email = 'kwesi@example.com') {
  return {
    type: 'package',
    offerId: `tour_${p.id}`,
    startDate,
    travelers,
    amount: withTaxes(toCents(p.pricePerPerson) * travelers).totalCents / 100,
    customerName: 'Kwesi Appiah',
    customerEmail: email,
  };
}

async function placesTaken(packageId: number, startDate: string) {
  const [row] = await ctx.database.db
    .select()
    .from(tourDepartures)
    .where(and(eq(tourDepartures.packageId, packageId), eq(tourDepartures.startDate, startDate)));
  return row!;
}

describe('booking a tour package', () => {
  it('holds the places, charges price per person × group, and writes the tour booking', async () => {
    const p = await pkg(1);
    const { startDate } = p.departures[0]!;
    const session = await post('/api/checkout/session', tourBody(p, startDate, 3));
    expect(session.status).toBe(200);
    expect(session.body.subtotal).toBe((Number(p.pricePerPerson) * 3).toFixed(2));
    expect((await placesTaken(p.id, startDate)).taken).toBe(3);

    await post('/api/payments/test/confirm', testCardPayment(session.body));
    const done = await post('/api/checkout/confirm', {
      paymentIntentId: session.body.paymentIntentId,
      sessionId: session.body.sessionId,
    });
    expect(done.status).toBe(200);
    const view = (await ctx.app.inject({ url: `/api/orders/${done.body.bookingId}` })).json();
    expect(view).toMatchObject({
      type: 'package',
      status: 'confirmed',
      trip: { kind: 'tour', packageId: p.id, startDate, travelers: 3 },
    });
    const [record] = await ctx.database.db
      .select()
      .from(tourBookings)
      .where(eq(tourBookings.bookingReference, done.body.confirmationNumber));
    expect(record).toMatchObject({ packageId: p.id, numberOfPeople: 3, status: 'confirmed' });

    const voucher = await ctx.app.inject({ url: `/api/orders/${done.body.bookingId}/voucher.pdf` });
    const text = (await drawnText(voucher.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(p.name);
    expect(text).toContain('Travellers');
    // A tour's terms speak of the tour, never of nights or a stay.
    // It starts today: its free deadline has passed, so the voucher says what cancelling costs.
    expect(text).toMatch(
      /Cancellation: free cancellation has already ended; cancelling now costs .* of the tour|Cancellation: non-refundable/,
    );
    expect(text).not.toContain('free until');
    expect(text).not.toMatch(/first night|of the stay|full stay/);
  });

  it('gives the places back when the booking is cancelled', async () => {
    const p = await pkg(2);
    const { startDate } = p.departures[0]!;
    const before = (await placesTaken(p.id, startDate)).taken;
    const session = await post('/api/checkout/session', tourBody(p, startDate, 2));
    await post('/api/payments/test/confirm', testCardPayment(session.body));
    const done = await post('/api/checkout/confirm', {
      paymentIntentId: session.body.paymentIntentId,
      sessionId: session.body.sessionId,
    });
    expect((await placesTaken(p.id, startDate)).taken).toBe(before + 2);
    const cancelled = await post(`/api/bookings/${done.body.bookingId}/cancel`, {
      email: 'kwesi@example.com',
    });
    expect(cancelled.status).toBe(200);
    expect((await placesTaken(p.id, startDate)).taken).toBe(before);
  });

  it('refuses a departure with too few places left, and takes none', async () => {
    const p = await pkg(3);
    const { startDate } = p.departures[0]!;
    const departure = await placesTaken(p.id, startDate);
    await ctx.database.db
      .update(tourDepartures)
      .set({ taken: departure.total - 1 })
      .where(and(eq(tourDepartures.packageId, p.id), eq(tourDepartures.startDate, startDate)));
    const refused = await post('/api/checkout/session', tourBody(p, startDate, 2));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'sold_out', departure: startDate });
    expect((await placesTaken(p.id, startDate)).taken).toBe(departure.total - 1);
  });

  it('refuses bad input with the field and the rule', async () => {
    const p = await pkg(4);
    const { startDate } = p.departures[0]!;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ travelers: p.maxGroupSize + 1 }, 'travelers', 'too_big'],
      [{ travelers: 0 }, 'travelers', 'too_small'],
      [{ startDate: '2020-01-01' }, 'startDate', 'in_past'],
      [{ startDate: undefined }, 'startDate', 'required'],
      [{ offerId: 'holiday_1' }, 'offerId', 'invalid_format'],
    ];
    for (const [change, field, rule] of cases) {
      const body = { ...tourBody(p, startDate, 2), ...change };
      const res = await post('/api/checkout/session', body);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors[0], JSON.stringify(change)).toMatchObject({ field, rule });
    }
    // A day the package does not start on.
    const days = new Set(p.departures.map((d) => d.startDate));
    let other = startDate;
    for (let i = 1; days.has(other); i++) {
      other = new Date(Date.parse(`${startDate}T00:00:00Z`) + i * 86_400_000)
        .toISOString()
        .slice(0, 10);
    }
    const noDeparture = await post('/api/checkout/session', tourBody(p, other, 2));
    expect(noDeparture.status).toBe(400);
    expect(noDeparture.body.errors[0]).toMatchObject({ field: 'startDate', rule: 'no_departure' });
    const unknown = await post('/api/checkout/session', {
      ...tourBody(p, startDate, 2),
      offerId: 'tour_999999',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('package_unknown');
  });
});

describe('the last places of a departure', () => {
  it('30 travellers checking out at once for the last 2 places: exactly 2 are sold', async () => {
    const p = await pkg(5);
    const { startDate } = p.departures[0]!;
    const departure = await placesTaken(p.id, startDate);
    await ctx.database.db
      .update(tourDepartures)
      .set({ taken: departure.total - 2 })
      .where(and(eq(tourDepartures.packageId, p.id), eq(tourDepartures.startDate, startDate)));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          '/api/checkout/session',
          tourBody(p, startDate, 1, `racer${i}@example.com`),
          `10.30.0.${i + 1}`,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.code === 'sold_out')).toBe(
      true,
    );
    const after = await placesTaken(p.id, startDate);
    expect(after.taken).toBe(after.total);
  });
});
