import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates.ts';
import { flightSeats } from '../../src/server/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const today = '2026-11-21';
const inTwoWeeks = addDays(today, 14);

async function post(body: unknown) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/flights/search',
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json() };
}

const search = {
  origin: 'LOS',
  destination: 'ACC',
  departureDate: inTwoWeeks,
  passengers: 1,
  cabinClass: 'economy',
};

describe('POST /api/flights/search', () => {
  it('answers {success, flights} with each offer once, in shape (b), and DEMO data', async () => {
    const { status, body } = await post(search);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, isLiveData: false, source: 'builtin' });
    expect(body.flights.length).toBeGreaterThan(0);
    const offer = body.flights[0];
    expect(offer).toMatchObject({
      isLiveData: false,
      stops: expect.any(Number),
      totalAmount: expect.stringMatching(/^\d+\.\d{2}$/),
      totalCurrency: 'USD',
      airline: { name: expect.any(String) },
      slices: [
        {
          origin: { iataCode: 'LOS', cityName: 'Lagos' },
          destination: { iataCode: 'ACC', cityName: 'Accra' },
        },
      ],
    });
    // Shape (a)'s copies of the outbound slice and the total are left to the slices (decision 0016).
    for (const copy of ['origin', 'destination', 'departure_date', 'price', 'segments']) {
      expect(offer).not.toHaveProperty(copy);
    }
    expect(offer.slices[0].segments[0].airline.name).toEqual(expect.any(String));
    expect(offer.slices[0].departureDateTime.slice(0, 10)).toBe(inTwoWeeks);
    expect(offer.slices[0].duration).toMatch(/^PT/);
    expect(Date.parse(offer.expiresAt) - Date.parse('2026-11-21T09:00:00Z')).toBe(30 * 60_000);
  });

  it('finds round trips whose return leaves after the outbound lands', async () => {
    const { body } = await post({
      ...search,
      destination: 'JFK',
      returnDate: addDays(inTwoWeeks, 7),
      passengers: 2,
    });
    expect(body.flights.length).toBeGreaterThan(0);
    for (const offer of body.flights) {
      expect(offer.slices).toHaveLength(2);
      expect(Date.parse(offer.slices[1].departureDateTime)).toBeGreaterThan(
        Date.parse(offer.slices[0].arrivalDateTime),
      );
      expect(offer.passengers).toBe(2);
    }
  });

  it('removes flights whose seats are sold out', async () => {
    const { body } = await post(search);
    const direct = body.flights.find((o: { stops: number }) => o.stops === 0);
    expect(direct).toBeDefined();
    const segment = direct.slices[0].segments[0];
    await ctx.database.db.insert(flightSeats).values({
      flightNumber: segment.flight_number,
      departDate: segment.departureDate,
      cabin: segment.cabinClass,
      // more than any aircraft's cabin holds: the flight is full whatever its capacity
      total: 600,
      taken: 600,
    });
    // (another passenger count: a fresh search, not the few-seconds cache of the same question)
    const after = await post({ ...search, passengers: 2 });
    const flightNumbers = after.body.flights.flatMap(
      (o: { slices: { segments: { flight_number: string }[] }[] }) =>
        o.slices[0]!.segments.map((s) => s.flight_number),
    );
    expect(flightNumbers).not.toContain(segment.flight_number);
  });

  it.each([
    [{ ...search, origin: 'XXX' }, 'origin', 'Unknown origin airport'],
    [{ ...search, destination: 'LOS' }, 'destination', 'must be different'],
    [{ ...search, departureDate: '2026-11-01' }, 'departureDate', 'past'],
    [{ ...search, departureDate: '01-12-2026' }, 'departureDate', ''],
    [{ ...search, returnDate: addDays(inTwoWeeks, -1) }, 'returnDate', 'on or after'],
    [{ ...search, passengers: 0 }, 'passengers', ''],
    [{ ...search, passengers: 10 }, 'passengers', ''],
    [{ ...search, cabinClass: 'luxury' }, 'cabinClass', ''],
    [{ ...search, origin: '' }, 'origin', 'Origin is required'],
  ])('refuses %j with a 400 naming the field', async (body, field, text) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(response.body.message).toContain(text);
  });

  it('a cabin no flight has on the trip answers no flights and names the cabins that do', async () => {
    const { status, body } = await post({ ...search, cabinClass: 'first' });
    expect(status).toBe(200);
    expect(body.flights).toEqual([]);
    expect(body.otherCabins).toContain('economy');
    expect(body.otherCabins).not.toContain('first');
    const economy = await post(search);
    expect(economy.body.flights.length).toBeGreaterThan(0);
    expect(economy.body).not.toHaveProperty('otherCabins');
  });

  it("finds Dakar's flights by its airport code DSS and its city code DKR; offers name DSS", async () => {
    const byAirport = await post({ ...search, origin: 'ACC', destination: 'DSS' });
    const byCity = await post({ ...search, origin: 'ACC', destination: 'DKR' });
    expect(byAirport.status).toBe(200);
    expect(byCity.status).toBe(200);
    expect(byCity.body.flights.length).toBeGreaterThan(0);
    expect(byCity.body.flights.map((o: { id: string }) => o.id)).toEqual(
      byAirport.body.flights.map((o: { id: string }) => o.id),
    );
    for (const offer of byCity.body.flights) {
      expect(offer.slices[0].destination.iataCode).toBe('DSS');
    }
    const fromDakar = await post({ ...search, origin: 'DKR', destination: 'ABJ' });
    expect(fromDakar.body.flights.length).toBeGreaterThan(0);
    expect(fromDakar.body.flights[0].slices[0].origin.iataCode).toBe('DSS');
  });

  it('searches every airport of a city code: LON is Heathrow and Gatwick', async () => {
    const { status, body } = await post({
      ...search,
      origin: 'LOS',
      destination: 'LON',
      limit: 50,
    });
    expect(status).toBe(200);
    const airports = new Set(
      body.flights.map(
        (o: { slices: { destination: { iataCode: string } }[] }) =>
          o.slices[0]!.destination.iataCode,
      ),
    );
    expect(airports).toEqual(new Set(['LHR', 'LGW']));
  });

  it('still refuses a code that is neither an airport nor a city, as unknown_airport', async () => {
    const { status, body } = await post({ ...search, destination: 'QQQ' });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      expect.objectContaining({ field: 'destination', rule: 'unknown_airport' }),
    ]);
  });

  it('prices children and infants by the rule and names them in the offer', async () => {
    const family = await post({ ...search, passengers: 2, children: 1, infants: 1 });
    expect(family.status).toBe(200);
    expect(family.body.flights.length).toBeGreaterThan(0);
    for (const offer of family.body.flights) {
      expect(offer).toMatchObject({ passengers: 2, children: 1, infants: 1 });
      const adult = Math.round(Number(offer.pricePerPassenger) * 100);
      const expected = 2 * adult + Math.round(adult * 0.75) + Math.round(adult * 0.1);
      expect(Math.round(Number(offer.totalAmount) * 100)).toBe(expected);
    }
    const adults = await post({ ...search, passengers: 2 });
    expect(adults.body.flights[0]).not.toHaveProperty('children');
  });

  it.each([
    [{ passengers: 1, infants: 2 }, 'infants'],
    [{ passengers: 5, children: 5 }, 'children'],
    [{ children: -1 }, 'children'],
    [{ infants: 'many' }, 'infants'],
  ])('refuses %j with a 400 naming the field', async (travellers, field) => {
    const response = await post({ ...search, ...travellers });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/flights/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"origin":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});

