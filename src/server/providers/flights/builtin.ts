import { toIsoDate } from '../../../domain/dates.ts';
import {
  MAX_DAYS_AHEAD,
  type CabinClass,
  type FlightOffer,
  type FlightSearch,
} from '../../../domain/flights.ts';
import type { Clock } from '../../clock.ts';
import {
  cheapestTotalCents,
  decodeOfferId,
  listSegmentKeys,
  planSearch,
  repriceOffer,
  searchFlights,
  seatKeysOf,
  type SearchPlan,
} from './engine.ts';
import { capacityOf, dayNumber, warmZoneOffsets, type Network } from './network.ts';
import type { FlightProvider, SeatLedger } from './types.ts';

export type BuiltinFlightProvider = FlightProvider & {
  /** The offer as it would be priced now, or null when it can no longer be sold. */
  reprice(engineOfferId: string): Promise<FlightOffer | null>;
  /** Seats a flight of the schedule has in a cabin; 0 for a flight it does not fly. */
  capacity(flightNumber: string, cabin: CabinClass): number;
  /**
   * For each query, the lowest total its search would offer, in cents (null for none), with the
   * seats of every query read at once and no offer made: a price calendar's days.
   */
  cheapestTotals(queries: FlightSearch[]): Promise<(number | null)[]>;
};

/** The built-in inventory: a deterministic schedule, seats read from the ledger, DEMO DATA. */
export function createBuiltinFlightProvider({
  network,
  seats,
  clock,
}: {
  network: Network;
  seats: SeatLedger;
  clock: Clock;
}): BuiltinFlightProvider {
  // Every zone's offsets for the days a search may ask, read once here rather than by searches.
  const today = dayNumber(toIsoDate(clock.now()));
  warmZoneOffsets(
    network.airports.map((airport) => airport.tz),
    today - 7,
    MAX_DAYS_AHEAD + 14,
  );

  async function contextFor(keys: { flightNumber: string; date: string; cabin: string }[]) {
    return keys.length ? seats.seatsTaken(keys) : () => 0;
  }

  // Trips with no journey at all in economy, which keeps every journey the timetable has, and
  // since when: they have none in any cabin then or later (later, only more flights leave too
  // soon), so the other cabins an empty answer looks for, or the next search, need no search.
  const tripsWithoutJourneys = new Map<string, number>();
  const tripOf = (query: FlightSearch) =>
    `${query.origin}|${query.destination}|${query.departureDate}|${query.returnDate ?? ''}`;

  /** The query's journeys, or null when its trip is known to have none. */
  function planOf(query: FlightSearch, now: Date): SearchPlan | null {
    const trip = tripOf(query);
    const emptySince = tripsWithoutJourneys.get(trip);
    if (emptySince !== undefined && emptySince <= now.getTime()) return null;
    const plan = planSearch(network, query, now);
    if (query.cabinClass === 'economy' && plan.slices.some((journeys) => !journeys.length)) {
      if (tripsWithoutJourneys.size > 10_000) tripsWithoutJourneys.clear();
      tripsWithoutJourneys.set(trip, now.getTime());
    }
    return plan;
  }

  return {
    name: 'builtin',
    async search(query: FlightSearch) {
      const now = clock.now();
      const plan = planOf(query, now);
      if (!plan) return [];
      const seatsTaken = await contextFor(listSegmentKeys(network, query, now, plan));
      return searchFlights(network, query, { now, seatsTaken }, plan);
    },
    async cheapestTotals(queries: FlightSearch[]) {
      const now = clock.now();
      const plans = queries.map((query) => planOf(query, now));
      const seatsTaken = await contextFor(seatKeysOf(plans.filter((plan) => plan !== null)));
      return plans.map((plan, i) =>
        plan ? cheapestTotalCents(network, queries[i]!, { now, seatsTaken }, plan) : null,
      );
    },
    async reprice(engineOfferId: string) {
      const decoded = decodeOfferId(engineOfferId);
      if (!decoded) return null;
      const keys = decoded.slices.flatMap((slice) =>
        slice.flightNumbers.flatMap((flightNumber, i) =>
          (['economy', 'premium_economy', 'business', 'first'] as const).map((cabin) => ({
            flightNumber,
            date: slice.dates[i]!,
            cabin,
          })),
        ),
      );
      const seatsTaken = await contextFor(keys);
      return repriceOffer(network, decoded, { now: clock.now(), seatsTaken });
    },
    capacity(flightNumber, cabin) {
      const flight = network.flightsByNumber.get(flightNumber);
      return flight ? capacityOf(flight, cabin) : 0;
    },
  };
}
