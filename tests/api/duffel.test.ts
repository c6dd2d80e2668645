import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app.ts';
import { fixedClock } from '../../src/server/clock.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { createDuffelFlightProvider } from '../../src/server/providers/flights/duffel.ts';
import { createTestDatabase } from '../helpers/db.ts';
import { TEST_NOW } from '../helpers/app.ts';
import { makeStubOffer } from '../helpers/duffel-stub.ts';

/** A Duffel offer as the API answers it (v2, recorded shape; ids and times invented). */
const recordedOffer = makeStubOffer({ expires_at: '2026-11-21T09:30:00.000000Z' });
const gbpOffer = { ...recordedOffer, id: 'off_gbp', total_currency: 'GBP' };

let mode: 'ok' | 'error' | 'slow' = 'ok';
const requests: { url: string; auth: string | undefined; body: unknown }[] = [];
let stub: Server;
let stubUrl: string;
let database: DatabaseHandle;
let app: App;
/** The app's warnings, as pino writes them. */
const warnings: { msg: string; err?: { message: string } }[] = [];

beforeAll(async () => {
  stub = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({
        url: req.url ?? '',
        auth: req.headers.authorization,
        body: raw ? JSON.parse(raw) : null,
      });
      if (mode === 'slow') return; // never answers: the adapter's time limit must fire
      res.setHeader('content-type', 'application/json');
      if (mode === 'error') {
        res.statusCode = 500;
        res.end(
          JSON.stringify({
            errors: [{ title: 'Internal error', message: 'Something went wrong' }],
            meta: { status: 500, request_id: 'x' },
          }),
        );
        return;
      }
      res.end(JSON.stringify({ data: { id: 'orq_1', offers: [recordedOffer, gbpOffer] } }));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  database = await createTestDatabase();
  app = await buildApp({
    db: database.db,
    dbKind: database.kind,
    clock: fixedClock(TEST_NOW),
    clientDir: '/nonexistent',
    logger: { level: 'warn', stream: { write: (line: string) => warnings.push(JSON.parse(line)) } },
    liveFlights: createDuffelFlightProvider({
      token: 'duffel_test_token',
      basePath: stubUrl,
      timeoutMs: 500,
    }),
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
  stub.closeAllConnections();
  await new Promise((resolve) => stub.close(resolve));
});

const body = {
  origin: 'LOS',
  destination: 'ACC',
  departureDate: '2026-12-05',
  passengers: 1,
  cabinClass: 'economy',
};

describe('the Duffel adapter', () => {
  it('asks Duffel for offers and maps them to our offer shape, marked live', async () => {
    mode = 'ok';
    // The whole offer in both shapes: the package search's answer (the flights page's carries
    // shape (b), decision 0016).
    const response = await app.inject({
      url: `/api/flights/search?from=LOS&to=ACC&departDate=${body.departureDate}&passengers=1`,
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ success: true, isLiveData: true, source: 'duffel' });
    expect(result.flights).toHaveLength(1); // the GBP offer is left out rather than shown in the wrong currency
    const offer = result.flights[0];
    expect(offer).toMatchObject({
      isLiveData: true,
      airline: { name: 'Air Peace', code: 'P4' },
      origin: { code: 'LOS', city: 'Lagos' },
      destination: { code: 'ACC', city: 'Accra' },
      departure_time: '2026-12-05T08:30:00+01:00',
      arrival_time: '2026-12-05T08:45:00+00:00',
      duration: 'PT1H15M',
      durationMinutes: 75,
      stops: 0,
      price: { amount: '412.50', currency: 'USD' },
      totalAmount: '412.50',
      slices: [
        {
          origin: { iataCode: 'LOS', cityName: 'Lagos' },
          stops: 0,
          arrivalDayOffset: 0,
          segments: [
            { flight_number: 'P4 7197', aircraft: 'Embraer 195-E2', cabinClass: 'economy' },
          ],
        },
      ],
    });
    expect(offer.segments).toEqual([
      {
        origin: { code: 'LOS', city: 'Lagos' },
        destination: { code: 'ACC', city: 'Accra' },
        airline: { name: 'Air Peace', code: 'P4' },
        flight_number: 'P4 7197',
      },
    ]);
    const sent = requests.at(-1)!;
    expect(sent.url).toContain('/air/offer_requests');
    expect(sent.auth).toBe('Bearer duffel_test_token');
    expect(sent.body).toMatchObject({
      data: {
        slices: [{ origin: 'LOS', destination: 'ACC', departure_date: '2026-12-05' }],
        passengers: [{ type: 'adult' }],
        cabin_class: 'economy',
      },
    });
  });

  it('asks Duffel for children and infants by age, and names them in the offer', async () => {
    mode = 'ok';
    const response = await app.inject({
      method: 'POST',
      url: '/api/flights/search',
      payload: { ...body, departureDate: '2026-12-08', children: 1, infants: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().flights[0]).toMatchObject({ passengers: 1, children: 1, infants: 1 });
    expect(requests.at(-1)!.body).toMatchObject({
      data: { passengers: [{ type: 'adult' }, { age: 6 }, { age: 1 }] },
    });
  });

  it("prices a calendar's days with Duffel's cheapest offer, and leaves a day it fails empty", async () => {
    const url = `/api/flights/calendar?origin=LOS&destination=ACC&date=2026-12-12&passengers=1&cabinClass=economy`;
    mode = 'ok';
    const asked = requests.length;
    const priced = await app.inject({ url });
    expect(priced.statusCode).toBe(200);
    expect(priced.json()).toEqual({
      isLiveData: true,
      days: ['09', '10', '11', '12', '13', '14', '15'].map((d) => ({
        date: `2026-12-${d}`,
        cheapest: '412.50',
      })),
    });
    const dates = requests
      .slice(asked)
      .map((r) => (r.body as { data: { slices: { departure_date: string }[] } }).data.slices[0]!);
    expect(dates.map((slice) => slice.departure_date).sort()).toEqual(
      ['09', '10', '11', '12', '13', '14', '15'].map((d) => `2026-12-${d}`),
    );
    mode = 'error';
    const failed = await app.inject({ url: url.replace('2026-12-12', '2026-12-20') });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().days.map((d: { cheapest: string | null }) => d.cheapest)).toEqual(
      Array(7).fill(null),
    );
  });

  it("asks Duffel once per day and party: the calendar reads the search's fare, and keeps the days it priced", async () => {
    mode = 'ok';
    const calendar = (date: string) =>
      app.inject({
        url: `/api/flights/calendar?origin=LOS&destination=ACC&date=${date}&passengers=2&cabinClass=economy`,
      });
    const datesAsked = (from: number) =>
      requests
        .slice(from)
        .map((r) => (r.body as { data: { slices: { departure_date: string }[] } }).data)
        .map((data) => data.slices[0]!.departure_date)
        .sort();
    let asked = requests.length;
    const searched = await app.inject({
      method: 'POST',
      url: '/api/flights/search',
      payload: { ...body, departureDate: '2027-01-10', passengers: 2 },
    });
    expect(searched.json().source).toBe('duffel');
    expect(datesAsked(asked)).toEqual(['2027-01-10']);

    asked = requests.length;
    const around = await calendar('2027-01-10');
    expect(around.json().days).toHaveLength(7);
    expect(around.json().days.every((d: { cheapest: string }) => d.cheapest === '412.50')).toBe(
      true,
    );
    expect(datesAsked(asked)).toEqual(
      ['07', '08', '09', '11', '12', '13'].map((d) => `2027-01-${d}`),
    );

    asked = requests.length;
    const nextDay = await calendar('2027-01-11');
    expect(nextDay.json().days.map((d: { date: string }) => d.date)).toEqual(
      ['08', '09', '10', '11', '12', '13', '14'].map((d) => `2027-01-${d}`),
    );
    expect(datesAsked(asked)).toEqual(['2027-01-14']);
  });

  it('does not keep a day Duffel failed to price, and tells the log', async () => {
    mode = 'error';
    const url = `/api/flights/calendar?origin=LOS&destination=ACC&date=2027-02-10&passengers=3&cabinClass=economy`;
    const warned = warnings.length;
    const failed = await app.inject({ url });
    expect(failed.json().days.map((d: { cheapest: string | null }) => d.cheapest)).toEqual(
      Array(7).fill(null),
    );
    expect(warnings.slice(warned)).toHaveLength(7);
    expect(warnings.at(-1)).toMatchObject({
      msg: expect.stringContaining("could not price a calendar's day"),
      err: { message: expect.stringContaining('Duffel') },
    });
    mode = 'ok';
    const asked = requests.length;
    const priced = await app.inject({ url });
    expect(priced.json().days.map((d: { cheapest: string | null }) => d.cheapest)).toEqual(
      Array(7).fill('412.50'),
    );
    expect(requests.length - asked).toBe(7);
  });

  it('falls back to the built-in inventory when Duffel fails, and says so', async () => {
    mode = 'error';
    // another date: the same question within seconds is answered from the search cache
    const response = await app.inject({
      method: 'POST',
      url: '/api/flights/search',
      payload: { ...body, departureDate: '2026-12-06' },
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      isLiveData: false,
      source: 'builtin',
      fallback: { reason: expect.stringContaining('Duffel') },
    });
    expect(result.flights.length).toBeGreaterThan(0);
    expect(result.flights.every((o: { isLiveData: boolean }) => !o.isLiveData)).toBe(true);

    // A fallback answer is not kept: the same question, Duffel back, is asked of Duffel again.
    mode = 'ok';
    const asked = requests.length;
    const again = await app.inject({
      method: 'POST',
      url: '/api/flights/search',
      payload: { ...body, departureDate: '2026-12-06' },
    });
    expect(again.json()).toMatchObject({ isLiveData: true, source: 'duffel' });
    expect(again.json().fallback).toBeUndefined();
    expect(requests.length).toBeGreaterThan(asked);
  });

  it('falls back when Duffel does not answer in time', async () => {
    mode = 'slow';
    const response = await app.inject({
      method: 'POST',
      url: '/api/flights/search',
      payload: { ...body, departureDate: '2026-12-07' },
    });
    expect(response.json()).toMatchObject({
      source: 'builtin',
      fallback: { reason: expect.stringContaining('within 500 ms') },
    });
  });
});
