import { addDays, isIsoDate, localIsoDate } from '../../../domain/dates.ts';
import {
  CABIN_CLASSES,
  FlightSearchBody,
  MAX_PASSENGERS,
  MIN_PASSENGERS,
  type Airport,
  type CabinClass,
  type FlightSearch,
} from '../../../domain/flights.ts';
import { toQueryString } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';

export type TripType = 'oneWay' | 'roundTrip';

/** An airport box: the text shown, and the airport once one is chosen (null while typing). */
export type AirportField = { text: string; airport: Airport | null };

/** The flight search form as the traveller is filling it in. */
export type FlightSearchDraft = {
  tripType: TripType;
  from: AirportField;
  to: AirportField;
  departureDate: string;
  returnDate: string;
  /** Adults, as the spec names them. */
  passengers: number;
  /** Children (2-11) and infants (under 2, on an adult's lap): none unless chosen. */
  children: number;
  infants: number;
  cabinClass: CabinClass;
};

export const EMPTY_AIRPORT: AirportField = { text: '', airport: null };

export function airportLabel(airport: Pick<Airport, 'city' | 'code'>): string {
  return `${airport.city} (${airport.code})`;
}

export function airportField(airport: Airport): AirportField {
  return { text: airportLabel(airport), airport };
}

/** Departures open tomorrow (spec 2); a return may be on the departure day. */
export function earliestDepartureDate(today = localIsoDate()): string {
  return addDays(today, 1);
}

/**
 * What the address of /flights asks for: a whole search when from, to and departDate make a
 * valid one (so a search survives a reload and the way back from checkout), and the codes or
 * city name to prefill the airports with. `destination` is a city name (the Liberia page's
 * link); `to` and `from` are airport codes.
 */
/** What the address asked for that the form could not take as it was, and what it did instead. */
export type LinkNotice =
  | { code: 'passengers'; given: string }
  | { code: 'children'; given: string }
  | { code: 'infants'; given: string }
  | { code: 'cabin'; given: string }
  | { code: 'date_invalid'; given: string }
  | { code: 'date_passed'; given: string }
  | { code: 'same_airports'; given: string };

export function readFlightsUrl(search: string): {
  search: FlightSearch | null;
  draft: FlightSearchDraft;
  lookups: { from?: string; to?: string; destinationName?: string };
  notices: LinkNotice[];
} {
  const q = new URLSearchParams(search);
  const from = q.get('from')?.trim().toUpperCase() || undefined;
  const to = q.get('to')?.trim().toUpperCase() || undefined;
  const destinationName = to ? undefined : q.get('destination')?.trim() || undefined;
  const date = (key: string) => {
    const value = q.get(key) ?? '';
    return isIsoDate(value) ? value : '';
  };
  const passengers = Number(q.get('passengers'));
  const cabin = q.get('cabinClass');
  const notices: LinkNotice[] = [];
  const givenPassengers = q.get('passengers');
  if (
    givenPassengers !== null &&
    !(Number.isInteger(passengers) && passengers >= MIN_PASSENGERS && passengers <= MAX_PASSENGERS)
  ) {
    notices.push({ code: 'passengers', given: givenPassengers });
  }
  const adults =
    Number.isInteger(passengers) && passengers >= MIN_PASSENGERS && passengers <= MAX_PASSENGERS
      ? passengers
      : MIN_PASSENGERS;
  // Children take the seats adults leave (9 in all); each infant needs an adult's lap.
  const children = countIn(q.get('children'), MAX_PASSENGERS - adults);
  const infants = countIn(q.get('infants'), adults);
  if (children.notice !== null) notices.push({ code: 'children', given: children.notice });
  if (infants.notice !== null) notices.push({ code: 'infants', given: infants.notice });
  if (cabin !== null && !CABIN_CLASSES.some((c) => c === cabin)) {
    notices.push({ code: 'cabin', given: cabin });
  }
  for (const key of ['departDate', 'returnDate']) {
    const given = q.get(key);
    if (given === null || given === '') continue;
    if (!isIsoDate(given)) notices.push({ code: 'date_invalid', given });
    else if (given < earliestDepartureDate()) notices.push({ code: 'date_passed', given });
  }
  if (from && to && from === to) notices.push({ code: 'same_airports', given: from });
  const draft: FlightSearchDraft = {
    tripType: date('returnDate') ? 'roundTrip' : 'oneWay',
    from: { text: from ?? '', airport: null },
    to: { text: to ?? destinationName ?? '', airport: null },
    departureDate: date('departDate'),
    returnDate: date('returnDate'),
    passengers: adults,
    children: children.count,
    infants: infants.count,
    cabinClass: CABIN_CLASSES.find((c) => c === cabin) ?? 'economy',
  };
  // A link the form had to correct (a passed date, too many passengers, ...) fills the form and
  // says what it changed, but is not searched as if it had asked for that.
  const parsed =
    from && to && notices.length === 0 && draft.departureDate >= earliestDepartureDate()
      ? FlightSearchBody.safeParse(draftBody(draft, from, to))
      : null;
  return {
    search: parsed?.success ? parsed.data : null,
    draft,
    lookups: { from, to, destinationName },
    notices,
  };
}

/** A count from the address between 0 and `max`: 0 and a notice of what was given otherwise. */
function countIn(given: string | null, max: number): { count: number; notice: string | null } {
  if (given === null || given === '') return { count: 0, notice: null };
  const count = Number(given);
  return Number.isInteger(count) && count >= 0 && count <= max
    ? { count, notice: null }
    : { count: 0, notice: given };
}

/**
 * The body of POST /api/flights/search for a draft; the return date only on a round trip,
 * children and infants only when there are some.
 */
export function draftBody(draft: FlightSearchDraft, origin: string, destination: string) {
  return {
    origin,
    destination,
    departureDate: draft.departureDate,
    returnDate: draft.tripType === 'roundTrip' ? draft.returnDate : undefined,
    passengers: draft.passengers,
    children: draft.children || undefined,
    infants: draft.infants || undefined,
    cabinClass: draft.cabinClass,
  };
}

/** The /flights address of a search, with the names of spec 1's GET /api/flights/search. */
export function flightsUrl(search: FlightSearch): string {
  return `${paths.flights}${toQueryString({
    from: search.origin,
    to: search.destination,
    departDate: search.departureDate,
    returnDate: search.returnDate,
    passengers: search.passengers,
    children: search.children,
    infants: search.infants,
    cabinClass: search.cabinClass,
  })}`;
}
