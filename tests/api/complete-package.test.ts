import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { encodeStayRateId } from '../../src/domain/accommodations.ts';
import { addDays } from '../../src/domain/dates.ts';
import type { FlightOffer } from '../../src/domain/flights.ts';
import {
  completePackagePrice,
  formatAmount,
  toCents,
  withTaxes,
} from '../../src/domain/pricing.ts';
import {
  bookings,
  flightBookings,
  flightSeats,
  outbox,
  roomNights,
} from '../../src/server/db/schema/index.ts';
import { createTestApp, TEST_NOW, UNLIMITED_HOLDS, type TestContext } from '../helpers/app.ts';
import { testCardPayment } from '../helpers/checkout.ts';
import { drawnText } from '../helpers/documents.ts';
import { makeAccommodation, takeRooms } from '../helpers/factories.ts';

/**
 * A flight + hotel package (offerId complete_…): one order holding the round trip's seats and
 * the stay's room nights together, or neither. The race at the end proves something only on
 * PostgreSQL (npm run test:pg).
 */
let ctx: TestContext;
const today = TEST_NOW.slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp({ holdLimits: UNLIMITED_HOLDS });
});
afterAll(() => ctx.close());

async function post(url: string, payload: unknown, remoteAddress = '127.0.0.1') {
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json() };
}

const traveller = (given: string, lead = false) => ({
  title: 'mr',
  given_name: given,
  family_name: 'Okafor',
  born_on: '1985-06-02',
  gender: 'm',
  ...(lead ? { email: 'chidi@example.com', phone_number: '+234 803 123 4567' } : {}),
});

async function roundTrip(
  inDays = 20,
  nights = 3,
  passengers = 2,
  route = { origin: 'LOS', destination: 'ACC' },
) {
  const { status, body } = await post('/api/flights/search', {
    ...route,
    departureDate: addDays(today, inDays),
    returnDate: addDays(today, inDays + nights),
    passengers,
    cabinClass: 'economy',
  });
  expect(status).toBe(200);
  return body.flights as FlightOffer[];
}

/** The stay a card pairs with a flight: from the outbound arrival day to the return day. */
function stayDates(offer: FlightOffer) {
  return {
    checkIn: offer.slices[0]!.arrivalDateTime.slice(0, 10),
    checkOut: offer.slices[1]!.departureDateTime.slice(0, 10),
  };
}

