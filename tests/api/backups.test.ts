import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app.ts';
import { fixedClock } from '../../src/server/clock.ts';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { createTestApp, TEST_NOW, UNLIMITED_HOLDS, type TestContext } from '../helpers/app.ts';
import { hotelSessionBody, testCardPayment } from '../helpers/checkout.ts';
import { makeAccommodation } from '../helpers/factories.ts';
import { findPostgresBin } from '../helpers/throwaway-postgres.ts';

/**
 * The README's backup procedures (Deployment, Backups), done for real: bookings made, the
 * database dumped and restored into an empty one (or the embedded one's folder copied), and an
 * app built on the copy answers every booking as the original did.
 */
const run = promisify(execFile);
const bin = findPostgresBin();
const TODAY = TEST_NOW.slice(0, 10);

type Booked = { reference: string; email: string; bookingId: string };

/** Three paid stays (one then cancelled, its refund recorded) on the app's database. */
async function makeBookings(app: App, accommodationId: number): Promise<Booked[]> {
  const post = async (url: string, payload: unknown) => {
    const response = await app.inject({ method: 'POST', url, payload: payload as object });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Record<string, string>;
  };
  const booked: Booked[] = [];
  for (const [i, email] of ['ama@example.com', 'kofi@example.com', 'awa@example.com'].entries()) {
    const session = await post(
      '/api/checkout/session',
      hotelSessionBody({ accommodationId, today: TODAY, email, inDays: 10 + 3 * i }),
    );
    await post('/api/payments/test/confirm', testCardPayment(session as never));
    const confirmed = await post('/api/checkout/confirm', {
      paymentIntentId: session.paymentIntentId,
      sessionId: session.sessionId,
    });
    booked.push({ reference: confirmed.confirmationNumber!, email, bookingId: session.sessionId! });
  }
  await post(`/api/bookings/${booked[1]!.bookingId}/cancel`, { email: booked[1]!.email });
  return booked;
}

/** Each booking as a traveller finds it by reference and e-mail. */
async function lookUp(app: App, booked: Booked[]) {
  return Promise.all(
    booked.map(async ({ reference, email }) => {
      const response = await app.inject({ url: `/api/bookings/${reference}?email=${email}` });
      return { status: response.statusCode, body: response.json() as unknown };
    }),
  );
}

async function appOn(database: DatabaseHandle) {
  const app = await buildApp({
    db: database.db,
    dbKind: database.kind,
    clock: fixedClock(TEST_NOW),
    rateLimitMax: 100_000,
    clientDir: '/nonexistent',
    holdLimits: UNLIMITED_HOLDS,
  });
  await app.ready();
  return app;
}

describe.skipIf(!process.env.TEST_DATABASE_URL || !bin)('a pg_dump backup', () => {
  let ctx: TestContext;
  let restoredName = '';
  let restored: DatabaseHandle | undefined;
  let restoredApp: App | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'teranga-backup-'));
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const urlOf = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await restoredApp?.close();
    await restored?.close();
    if (restoredName) await admin(`drop database if exists ${restoredName} with (force)`);
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restored into an empty database, serves the same bookings and takes new ones', async () => {
    const stay = await makeAccommodation(ctx.database.db, { roomCount: 5 });
    const booked = await makeBookings(ctx.app, stay.id);
    const before = await lookUp(ctx.app, booked);
    expect(before.map((answer) => answer.status)).toEqual([200, 200, 200]);

    // As the README says: pg_dump -Fc, then pg_restore into a new empty database.
    const result = await ctx.database.db.execute(sql`select current_database() as name`);
    const [{ name }] = (result as unknown as { rows: [{ name: string }] }).rows;
    const file = join(dir, 'teranga.dump');
    await run(join(bin!, 'pg_dump'), ['-Fc', '--no-owner', '-f', file, urlOf(name)]);
    restoredName = `${name}_restored`;
    await admin(`create database ${restoredName} template template0`);
    await run(join(bin!, 'pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      '-d',
      urlOf(restoredName),
      file,
    ]);

    restored = await openDatabase({ databaseUrl: urlOf(restoredName), poolSize: 5 });
    restoredApp = await appOn(restored);
    expect(await lookUp(restoredApp, booked)).toEqual(before);

    // The sequences came back with the rows: a new booking takes the next ids, not a used one.
    const more = await makeBookings(restoredApp, stay.id);
    expect((await lookUp(restoredApp, more)).map((answer) => answer.status)).toEqual([
      200, 200, 200,
    ]);
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a copy of the embedded database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'teranga-pglite-copy-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('copied while stopped, serves the same bookings from the copy', async () => {
    const original = await openDatabase({ dataDir: join(dir, 'data') });
    const app = await appOn(original);
    const stay = await makeAccommodation(original.db, { roomCount: 5 });
    const booked = await makeBookings(app, stay.id);
    const before = await lookUp(app, booked);
    // As the README says: stop the server, copy DATA_DIR.
    await app.close();
    await original.close();
    cpSync(join(dir, 'data'), join(dir, 'restored'), { recursive: true });

    const restored = await openDatabase({ dataDir: join(dir, 'restored') });
    const restoredApp = await appOn(restored);
    try {
      expect(await lookUp(restoredApp, booked)).toEqual(before);
    } finally {
      await restoredApp.close();
      await restored.close();
    }
  });
});
