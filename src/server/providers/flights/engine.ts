import { CURRENCY } from '../../../domain/constants.ts';
import { isIsoDate } from '../../../domain/dates.ts';
import { formatAmount } from '../../../domain/format.ts';
import {
  CABIN_CLASSES,
  formatIsoDuration,
  type Airport,
  type CabinClass,
  type FlightOffer,
  type FlightSlice,
  type LeanFlightOffer,
  withBothShapes,
} from '../../../domain/flights.ts';
import {
  seatedPassengers,
  totalFareCents,
  type PassengerCounts,
} from '../../../domain/passenger-fares.ts';
import {
  DAY_MS,
  MINUTE_MS,
  dayNumber,
  departureUtcAt,
  distanceKm,
  formatLocalIso,
  hashUnit,
  instanceOf,
  isoDateOf,
  localDayOf,
  operatesOn,
  steadyOffsetMinutes,
  weekdayOf,
  type Airline,
  type FlightInstance,
  type Network,
  type ScheduledFlight,
} from './network.ts';

export { searchAirports } from '../../../domain/flights.ts';

export const MIN_CONNECTION_MINUTES = 60;
export const MIN_INTERLINE_CONNECTION_MINUTES = 90;
export const MAX_LAYOVER_MINUTES = 12 * 60;
/** Check-in closes: a flight leaving sooner than this is not sold. */
export const BOOKING_CUTOFF_MINUTES = 120;
/** A round trip's return leaves at least this long after the outbound lands. */
export const MIN_STAY_MINUTES = 120;
export const MAX_OFFERS_PER_DIRECTION = 30;
export const MAX_ROUND_TRIP_OFFERS = 30;
export const OFFER_TTL_MINUTES = 30;
/** Part of every offer id: bump it when prices change meaning, so old ids stop repricing. */
export const PRICING_VERSION = 1;
/** Two-stop journeys are looked for only when fewer direct and one-stop ones exist. */
const TWO_STOP_THRESHOLD = 3;
const MAX_SECOND_FLIGHTS = 3;
const MAX_TWO_STOP_PER_FIRST_FLIGHT = 4;
const MAX_JOURNEYS_PER_SLICE = 200;
const ROUND_TRIP_JOURNEYS_PER_DIRECTION = 12;
/** Flown distance may be at most twice the direct distance plus this. */
const DETOUR_ALLOWANCE_KM = 1500;

export type FlightQuery = {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string | undefined;
  /** Adults. */
  passengers: number;
  children?: number | undefined;
  infants?: number | undefined;
  cabinClass: CabinClass;
};

/** Seats already sold or held on a flight, its local departure date, and a cabin. */
export type SeatsTaken = (flightNumber: string, date: string, cabin: CabinClass) => number;

export type SearchContext = { now: Date; seatsTaken: SeatsTaken };

/** A flight of a journey, with the cabin sold on it. */
export type Leg = FlightInstance & { cabin: CabinClass };

/** The flights of one direction of travel, in order. */
export type Journey = readonly Leg[];

export type SegmentKey = {
  flightNumber: string;
  date: string;
  cabin: CabinClass;
  capacity: number;
};

export type DecodedOfferId = {
  version: number;
  cabinClass: CabinClass;
  /** Adults. */
  passengers: number;
  children: number;
  infants: number;
  slices: { flightNumbers: string[]; dates: string[] }[];
};

// ---------------------------------------------------------------------------------------------
// Journeys: which flights connect

/** The requested cabin, or the best lower one the aircraft has (a mixed-cabin journey). */
export function cabinOn(flight: ScheduledFlight, requested: CabinClass): CabinClass {
  for (let i = CABIN_CLASSES.indexOf(requested); i > 0; i--) {
    const cabin = CABIN_CLASSES[i]!;
    if (flight.aircraft.seats[cabin] > 0) return cabin;
  }
  return 'economy';
}

/** A journey is sold in a cabin when its longest flight has that cabin. */
function sellsCabin(journey: Journey, cabin: CabinClass): boolean {
  let longest = journey[0];
  for (const leg of journey) {
    if (leg.flight.distanceKm > longest!.flight.distanceKm) longest = leg;
  }
  return longest?.cabin === cabin;
}

