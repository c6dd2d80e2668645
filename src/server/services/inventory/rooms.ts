import { and, eq, sql } from 'drizzle-orm';
import { preparedOnce } from '../../db/prepared.ts';
import { roomNights } from '../../db/schema/index.ts';
import { pgArray } from '../../lib/pg-array.ts';
import type { Executor, StockItem, StockKind } from './stock.ts';

// Every stay's nights are taken with this one statement, however many they are: the nights come
// as arrays, one row each (unnest keeps their order), so it is prepared once.
const nightsTaken = preparedOnce('room_nights_take', (tx) =>
  tx
    .insert(roomNights)
    .select(
      sql`select * from unnest(${sql.placeholder('ids')}::integer[], ${sql.placeholder('nights')}::date[], ${sql.placeholder('totals')}::integer[], ${sql.placeholder('quantities')}::integer[])`,
    )
    .onConflictDoUpdate({
      target: [roomNights.accommodationId, roomNights.night],
      set: { taken: sql`${roomNights.taken} + excluded.taken` },
      setWhere: sql`${roomNights.taken} + excluded.taken <= ${roomNights.total}`,
    })
    .returning({ accommodationId: roomNights.accommodationId, night: roomNights.night }),
);

/**
 * Takes the rooms of one or more nights in one conditional upsert; answers the first night that
 * had too few left, or null. A night is counted from its first sale: the property's room count is
 * its total.
 */
async function takeNights(tx: Executor, items: readonly StockItem[]): Promise<StockItem | null> {
  const rows = await nightsTaken(tx).execute({
    ids: pgArray(items.map((item) => Number(item.resource))),
    nights: pgArray(items.map((item) => item.day)),
    totals: pgArray(items.map((item) => item.total)),
    quantities: pgArray(items.map((item) => item.quantity)),
  });
  const taken = new Set(rows.map((row) => `${row.accommodationId}|${row.night}`));
  return items.find((item) => !taken.has(`${item.resource}|${item.day}`)) ?? null;
}

/** A property's rooms on one night (resource: the property's id; day: the night). */
export const ROOM_NIGHTS: StockKind = {
  kind: 'room',
  unit: 'rooms',
  async take(tx, item) {
    return (await takeNights(tx, [item])) === null;
  },
  takeMany: takeNights,
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
