import { ORDER_REASONS } from '../../domain/orders.ts';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  duffelBookings,
  flightSeats,
  inventoryHolds,
  orderEvents,
  roomNights,
  tourDepartures,
} from '../db/schema/index.ts';
import { ConflictError } from '../errors.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

/** One piece of stock an order needs: `quantity` of a room night, flight seat or tour place. */
export type StockItem =
  | { kind: 'room'; accommodationId: number; night: string; total: number; quantity: number }
  | {
      kind: 'seat';
      flightNumber: string;
      date: string;
      cabin: string;
      total: number;
      quantity: number;
    }
  | { kind: 'tour'; packageId: number; date: string; total: number; quantity: number };

/**
 * Takes stock with a conditional update that only succeeds while enough remains; the CHECK
 * constraints on room_nights and flight_seats stand behind it. Throws ConflictError when sold out,
 * so the caller's transaction rolls back whatever it took before.
 */
export async function takeStock(tx: Executor, item: StockItem): Promise<void> {
  let rows: unknown[] = [];
  if (item.quantity > item.total) throw soldOut(item);
  if (item.kind === 'tour') {
    // Departures exist before they are sold (the seed opens them): only places are taken here.
    rows = await tx
      .update(tourDepartures)
      .set({ taken: sql`${tourDepartures.taken} + ${item.quantity}` })
      .where(
        and(
          eq(tourDepartures.packageId, item.packageId),
          eq(tourDepartures.startDate, item.date),
          sql`${tourDepartures.taken} + ${item.quantity} <= ${tourDepartures.total}`,
        ),
      )
      .returning({ taken: tourDepartures.taken });
  } else if (item.kind === 'room') {
    rows = await tx
      .insert(roomNights)
      .values({
        accommodationId: item.accommodationId,
        night: item.night,
        total: item.total,
        taken: item.quantity,
      })
      .onConflictDoUpdate({
        target: [roomNights.accommodationId, roomNights.night],
        set: { taken: sql`${roomNights.taken} + ${item.quantity}` },
        setWhere: sql`${roomNights.taken} + ${item.quantity} <= ${roomNights.total}`,
      })
      .returning({ taken: roomNights.taken });
  } else {
    rows = await tx
      .insert(flightSeats)
      .values({
        flightNumber: item.flightNumber,
        departDate: item.date,
        cabin: item.cabin,
        total: item.total,
        taken: item.quantity,
      })
      .onConflictDoUpdate({
        target: [flightSeats.flightNumber, flightSeats.departDate, flightSeats.cabin],
        set: { taken: sql`${flightSeats.taken} + ${item.quantity}` },
        setWhere: sql`${flightSeats.taken} + ${item.quantity} <= ${flightSeats.total}`,
      })
      .returning({ taken: flightSeats.taken });
  }
  if (rows.length === 0) throw soldOut(item);
}

const stockKey = (item: StockItem) =>
  item.kind === 'room'
    ? `room|${item.accommodationId}|${item.night}`
    : item.kind === 'tour'
      ? `tour|${item.packageId}|${item.date}`
      : `seat|${item.flightNumber}|${item.date}|${item.cabin}`;

/** Stock in one fixed order, the order in which every transaction takes it. */
export function sortStock(items: readonly StockItem[]): StockItem[] {
  return [...items].sort((a, b) =>
    stockKey(a) < stockKey(b) ? -1 : stockKey(a) > stockKey(b) ? 1 : 0,
  );
}

function soldOut(item: StockItem): ConflictError {
  if (item.kind === 'tour') {
    return new ConflictError(
      `Sold out: not enough places are left on the departure of ${item.date}`,
      { code: 'sold_out', part: 'tour', departure: item.date },
    );
  }
  return new ConflictError(
    item.kind === 'room'
      ? `Sold out: no room is left on the night of ${item.night}`
      : `Sold out: not enough seats left on ${item.flightNumber} on ${item.date}`,
    item.kind === 'room'
      ? { code: 'sold_out', part: 'stay', night: item.night }
      : { code: 'sold_out', part: 'flight', flight: item.flightNumber, date: item.date },
  );
}