function minimumConnection(from: Airline, to: Airline): number {
  return from === to ? MIN_CONNECTION_MINUTES : MIN_INTERLINE_CONNECTION_MINUTES;
}

export function isValidConnection(arriving: FlightInstance, leaving: FlightInstance): boolean {
  return connects(arriving, leaving.flight, leaving.departureUtc);
}

/** isValidConnection before the leaving flight is made an instance: most candidates are not. */
function connects(arriving: FlightInstance, leaving: ScheduledFlight, departureUtc: number) {
  if (arriving.flight.destination !== leaving.origin) return false;
  const minutes = (departureUtc - arriving.arrivalUtc) / MINUTE_MS;
  return (
    minutes >= minimumConnection(arriving.flight.airline, leaving.airline) &&
    minutes <= MAX_LAYOVER_MINUTES
  );
}

/** Flights of `byWeekday` that make a valid connection from `arriving`, earliest first. */
function connectionsFrom(
  byWeekday: readonly ScheduledFlight[][] | undefined,
  arriving: FlightInstance,
  accept: (flight: ScheduledFlight) => boolean,
  limit: number,
): FlightInstance[] {
  if (!byWeekday) return [];
  const tz = arriving.flight.destination.tz;
  const earliest = arriving.arrivalUtc + MIN_CONNECTION_MINUTES * MINUTE_MS;
  const latest = arriving.arrivalUtc + MAX_LAYOVER_MINUTES * MINUTE_MS;
  const lastDay = localDayOf(tz, latest);
  const found: FlightInstance[] = [];
  for (let day = localDayOf(tz, earliest); day <= lastDay; day++) {
    const flights = byWeekday[weekdayOf(day)] ?? [];
    const offset = steadyOffsetMinutes(tz, day);
    // With one offset all day, local order is time order: skip the flights that leave too
    // soon, and stop at the first that leaves too late.
    const steady = !Number.isNaN(offset);
    const from = steady
      ? firstLeavingAt(flights, (earliest - day * DAY_MS) / MINUTE_MS + offset)
      : 0;
    for (let i = from; i < flights.length; i++) {
      const flight = flights[i]!;
      const departureUtc = departureUtcAt(flight, day, offset);
      if (steady && departureUtc > latest) break;
      if (!connects(arriving, flight, departureUtc) || !accept(flight)) continue;
      found.push(instanceOf(flight, day, departureUtc));
      if (found.length >= limit) return found;
    }
  }
  return found;
}

/** The index of the first flight leaving at `minutes` (local) or later, in a list by local time. */
function firstLeavingAt(flights: readonly ScheduledFlight[], minutes: number): number {
  let low = 0;
  let high = flights.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (flights[mid]!.departureMinutes < minutes) low = mid + 1;
    else high = mid;
  }
  return low;
}

const acceptAll = () => true;

function elapsedMinutes(journey: readonly FlightInstance[]): number {
  return (journey.at(-1)!.arrivalUtc - journey[0]!.departureUtc) / MINUTE_MS;
}

/**
 * Every journey from origin to destination leaving on `date` (origin's local date): direct,
 * one stop, and two stops where fewer than TWO_STOP_THRESHOLD shorter ones exist. Origin and
 * destination are airport or city codes (DKR, LON): a city's code searches each of its airports.
 * Depends on the timetable only (never on seats), so the seats a search reads can be listed
 * beforehand.
 */
export function findJourneys(
  network: Network,
  originCode: string,
  destinationCode: string,
  date: string,
  cabin: CabinClass,
  notBeforeUtc: number,
): Journey[] {
  const origins = network.airportsByPlace.get(originCode) ?? [];
  const destinations = network.airportsByPlace.get(destinationCode) ?? [];
  if (!isIsoDate(date)) return [];
  const journeys: Journey[] = [];
  for (const origin of origins) {
    for (const destination of destinations) {
      if (origin === destination) continue;
      journeys.push(
        ...findAirportJourneys(network, origin, destination, date, cabin, notBeforeUtc),
      );
    }
  }
  if (journeys.length > MAX_JOURNEYS_PER_SLICE) {
    const effort = (j: Journey) => elapsedMinutes(j) + 60 * (j.length - 1);
    journeys.sort((a, b) => effort(a) - effort(b) || a[0]!.departureUtc - b[0]!.departureUtc);
    journeys.length = MAX_JOURNEYS_PER_SLICE;
  }
  return journeys;
}

