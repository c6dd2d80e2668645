import { and, count, eq, gt } from 'drizzle-orm';
import { PAYMENT_RECORD_STATUSES } from '../../domain/checkout.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { duffelBookings, paymentRecords } from '../db/schema/index.ts';

export type PaymentKind = 'charge' | 'refund';
export type PaymentCount = {
  kind: PaymentKind;
  status: (typeof PAYMENT_RECORD_STATUSES)[number];
  count: number;
};

/** What the database holds right now, counted for /metrics when it is read. */
export function createLiveCounts({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** Orders whose unpaid hold has not run out: stock taken from everyone else meanwhile. */
    async holdsLive(): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(duffelBookings)
        .where(
          and(
            eq(duffelBookings.orderStatus, 'pending'),
            gt(duffelBookings.holdExpiresAt, clock.now()),
          ),
        );
      return row?.count ?? 0;
    },

    /** Charges and refunds by status, every pair given (0 when none), so a series never gaps. */
    async payments(): Promise<PaymentCount[]> {
      const rows = await db
        .select({ kind: paymentRecords.kind, status: paymentRecords.status, count: count() })
        .from(paymentRecords)
        .groupBy(paymentRecords.kind, paymentRecords.status);
      const found = new Map(rows.map((row) => [`${row.kind} ${row.status}`, row.count]));
      return (['charge', 'refund'] as const).flatMap((kind) =>
        PAYMENT_RECORD_STATUSES.map((status) => ({
          kind,
          status,
          count: found.get(`${kind} ${status}`) ?? 0,
        })),
      );
    },
  };
}

export type LiveCounts = ReturnType<typeof createLiveCounts>;
