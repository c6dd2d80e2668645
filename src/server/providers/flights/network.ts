import type { Airport, CabinClass } from '../../../domain/flights.ts';
import type { AircraftType, AirlineData } from './data/airlines.ts';
import { zoneOffsetMinutes } from '../../../domain/time-zones.ts';
import { hashString, seededRandom } from '../../lib/random.ts';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
const DAY_MINUTES = 1440;
/** A route flown more often than this a day would need more flight numbers than we reserve. */
export const MAX_ROTATIONS_PER_DAY = 8;
const CRUISE_KMH = 800;
const TAXI_AND_CLIMB_MINUTES = 30;
/** Offsets of this instant decide the shape of the weekly schedule; real offsets decide times. */
const SCHEDULE_REFERENCE_UTC = Date.UTC(2026, 0, 15, 12);
/** Airports that take departures and arrivals at any hour; the others sleep 00:30-05:00. */
// prettier-ignore
const ROUND_THE_CLOCK = new Set([
  'ADD', 'NBO', 'JNB', 'CAI', 'CMN', 'IST', 'DXB', 'AUH', 'DOH', 'JED', 'RUH', 'BOM', 'DEL',
  'SIN', 'BKK', 'HKG', 'JFK', 'LAX',
]);

export type Airline = { code: string; name: string; fareLevel: number };

/** One leg of the weekly timetable, flown on the weekdays of `days`. */
export type ScheduledFlight = {
  /** 'KP 301': unique in the network, so with a date and a cabin it names a seat inventory. */
  flightNumber: string;
  airline: Airline;
  origin: Airport;
  destination: Airport;
  /** Local time of departure at the origin, in minutes after midnight. */
  departureMinutes: number;
  durationMinutes: number;
  /** Weekdays of the local departure date: bit 0 is Monday, bit 6 Sunday. */
  days: number;
  aircraft: AircraftType;
  distanceKm: number;
};

export type Network = {
  airports: readonly Airport[];
  airportsByCode: ReadonlyMap<string, Airport>;
  /** An airport's code or a city's code (DKR, LON): the airports a search by it covers. */
  airportsByPlace: ReadonlyMap<string, readonly Airport[]>;
  airlines: ReadonlyMap<string, Airline>;
  flights: readonly ScheduledFlight[];
  flightsByNumber: ReadonlyMap<string, ScheduledFlight>;
  /** Airport code, then weekday (0 = Monday): departures sorted by local time. */
  departures: ReadonlyMap<string, readonly ScheduledFlight[][]>;
  /** Destination code, origin code, then weekday: the route's departures sorted by local time. */
  routesInto: ReadonlyMap<string, ReadonlyMap<string, readonly ScheduledFlight[][]>>;
  /** Airport code: the airports with a flight to it. */
  origins: ReadonlyMap<string, ReadonlySet<string>>;
  weeklyFlights: number;
};

/** A scheduled flight on one date, with its real instants. */
export type FlightInstance = {
  flight: ScheduledFlight;
  /** Local departure date as days since 1970-01-01. */
  day: number;
  departureUtc: number;
  arrivalUtc: number;
};

// ---------------------------------------------------------------------------------------------
// Dates and time zones (Intl only: no time zone library)

export function dayNumber(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

const isoDates = new Map<number, string>();
export function isoDateOf(day: number): string {
  let iso = isoDates.get(day);
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (isoDates.size > 10_000) isoDates.clear();
    isoDates.set(day, iso);
  }
  return iso;
}

/** 0 = Monday ... 6 = Sunday (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

/** Days of offsets read from Intl at once: one call a day, and none again for those days. */
const OFFSET_BLOCK_DAYS = 64;

/**
 * Per zone, per block of OFFSET_BLOCK_DAYS UTC days: each day's offset, or NaN on the rare day
 * the offset changes (read exactly then). Filled a block at a time, or ahead by warmZoneOffsets.
 */
const offsetBlocks = new Map<string, Map<number, Float64Array>>();

