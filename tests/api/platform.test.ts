import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../../src/server/app.ts';
import { fixedClock } from '../../src/server/clock.ts';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { accommodations, outbox } from '../../src/server/db/schema/index.ts';
import { seedDatabase } from '../../src/server/db/seed/index.ts';
import { createMailer } from '../../src/server/services/mail.ts';
import { silentLog } from '../../src/server/lib/service-log.ts';
import { TEST_NOW } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/db.ts';

let database: DatabaseHandle;
let app: App;
let clientDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  clientDir = mkdtempSync(join(tmpdir(), 'teranga-client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  app = await buildApp({
    db: database.db,
    dbKind: database.kind,
    clock: fixedClock(TEST_NOW),
    clientDir,
    rateLimitMax: 3,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const count = async (db: DatabaseHandle['db']) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(accommodations))[0]!.n;

describe('the built client', () => {
  it('is served for the app routes (SPA fallback), while unknown API paths stay JSON 404s', async () => {
    for (const path of ['/', '/hotels', '/booking-success?bookingId=x', '/no/such/page']) {
      const response = await app.inject({ url: path });
      // A path that is no page gets the app (its 404 page) with the status 404.
      expect(response.statusCode).toBe(path === '/no/such/page' ? 404 : 200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('id="root"');
    }
    const api = await app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      message: 'Route GET /api/nothing-here not found',
      code: 'not_found',
    });
  });
});

describe('rate limit', () => {
  it('answers 429 with a JSON message once a client passes the limit, and spares pages', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await app.inject({ url: '/api/airports?q=acc' })).statusCode);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    const limited = await app.inject({ url: '/api/airports?q=acc' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests/);
    expect((await app.inject({ url: '/hotels' })).statusCode).toBe(200);
  });

  it("does not count the server's own calls to draw a page with its data; a forged mark counts", async () => {
    // A server build whose pages are drawn with an answer of the API.
    const serverDir = mkdtempSync(join(tmpdir(), 'teranga-server-'));
    writeFileSync(
      join(serverDir, 'entry-server.js'),
      `let send;
export function sendApiRequestsWith(sender) { send = sender; }
export async function drawPage(path, search) {
  const answer = await send('/api/airports?q=acc');
  return { html: '<p>' + path + search + ' ' + answer.status + '</p>', meta: {}, data: '[]' };
}`,
    );
    const drawing = await buildApp({
      db: database.db,
      dbKind: database.kind,
      clock: fixedClock(TEST_NOW),
      clientDir,
      serverDir,
      rateLimitMax: 3,
    });
    try {
      for (let i = 0; i < 5; i++) {
        const page = await drawing.inject({ url: `/hotels?page=${i}` });
        expect(page.body).toContain(`<p>/hotels?page=${i} 200</p>`);
      }
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const answer = await drawing.inject({
          url: '/api/airports?q=acc',
          headers: { 'x-teranga-drawing': 'forged' },
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await drawing.close();
      rmSync(serverDir, { recursive: true, force: true });
    }
  });
});

describe('mail', () => {
  it('keeps a message in the outbox when the SMTP server refuses it', async () => {
    const warnings: string[] = [];
    const mailer = createMailer({
      db: database.db,
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'Teranga <bookings@teranga.travel>',
      log: { ...silentLog, warn: (_fields, message) => warnings.push(message) },
    });
    const result = await mailer.send({
      to: 'smtp-down@example.com',
      subject: 'Your booking',
      text: 'Hello',
    });
    expect(result).toEqual({ via: 'outbox' });
    expect(warnings).toHaveLength(1);
    const kept = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'smtp-down@example.com'));
    expect(kept).toHaveLength(1);
  });
});

// PGlite on a folder, whichever database the other tests use: it runs in the PGlite project
// (npm test), not again in the PostgreSQL pass (docs/decisions/0023-ci-split.md).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database', () => {
  it('is seeded once and keeps its data across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'teranga-data-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      expect(await seedDatabase(first.db)).toEqual({ seeded: true });
      const seeded = await count(first.db);
      expect(seeded).toBeGreaterThanOrEqual(300);
      await first.close();

      const second = await openDatabase({ dataDir: dir });
      expect(await seedDatabase(second.db)).toEqual({ seeded: false });
      expect(await count(second.db)).toBe(seeded);

      // A database seeded before French descriptions gets them, except where the English was edited.
      const [kept, edited] = await second.db.select().from(accommodations).limit(2);
      await second.db.update(accommodations).set({ descriptionFr: null });
      await second.db
        .update(accommodations)
        .set({ description: 'Rewritten by the owner.' })
        .where(eq(accommodations.id, edited!.id));
      await seedDatabase(second.db);
      const french = await second.db.select().from(accommodations);
      expect(french.find((row) => row.id === kept!.id)?.descriptionFr).toBe(kept!.descriptionFr);
      expect(french.find((row) => row.id === edited!.id)?.descriptionFr).toBeNull();
      expect(french.filter((row) => row.descriptionFr === null)).toHaveLength(1);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
