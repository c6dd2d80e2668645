import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { encodeStayRateId } from '../../src/domain/accommodations.ts';
import { CANCELLATION_POLICY_TEXTS } from '../../src/domain/checkout.ts';
import { addDays } from '../../src/domain/dates.ts';
import type { FlightOffer } from '../../src/domain/flights.ts';
import { completePackagePrice, toCents, withTaxes } from '../../src/domain/pricing.ts';
import { accommodations, tourPackages } from '../../src/server/db/schema/index.ts';
import { generateAccommodations } from '../../src/server/db/seed/accommodations.ts';
import { seedDatabase } from '../../src/server/db/seed/index.ts';
import { seedTours } from '../../src/server/db/seed/tours.ts';
import { signInAdmin } from '../helpers/accounts.ts';
import { createTestApp, TEST_NOW, UNLIMITED_HOLDS, type TestContext } from '../helpers/app.ts';
import { hotelSessionBody, testCardPayment } from '../helpers/checkout.ts';
import { makeAccommodation } from '../helpers/factories.ts';

/**
 * What a traveller needs on arrival with no network: the property's phone and a tour's meeting
 * point, kept in the order when it is booked (like the address), so the booking's view, and the
 * copy a phone keeps of it, carry them whatever is edited afterwards.
 */
let ctx: TestContext;
let admin: { cookie: string };
const today = TEST_NOW.slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp({ holdLimits: UNLIMITED_HOLDS, authAttemptsPerMinute: 10_000 });
  admin = await signInAdmin(ctx.app);
  await seedTours(ctx.database.db, today);
});
afterAll(() => ctx.close());