/** Great-circle km from each airport to a destination, computed once per pair and kept. */
const distancesTo = new WeakMap<Airport, Map<Airport, number>>();

function distanceToOf(destination: Airport): (from: Airport) => number {
  let byOrigin = distancesTo.get(destination);
  if (!byOrigin) distancesTo.set(destination, (byOrigin = new Map()));
  const known = byOrigin;
  return (from) => {
    let km = known.get(from);
    if (km === undefined) known.set(from, (km = distanceKm(from, destination)));
    return km;
  };
}

/** Per network, 'LOS>JFK': LOS's departures by weekday to airports that fly to JFK, JFK aside. */
const feedingDepartures = new WeakMap<Network, Map<string, readonly ScheduledFlight[][]>>();

function departuresFeeding(
  network: Network,
  via: string,
  destination: Airport,
  feeders: ReadonlySet<string>,
): readonly ScheduledFlight[][] | undefined {
  let byPair = feedingDepartures.get(network);
  if (!byPair) feedingDepartures.set(network, (byPair = new Map()));
  const key = `${via}>${destination.code}`;
  let feeding = byPair.get(key);
  if (feeding) return feeding;
  const departures = network.departures.get(via);
  if (!departures) return undefined;
  feeding = departures.map((flights) =>
    flights.filter(
      (flight) => flight.destination !== destination && feeders.has(flight.destination.code),
    ),
  );
  if (byPair.size > 50_000) byPair.clear();
  byPair.set(key, feeding);
  return feeding;
}

function findAirportJourneys(
  network: Network,
  origin: Airport,
  destination: Airport,
  date: string,
  cabin: CabinClass,
  notBeforeUtc: number,
): Journey[] {
  const originCode = origin.code;
  const destinationCode = destination.code;
  const day = dayNumber(date);
  const distanceTo = distanceToOf(destination);
  const maxKm = 2 * distanceTo(origin) + DETOUR_ALLOWANCE_KM;
  // The flights into the destination, by the airport they leave from.
  const routesHere = network.routesInto.get(destinationCode);
  const journeys: Journey[] = [];
  const keep = (flights: FlightInstance[]) => {
    const legs = flights.map(({ flight, day, departureUtc, arrivalUtc }) => ({
      flight,
      day,
      departureUtc,
      arrivalUtc,
      cabin: cabinOn(flight, cabin),
    }));
    if (sellsCabin(legs, cabin)) journeys.push(legs);
  };

  const firstFlights: FlightInstance[] = [];
  const originOffset = steadyOffsetMinutes(origin.tz, day);
  for (const flight of network.departures.get(originCode)?.[weekdayOf(day)] ?? []) {
    const first = instanceOf(flight, day, departureUtcAt(flight, day, originOffset));
    if (first.departureUtc < notBeforeUtc) continue;
    if (flight.destination === destination) {
      keep([first]);
      continue;
    }
    if (flight.distanceKm + distanceTo(flight.destination) > maxKm) continue;
    firstFlights.push(first);
    const onward = routesHere?.get(flight.destination.code);
    for (const second of connectionsFrom(onward, first, acceptAll, MAX_SECOND_FLIGHTS)) {
      keep([first, second]);
    }
  }

  const feeders = network.origins.get(destinationCode);
  if (journeys.length < TWO_STOP_THRESHOLD && feeders) {
    for (const first of firstFlights) {
      const via = first.flight.destination;
      const flownKm = first.flight.distanceKm;
      // The departures of `via` that feed the destination, listed once; the rest depends on the trip.
      const accept = (flight: ScheduledFlight) =>
        flight.destination !== origin &&
        flownKm + flight.distanceKm + distanceTo(flight.destination) <= maxKm;
      const feeding = departuresFeeding(network, via.code, destination, feeders);
      let kept = 0;
      for (const second of connectionsFrom(feeding, first, accept, 50)) {
        const onward = routesHere?.get(second.flight.destination.code);
        for (const third of connectionsFrom(onward, second, acceptAll, 2)) {
          keep([first, second, third]);
          kept++;
        }
        if (kept >= MAX_TWO_STOP_PER_FIRST_FLIGHT) break;
      }
    }
  }
  return journeys;
}

