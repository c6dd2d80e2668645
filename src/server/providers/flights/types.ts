import type { FlightOffer, FlightSearch } from '../../../domain/flights.ts';

/** A source of flight offers: the built-in inventory, or a live provider such as Duffel. */
export interface FlightProvider {
  readonly name: 'builtin' | 'duffel';
  search(query: FlightSearch): Promise<FlightOffer[]>;
}

/** Flights on local dates, in cabins. */
export type SeatKeys = readonly { flightNumber: string; date: string; cabin: string }[];

/**
 * Seats taken per (flight, local date, cabin), by `seatKey`, of at least the keys asked (a key
 * without seats taken may be missing); the built-in provider reads them through this.
 */
export interface SeatLedger {
  seatsTaken(keys: SeatKeys): Promise<Map<string, number>>;
}

export const seatKey = (flightNumber: string, date: string, cabin: string) =>
  `${flightNumber}|${date}|${cabin}`;

/** The flight number a `seatKey` names. */
export const flightOfSeatKey = (key: string) => key.slice(0, key.indexOf('|'));