function packageBody(
  offer: FlightOffer,
  stay: { id: number; pricePerNight: string },
  overrides: Record<string, unknown> = {},
  email = 'chidi@example.com',
) {
  const { checkIn, checkOut } = stayDates(offer);
  const nights = (Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000;
  const price = completePackagePrice({
    flightCents: toCents(offer.totalAmount),
    pricePerNight: stay.pricePerNight,
    nights,
    guests: offer.passengers,
  });
  return {
    type: 'package',
    offerId: `complete_${offer.id}`,
    rateId: encodeStayRateId({
      accommodationId: stay.id,
      checkIn,
      checkOut,
      guests: offer.passengers,
    }),
    rooms: 1,
    amount: withTaxes(price.totalCents).totalCents / 100,
    customerName: 'Chidi Okafor',
    customerEmail: email,
    passengers: Array.from({ length: offer.passengers }, (_, i) =>
      traveller(['Chidi', 'Emeka', 'Ngozi', 'Adaeze', 'Obinna'][i]!, i === 0),
    ),
    ...overrides,
  };
}

async function seatsTaken(offer: FlightOffer) {
  const numbers = offer.slices.flatMap((s) => s.segments.map((seg) => seg.flight_number));
  const rows = await ctx.database.db
    .select()
    .from(flightSeats)
    .where(inArray(flightSeats.flightNumber, numbers));
  return rows
    .filter((row) =>
      offer.slices.some((s) =>
        s.segments.some(
          (seg) => seg.flight_number === row.flightNumber && seg.departureDate === row.departDate,
        ),
      ),
    )
    .reduce((sum, row) => sum + row.taken, 0);
}

async function roomsTakenOn(accommodationId: number) {
  const rows = await ctx.database.db
    .select()
    .from(roomNights)
    .where(eq(roomNights.accommodationId, accommodationId))
    .orderBy(roomNights.night);
  return rows.map((row) => [row.night, row.taken]);
}

async function payAndConfirm(session: {
  paymentIntentId: string;
  clientSecret: string;
  sessionId: string;
}) {
  expect((await post('/api/payments/test/confirm', testCardPayment(session))).status).toBe(200);
  return post('/api/checkout/confirm', {
    paymentIntentId: session.paymentIntentId,
    sessionId: session.sessionId,
  });
}

describe('booking a flight + hotel package', () => {
  it('holds seats and rooms in one order, priced as the package, and books both parts', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 4, pricePerNight: '95.00' });
    const [offer] = await roundTrip(21, 3);
    const body = packageBody(offer!, stay);
    const session = await post('/api/checkout/session', body);
    expect(session.status).toBe(200);
    const price = completePackagePrice({
      flightCents: toCents(offer!.totalAmount),
      pricePerNight: '95.00',
      nights: 3,
      guests: 2,
    });
    expect(price.discountCents % 100).toBe(0);
    expect(session.body.subtotal).toBe(formatAmount(price.totalCents));
    expect(session.body.amount).toBe(formatAmount(withTaxes(price.totalCents).totalCents));
    // Two travellers on every flight of the round trip, one room each night of the stay.
    const segments = offer!.slices.reduce((n, s) => n + s.segments.length, 0);
    expect(await seatsTaken(offer!)).toBe(2 * segments);
    const { checkIn } = stayDates(offer!);
    expect(await roomsTakenOn(stay.id)).toEqual([
      [checkIn, 1],
      [addDays(checkIn, 1), 1],
      [addDays(checkIn, 2), 1],
    ]);

    const done = await payAndConfirm(session.body);
    expect(done.status).toBe(200);
    const reference = done.body.confirmationNumber;
    const [flightRow] = await ctx.database.db
      .select()
      .from(flightBookings)
      .where(eq(flightBookings.bookingReference, reference));
    const [stayRow] = await ctx.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingReference, reference));
    expect(flightRow).toMatchObject({ from: 'LOS', to: 'ACC', passengers: 2, status: 'confirmed' });
    expect(stayRow).toMatchObject({ accommodationId: stay.id, guests: 2, status: 'confirmed' });
    // The parts' rows share what was paid, to the cent.
    expect(toCents(flightRow!.totalPrice) + toCents(stayRow!.totalPrice)).toBe(
      toCents(session.body.amount),
    );

    const view = (await ctx.app.inject({ url: `/api/orders/${done.body.bookingId}` })).json();
    expect(view.type).toBe('package');
    expect(view.trip).toMatchObject({
      kind: 'package',
      rooms: 1,
      travelers: 2,
      discountCents: price.discountCents,
      flight: { from: 'LOS', to: 'ACC' },
      stay: { accommodationId: stay.id, nights: 3, guests: 2, city: 'Accra' },
    });
    expect(view.trip.flight.passengers).toHaveLength(2);
    // The package's flight has its itinerary: a row per flight of each slice, in order.
    const rows = view.trip.flight.slices.map((slice: { itinerary: { flightNumber: string }[] }) =>
      slice.itinerary.map((row) => row.flightNumber),
    );
    expect(rows).toEqual(offer!.slices.map((s) => s.segments.map((seg) => seg.flight_number)));
    expect(view.cancellation.parts.map((p: { part: string }) => p.part)).toEqual([
      'flight',
      'stay',
    ]);

    // The voucher, the calendar file and the e-mail show both parts.
    const voucher = await ctx.app.inject({ url: `/api/orders/${done.body.bookingId}/voucher.pdf` });
    const text = (await drawnText(voucher.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Outbound LOS');
    expect(text).toContain('Return ACC');
    for (const slice of offer!.slices) {
      for (const seg of slice.segments) expect(text).toContain(`${seg.flight_number}, `);
    }
    expect(text).toContain(`Property ${stay.name}`);
    expect(text).toContain(`Package discount (15%) -USD ${formatAmount(price.discountCents)}`);
    expect(text).toMatch(/Flight: Cancellation: free until/);
    expect(text).toMatch(/Stay: Cancellation: free until/);
    const ics = await ctx.app.inject({ url: `/api/orders/${done.body.bookingId}/calendar.ics` });
    const unfolded = ics.body.replace(/\r\n /g, '');
    expect(unfolded).toContain('Outbound: LOS');
    expect(unfolded).toContain(`Property: ${stay.name}`);
    // The package's own event, and one per flight at its exact UTC times.
    expect(unfolded.split('BEGIN:VEVENT')).toHaveLength(1 + 1 + segments);
    const firstSegment = offer!.slices[0]!.segments[0]!;
    expect(unfolded).toContain(
      `DTSTART:${new Date(firstSegment.departureDateTime).toISOString().replace(/[-:]|\.\d{3}/g, '')}`,
    );
    await ctx.app.jobs.runPending();
    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'chidi@example.com'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail!.text).toContain('Outbound: LOS');
    expect(mail!.text).toContain(`Property: ${stay.name}`);
  });

  it('cancelled early, refunds everything once and gives back both seats and rooms', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 4 });
    const [offer] = await roundTrip(30, 2);
    const before = await seatsTaken(offer!);
    const session = await post('/api/checkout/session', packageBody(offer!, stay));
    const done = await payAndConfirm(session.body);
    const cancelled = await post(`/api/bookings/${done.body.bookingId}/cancel`, {
      email: 'chidi@example.com',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ refund: session.body.amount, fee: '0.00' });
    expect(await seatsTaken(offer!)).toBe(before);
    expect((await roomsTakenOn(stay.id)).every(([, taken]) => taken === 0)).toBe(true);
    const rows = await ctx.database.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.bookingReference, done.body.confirmationNumber));
    expect(rows).toEqual([{ status: 'canceled' }]);
    const again = await post(`/api/bookings/${done.body.bookingId}/cancel`, {
      email: 'chidi@example.com',
    });
    expect(again.status).toBe(409);
  });

  it("follows each part's terms: a non-refundable stay is kept, the flight refunded", async () => {
    const stay = await makeAccommodation(ctx.database.db, {
      cancellationPolicy:
        'Non-refundable: the full amount is charged at booking and is not returned if you cancel or do not show up.',
    });
    const [offer] = await roundTrip(25, 2);
    const session = await post('/api/checkout/session', packageBody(offer!, stay));
    const done = await payAndConfirm(session.body);
    const view = (await ctx.app.inject({ url: `/api/orders/${done.body.bookingId}` })).json();
    const [flightPart, stayPart] = view.cancellation.parts;
    expect(flightPart).toMatchObject({ part: 'flight', lateFee: 'fare' });
    expect(stayPart).toMatchObject({ part: 'stay', lateFee: 'all', freeUntil: null });
    expect(flightPart.totalCents + stayPart.totalCents).toBe(toCents(session.body.amount));
    const cancelled = await post(`/api/bookings/${done.body.bookingId}/cancel`, {
      email: 'chidi@example.com',
    });
    expect(cancelled.status).toBe(200);
    expect(toCents(cancelled.body.refund)).toBe(flightPart.totalCents);
    expect(toCents(cancelled.body.fee)).toBe(stayPart.totalCents);
  });
});