/** The candidate journeys of each direction: compute once, then list seats and price them. */
export type SearchPlan = { slices: Journey[][] };

export function planSearch(network: Network, query: FlightQuery, now: Date): SearchPlan {
  return { slices: journeysFor(network, query, now) };
}

function journeysFor(network: Network, query: FlightQuery, now: Date): Journey[][] {
  const notBefore = now.getTime() + BOOKING_CUTOFF_MINUTES * MINUTE_MS;
  const slices = [
    findJourneys(
      network,
      query.origin,
      query.destination,
      query.departureDate,
      query.cabinClass,
      notBefore,
    ),
  ];
  if (query.returnDate) {
    slices.push(
      findJourneys(
        network,
        query.destination,
        query.origin,
        query.returnDate,
        query.cabinClass,
        notBefore,
      ),
    );
  }
  return slices;
}

/**
 * Every (flight, date, cabin) a search may read seats of, with the cabin's capacity: fetch
 * them in one query, then call searchFlights synchronously with the same query and `now`
 * (or with the same plan, so the journeys are not looked for twice).
 */
export function listSegmentKeys(
  network: Network,
  query: FlightQuery,
  now: Date,
  plan: SearchPlan = planSearch(network, query, now),
): SegmentKey[] {
  return seatKeysOf([plan]);
}

const CABIN_INDEX: Record<CabinClass, number> = {
  economy: 0,
  premium_economy: 1,
  business: 2,
  first: 3,
};

/**
 * listSegmentKeys of several plans at once (a price calendar's days), each key once, in the
 * order first flown. Told apart by flight, then day and cabin as one number: no text is made
 * for a key met again, as most are.
 */
export function seatKeysOf(plans: readonly SearchPlan[]): SegmentKey[] {
  const seen = new Map<ScheduledFlight, Set<number>>();
  const keys: SegmentKey[] = [];
  for (const plan of plans) {
    for (const journeys of plan.slices) {
      for (const journey of journeys) {
        for (const leg of journey) {
          let days = seen.get(leg.flight);
          if (!days) seen.set(leg.flight, (days = new Set()));
          const dayCabin = leg.day * 4 + CABIN_INDEX[leg.cabin];
          if (days.has(dayCabin)) continue;
          days.add(dayCabin);
          keys.push({
            flightNumber: leg.flight.flightNumber,
            date: isoDateOf(leg.day),
            cabin: leg.cabin,
            capacity: leg.flight.aircraft.seats[leg.cabin],
          });
        }
      }
    }
  }
  return keys;
}

// ---------------------------------------------------------------------------------------------
// Prices

const CABIN_FACTOR: Record<CabinClass, number> = {
  economy: 1,
  premium_economy: 1.75,
  business: 3.4,
  first: 5.8,
};
/** Monday first: weekend and Friday departures cost more. */
const WEEKDAY_FACTOR = [1, 0.96, 0.95, 1, 1.08, 1.03, 1.06];
const STOPS_FACTOR = [1.1, 0.95, 0.88];
/** Thin markets and high charges make flying within Africa dear. */
const WITHIN_AFRICA_FACTOR = 1.3;
const INTERLINE_FACTOR = 1.05;

/** Fare buckets by days before departure: whole days, so a price holds for the day. */
function advancePurchaseFactor(daysAhead: number): number {
  if (daysAhead >= 90) return 0.8;
  if (daysAhead >= 60) return 0.85;
  if (daysAhead >= 30) return 0.9;
  if (daysAhead >= 21) return 1;
  if (daysAhead >= 14) return 1.1;
  if (daysAhead >= 7) return 1.25;
  if (daysAhead >= 3) return 1.45;
  return 1.65;
}

/** Fuller flights sell from dearer buckets; `loadFactor` counts the seats being bought. */
function loadFactor(shareSold: number): number {
  return 0.92 + 0.6 * Math.min(1, shareSold) ** 2;
}

