/**
 * npm run seed [-- --scale N]: migrates and seeds the database the server would open (DATABASE_URL,
 * or the embedded one in DATA_DIR), as a start does; with --scale N, N times the stays and a
 * busy site's seats and rooms taken (seedDatabase). Running it again adds nothing.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client.ts';
import { accommodations, flightSeats, roomNights } from '../schema/index.ts';
import { parseEnv } from '../../env.ts';
import { seedDatabase } from './index.ts';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 100) {
  process.stderr.write(`--scale must be a whole number from 1 to 100, not ${values.scale}\n`);
  process.exit(2);
}
const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const started = performance.now();
try {
  const { seeded } = await seedDatabase(database.db, { scale });
  const count = async (table: typeof accommodations | typeof flightSeats | typeof roomNights) => {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  };
  const row = {
    stays: await count(accommodations),
    seats: await count(flightSeats),
    nights: await count(roomNights),
  };
  process.stdout.write(
    `${database.kind}: ${seeded ? 'seeded' : 'already seeded'} at scale ${scale} in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s: ${row.stays} stays, ` +
      `${row.seats} flight seat rows, ${row.nights} room nights taken\n`,
  );
} finally {
  await database.close();
}
