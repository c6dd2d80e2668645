import { and, eq, sql } from 'drizzle-orm';
import { flightSeats } from '../../db/schema/index.ts';
import type { StockKind } from './stock.ts';

/** A built-in flight's seats in one cabin on one date (resource: the flight number). */
export const FLIGHT_SEATS: StockKind = {
  kind: 'seat',
  unit: 'seats',
  async take(tx, item) {
    const rows = await tx
      .insert(flightSeats)
      .values({
        flightNumber: item.resource,
        departDate: item.day,
        cabin: item.cabin ?? '',
        total: item.total,
        taken: item.quantity,
      })
      .onConflictDoUpdate({
        target: [flightSeats.flightNumber, flightSeats.departDate, flightSeats.cabin],
        set: { taken: sql`${flightSeats.taken} + ${item.quantity}` },
        setWhere: sql`${flightSeats.taken} + ${item.quantity} <= ${flightSeats.total}`,
      })
      .returning({ taken: flightSeats.taken });
    return rows.length > 0;
  },
  async giveBack(tx, item) {
    await tx
      .update(flightSeats)
      .set({ taken: sql`greatest(${flightSeats.taken} - ${item.quantity}, 0)` })
      .where(
        and(
          eq(flightSeats.flightNumber, item.resource),
          eq(flightSeats.departDate, item.day),
          eq(flightSeats.cabin, item.cabin ?? ''),
        ),
      );
  },
  soldOut: (item) => ({
    message: `Sold out: not enough seats left on ${item.resource} on ${item.day}`,
    details: { part: 'flight', flight: item.resource, date: item.day },
  }),
  name: (item) => `flight ${item.resource} on ${item.day}`,
};
