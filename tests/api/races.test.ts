import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { encodeStayRateId } from '../../src/domain/accommodations.ts';
import { addDays, daysBetween } from '../../src/domain/dates.ts';
import { toCents, withTaxes } from '../../src/domain/pricing.ts';
import { flightSeats, roomNights } from '../../src/server/db/schema/index.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';
import { makeAccommodation } from '../helpers/factories.ts';

/**
 * Scarce stock sold at the same moment. PGlite runs one statement at a time, so these prove
 * something only on PostgreSQL (npm run test:pg); on PGlite they check the same rules serially.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const today = TEST_NOW.slice(0, 10);

async function post(url: string, payload: unknown, remoteAddress = '127.0.0.1') {
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('the last room of overlapping stays', () => {
  it('sells each night of a one-room property once when stays starting on different days race', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 1 });
    const stays = Array.from({ length: 30 }, (_, i) => {
      const checkIn = addDays(today, 10 + (i % 4));
      return { checkIn, checkOut: addDays(checkIn, 2 + (i % 2)) };
    });
    const results = await Promise.all(
      stays.map(({ checkIn, checkOut }, i) =>
        post(
          '/api/checkout/session',
          {
            type: 'hotel',
            rateId: encodeStayRateId({ accommodationId: stay.id, checkIn, checkOut, guests: 1 }),
            amount: (100 * daysBetween(checkIn, checkOut) * 110) / 100,
            customerName: `Traveller ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[i % 26]}`,
            customerEmail: `overlap${i}@example.com`,
          },
          `10.20.0.${i + 1}`,
        ),
      ),
    );
    const sold = stays.filter((_, i) => results[i]!.status === 200);
    expect(sold.length).toBeGreaterThanOrEqual(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.code === 'sold_out')).toBe(
      true,
    );
    // The stays sold never share a night.
    const nightsSold = sold.flatMap(({ checkIn, checkOut }) =>
      Array.from({ length: daysBetween(checkIn, checkOut) }, (_, n) => addDays(checkIn, n)),
    );
    expect(new Set(nightsSold).size).toBe(nightsSold.length);
    const rows = await ctx.database.db
      .select()
      .from(roomNights)
      .where(eq(roomNights.accommodationId, stay.id));
    for (const row of rows) {
      expect(row.taken).toBe(nightsSold.includes(row.night) ? 1 : 0);
    }
  });
});

type Segment = {
  flight_number: string;
  departureDate: string;
  origin: { iataCode: string };
  destination: { iataCode: string };
};
type Offer = {
  id: string;
  totalAmount: string;
  stops: number;
  slices: { segments: Segment[] }[];
};

describe('the last seat of a flight shared by several itineraries', () => {
  const passenger = {
    title: 'mr',
    given_name: 'Kwame',
    family_name: 'Asante',
    born_on: '1985-02-01',
    gender: 'm',
    email: 'kwame@example.com',
    phone_number: '+233 20 123 4567',
  };
  const search = async (origin: string, destination: string, date: string) =>
    (
      await post('/api/flights/search', {
        origin,
        destination,
        departureDate: date,
        passengers: 1,
        cabinClass: 'economy',
      })
    ).body.flights as Offer[];
  const book = (offer: Offer, i: number) =>
    post(
      '/api/checkout/session',
      {
        type: 'flight',
        offerId: offer.id,
        amount: withTaxes(toCents(offer.totalAmount)).totalCents / 100,
        customerName: 'Kwame Asante',
        customerEmail: `seat${i}@example.com`,
        passengers: [{ ...passenger, email: `seat${i}@example.com` }],
      },
      `10.30.0.${i + 1}`,
    );

  it('sells the last seat of a connecting segment once, whichever itinerary asks for it', async () => {
    const date = addDays(today, 30);
    const connecting = (await search('LOS', 'JFK', date)).find((o) => o.stops >= 1);
    expect(connecting, 'a connecting itinerary LOS-JFK').toBeDefined();
    const shared = connecting!.slices[0]!.segments[0]!;
    const direct = (
      await search(shared.origin.iataCode, shared.destination.iataCode, shared.departureDate)
    ).find(
      (o) => o.stops === 0 && o.slices[0]!.segments[0]!.flight_number === shared.flight_number,
    );
    expect(direct, `the same flight ${shared.flight_number} sold on its own`).toBeDefined();

    // Leave one seat on the shared flight.
    const first = await book(direct!, 99);
    expect(first.status).toBe(200);
    const seatRow = and(
      eq(flightSeats.flightNumber, shared.flight_number),
      eq(flightSeats.departDate, shared.departureDate),
      eq(flightSeats.cabin, 'economy'),
    );
    await ctx.database.db
      .update(flightSeats)
      .set({ taken: sql`${flightSeats.total} - 1` })
      .where(seatRow);
    ctx.clock.advance(6_000); // past the few-seconds flight search cache
    try {
      const offers = [
        ...(await search('LOS', 'JFK', date)).filter((o) =>
          o.slices[0]!.segments.some((s) => s.flight_number === shared.flight_number),
        ),
        ...(
          await search(shared.origin.iataCode, shared.destination.iataCode, shared.departureDate)
        ).filter((o) => o.slices[0]!.segments[0]!.flight_number === shared.flight_number),
      ];
      expect(offers.length).toBeGreaterThanOrEqual(2);
      const attempts = Array.from({ length: 24 }, (_, i) => offers[i % offers.length]!);
      const results = await Promise.all(attempts.map((offer, i) => book(offer, i)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status !== 200 && r.status !== 409)).toEqual([]);
      const [seats] = await ctx.database.db.select().from(flightSeats).where(seatRow);
      expect(seats!.taken).toBe(seats!.total);
    } finally {
      ctx.clock.set(TEST_NOW);
    }
  });
});