async function call(method: string, url: string, payload?: unknown, cookie?: string) {
  const res = await ctx.app.inject({
    method: method as 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(cookie ? { headers: { cookie } } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/** Pays a session and returns the booking's view. */
async function payAndView(session: { status: number; body: Record<string, string> }) {
  expect(session.status).toBe(200);
  await call('POST', '/api/payments/test/confirm', testCardPayment(session.body as never));
  const done = await call('POST', '/api/checkout/confirm', {
    paymentIntentId: session.body.paymentIntentId,
    sessionId: session.body.sessionId,
  });
  expect(done.status).toBe(200);
  return (await call('GET', `/api/orders/${done.body.bookingId}`)).body;
}

describe("a booking's view carries who to call and where to meet", () => {
  it("a stay's trip has the front desk's number as booked, readable and spaced", async () => {
    const stay = await makeAccommodation(ctx.database.db, { phone: '+233302114567' });
    const view = await payAndView(
      await call(
        'POST',
        '/api/checkout/session',
        hotelSessionBody({ accommodationId: stay.id, today, email: 'ama@example.com' }),
      ),
    );
    expect(view.trip).toMatchObject({ kind: 'stay', phone: '+233 30 211 4567' });

    // Kept in the order: a later edit of the property does not change the booked trip.
    await ctx.database.db
      .update(accommodations)
      .set({ phone: '+233302999999' })
      .where(eq(accommodations.id, stay.id));
    const again = (await call('GET', `/api/orders/${view.bookingId}`)).body;
    expect(again.trip.phone).toBe('+233 30 211 4567');
  });

  it('a stay at a property with no number has none, rather than an empty one', async () => {
    const stay = await makeAccommodation(ctx.database.db);
    const view = await payAndView(
      await call(
        'POST',
        '/api/checkout/session',
        hotelSessionBody({ accommodationId: stay.id, today, email: 'kofi@example.com' }),
      ),
    );
    expect(view.trip.kind).toBe('stay');
    expect(view.trip).not.toHaveProperty('phone');
  });

  it("a tour's trip has its meeting point in English and French and the start time", async () => {
    const p = (await call('GET', '/api/tour-packages/1')).body;
    const [stored] = await ctx.database.db
      .select()
      .from(tourPackages)
      .where(eq(tourPackages.id, p.id));
    expect(stored!.meetingPoint).toBeTruthy();
    const startDate = p.departures[0].startDate;
    const view = await payAndView(
      await call('POST', '/api/checkout/session', {
        type: 'package',
        offerId: `tour_${p.id}`,
        startDate,
        travelers: 2,
        amount: withTaxes(toCents(p.pricePerPerson) * 2).totalCents / 100,
        customerName: 'Kwesi Appiah',
        customerEmail: 'kwesi@example.com',
      }),
    );
    expect(view.trip).toMatchObject({
      kind: 'tour',
      meetingPoint: stored!.meetingPoint,
      meetingPointFr: stored!.meetingPointFr,
      startTime: '08:00',
    });
  });

  it("a flight + hotel package's stay has the hotel's number", async () => {
    const stay = await makeAccommodation(ctx.database.db, {
      name: 'Package Phone Hotel',
      phone: '+233302555123',
      pricePerNight: '90.00',
    });
    const search = await call('POST', '/api/flights/search', {
      origin: 'LOS',
      destination: 'ACC',
      departureDate: addDays(today, 20),
      returnDate: addDays(today, 23),
      passengers: 1,
      cabinClass: 'economy',
    });
    const offer = (search.body.flights as FlightOffer[])[0]!;
    const checkIn = offer.slices[0]!.arrivalDateTime.slice(0, 10);
    const checkOut = offer.slices[1]!.departureDateTime.slice(0, 10);
    const price = completePackagePrice({
      flightCents: toCents(offer.totalAmount),
      pricePerNight: stay.pricePerNight,
      nights: (Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000,
      guests: 1,
    });
    const view = await payAndView(
      await call('POST', '/api/checkout/session', {
        type: 'package',
        offerId: `complete_${offer.id}`,
        rateId: encodeStayRateId({ accommodationId: stay.id, checkIn, checkOut, guests: 1 }),
        rooms: 1,
        amount: withTaxes(price.totalCents).totalCents / 100,
        customerName: 'Chidi Okafor',
        customerEmail: 'chidi@example.com',
        passengers: [
          {
            title: 'mr',
            given_name: 'Chidi',
            family_name: 'Okafor',
            born_on: '1985-06-02',
            gender: 'm',
            email: 'chidi@example.com',
            phone_number: '+234 803 123 4567',
          },
        ],
      }),
    );
    expect(view.trip).toMatchObject({ kind: 'package', stay: { phone: '+233 30 255 5123' } });
  });
});

describe("the admin's property form checks the phone by the country's numbering plan", () => {
  const property = {
    name: 'Kaneshie Phone Lodge',
    description: 'A lodge by the market.',
    location: 'Kaneshie, Accra',
    city: 'Accra',
    country: 'Ghana',
    propertyType: 'Hotel',
    pricePerNight: 45,
    amenities: [],
    cancellationPolicy: CANCELLATION_POLICY_TEXTS[0],
    manualConfirmation: false,
    roomCount: 6,
  };

  it('keeps a number written as the country writes it in E.164', async () => {
    const created = await call(
      'POST',
      '/api/admin/accommodations',
      { ...property, phone: '030 221 4567' },
      admin.cookie,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.phone).toBe('+233302214567');
    const cleared = await call(
      'PATCH',
      `/api/admin/accommodations/${created.body.id}`,
      { phone: '' },
      admin.cookie,
    );
    expect(cleared.body.phone).toBeNull();
  });

  it('refuses a number that is not one, or is another country’s, with the field and changes nothing', async () => {
    const stay = await makeAccommodation(ctx.database.db, { phone: '+233302114567' });
    const cases = [
      ['030 21', 'not_a_number'],
      ['call the desk', 'not_a_number'],
      ['+221 33 821 45 67', 'wrong_country'],
    ] as const;
    for (const [phone, rule] of cases) {
      const refused = await call(
        'PATCH',
        `/api/admin/accommodations/${stay.id}`,
        { phone, name: 'Renamed Despite Refusal' },
        admin.cookie,
      );
      expect(refused.status, phone).toBe(400);
      expect(refused.body.errors, phone).toEqual([
        expect.objectContaining({ field: 'phone', rule }),
      ]);
    }
    const refusedNew = await call(
      'POST',
      '/api/admin/accommodations',
      { ...property, name: 'Never Added Lodge', phone: '+234 1 234' },
      admin.cookie,
    );
    expect(refusedNew.status).toBe(400);
    expect(refusedNew.body.errors).toEqual([
      expect.objectContaining({ field: 'phone', rule: 'not_a_number' }),
    ]);
    const [row] = await ctx.database.db
      .select()
      .from(accommodations)
      .where(eq(accommodations.id, stay.id));
    expect(row).toMatchObject({ phone: '+233302114567', name: stay.name });
    const none = await ctx.database.db
      .select()
      .from(accommodations)
      .where(eq(accommodations.name, 'Never Added Lodge'));
    expect(none).toEqual([]);
  });

  it('checks the kept number again when the country changes', async () => {
    const stay = await makeAccommodation(ctx.database.db, { phone: '+233302114567' });
    const moved = await call(
      'PATCH',
      `/api/admin/accommodations/${stay.id}`,
      { country: 'Senegal' },
      admin.cookie,
    );
    expect(moved.status).toBe(400);
    expect(moved.body.errors[0]).toMatchObject({ field: 'phone', rule: 'wrong_country' });
  });
});

describe('a database seeded before phones and meeting points', () => {
  it('gets the seed’s numbers and meeting points at the next start; edited ones are kept', async () => {
    const [seedStay] = generateAccommodations();
    const old = await makeAccommodation(ctx.database.db, {
      name: seedStay!.name,
      imageUrl: seedStay!.imageUrl,
      phone: null,
    });
    const edited = await makeAccommodation(ctx.database.db, { phone: '+233302114567' });
    await ctx.database.db
      .update(tourPackages)
      .set({ meetingPoint: null, meetingPointFr: null })
      .where(eq(tourPackages.id, 1));
    await ctx.database.db
      .update(tourPackages)
      .set({ meetingPoint: 'By the big baobab', meetingPointFr: 'Près du grand baobab' })
      .where(eq(tourPackages.id, 2));

    await seedDatabase(ctx.database.db, { today });

    const phoneOf = async (id: number) =>
      (await ctx.database.db.select().from(accommodations).where(eq(accommodations.id, id)))[0]!
        .phone;
    expect(await phoneOf(old.id)).toBe(seedStay!.phone);
    expect(await phoneOf(edited.id)).toBe('+233302114567');
    const packages = await ctx.database.db.select().from(tourPackages);
    expect(packages.every((p) => p.meetingPoint && p.meetingPointFr)).toBe(true);
    expect(packages.find((p) => p.id === 2)).toMatchObject({ meetingPoint: 'By the big baobab' });
  });
});