describe('a package that cannot be sold', () => {
  it('takes no seat when a night of the stay is full, and says it is the stay', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 2 });
    const [offer] = await roundTrip(40, 3);
    const { checkIn } = stayDates(offer!);
    await takeRooms(ctx.database.db, stay.id, 2, [addDays(checkIn, 1)]);
    const before = await seatsTaken(offer!);
    const refused = await post('/api/checkout/session', packageBody(offer!, stay));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'sold_out', part: 'stay' });
    expect(refused.body.message).toMatch(/no room is left/);
    expect(await seatsTaken(offer!)).toBe(before);
  });

  it('takes no room when the flight is full, and says it is the flight', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 2 });
    const [offer] = await roundTrip(41, 3);
    const segment = offer!.slices[1]!.segments[0]!;
    await ctx.database.db
      .insert(flightSeats)
      .values({
        flightNumber: segment.flight_number,
        departDate: segment.departureDate,
        cabin: segment.cabinClass,
        total: 1,
        taken: 1,
      })
      .onConflictDoUpdate({
        target: [flightSeats.flightNumber, flightSeats.departDate, flightSeats.cabin],
        set: { taken: 1, total: 1 },
      });
    const refused = await post('/api/checkout/session', packageBody(offer!, stay));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'sold_out', part: 'flight' });
    expect(await roomsTakenOn(stay.id)).toEqual([]);
  });

  it('refuses bad packages with the field and the rule, and holds nothing', async () => {
    const accra = await makeAccommodation(ctx.database.db);
    const dakar = await makeAccommodation(ctx.database.db, {
      location: 'Plateau, Dakar',
      city: 'Dakar',
      country: 'Senegal',
    });
    const byHand = await makeAccommodation(ctx.database.db, { manualConfirmation: true });
    const [offer] = await roundTrip(50, 3);
    const refusal = async (body: unknown) => {
      const res = await post('/api/checkout/session', body);
      expect(res.status).toBe(400);
      return res.body.errors[0];
    };
    expect(await refusal(packageBody(offer!, dakar))).toMatchObject({
      field: 'rateId',
      rule: 'wrong_city',
    });
    expect(await refusal(packageBody(offer!, byHand))).toMatchObject({
      field: 'rateId',
      rule: 'needs_instant_confirmation',
    });
    const { checkIn, checkOut } = stayDates(offer!);
    expect(
      await refusal(
        packageBody(offer!, accra, {
          rateId: encodeStayRateId({
            accommodationId: accra.id,
            checkIn,
            checkOut: addDays(checkOut, 1),
            guests: 2,
          }),
        }),
      ),
    ).toMatchObject({ field: 'rateId', rule: 'dates_mismatch' });
    expect(
      await refusal(
        packageBody(offer!, accra, {
          rateId: encodeStayRateId({ accommodationId: accra.id, checkIn, checkOut, guests: 3 }),
        }),
      ),
    ).toMatchObject({ field: 'rateId', rule: 'passenger_count' });
    expect(await refusal(packageBody(offer!, accra, { rooms: 3 }))).toMatchObject({
      field: 'rooms',
      rule: 'too_big',
    });
    expect(await refusal(packageBody(offer!, accra, { rooms: 5 }))).toMatchObject({
      field: 'rooms',
    });
    expect(await refusal(packageBody(offer!, accra, { rateId: undefined }))).toMatchObject({
      field: 'rateId',
      rule: 'required',
    });
    const [oneWay] = (
      await post('/api/flights/search', {
        origin: 'LOS',
        destination: 'ACC',
        departureDate: addDays(today, 50),
        passengers: 2,
        cabinClass: 'economy',
      })
    ).body.flights as FlightOffer[];
    expect(
      await refusal({
        ...packageBody(offer!, accra),
        offerId: `complete_${oneWay!.id}`,
      }),
    ).toMatchObject({ field: 'offerId', rule: 'not_round_trip' });
    // A price that is not the package's is the usual 409, with the right one.
    const wrong = await post('/api/checkout/session', packageBody(offer!, accra, { amount: 10 }));
    expect(wrong.status).toBe(409);
    expect(wrong.body.code).toBe('price_changed');
    expect(await roomsTakenOn(accra.id)).toEqual([]);
  });
});

