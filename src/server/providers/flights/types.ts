import type { FlightOffer, FlightSearch } from '../../../domain/flights.ts';

/** A source of flight offers: the built-in inventory, or a live provider such as Duffel. */
export interface FlightProvider {
  readonly name: 'builtin' | 'duffel';
  search(query: FlightSearch): Promise<FlightOffer[]>;
}

/** Seats taken per (flight, local date, cabin); the built-in provider reads them through this. */
export interface SeatLedger {
  seatsTaken(
    keys: { flightNumber: string; date: string; cabin: string }[],
  ): Promise<Map<string, number>>;
}

export const seatKey = (flightNumber: string, date: string, cabin: string) =>
  `${flightNumber}|${date}|${cabin}`;
