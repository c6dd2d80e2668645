import { and, eq, sql } from 'drizzle-orm';
import { roomNights } from '../../db/schema/index.ts';
import type { StockKind } from './stock.ts';

/** A property's rooms on one night (resource: the property's id; day: the night). */
export const ROOM_NIGHTS: StockKind = {
  kind: 'room',
  unit: 'rooms',
  async take(tx, item) {
    // A night is counted from its first sale: the property's room count is its total.
    const rows = await tx
      .insert(roomNights)
      .values({
        accommodationId: Number(item.resource),
        night: item.day,
        total: item.total,
        taken: item.quantity,
      })
      .onConflictDoUpdate({
        target: [roomNights.accommodationId, roomNights.night],
        set: { taken: sql`${roomNights.taken} + ${item.quantity}` },
        setWhere: sql`${roomNights.taken} + ${item.quantity} <= ${roomNights.total}`,
      })
      .returning({ taken: roomNights.taken });
    return rows.length > 0;
  },
  async takeMany(tx, items) {
    const rows = await tx
      .insert(roomNights)
      .values(
        items.map((item) => ({
          accommodationId: Number(item.resource),
          night: item.day,
          total: item.total,
          taken: item.quantity,
        })),
      )
      .onConflictDoUpdate({
        target: [roomNights.accommodationId, roomNights.night],
        set: { taken: sql`${roomNights.taken} + excluded.taken` },
        setWhere: sql`${roomNights.taken} + excluded.taken <= ${roomNights.total}`,
      })
      .returning({ accommodationId: roomNights.accommodationId, night: roomNights.night });
    const taken = new Set(rows.map((row) => `${row.accommodationId}|${row.night}`));
    return items.find((item) => !taken.has(`${item.resource}|${item.day}`)) ?? null;
  },
  async giveBack(tx, item) {
    await tx
      .update(roomNights)
      .set({ taken: sql`greatest(${roomNights.taken} - ${item.quantity}, 0)` })
      .where(
        and(eq(roomNights.accommodationId, Number(item.resource)), eq(roomNights.night, item.day)),
      );
  },
  soldOut: (item) => ({
    message: `Sold out: no room is left on the night of ${item.day}`,
    details: { part: 'stay', night: item.day },
  }),
  name: (item) => `one stay on the night of ${item.day}`,
};
