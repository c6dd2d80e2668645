import { sql } from 'drizzle-orm';
import { addDays } from '../../../domain/dates.ts';
import { CABIN_CLASSES } from '../../../domain/flights.ts';
import { hashString, seededRandom } from '../../lib/random.ts';
import { pgArray } from '../../lib/pg-array.ts';
import { AIRLINES } from '../../providers/flights/data/airlines.ts';
import { AIRPORTS } from '../../providers/flights/data/airports.ts';
import { buildNetwork, capacityOf, dayNumber, weekdayOf } from '../../providers/flights/network.ts';
import type { Database } from '../client.ts';

type Executor = Pick<Database, 'execute'>;

const ROWS_PER_INSERT = 5_000;

/**
 * The stock ledgers as a busy site's look, for benches at scale: seats taken on every flight of
 * the built-in schedule for the `weeks` weeks after `today` (weeks × 18,878 flights), in each
 * cabin its aircraft has, and rooms taken on about half the nights of those weeks at every
 * stay with more than one room. Nothing is ever full, so a bench's checkouts all find room.
 * No orders stand behind these seats and rooms: a database seeded so is for benches, not for
 * taking real bookings. Rows already there are kept, so a second run adds nothing.
 */
export async function seedBusyLedgers(
  tx: Executor,
  { today, weeks }: { today: string; weeks: number },
): Promise<{ flightSeatRows: number }> {
  const network = buildNetwork({ airports: AIRPORTS, airlines: AIRLINES });
  const first = dayNumber(addDays(today, 1));
  const numbers: string[] = [];
  const dates: string[] = [];
  const cabins: string[] = [];
  const totals: number[] = [];
  const takens: number[] = [];
  let flightSeatRows = 0;
  const flush = async () => {
    if (numbers.length === 0) return;
    await tx.execute(sql`
      insert into flight_seats (flight_number, depart_date, cabin, total, taken)
      select * from unnest(${pgArray(numbers)}::text[], ${pgArray(dates)}::date[],
        ${pgArray(cabins)}::text[], ${pgArray(totals)}::int[], ${pgArray(takens)}::int[])
      on conflict do nothing`);
    flightSeatRows += numbers.length;
    for (const list of [numbers, dates, cabins, totals, takens]) list.length = 0;
  };
  for (let offset = 0; offset < weeks * 7; offset++) {
    const day = first + offset;
    const date = addDays(today, 1 + offset);
    for (const flight of network.flights) {
      if ((flight.days & (1 << weekdayOf(day))) === 0) continue;
      const random = seededRandom(hashString(`${flight.flightNumber}|${date}`));
      // Fuller close to departure, as flights fill: 30-85% in the first week, 5-60% later.
      const load = (offset < 7 ? 0.3 : 0.05) + random() * 0.55;
      for (const cabin of CABIN_CLASSES) {
        const total = capacityOf(flight, cabin);
        const taken = Math.min(total - 1, Math.floor(total * load));
        if (taken <= 0) continue;
        numbers.push(flight.flightNumber);
        dates.push(date);
        cabins.push(cabin);
        totals.push(total);
        takens.push(taken);
      }
      if (numbers.length >= ROWS_PER_INSERT) await flush();
    }
  }
  await flush();
  // Rooms: a night is taken at a stay when the stay's and the night's hash says so (about half),
  // from 1 to all but one of its rooms.
  await tx.execute(sql`
    insert into room_nights (accommodation_id, night, total, taken)
    select a.id, n.night, a.room_count,
      1 + abs(hashtext(a.id || '/' || n.night::text)::bigint) % (a.room_count - 1)
    from accommodations a,
      lateral (select (${addDays(today, 1)}::date + g) as night
        from generate_series(0, ${weeks * 7 - 1}) g) n
    where a.room_count > 1 and abs(hashtext(n.night::text || '/' || a.id)::bigint) % 2 = 0
    on conflict do nothing`);
  return { flightSeatRows };
}