describe('the last room of a package stay', () => {
  it('20 travellers at once, half by package, for the last room: one wins, and no loser keeps a seat', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 5 });
    const offers = await roundTrip(60, 2, 1);
    const offer = offers[0]!;
    const { checkIn, checkOut } = stayDates(offer);
    await takeRooms(ctx.database.db, stay.id, 5, [checkIn, addDays(checkIn, 1)], 4);
    const before = await seatsTaken(offer);
    const hotelOnly = (i: number) => ({
      type: 'hotel',
      rateId: encodeStayRateId({ accommodationId: stay.id, checkIn, checkOut, guests: 1 }),
      amount: (100 * 2 * 110) / 100,
      customerName: 'Ama Mensah',
      customerEmail: `hotel${i}@example.com`,
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          '/api/checkout/session',
          i % 2 === 0 ? hotelOnly(i) : packageBody(offer, stay, {}, `package${i}@example.com`),
          `10.40.0.${i + 1}`,
        ),
      ),
    );
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.code === 'sold_out')).toBe(
      true,
    );
    const packageWon = results.findIndex((r) => r.status === 200) % 2 === 1;
    const segments = offer.slices.reduce((n, s) => n + s.segments.length, 0);
    expect(await seatsTaken(offer)).toBe(before + (packageWon ? segments : 0));
    const nights = await ctx.database.db
      .select({ taken: roomNights.taken })
      .from(roomNights)
      .where(and(eq(roomNights.accommodationId, stay.id)));
    expect(nights.map((n) => n.taken)).toEqual([5, 5]);
  });
});