function isInAfrica(airport: Airport): boolean {
  return airport.tz.startsWith('Africa/') || airport.tz === 'Atlantic/Cape_Verde';
}

/** One-way economy base fare in USD for a distance: dearer per km on short flights. */
function baseFare(km: number): number {
  return 45 + 0.55 * km ** 0.8;
}

/**
 * The adult fare of a journey, in US cents, or null when a flight has fewer seats left in its
 * cabin than `passengers` (the travellers who take a seat). Deterministic: same journey, seats
 * taken and `now`, same price.
 */
export function priceJourney(
  journey: Journey,
  passengers: number,
  now: Date,
  seatsTaken: SeatsTaken,
  key: string = journeyKey(journey),
): number | null {
  const first = journey[0]!;
  const last = journey.at(-1)!;
  const origin = first.flight.origin;
  const odKm = Math.max(100, distanceToOf(last.flight.destination)(origin));
  let flownKm = 0;
  let carrier = 0;
  let region = 0;
  let cabin = 0;
  let load = 0;
  let chargesUsd = 0;
  for (const leg of journey) {
    const { flight } = leg;
    const capacity = flight.aircraft.seats[leg.cabin];
    const taken = Math.max(0, seatsTaken(flight.flightNumber, isoDateOf(leg.day), leg.cabin));
    if (capacity - taken < passengers) return null;
    const km = flight.distanceKm;
    flownKm += km;
    carrier += km * flight.airline.fareLevel;
    region +=
      km * (isInAfrica(flight.origin) && isInAfrica(flight.destination) ? WITHIN_AFRICA_FACTOR : 1);
    cabin += km * CABIN_FACTOR[leg.cabin];
    load += km * loadFactor((taken + passengers) / capacity);
    chargesUsd += 15 + 0.01 * km;
  }
  const interline = journey.some((leg) => leg.flight.airline !== first.flight.airline);
  const daysAhead = first.day - localDayOf(origin.tz, now.getTime());
  const fare =
    baseFare(odKm) *
    Math.sqrt(flownKm / odKm) *
    (STOPS_FACTOR[journey.length - 1] ?? 0.85) *
    (carrier / flownKm) *
    (interline ? INTERLINE_FACTOR : 1) *
    (region / flownKm) *
    (cabin / flownKm) *
    (load / flownKm) *
    advancePurchaseFactor(daysAhead) *
    (WEEKDAY_FACTOR[weekdayOf(first.day)] ?? 1) *
    (0.94 + 0.12 * hashUnit(key));
  return Math.round(fare) * 100 + Math.round(chargesUsd * 100);
}

/** Adults, children and infants of a query or an offer id (none of the last two when unsaid). */
export function passengerCountsOf(query: {
  passengers: number;
  children?: number | undefined;
  infants?: number | undefined;
}): PassengerCounts {
  return { adults: query.passengers, children: query.children ?? 0, infants: query.infants ?? 0 };
}

/**
 * Prices of an itinerary's journeys (one, or two for a round trip), or null if one sold out:
 * the adult fare per journey and the total of every traveller by the passenger-type rule.
 */
export function priceItinerary(
  journeys: readonly Journey[],
  counts: PassengerCounts,
  ctx: SearchContext,
): { perPassengerCents: number; totalCents: number; journeyCents: number[] } | null {
  const journeyCents: number[] = [];
  for (const journey of journeys) {
    const cents = priceJourney(journey, seatedPassengers(counts), ctx.now, ctx.seatsTaken);
    if (cents === null) return null;
    journeyCents.push(cents);
  }
  return { ...itineraryFares(journeyCents, counts), journeyCents };
}

/** An itinerary's adult fare (its journeys' fares added) and the total of every traveller. */
function itineraryFares(journeyCents: readonly number[], counts: PassengerCounts) {
  const perPassengerCents = journeyCents.reduce((a, b) => a + b, 0);
  return { perPassengerCents, totalCents: totalFareCents(perPassengerCents, counts) };
}

// ---------------------------------------------------------------------------------------------
// Search

type PricedJourney = { journey: Journey; cents: number; score: number; key: string };

