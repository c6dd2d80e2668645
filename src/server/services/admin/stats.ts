import { and, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { AdminStats } from '../../../domain/admin.ts';
import { addDays, toIsoDate } from '../../../domain/dates.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import {
  accommodations,
  carRentals,
  duffelBookings,
  paymentRecords,
  travelQueries,
  users,
} from '../../db/schema/index.ts';

const DAYS = 30;
const RECENT_ACTIVITY = 5;
const TYPES = ['hotel', 'flight', 'package'] as const;

/** A paid booking: its charge went through (a later cancellation keeps it one). */
const paid = eq(duffelBookings.paymentStatus, 'succeeded');
const confirmed = inArray(duffelBookings.orderStatus, ['confirmed', 'completed']);
/** Money that went back or is going back: every refund that did not fail. */
const refundKept = and(eq(paymentRecords.kind, 'refund'), ne(paymentRecords.status, 'failed'));
const charged = and(eq(paymentRecords.kind, 'charge'), eq(paymentRecords.status, 'succeeded'));

/** Spec 2's stats, computed from the database, and the analytics tab's real figures. */
export function createAdminStats({ db, clock }: { db: Database; clock: Clock }) {
  const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

  async function stats(): Promise<AdminStats> {
    const since = new Date(`${addDays(toIsoDate(clock.now()), -(DAYS - 1))}T00:00:00Z`);
    const day = (column: unknown) =>
      sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

    const totalUsers = n(await db.select({ n: count() }).from(users));
    const activeUsers = n(
      await db.select({ n: count() }).from(users).where(eq(users.isActive, true)),
    );
    const totalAccommodations = n(await db.select({ n: count() }).from(accommodations));
    const verifiedAccommodations = n(
      await db.select({ n: count() }).from(accommodations).where(eq(accommodations.verified, true)),
    );
    const byType = await db
      .select({
        type: duffelBookings.type,
        total: count(),
        confirmed: sql<number>`count(*) filter (where ${confirmed})`.mapWith(Number),
      })
      .from(duffelBookings)
      .where(paid)
      .groupBy(duffelBookings.type);
    const bookingsByType = Object.fromEntries(
      TYPES.map((type) => {
        const row = byType.find((r) => r.type === type);
        return [type, { total: Number(row?.total ?? 0), confirmed: row?.confirmed ?? 0 }];
      }),
    ) as AdminStats['bookingsByType'];
    const totalBookings = TYPES.reduce((sum, type) => sum + bookingsByType[type].total, 0);
    const confirmedBookings = TYPES.reduce((sum, type) => sum + bookingsByType[type].confirmed, 0);

    const [money] = await db
      .select({
        charged:
          sql<number>`coalesce(sum(${paymentRecords.amountCents}) filter (where ${charged}), 0)`.mapWith(
            Number,
          ),
        refunded:
          sql<number>`coalesce(sum(${paymentRecords.amountCents}) filter (where ${refundKept}), 0)`.mapWith(
            Number,
          ),
      })
      .from(paymentRecords);

    const bookingsPerDay = await db
      .select({ date: day(duffelBookings.createdAt), n: count() })
      .from(duffelBookings)
      .where(and(paid, gte(duffelBookings.createdAt, since)))
      .groupBy(day(duffelBookings.createdAt));
    const moneyPerDay = await db
      .select({
        date: day(paymentRecords.createdAt),
        cents:
          sql<number>`coalesce(sum(case when ${charged} then ${paymentRecords.amountCents} when ${refundKept} then -${paymentRecords.amountCents} else 0 end), 0)`.mapWith(
            Number,
          ),
      })
      .from(paymentRecords)
      .where(gte(paymentRecords.createdAt, since))
      .groupBy(day(paymentRecords.createdAt));
    const daily = Array.from({ length: DAYS }, (_, i) => {
      const date = addDays(toIsoDate(since), i);
      return {
        date,
        bookings: Number(bookingsPerDay.find((r) => r.date === date)?.n ?? 0),
        revenueCents: moneyPerDay.find((r) => r.date === date)?.cents ?? 0,
      };
    });

    const recent = await db
      .select()
      .from(travelQueries)
      .orderBy(desc(travelQueries.createdAt), desc(travelQueries.id))
      .limit(RECENT_ACTIVITY);

    return {
      totalUsers,
      activeUsers,
      totalAccommodations,
      verifiedAccommodations,
      totalBookings,
      confirmedBookings,
      totalFlightBookings: bookingsByType.flight.total,
      totalCarRentals: n(await db.select({ n: count() }).from(carRentals)),
      totalTravelQueries: n(await db.select({ n: count() }).from(travelQueries)),
      recentActivity: recent.map((q) => ({
        id: q.id,
        query: q.query,
        response: q.response,
        createdAt: (q.createdAt ?? new Date(0)).toISOString(),
      })),
      revenueCents: (money?.charged ?? 0) - (money?.refunded ?? 0),
      conversionRate: totalUsers ? Math.round((totalBookings / totalUsers) * 1000) / 10 : 0,
      bookingsByType,
      daily,
    };
  }

  return { stats };
}

export type AdminStatsService = ReturnType<typeof createAdminStats>;