function offsetBlockOf(tz: string, block: number): Float64Array {
  let blocks = offsetBlocks.get(tz);
  if (!blocks) offsetBlocks.set(tz, (blocks = new Map()));
  let offsets = blocks.get(block);
  if (offsets) return offsets;
  offsets = new Float64Array(OFFSET_BLOCK_DAYS);
  const firstDay = block * OFFSET_BLOCK_DAYS;
  let start = zoneOffsetMinutes(tz, firstDay * DAY_MS);
  for (let i = 0; i < OFFSET_BLOCK_DAYS; i++) {
    const end = zoneOffsetMinutes(tz, (firstDay + i + 1) * DAY_MS - 1);
    offsets[i] = start === end ? start : Number.NaN;
    start = end === start ? start : zoneOffsetMinutes(tz, (firstDay + i + 1) * DAY_MS);
  }
  if (blocks.size > 100) blocks.clear();
  blocks.set(block, offsets);
  return offsets;
}

/** The zone's offset all through a UTC day, or NaN on a day it changes. */
function utcDayOffset(tz: string, day: number): number {
  const block = Math.floor(day / OFFSET_BLOCK_DAYS);
  return offsetBlockOf(tz, block)[day - block * OFFSET_BLOCK_DAYS]!;
}

/** A UTC day on which a zone's offset changes once: `before` until the instant `at`, then `after`. */
type OffsetChange = { at: number; before: number; after: number };

/** Per zone, the days its offset changes, found once; null for a day it changes more than once. */
const offsetChanges = new Map<string, Map<number, OffsetChange | null>>();

/**
 * The instant the zone's offset changes on a UTC day it does, found by halving the day down to
 * the second (Intl reads whole seconds): about seventeen reads once, not one per departure.
 */
function offsetChangeOf(tz: string, day: number): OffsetChange | null {
  let changes = offsetChanges.get(tz);
  if (!changes) offsetChanges.set(tz, (changes = new Map()));
  let change = changes.get(day);
  if (change !== undefined) return change;
  const before = zoneOffsetMinutes(tz, day * DAY_MS);
  const after = zoneOffsetMinutes(tz, (day + 1) * DAY_MS - 1);
  // The offset is `before` at `lo`, and not at `hi`.
  let lo = day * DAY_MS;
  let hi = (day + 1) * DAY_MS - 1000;
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (zoneOffsetMinutes(tz, mid) === before) lo = mid;
    else hi = mid;
  }
  // A second change the same day (none in today's rules) is read from Intl every time.
  change = zoneOffsetMinutes(tz, hi) === after ? { at: hi, before, after } : null;
  if (changes.size > 100) changes.clear();
  changes.set(day, change);
  return change;
}

export function offsetMinutes(tz: string, utcMs: number): number {
  if (tz === 'UTC') return 0;
  const day = Math.floor(utcMs / DAY_MS);
  const offset = utcDayOffset(tz, day);
  if (!Number.isNaN(offset)) return offset;
  const change = offsetChangeOf(tz, day);
  if (!change) return zoneOffsetMinutes(tz, utcMs);
  return utcMs < change.at ? change.before : change.after;
}

/**
 * The zone's offset all through a local day and the UTC days it touches, or NaN when it changes
 * then: on such a day, every departure's instant follows its local time by the same offset.
 */
export function steadyOffsetMinutes(tz: string, day: number): number {
  if (tz === 'UTC') return 0;
  const offset = utcDayOffset(tz, day);
  return utcDayOffset(tz, day - 1) === offset && utcDayOffset(tz, day + 1) === offset
    ? offset
    : Number.NaN;
}

/** Reads the offsets of the zones for the days from `fromDay` on, so no search waits on them. */
export function warmZoneOffsets(zones: Iterable<string>, fromDay: number, days: number): void {
  for (const tz of new Set(zones)) {
    if (tz === 'UTC') continue;
    const first = Math.floor(fromDay / OFFSET_BLOCK_DAYS);
    const last = Math.floor((fromDay + days) / OFFSET_BLOCK_DAYS);
    for (let block = first; block <= last; block++) offsetBlockOf(tz, block);
  }
}

/** The instant of a wall-clock time (ms as if UTC) in a zone. */
export function localToUtc(tz: string, localMs: number): number {
  const guess = localMs - offsetMinutes(tz, localMs) * MINUTE_MS;
  return localMs - offsetMinutes(tz, guess) * MINUTE_MS;
}

