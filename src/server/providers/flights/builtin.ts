import { toIsoDate } from '../../../domain/dates.ts';
import {
  MAX_DAYS_AHEAD,
  type CabinClass,
  type FlightOffer,
  type FlightSearch,
} from '../../../domain/flights.ts';
import type { Clock } from '../../clock.ts';
import {
  decodeOfferId,
  listSegmentKeys,
  planSearch,
  repriceOffer,
  searchFlights,
} from './engine.ts';
import { capacityOf, dayNumber, warmZoneOffsets, type Network } from './network.ts';
import { seatKey, type FlightProvider, type SeatLedger } from './types.ts';

export type BuiltinFlightProvider = FlightProvider & {
  /** The offer as it would be priced now, or null when it can no longer be sold. */
  reprice(engineOfferId: string): Promise<FlightOffer | null>;
  /** Seats a flight of the schedule has in a cabin; 0 for a flight it does not fly. */
  capacity(flightNumber: string, cabin: CabinClass): number;
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
    const taken = keys.length ? await seats.seatsTaken(keys) : new Map<string, number>();
    return (flightNumber: string, date: string, cabin: string) =>
      taken.get(seatKey(flightNumber, date, cabin)) ?? 0;
  }

  return {
    name: 'builtin',
    async search(query: FlightSearch) {
      const now = clock.now();
      const plan = planSearch(network, query, now);
      const seatsTaken = await contextFor(listSegmentKeys(network, query, now, plan));
      return searchFlights(network, query, { now, seatsTaken }, plan);
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
