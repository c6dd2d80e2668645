import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, daysBetween } from '../../src/domain/dates.ts';
import { dbId, isoDate } from '../../src/domain/input.ts';
import { HotelOrderMeta } from '../../src/domain/orders.ts';
import { formatAmount, withTaxes } from '../../src/domain/pricing.ts';
import { carRentals, duffelBookings } from '../../src/server/db/schema/index.ts';
import { ValidationError } from '../../src/server/errors.ts';
import type { Product } from '../../src/server/products/product.ts';
import { registerProduct } from '../../src/server/products/registry.ts';
import { registerStockKind, type StockKind } from '../../src/server/services/inventory/stock.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';
import { testCardPayment } from '../helpers/checkout.ts';

/**
 * The measure of "one module per product": a kind of booking the site does not sell (car
 * rentals, whose spec table car_rentals nothing writes) is added in this file alone, as a test
 * build would add it: its product module, its stock kind, and a line in each registry. It is then
 * booked through the real checkout (session, hold, payment, confirm, the booking's page, cancel)
 * with no change anywhere else.
 */

const today = TEST_NOW.slice(0, 10);
const DAY_RATE_CENTS = 4_500;

/** A fleet's cars per day, counted in a table of the test's own. */
const carDays: StockKind = {
  kind: 'car-day',
  unit: 'cars',
  async take(tx, item) {
    const taken = await tx.execute(sql`
      insert into test_car_days (car_type, day, total, taken)
      values (${item.resource}, ${item.day}, ${item.total}, ${item.quantity})
      on conflict (car_type, day) do update set taken = test_car_days.taken + ${item.quantity}
      where test_car_days.taken + ${item.quantity} <= test_car_days.total
      returning taken`);
    return rowsOf(taken).length > 0;
  },
  async giveBack(tx, item) {
    await tx.execute(sql`
      update test_car_days set taken = greatest(taken - ${item.quantity}, 0)
      where car_type = ${item.resource} and day = ${item.day}`);
  },
  soldOut: (item) => ({
    message: `Sold out: no ${item.resource} car is left on ${item.day}`,
    details: { part: 'car', day: item.day },
  }),
  name: (item) => `a ${item.resource} car on ${item.day}`,
};

const CarDetails = z.object({
  carType: z.string(),
  location: z.string(),
  pickUp: z.string(),
  dropOff: z.string(),
  days: z.number().int(),
});
const CarOrderMeta = HotelOrderMeta.extend({ details: CarDetails });
type CarOrderMeta = z.infer<typeof CarOrderMeta>;
const CarTrip = z.object({
  kind: z.literal('car'),
  carType: z.string(),
  location: z.string(),
  pickUp: z.string(),
  dropOff: z.string(),
  timeZone: z.string(),
});
type CarTrip = z.infer<typeof CarTrip>;
type CarBody = { carType: string; fleet: number; pickUp: string; dropOff: string };

const carRental: Product<'car', CarBody, CarOrderMeta, CarTrip> = {
  wire: {
    kind: 'car',
    type: 'car',
    fields: {
      carType: z.enum(['compact', '4x4']),
      fleet: dbId,
      pickUp: isoDate,
      dropOff: isoDate,
    },
  },
  meta: CarOrderMeta,
  pricing: () => ({
    async price(body) {
      const days = daysBetween(body.pickUp, body.dropOff);
      if (days < 1) {
        throw new ValidationError([
          { field: 'dropOff', rule: 'invalid', message: 'must be after the pick-up day' },
        ]);
      }
      return {
        title: `${body.carType} car in Accra`,
        subtotalCents: days * DAY_RATE_CENTS,
        stock: Array.from({ length: days }, (_, n) => ({
          kind: 'car-day',
          resource: body.carType,
          day: addDays(body.pickUp, n),
          cabin: null,
          total: body.fleet,
          quantity: 1,
        })),
        meta: {
          details: {
            carType: body.carType,
            location: 'Kotoka Airport, Accra',
            pickUp: body.pickUp,
            dropOff: body.dropOff,
            days,
          },
          startsAt: `${body.pickUp}T09:00:00.000Z`,
          start: { date: body.pickUp, time: '09:00', tz: 'Africa/Accra' },
          end: { date: body.dropOff },
          location: 'Kotoka Airport, Accra, Ghana',
          policy: null,
          nights: days,
        },
      };
    },
  }),
  async writeRecords(tx, order, meta) {
    const [row] = await tx
      .insert(carRentals)
      .values({
        driverName: order.customerName ?? '',
        driverEmail: order.customerEmail ?? '',
        location: meta.details.location,
        pickupDate: meta.details.pickUp,
        returnDate: meta.details.dropOff,
        carType: meta.details.carType,
        totalPrice: order.amount,
        status: 'confirmed',
      })
      .returning({ id: carRentals.id });
    return { bookingRecord: { table: 'car_rentals', id: row!.id } };
  },
  async markRecords(tx, meta, status) {
    if (meta.bookingRecord)
      await tx.update(carRentals).set({ status }).where(eq(carRentals.id, meta.bookingRecord.id));
  },
  view: {
    tripSchema: CarTrip,
    rule: 'hotel',
    trip: (meta) => ({
      kind: 'car',
      carType: meta.details.carType,
      location: meta.details.location,
      pickUp: meta.details.pickUp,
      dropOff: meta.details.dropOff,
      timeZone: meta.start.tz ?? 'UTC',
    }),
    notes: () => ['photo_id'],
    lines: (trip, w, view) => [
      { label: 'Car', value: trip.carType },
      { label: 'Pick-up', value: `${trip.location}, ${trip.pickUp}` },
      { label: w.lines.leadGuest, value: view.customerName ?? '' },
    ],
    termsPlace: (trip) => ({ name: 'Accra', timeZone: trip.timeZone, tour: false }),
  },
};

