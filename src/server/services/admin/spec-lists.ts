import { desc } from 'drizzle-orm';
import type { AdminListQuery } from '../../../domain/admin.ts';
import type { Database } from '../../db/client.ts';
import { bookings, carRentals, flightBookings } from '../../db/schema/index.ts';

type Paging = Pick<AdminListQuery, 'page' | 'pageSize'>;

/**
 * Spec 2's lists of hotel bookings, flight bookings and car rentals (its own tables, beside the
 * checkout's orders), newest first.
 */
export function createSpecLists({ db }: { db: Database }) {
  const newest = async <T extends typeof bookings | typeof flightBookings | typeof carRentals>(
    table: T,
    { page, pageSize }: Paging,
  ): Promise<(T['$inferSelect'] & { createdAt: string | null })[]> => {
    const rows = await db
      .select()
      .from(table as typeof bookings)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return rows.map((row) => ({
      ...(row as T['$inferSelect']),
      createdAt: row.createdAt?.toISOString() ?? null,
    }));
  };
  return {
    hotelBookings: (query: Paging) => newest(bookings, query),
    flightBookings: (query: Paging) => newest(flightBookings, query),
    carRentals: (query: Paging) => newest(carRentals, query),
  };
}

export type SpecLists = ReturnType<typeof createSpecLists>;
