import type { FlightSearch, LeanFlightOffer } from '../../../domain/flights.ts';
import type { SeatsTaken } from './engine.ts';

/**
 * A source of flight offers: the built-in inventory, or a live provider such as Duffel. Offers
 * come in one shape (decision 0016); `withBothShapes` adds shape (a) where a caller needs it.
 */
export interface FlightProvider {
  readonly name: 'builtin' | 'duffel';
  search(query: FlightSearch): Promise<LeanFlightOffer[]>;
}

/** Flights on local dates, in cabins. */
export type SeatKeys = readonly { flightNumber: string; date: string; cabin: string }[];

/** The built-in provider reads the seats taken through this. */
export interface SeatLedger {
  /** Seats taken of at least the keys asked, read at once. */
  seatsTaken(keys: SeatKeys): Promise<SeatsTaken>;
}

/**
 * The seats taken of a read's rows, looked up by flight first: most flights a search prices
 * have none taken, and are answered so without making a key.
 */
export function seatsTakenIn(
  rows: Iterable<{ flightNumber: string; date: string; cabin: string; taken: number }>,
): SeatsTaken {
  const byFlight = new Map<string, Map<string, number>>();
  for (const { flightNumber, date, cabin, taken } of rows) {
    let onFlight = byFlight.get(flightNumber);
    if (!onFlight) byFlight.set(flightNumber, (onFlight = new Map()));
    onFlight.set(`${date}|${cabin}`, taken);
  }
  return (flightNumber, date, cabin) => byFlight.get(flightNumber)?.get(`${date}|${cabin}`) ?? 0;
}

/** One text per (flight, local date, cabin): tells apart the keys of searches read together. */
export const seatKey = (flightNumber: string, date: string, cabin: string) =>
  `${flightNumber}|${date}|${cabin}`;