export async function giveBackStock(
  tx: Executor,
  hold: typeof inventoryHolds.$inferSelect,
): Promise<void> {
  if (hold.kind === 'room') {
    await tx
      .update(roomNights)
      .set({ taken: sql`greatest(${roomNights.taken} - ${hold.quantity}, 0)` })
      .where(
        and(eq(roomNights.accommodationId, Number(hold.resource)), eq(roomNights.night, hold.day)),
      );
  } else if (hold.kind === 'tour') {
    await tx
      .update(tourDepartures)
      .set({ taken: sql`greatest(${tourDepartures.taken} - ${hold.quantity}, 0)` })
      .where(
        and(
          eq(tourDepartures.packageId, Number(hold.resource)),
          eq(tourDepartures.startDate, hold.day),
        ),
      );
  } else if (hold.kind === 'seat') {
    await tx
      .update(flightSeats)
      .set({ taken: sql`greatest(${flightSeats.taken} - ${hold.quantity}, 0)` })
      .where(
        and(
          eq(flightSeats.flightNumber, hold.resource),
          eq(flightSeats.departDate, hold.day),
          eq(flightSeats.cabin, hold.cabin ?? ''),
        ),
      );
  }
}

/** Gives back every hold's stock, in the same fixed order stock is taken in. */
export async function giveBackAll(tx: Executor, holds: (typeof inventoryHolds.$inferSelect)[]) {
  const key = (hold: typeof inventoryHolds.$inferSelect) => stockKey(stockItemOf(hold, 0));
  const sorted = [...holds].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  for (const hold of sorted) await giveBackStock(tx, hold);
}

export function holdRowOf(orderId: number, item: StockItem, expiresAt: Date) {
  if (item.kind === 'tour') {
    return {
      orderId,
      kind: 'tour',
      resource: String(item.packageId),
      day: item.date,
      cabin: null,
      quantity: item.quantity,
      expiresAt,
    };
  }
  return item.kind === 'room'
    ? {
        orderId,
        kind: 'room',
        resource: String(item.accommodationId),
        day: item.night,
        cabin: null,
        quantity: item.quantity,
        expiresAt,
      }
    : {
        orderId,
        kind: 'seat',
        resource: item.flightNumber,
        day: item.date,
        cabin: item.cabin,
        quantity: item.quantity,
        expiresAt,
      };
}

export function stockItemOf(hold: typeof inventoryHolds.$inferSelect, total: number): StockItem {
  if (hold.kind === 'tour') {
    return {
      kind: 'tour',
      packageId: Number(hold.resource),
      date: hold.day,
      total,
      quantity: hold.quantity,
    };
  }
  return hold.kind === 'room'
    ? {
        kind: 'room',
        accommodationId: Number(hold.resource),
        night: hold.day,
        total,
        quantity: hold.quantity,
      }
    : {
        kind: 'seat',
        flightNumber: hold.resource,
        date: hold.day,
        cabin: hold.cabin ?? '',
        total,
        quantity: hold.quantity,
      };
}

/**
 * Gives back the stock of holds whose time ran out and cancels their unpaid orders. Returns
 * the orders touched. Safe to run concurrently: each order is claimed by one sweep only.
 */
export async function releaseExpiredHolds(db: Database, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    // Orders first, as confirm and cancel lock them first; one being confirmed right now is
    // skipped (its confirm decides), so the two never wait on each other.
    const due = await tx
      .select({ id: duffelBookings.id })
      .from(duffelBookings)
      .innerJoin(inventoryHolds, eq(inventoryHolds.orderId, duffelBookings.id))
      .where(and(eq(inventoryHolds.status, 'held'), lt(inventoryHolds.expiresAt, now)))
      .for('update', { of: duffelBookings, skipLocked: true });
    const orderIds = [...new Set(due.map((row) => row.id))];
    if (orderIds.length === 0) return [];
    const expired = await tx
      .update(inventoryHolds)
      .set({ status: 'released' })
      .where(and(inArray(inventoryHolds.orderId, orderIds), eq(inventoryHolds.status, 'held')))
      .returning();
    await giveBackAll(tx, expired);
    const canceled = await tx
      .update(duffelBookings)
      .set({ orderStatus: 'canceled', updatedAt: now })
      .where(and(inArray(duffelBookings.id, orderIds), eq(duffelBookings.orderStatus, 'pending')))
      .returning({ id: duffelBookings.id });
    if (canceled.length) {
      await tx.insert(orderEvents).values(
        canceled.map(({ id }) => ({
          orderId: id,
          field: 'orderStatus',
          fromStatus: 'pending',
          toStatus: 'canceled',
          reason: ORDER_REASONS.hold_expired,
        })),
      );
    }
    return orderIds;
  });
}