function journeyKey(journey: Journey): string {
  return journey.map((leg) => `${leg.flight.flightNumber}@${leg.day}`).join('/');
}

/** Lower is better: price, plus a value of the traveller's time and of each change of plane. */
function scoreOf(journey: Journey, cents: number): number {
  return cents / 100 + elapsedMinutes(journey) * 0.5 + (journey.length - 1) * 25;
}

function byScore(a: { score: number; key: string }, b: { score: number; key: string }) {
  return a.score - b.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

function priceJourneys(journeys: Journey[], passengers: number, ctx: SearchContext) {
  const priced: PricedJourney[] = [];
  for (const journey of journeys) {
    const key = journeyKey(journey);
    const cents = priceJourney(journey, passengers, ctx.now, ctx.seatsTaken, key);
    if (cents === null) continue;
    priced.push({ journey, cents, score: scoreOf(journey, cents), key });
  }
  return priced.sort(byScore);
}

/**
 * The itineraries a query is offered, best first: up to 30 one-way journeys, or up to 30
 * round trips made of the best outbound and return journeys. Never a flight with fewer seats
 * than the adults and children (infants sit on a lap).
 */
function chooseItineraries(query: FlightQuery, ctx: SearchContext, plan: SearchPlan) {
  const seated = seatedPassengers(passengerCountsOf(query));
  const [outbound = [], inbound] = plan.slices.map((journeys) =>
    priceJourneys(journeys, seated, ctx),
  );
  if (!inbound) return outbound.slice(0, MAX_OFFERS_PER_DIRECTION).map((j) => [j]);

  const pairs: { out: PricedJourney; back: PricedJourney; score: number; key: string }[] = [];
  for (const out of outbound.slice(0, ROUND_TRIP_JOURNEYS_PER_DIRECTION)) {
    for (const back of inbound.slice(0, ROUND_TRIP_JOURNEYS_PER_DIRECTION)) {
      if (!isValidStay(out.journey, back.journey)) continue;
      pairs.push({ out, back, score: out.score + back.score, key: `${out.key}_${back.key}` });
    }
  }
  return pairs
    .sort(byScore)
    .slice(0, MAX_ROUND_TRIP_OFFERS)
    .map((pair) => [pair.out, pair.back]);
}

/** Offers for a query, best first (see chooseItineraries). */
export function searchFlights(
  network: Network,
  query: FlightQuery,
  ctx: SearchContext,
  plan: SearchPlan = planSearch(network, query, ctx.now),
): LeanFlightOffer[] {
  const counts = passengerCountsOf(query);
  const expiresAt = offerExpiry(ctx.now);
  return chooseItineraries(query, ctx, plan).map((itinerary) =>
    buildOffer(
      itinerary.map((j) => j.journey),
      itinerary.map((j) => j.cents),
      query.cabinClass,
      counts,
      expiresAt,
    ),
  );
}

/**
 * The lowest total of the offers searchFlights would make for the same query and plan, in
 * cents, without making them (a price calendar's day); null when it would make none.
 */
export function cheapestTotalCents(
  network: Network,
  query: FlightQuery,
  ctx: SearchContext,
  plan: SearchPlan = planSearch(network, query, ctx.now),
): number | null {
  const counts = passengerCountsOf(query);
  let cheapest: number | null = null;
  for (const itinerary of chooseItineraries(query, ctx, plan)) {
    const { totalCents } = itineraryFares(
      itinerary.map((j) => j.cents),
      counts,
    );
    if (cheapest === null || totalCents < cheapest) cheapest = totalCents;
  }
  return cheapest;
}

function isValidStay(outbound: Journey, inbound: Journey): boolean {
  return (
    inbound[0]!.departureUtc - outbound.at(-1)!.arrivalUtc >= MIN_STAY_MINUTES * MINUTE_MS &&
    inbound[0]!.flight.origin === outbound.at(-1)!.flight.destination &&
    inbound.at(-1)!.flight.destination === outbound[0]!.flight.origin
  );
}

// ---------------------------------------------------------------------------------------------
// Offer ids: they name the flights, dates, cabin and passengers, so an offer can be rebuilt
// and priced again at checkout. Example: off_1e2_KP301-20261201.ET900-20261201; with one
// child and one infant: off_1e2c1i1_KP301-20261201

const CABIN_LETTER: Record<CabinClass, string> = {
  economy: 'e',
  premium_economy: 'p',
  business: 'b',
  first: 'f',
};

export function encodeOfferId(offer: Omit<DecodedOfferId, 'version'>): string {
  const slices = offer.slices.map((slice) =>
    slice.flightNumbers
      .map((number, i) => `${number.replace(' ', '')}-${slice.dates[i]!.replaceAll('-', '')}`)
      .join('.'),
  );
  const children = offer.children ? `c${offer.children}` : '';
  const infants = offer.infants ? `i${offer.infants}` : '';
  const travellers = `${offer.passengers}${children}${infants}`;
  return `off_${PRICING_VERSION}${CABIN_LETTER[offer.cabinClass]}${travellers}_${slices.join('_')}`;
}

export function decodeOfferId(id: string): DecodedOfferId | null {
  const match =
    /^off_(\d{1,3})([epbf])([1-9])(?:c([1-8]))?(?:i([1-9]))?((?:_[A-Z0-9.-]+){1,2})$/.exec(id);
  if (!match) return null;
  const [, version, letter, passengers, children, infants, rest] = match;
  const cabinClass = CABIN_CLASSES.find((c) => CABIN_LETTER[c] === letter);
  if (!cabinClass) return null;
  const slices: DecodedOfferId['slices'] = [];
  for (const text of rest!.slice(1).split('_')) {
    const flightNumbers: string[] = [];
    const dates: string[] = [];
    for (const segment of text.split('.')) {
      const seg = /^([A-Z0-9]{2})(\d{1,4})-(\d{4})(\d{2})(\d{2})$/.exec(segment);
      if (!seg) return null;
      const date = `${seg[3]}-${seg[4]}-${seg[5]}`;
      if (!isIsoDate(date)) return null;
      flightNumbers.push(`${seg[1]} ${seg[2]}`);
      dates.push(date);
    }
    if (flightNumbers.length > 3) return null;
    slices.push({ flightNumbers, dates });
  }
  return {
    version: Number(version),
    cabinClass,
    passengers: Number(passengers),
    children: Number(children ?? 0),
    infants: Number(infants ?? 0),
    slices,
  };
}

/**
 * Rebuilds and prices the offer an id names, as a search would show it now; null when the
 * id is from another pricing version, names an impossible itinerary, or a flight sold out.
 */
export function repriceOffer(
  network: Network,
  decoded: DecodedOfferId,
  ctx: SearchContext,
): FlightOffer | null {
  if (decoded.version !== PRICING_VERSION) return null;
  const notBefore = ctx.now.getTime() + BOOKING_CUTOFF_MINUTES * MINUTE_MS;
  const journeys: Journey[] = [];
  for (const slice of decoded.slices) {
    const legs: Leg[] = [];
    for (const [i, number] of slice.flightNumbers.entries()) {
      const flight = network.flightsByNumber.get(number);
      const date = slice.dates[i];
      if (!flight || date === undefined) return null;
      const day = dayNumber(date);
      if (!operatesOn(flight, day)) return null;
      const leg = { ...instanceOf(flight, day), cabin: cabinOn(flight, decoded.cabinClass) };
      const previous = legs.at(-1);
      if (previous ? !isValidConnection(previous, leg) : leg.departureUtc < notBefore) return null;
      legs.push(leg);
    }
    if (legs.length === 0 || !sellsCabin(legs, decoded.cabinClass)) return null;
    journeys.push(legs);
  }
  const [outbound, inbound] = journeys;
  if (!outbound || journeys.length > 2) return null;
  if (outbound[0]!.flight.origin === outbound.at(-1)!.flight.destination) return null;
  if (inbound && !isValidStay(outbound, inbound)) return null;
  const counts = passengerCountsOf(decoded);
  if (counts.infants > counts.adults) return null;
  const price = priceItinerary(journeys, counts, ctx);
  if (!price) return null;
  return withBothShapes(
    buildOffer(journeys, price.journeyCents, decoded.cabinClass, counts, offerExpiry(ctx.now)),
  );
}

/** The seat inventories an offer takes, one per flight, for holding them at checkout. */
export function listOfferSeats(offer: Pick<FlightOffer, 'slices'>): Omit<SegmentKey, 'capacity'>[] {
  return offer.slices.flatMap((slice) =>
    slice.segments.map((segment) => ({
      flightNumber: segment.flight_number,
      date: segment.departureDate,
      cabin: segment.cabinClass,
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// Offer shape

/** The airline that flies the longest part of a journey names it. */
function mainAirline(journey: Journey): Airline {
  const km = new Map<Airline, number>();
  for (const leg of journey) {
    km.set(leg.flight.airline, (km.get(leg.flight.airline) ?? 0) + leg.flight.distanceKm);
  }
  return [...km.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

function buildSlice(journey: Journey, cents: number): FlightSlice {
  const first = journey[0]!;
  const last = journey.at(-1)!;
  const origin = first.flight.origin;
  const destination = last.flight.destination;
  const durationMinutes = elapsedMinutes(journey);
  const segments = journey.map((leg) => ({
    airline: { name: leg.flight.airline.name, code: leg.flight.airline.code },
    flight_number: leg.flight.flightNumber,
    origin: { iataCode: leg.flight.origin.code, cityName: leg.flight.origin.city },
    destination: { iataCode: leg.flight.destination.code, cityName: leg.flight.destination.city },
    departureDate: isoDateOf(leg.day),
    departureDateTime: formatLocalIso(leg.departureUtc, leg.flight.origin.tz),
    arrivalDateTime: formatLocalIso(leg.arrivalUtc, leg.flight.destination.tz),
    duration: formatIsoDuration(leg.flight.durationMinutes),
    aircraft: leg.flight.aircraft.name,
    cabinClass: leg.cabin,
  }));
  return {
    origin: { iataCode: origin.code, cityName: origin.city },
    destination: { iataCode: destination.code, cityName: destination.city },
    departureDateTime: segments[0]!.departureDateTime,
    arrivalDateTime: segments.at(-1)!.arrivalDateTime,
    duration: formatIsoDuration(durationMinutes),
    durationMinutes,
    stops: journey.length - 1,
    layovers: journey.slice(1).map((leg, i) => ({
      airport: { code: leg.flight.origin.code, city: leg.flight.origin.city },
      durationMinutes: (leg.departureUtc - journey[i]!.arrivalUtc) / MINUTE_MS,
    })),
    arrivalDayOffset: localDayOf(destination.tz, last.arrivalUtc) - first.day,
    pricePerPassenger: formatAmount(cents),
    segments,
  };
}

/** When an offer priced at `now` runs out: the same for every offer of a search. */
function offerExpiry(now: Date): string {
  return new Date(now.getTime() + OFFER_TTL_MINUTES * MINUTE_MS).toISOString();
}

function buildOffer(
  journeys: readonly Journey[],
  journeyCents: readonly number[],
  cabinClass: CabinClass,
  counts: PassengerCounts,
  expiresAt: string,
): LeanFlightOffer {
  const outbound = journeys[0]!;
  const slices = journeys.map((journey, i) => buildSlice(journey, journeyCents[i]!));
  const slice = slices[0]!;
  const { perPassengerCents, totalCents } = itineraryFares(journeyCents, counts);
  const total = formatAmount(totalCents);
  const airline = mainAirline(outbound);
  return {
    id: encodeOfferId({
      cabinClass,
      passengers: counts.adults,
      children: counts.children,
      infants: counts.infants,
      slices: journeys.map((journey) => ({
        flightNumbers: journey.map((leg) => leg.flight.flightNumber),
        dates: journey.map((leg) => isoDateOf(leg.day)),
      })),
    }),
    isLiveData: false,
    expiresAt,
    airline: { name: airline.name, code: airline.code },
    stops: slice.stops,
    totalAmount: total,
    totalCurrency: CURRENCY,
    pricePerPassenger: formatAmount(perPassengerCents),
    cabinClass,
    passengers: counts.adults,
    ...(counts.children ? { children: counts.children } : {}),
    ...(counts.infants ? { infants: counts.infants } : {}),
    tripType: journeys.length > 1 ? 'roundTrip' : 'oneWay',
    slices,
  };
}
