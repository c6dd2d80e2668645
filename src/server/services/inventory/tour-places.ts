import { and, eq, sql } from 'drizzle-orm';
import { tourDepartures } from '../../db/schema/index.ts';
import type { StockKind } from './stock.ts';

/**
 * The places on one departure of a tour package (resource: the package's id; day: its start).
 * Departures exist before they are sold (the seed opens them): only places are taken here.
 */
export const TOUR_PLACES: StockKind = {
  kind: 'tour',
  unit: 'places',
  async take(tx, item) {
    const rows = await tx
      .update(tourDepartures)
      .set({ taken: sql`${tourDepartures.taken} + ${item.quantity}` })
      .where(
        and(
          eq(tourDepartures.packageId, Number(item.resource)),
          eq(tourDepartures.startDate, item.day),
          sql`${tourDepartures.taken} + ${item.quantity} <= ${tourDepartures.total}`,
        ),
      )
      .returning({ taken: tourDepartures.taken });
    return rows.length > 0;
  },
  async giveBack(tx, item) {
    await tx
      .update(tourDepartures)
      .set({ taken: sql`greatest(${tourDepartures.taken} - ${item.quantity}, 0)` })
      .where(
        and(
          eq(tourDepartures.packageId, Number(item.resource)),
          eq(tourDepartures.startDate, item.day),
        ),
      );
  },
  soldOut: (item) => ({
    message: `Sold out: not enough places are left on the departure of ${item.day}`,
    details: { part: 'tour', departure: item.day },
  }),
  name: (item) => `the tour departure of ${item.day}`,
};
