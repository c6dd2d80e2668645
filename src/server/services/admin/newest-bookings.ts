import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, carRentals, flightBookings } from '../../db/schema/index.ts';

const TABLES = { hotel: bookings, flight: flightBookings, car: carRentals } as const;

/** Spec 2's lists of hotel bookings, flight bookings and car rentals: a page, newest first. */
export function listNewestBookings(
  db: Database,
  kind: keyof typeof TABLES,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const table = TABLES[kind];
  return db
    .select()
    .from(table as typeof bookings)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}