let ctx: TestContext;
const unregister: (() => void)[] = [];

beforeAll(async () => {
  // The test build's one line in each registry, before the app reads them.
  unregister.push(registerStockKind(carDays), registerProduct(carRental));
  ctx = await createTestApp();
  await ctx.database.db.execute(sql`
    create table test_car_days (
      car_type text not null, day date not null, total integer not null, taken integer not null,
      primary key (car_type, day), check (taken >= 0 and taken <= total))`);
});
afterAll(async () => {
  await ctx.close();
  for (const undo of unregister) undo();
});

async function post(url: string, payload: unknown) {
  const res = await ctx.app.inject({ method: 'POST', url, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}

/** What execute answers, on PGlite and node-postgres alike. */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

const carsTaken = async () =>
  rowsOf(
    await ctx.database.db.execute(
      sql`select day::text as day, taken from test_car_days order by day`,
    ),
  ) as { day: string; taken: number }[];

function carBody(email: string, fleet = 2, carType = '4x4') {
  const pickUp = addDays(today, 10);
  return {
    type: 'car',
    carType,
    fleet,
    pickUp,
    dropOff: addDays(pickUp, 3),
    amount: withTaxes(3 * DAY_RATE_CENTS).totalCents / 100,
    customerName: 'Efua Sarpong',
    customerEmail: email,
  };
}

describe('a product added in one module and one registry line', () => {
  it('is held, paid, confirmed into its spec table, shown, and cancelled with its cars given back', async () => {
    const terms = await post('/api/checkout/terms', { ...carBody('efua@example.com') });
    expect(terms.status, JSON.stringify(terms.body)).toBe(200);
    expect(terms.body).toMatchObject({ type: 'car', trip: { kind: 'car', carType: '4x4' } });

    const session = await post('/api/checkout/session', carBody('efua@example.com'));
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    expect(session.body.amount).toBe(formatAmount(withTaxes(3 * DAY_RATE_CENTS).totalCents));
    expect(await carsTaken()).toEqual([
      { day: addDays(today, 10), taken: 1 },
      { day: addDays(today, 11), taken: 1 },
      { day: addDays(today, 12), taken: 1 },
    ]);

    await post('/api/payments/test/confirm', testCardPayment(session.body));
    const confirmed = await post('/api/checkout/confirm', {
      paymentIntentId: session.body.paymentIntentId,
      sessionId: session.body.sessionId,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const [order] = await ctx.database.db
      .select()
      .from(duffelBookings)
      .where(eq(duffelBookings.sessionId, session.body.sessionId));
    expect(order).toMatchObject({ type: 'car', product: 'car', orderStatus: 'confirmed' });
    const [rental] = await ctx.database.db.select().from(carRentals);
    expect(rental).toMatchObject({
      carType: '4x4',
      status: 'confirmed',
      driverName: 'Efua Sarpong',
    });

    const view = await ctx.app.inject({ url: `/api/orders/${confirmed.body.bookingId}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      type: 'car',
      status: 'confirmed',
      trip: { kind: 'car', pickUp: addDays(today, 10) },
      notes: ['photo_id'],
    });

    const cancelled = await post(`/api/bookings/${confirmed.body.bookingId}/cancel`, {
      email: 'efua@example.com',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'canceled',
      booking: { trip: { kind: 'car' } },
    });
    const [after] = await ctx.database.db.select().from(carRentals);
    expect(after!.status).toBe('canceled');
    expect((await carsTaken()).every((row) => row.taken === 0)).toBe(true);
  });

  it("refuses its own bad input with the field, and its sold-out stock with the product's words", async () => {
    const bad = await post('/api/checkout/session', {
      ...carBody('kojo@example.com'),
      carType: 'van',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'carType', rule: 'invalid_choice' });

    // A fleet of one compact car: two travellers want it for the same days; the second is told
    // it is sold out, in the words of the car's stock kind.
    const first = await post('/api/checkout/session', carBody('kojo@example.com', 1, 'compact'));
    expect(first.status).toBe(200);
    const second = await post('/api/checkout/session', carBody('ama@example.com', 1, 'compact'));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'sold_out', part: 'car' });
  });
});
