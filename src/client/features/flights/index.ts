// Flights' public entry: what other features may use (docs/decisions/0024-boundaries.md).
export { lookupAirport } from './api/airports.ts';
export type { FlightSearchResponse } from './api/search-flights.ts';
export { AirportInput } from './components/airport-input.tsx';
export { useFormatDuration } from './components/flight-card.tsx';
export { airportField, EMPTY_AIRPORT, type AirportField } from './search-draft.ts';