export function localDayOf(tz: string, utcMs: number): number {
  return Math.floor((utcMs + offsetMinutes(tz, utcMs) * MINUTE_MS) / DAY_MS);
}

const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
/** 10000-01-01T00:00:00Z: past it an ISO year has more than four digits. */
const YEAR_10000_MS = 253_402_300_800_000;
const offsetTexts = new Map<number, string>();

/** '+01:00' for 60 minutes. */
function offsetText(offset: number): string {
  let text = offsetTexts.get(offset);
  if (text === undefined) {
    const abs = Math.abs(offset);
    const hh = String(Math.floor(abs / 60)).padStart(2, '0');
    const mm = String(abs % 60).padStart(2, '0');
    offsetTexts.set(offset, (text = `${offset < 0 ? '-' : '+'}${hh}:${mm}`));
  }
  return text;
}

/** '2026-12-01T08:30:00+01:00': the wall-clock time in the zone, with its offset. */
export function formatLocalIso(utcMs: number, tz: string): string {
  const offset = offsetMinutes(tz, utcMs);
  const localMs = utcMs + offset * MINUTE_MS;
  if (!(localMs >= 0 && localMs < YEAR_10000_MS)) {
    return `${new Date(localMs).toISOString().slice(0, 19)}${offsetText(offset)}`;
  }
  // As toISOString would write it, without making a Date: searches write thousands a second.
  const day = Math.floor(localMs / DAY_MS);
  const seconds = Math.floor((localMs - day * DAY_MS) / 1000);
  const time = `${TWO_DIGITS[Math.floor(seconds / 3600)]}:${TWO_DIGITS[Math.floor(seconds / 60) % 60]}:${TWO_DIGITS[seconds % 60]}`;
  return `${isoDateOf(day)}T${time}${offsetText(offset)}`;
}

/** The instant a flight leaves on a local date (days since 1970-01-01). */
export function departureUtcOf(flight: ScheduledFlight, day: number): number {
  return localToUtc(flight.origin.tz, day * DAY_MS + flight.departureMinutes * MINUTE_MS);
}

/** departureUtcOf, given steadyOffsetMinutes of the origin's zone that day (NaN: read it here). */
export function departureUtcAt(flight: ScheduledFlight, day: number, steadyOffset: number): number {
  return Number.isNaN(steadyOffset)
    ? departureUtcOf(flight, day)
    : day * DAY_MS + flight.departureMinutes * MINUTE_MS - steadyOffset * MINUTE_MS;
}

export function instanceOf(
  flight: ScheduledFlight,
  day: number,
  departureUtc = departureUtcOf(flight, day),
): FlightInstance {
  return {
    flight,
    day,
    departureUtc,
    arrivalUtc: departureUtc + flight.durationMinutes * MINUTE_MS,
  };
}

export function operatesOn(flight: ScheduledFlight, day: number): boolean {
  return (flight.days & (1 << weekdayOf(day))) !== 0;
}

// ---------------------------------------------------------------------------------------------
// Geometry and determinism

const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;