describe('GET /api/flights/search (package search)', () => {
  it('reads from, to, departDate and passengers', async () => {
    const response = await ctx.app.inject({
      url: `/api/flights/search?from=ACC&to=DKR&departDate=${inTwoWeeks}&passengers=2`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.flights.length).toBeGreaterThan(0);
    expect(body.flights[0].origin.code).toBe('ACC');
  });

  it('finds flights to DKR, the address of the Dakar links', async () => {
    const response = await ctx.app.inject({
      url: `/api/flights/search?from=ACC&to=DKR&departDate=${inTwoWeeks}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().flights[0].destination.code).toBe('DSS');
  });

  it('reads children and infants from the address too', async () => {
    const response = await ctx.app.inject({
      url: `/api/flights/search?from=ACC&to=LOS&departDate=${inTwoWeeks}&passengers=1&children=2&infants=1`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().flights[0]).toMatchObject({ passengers: 1, children: 2, infants: 1 });
  });

  it('refuses a missing origin with its own field name', async () => {
    const response = await ctx.app.inject({
      url: `/api/flights/search?to=DKR&departDate=${inTwoWeeks}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('from');
  });
});

describe('GET /api/flights/calendar', () => {
  it('gives the cheapest fare for three days either side, leaving out past days', async () => {
    const response = await ctx.app.inject({
      url: `/api/flights/calendar?origin=LOS&destination=ACC&date=${addDays(today, 1)}&passengers=1&cabinClass=economy`,
    });
    expect(response.statusCode).toBe(200);
    const { days } = response.json();
    expect(days.map((d: { date: string }) => d.date)).toEqual(
      [0, 1, 2, 3, 4].map((n) => addDays(today, n)),
    );
    expect(days.some((d: { cheapest: string | null }) => d.cheapest !== null)).toBe(true);
  });
});

describe('GET /api/airports', () => {
  it('finds airports by code, city or country, accents and case ignored', async () => {
    const first = async (q: string) =>
      (await ctx.app.inject({ url: `/api/airports?q=${encodeURIComponent(q)}` })).json()[0]?.code;
    expect(await first('acc')).toBe('ACC');
    expect(await first('LOME')).toBe('LFW');
    expect(await first('Monrovia')).toBe('ROB');
    const nigeria = (await ctx.app.inject({ url: '/api/airports?q=nigeria' })).json();
    expect(nigeria.map((a: { code: string }) => a.code)).toEqual(
      expect.arrayContaining(['LOS', 'ABV']),
    );
    expect((await ctx.app.inject({ url: '/api/airports?q=a' })).json()).toHaveLength(8);
    for (const q of ['DSS', 'dkr']) {
      const [dakar] = (await ctx.app.inject({ url: `/api/airports?q=${q}` })).json();
      expect(dakar, q).toMatchObject({
        code: 'DSS',
        cityCode: 'DKR',
        name: 'Blaise Diagne International Airport',
      });
    }
    expect((await ctx.app.inject({ url: '/api/airports?limit=50' })).statusCode).toBe(400);
  });
});

describe('hotel searches of the flights and Liberia screens', () => {
  it('POST /api/hotels/search answers from the stays service', async () => {
    const { makeAccommodation } = await import('../helpers/factories.ts');
    await makeAccommodation(ctx.database.db, {
      name: 'Mamba Point Rest',
      location: 'Mamba Point, Monrovia',
      city: 'Monrovia',
      country: 'Liberia',
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/hotels/search',
      payload: {
        location: 'Monrovia',
        checkInDate: addDays(today, 7),
        checkOutDate: addDays(today, 9),
        guests: 2,
        rooms: 1,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        name: 'Mamba Point Rest',
        price_per_night: { amount: '100.00', currency: 'USD' },
      }),
    ]);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/hotels/search',
      payload: { location: 'Monrovia', rooms: 9 },
    });
    expect(bad.statusCode).toBe(400);
    const live = await ctx.app.inject({
      url: `/api/duffel/hotels/search?location=Liberia&check_in=${addDays(today, 7)}&check_out=${addDays(today, 100)}&guests=2`,
    });
    expect(live.statusCode).toBe(400); // a 93-night stay is over the limit
    expect(live.json().errors).toEqual([
      expect.objectContaining({ field: 'checkOut', rule: 'too_many_nights', limit: 60 }),
    ]);
    // A short stay far ahead is fine up to the 550-day limit, which has its own rule.
    const later = (inDays: number) =>
      ctx.app.inject({
        url: `/api/duffel/hotels/search?location=Liberia&check_in=${addDays(today, inDays)}&check_out=${addDays(today, inDays + 3)}&guests=2`,
      });
    expect((await later(97)).statusCode).toBe(200);
    const tooFar = await later(600);
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().errors).toEqual([
      expect.objectContaining({ field: 'checkIn', rule: 'too_far_ahead', limit: 550 }),
    ]);
    const ok = await ctx.app.inject({ url: `/api/duffel/hotels/search?location=Liberia&guests=2` });
    expect(ok.json().hotels[0].name).toBe('Mamba Point Rest');
  });
});