export function distanceKm(a: Pick<Airport, 'lat' | 'lon'>, b: Pick<Airport, 'lat' | 'lon'>) {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function hashUnit(text: string): number {
  return hashString(text) / 2 ** 32;
}

export function blockMinutes(km: number): number {
  return Math.round((km / CRUISE_KMH) * 12 + TAXI_AND_CLIMB_MINUTES / 5) * 5;
}

// ---------------------------------------------------------------------------------------------
// Schedule generation

type RouteSpec = { destination: string; perDay: number; perWeek: number; aircraft?: string };

export function parseRouteSpec(spec: string): RouteSpec {
  const match = /^([A-Z0-9]{3})(?:\*([1-9]))?(?:\/([1-7]))?(?::([A-Z0-9]{3}))?$/.exec(spec);
  if (!match) throw new Error(`Bad route "${spec}"`);
  const [, destination, perDay, perWeek, aircraft] = match;
  return {
    destination: destination!,
    perDay: perDay ? Number(perDay) : 1,
    perWeek: perWeek ? Number(perWeek) : 7,
    ...(aircraft ? { aircraft } : {}),
  };
}

function weekdaysMask(perWeek: number, seed: number): number {
  let mask = 0;
  for (let i = 0; i < perWeek; i++) mask |= 1 << ((Math.floor((i * 7) / perWeek) + seed) % 7);
  return mask;
}

function shiftWeekdays(mask: number, shift: number): number {
  const s = ((shift % 7) + 7) % 7;
  return ((mask << s) | (mask >> (7 - s))) & 0x7f;
}

function mod(n: number, m: number): number {
  return ((n % m) + m) % m;
}

function acceptsDeparture(airport: Airport, localMinutes: number): boolean {
  const m = mod(localMinutes, DAY_MINUTES);
  return ROUND_THE_CLOCK.has(airport.code) || (m >= 330 && m <= 1425);
}

function acceptsArrival(airport: Airport, localMinutes: number): boolean {
  const m = mod(localMinutes, DAY_MINUTES);
  return ROUND_THE_CLOCK.has(airport.code) || m >= 300 || m <= 30;
}

/**
 * The first departure at or after `from` (origin wall clock, minutes from the reference day)
 * that leaves and lands within both airports' opening hours; `from` itself if none does.
 */
function firstSlot(from: number, origin: Airport, destination: Airport, duration: number) {
  const zoneShift =
    offsetMinutes(destination.tz, SCHEDULE_REFERENCE_UTC) -
    offsetMinutes(origin.tz, SCHEDULE_REFERENCE_UTC);
  for (let t = from; t < from + DAY_MINUTES; t += 5) {
    if (acceptsDeparture(origin, t) && acceptsArrival(destination, t + duration + zoneShift)) {
      return t;
    }
  }
  return from;
}

function turnaroundMinutes(aircraft: AircraftType): number {
  const seats = Object.values(aircraft.seats).reduce((a, b) => a + b, 0);
  if (seats > 200) return 120;
  return seats > 100 ? 50 : 35;
}

function chooseAircraft(airline: AirlineData, km: number, code: string | undefined) {
  if (code) {
    const chosen = airline.fleet.find((a) => a.code === code);
    if (!chosen) throw new Error(`${airline.code} has no aircraft ${code}`);
    return chosen;
  }
  const fitting = airline.fleet.find((a) => a.maxKm >= km) ?? airline.fleet.at(-1);
  if (!fitting) throw new Error(`${airline.code} has no fleet`);
  return fitting;
}

/**
 * Builds the weekly timetable: each spoke of each hub is flown out and back, `perDay` times a
 * day, on `perWeek` weekdays. Times spread over the day, then move to the first slot both
 * airports are open; the return leaves after the aircraft's turnaround.
 */
export function buildNetwork(input: {
  airports: readonly Airport[];
  airlines: readonly AirlineData[];
}): Network {
  const airportsByCode = new Map(input.airports.map((a) => [a.code, a]));
  const airlines = new Map<string, Airline>();
  const flights: ScheduledFlight[] = [];
  const flightsByNumber = new Map<string, ScheduledFlight>();

  const add = (flight: ScheduledFlight) => {
    if (flightsByNumber.has(flight.flightNumber)) {
      throw new Error(`Flight number ${flight.flightNumber} is used twice`);
    }
    flightsByNumber.set(flight.flightNumber, flight);
    flights.push(flight);
  };
  const airportOf = (code: string, airline: string) => {
    const airport = airportsByCode.get(code);
    if (!airport) throw new Error(`${airline} flies to unknown airport ${code}`);
    return airport;
  };

  for (const data of input.airlines) {
    const airline: Airline = { code: data.code, name: data.name, fareLevel: data.fareLevel };
    airlines.set(data.code, airline);
    let routeIndex = 0;
    for (const hubData of data.hubs) {
      const hub = airportOf(hubData.airport, data.code);
      for (const spec of hubData.routes) {
        const route = parseRouteSpec(spec);
        const spoke = airportOf(route.destination, data.code);
        if (spoke === hub) throw new Error(`${data.code} route ${spec} goes nowhere`);
        const km = distanceKm(hub, spoke);
        const duration = blockMinutes(km);
        const aircraft = chooseAircraft(data, km, route.aircraft);
        const seed = hashString(`${data.code}:${hub.code}:${spoke.code}`);
        const outDays = weekdaysMask(route.perWeek, seed % 7);
        const zoneShift =
          offsetMinutes(spoke.tz, SCHEDULE_REFERENCE_UTC) -
          offsetMinutes(hub.tz, SCHEDULE_REFERENCE_UTC);
        for (let r = 0; r < route.perDay; r++) {
          const number = data.firstFlightNumber + 2 * (routeIndex * MAX_ROTATIONS_PER_DAY + r);
          if (number + 1 > 9999) throw new Error(`${data.code} ran out of flight numbers`);
          // Rotations spread over 06:00-22:00 from a route-specific start.
          const spread = ((r + (seed % 1000) / 1000) / route.perDay) * 16 * 60;
          const planned = 360 + Math.round(spread / 5) * 5;
          const out = firstSlot(planned, hub, spoke, duration);
          const landed = out + duration + zoneShift + turnaroundMinutes(aircraft);
          const back = firstSlot(Math.ceil(landed / 5) * 5, spoke, hub, duration);
          const common = { airline, aircraft, durationMinutes: duration, distanceKm: km };
          add({
            ...common,
            flightNumber: `${data.code} ${number}`,
            origin: hub,
            destination: spoke,
            departureMinutes: mod(out, DAY_MINUTES),
            days: shiftWeekdays(outDays, Math.floor(out / DAY_MINUTES)),
          });
          add({
            ...common,
            flightNumber: `${data.code} ${number + 1}`,
            origin: spoke,
            destination: hub,
            departureMinutes: mod(back, DAY_MINUTES),
            days: shiftWeekdays(outDays, Math.floor(back / DAY_MINUTES)),
          });
        }
        routeIndex++;
      }
    }
  }
  return indexNetwork(input.airports, airportsByCode, airlines, flights, flightsByNumber);
}

function indexNetwork(
  airports: readonly Airport[],
  airportsByCode: Map<string, Airport>,
  airlines: Map<string, Airline>,
  flights: ScheduledFlight[],
  flightsByNumber: Map<string, ScheduledFlight>,
): Network {
  const departures = new Map<string, ScheduledFlight[][]>();
  const routesInto = new Map<string, Map<string, ScheduledFlight[][]>>();
  const origins = new Map<string, Set<string>>();
  const airportsByPlace = new Map<string, Airport[]>();
  for (const airport of airports) {
    airportsByPlace.set(airport.code, [airport]);
  }
  for (const airport of airports) {
    if (!airport.cityCode) continue;
    if (airportsByCode.has(airport.cityCode)) {
      throw new Error(`City code ${airport.cityCode} is also an airport's code`);
    }
    airportsByPlace.set(airport.cityCode, [
      ...(airportsByPlace.get(airport.cityCode) ?? []),
      airport,
    ]);
  }
  const week = () => Array.from({ length: 7 }, (): ScheduledFlight[] => []);
  let weeklyFlights = 0;
  for (const flight of flights) {
    const from = flight.origin.code;
    const to = flight.destination.code;
    const byAirport = departures.get(from) ?? week();
    departures.set(from, byAirport);
    const routes = routesInto.get(to) ?? new Map<string, ScheduledFlight[][]>();
    routesInto.set(to, routes);
    const byRoute = routes.get(from) ?? week();
    routes.set(from, byRoute);
    const into = origins.get(to) ?? new Set<string>();
    origins.set(to, into);
    into.add(from);
    for (let weekday = 0; weekday < 7; weekday++) {
      if ((flight.days & (1 << weekday)) === 0) continue;
      byAirport[weekday]!.push(flight);
      byRoute[weekday]!.push(flight);
      weeklyFlights++;
    }
  }
  const byTime = (a: ScheduledFlight, b: ScheduledFlight) =>
    a.departureMinutes - b.departureMinutes ||
    (a.flightNumber < b.flightNumber ? -1 : a.flightNumber > b.flightNumber ? 1 : 0);
  const routeLists = [...routesInto.values()].flatMap((routes) => [...routes.values()]);
  for (const perDay of [...departures.values(), ...routeLists]) {
    for (const list of perDay) list.sort(byTime);
  }
  return {
    airports,
    airportsByCode,
    airportsByPlace,
    airlines,
    flights,
    flightsByNumber,
    departures,
    routesInto,
    origins,
    weeklyFlights,
  };
}

export function capacityOf(flight: ScheduledFlight, cabin: CabinClass): number {
  return flight.aircraft.seats[cabin];
}

// ---------------------------------------------------------------------------------------------
// A synthetic network for benchmarks: same generator, `size` invented airports

const LETTERS = 'QRSTUVWXYZABCDEFGHIJKLMNOP';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 'Q00'...'Q99', 'R00'...: 2,600 codes at most. */
function syntheticAirportCode(i: number): string {
  const letter = LETTERS[Math.floor(i / 100)];
  if (letter === undefined) throw new Error('A synthetic network has at most 2600 airports');
  return `${letter}${String(i % 100).padStart(2, '0')}`;
}

function syntheticTimeZone(lon: number): string {
  const hours = Math.round(lon / 15);
  if (hours === 0) return 'UTC';
  // Etc/GMT zones count the other way round: Etc/GMT-3 is UTC+3.
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/**
 * `size` airports in random places, one hub in ten, each hub the base of one airline that
 * flies to the spokes that have it among their four nearest hubs, to its twelve nearest hubs
 * and to four distant ones: about as many flights per airport as the real network.
 */
export function buildSyntheticNetwork(size: number, seed = 20_261_201): Network {
  const random = seededRandom(seed);
  const airports: Airport[] = Array.from({ length: size }, (_, i) => {
    const code = syntheticAirportCode(i);
    const lon = Math.round((random() * 360 - 180) * 1e4) / 1e4;
    const lat = Math.round((Math.asin(random() * 1.7 - 0.8) / RAD) * 1e4) / 1e4;
    return {
      code,
      city: `City ${code}`,
      country: `Country ${Math.floor(i / 25)}`,
      name: `${code} International Airport`,
      lat,
      lon,
      tz: syntheticTimeZone(lon),
    };
  });
  const hubCount = Math.max(2, Math.round(size / 10));
  const hubs = airports.slice(0, hubCount);
  const nearestHubs = (airport: Airport, count: number) =>
    hubs
      .filter((hub) => hub !== airport)
      .map((hub) => ({ hub, km: distanceKm(airport, hub) }))
      .sort((a, b) => a.km - b.km)
      .slice(0, count)
      .map((entry) => entry.hub);

  const routes = new Map<Airport, string[]>(hubs.map((hub) => [hub, []]));
  for (const hub of hubs) {
    const linked = new Set(nearestHubs(hub, 12));
    for (let i = 0; i < 4; i++) {
      const far = hubs[Math.floor(random() * hubs.length)]!;
      if (far !== hub) linked.add(far);
    }
    for (const other of linked) {
      routes.get(hub)!.push(`${other.code}*${2 + Math.floor(random() * 4)}`);
    }
  }
  for (const spoke of airports.slice(hubCount)) {
    for (const hub of nearestHubs(spoke, 4)) {
      const roll = random();
      const frequency =
        roll < 0.3
          ? '*3'
          : roll < 0.6
            ? '*2'
            : roll < 0.85
              ? ''
              : `/${3 + Math.floor(random() * 4)}`;
      routes.get(hub)!.push(`${spoke.code}${frequency}`);
    }
  }
  const airlines: AirlineData[] = hubs.map((hub, i) => ({
    code: `${ALPHANUMERIC[Math.floor(i / 36) % 26]}${ALPHANUMERIC[i % 36]}`,
    name: `Synthetic Air ${i + 1}`,
    country: hub.country,
    fareLevel: 0.9 + random() * 0.2,
    firstFlightNumber: 1,
    fleet: [
      { code: 'E90', name: 'Embraer E190', maxKm: 2_500, seats: seats(0, 12, 0, 84) },
      { code: '73H', name: 'Boeing 737-800', maxKm: 5_500, seats: seats(0, 16, 0, 150) },
      { code: '359', name: 'Airbus A350-900', maxKm: 20_000, seats: seats(8, 40, 24, 250) },
    ],
    hubs: [{ airport: hub.code, routes: routes.get(hub)! }],
  }));
  return buildNetwork({ airports, airlines });
}

function seats(first: number, business: number, premium: number, economy: number) {
  return { first, business, premium_economy: premium, economy };
}
