import { eq } from 'drizzle-orm';
import { type BookingNote, FlightTrip } from '../../domain/booking-view.ts';
import { checkBirthDate, FLIGHT_WIRE, type Passenger } from '../../domain/checkout.ts';
import { toIsoDate } from '../../domain/dates.ts';
import type { FieldError } from '../../domain/field-errors.ts';
import type { FlightOffer } from '../../domain/flights.ts';
import {
  formatFlightTime,
  formatMinutes,
  formatZone,
  itineraryOf,
  type ItineraryFlight,
} from '../../domain/itinerary.ts';
import { FlightOrderMeta, type FlightDetails, type OrderMeta } from '../../domain/orders.ts';
import {
  PASSENGER_TYPES,
  seatedPassengers,
  travellerProblems,
  type PassengerType,
} from '../../domain/passenger-fares.ts';
import { airportName } from '../../domain/place-names.ts';
import { flightBookings } from '../db/schema/index.ts';
import { ValidationError } from '../errors.ts';
import { AIRPORTS } from '../providers/flights/data/airports.ts';
import type { BookingDocument } from '../services/documents/booking-document.ts';
import type { Wording } from '../services/documents/wording.ts';
import type { QuotedOffer } from '../services/flights.ts';
import type { Check, Order, Product, ProductContext, Tx } from './product.ts';

type FlightBody = { offerId: string; passengers?: Passenger[] | undefined };

/** A flight: its seats (ours, or a live airline's), the `flight_bookings` row, a fare's terms. */
export const flight: Product<'flight', FlightBody, FlightOrderMeta, FlightTrip> = {
  wire: FLIGHT_WIRE,
  meta: FlightOrderMeta,
  pricing(context) {
    const parts = flightParts(context);
    return {
      async price(body, check) {
        const quoted = await parts.quote(body.offerId, body, check);
        const seats = parts.of(quoted);
        return {
          title: flightTitle(quoted.offer),
          subtotalCents: quoted.priceCents,
          stock: seats.stock,
          meta: { ...parts.meta(quoted.offer), ...seats.airline },
          ...(quoted.repriced ? { repricedOfferId: quoted.offer.id } : {}),
        };
      },
    };
  },
  // A flight's seats change what the searches answer.
  afterHold: ({ flights }) => flights.forgetSearches(),
  async writeRecords(tx, order, meta) {
    return { bookingRecord: await writeFlightRecord(tx, order, meta.details, order.amount) };
  },
  async markRecords(tx, meta, status) {
    if (meta.bookingRecord) await markFlightRecord(tx, meta.bookingRecord.id, status);
  },
  view: {
    tripSchema: FlightTrip,
    rule: 'flight',
    trip: (meta) => ({
      kind: 'flight',
      ...flightTripOf(meta.details, meta.passengers, meta.start.tz ?? 'UTC'),
    }),
    notes: () => FLIGHT_NOTES,
    lines: (trip, w) => flightLines(trip, w),
    termsPlace: (trip) => ({ name: trip.fromCity, timeZone: trip.timeZone, tour: false }),
    flights: (trip) => flightsOf(trip),
  },
};

export const FLIGHT_NOTES: BookingNote[] = ['arrive_early', 'passport_validity', 'online_check_in'];

/** What a flight is made of, for a flight alone and for a package's flight. */
export function flightParts({ clock, flights }: ProductContext) {
  /**
   * A flight offer as the provider sells it now, with one traveller named per fare it prices:
   * as many adults, children and infants as it was searched for, each born on a date that makes
   * them that type on the day of every flight, titled as that type.
   */
  async function quote(
    offerId: string,
    body: { passengers?: Passenger[] | undefined },
    check: Check,
  ): Promise<QuotedOffer> {
    const quoted = await flights.quoteOffer(offerId, { reprice: true });
    // The terms are read before the travellers are named: nothing to check of them yet.
    if (check === 'offer') return quoted;
    const { offer } = quoted;
    const passengers = body.passengers ?? [];
    const party = {
      adult: offer.passengers,
      child: offer.children ?? 0,
      infant: offer.infants ?? 0,
    };
    const given = { adult: 0, child: 0, infant: 0 };
    for (const p of passengers) given[p.type ?? 'adult'] += 1;
    if (PASSENGER_TYPES.some((type) => given[type] !== party[type])) {
      throw new ValidationError([
        {
          field: 'passengers',
          rule: 'passenger_count',
          message: `this offer is for ${describeParty(party)}; ${describeParty(given)} given`,
          limit: party.adult + party.child + party.infant,
        },
      ]);
    }
    const today = toIsoDate(clock.now());
    const flightDates = offer.slices.flatMap((slice) => slice.segments.map((s) => s.departureDate));
    const issues = passengers.flatMap((p, i): FieldError[] => {
      const problem = checkBirthDate(p.born_on, today);
      if (problem) return [{ field: `passengers.${i}.born_on`, ...problem }];
      return travellerProblems({ ...p, type: p.type ?? 'adult' }, flightDates).map(
        ({ field, rule, message }) => ({ field: `passengers.${i}.${field}`, rule, message }),
      );
    });
    if (issues.length) throw new ValidationError(issues);
    return quoted;
  }

  /** The flight's seats (held in our ledger when we sell them) and what a live order needs. */
  function of(quoted: QuotedOffer) {
    const { offer, source, live, priceCents } = quoted;
    return {
      stock: flights.stockOf(offer, source, seatedPassengers(partyOf(offer))),
      // A live offer's order is made at the airline once paid, for the fare it quoted.
      airline: live
        ? {
            airline: {
              provider: 'duffel' as const,
              offerId: live.offerId,
              amountCents: priceCents,
              passengerIds: live.passengerIds,
            },
          }
        : {},
    };
  }

  const meta = (offer: FlightOffer) => flightMeta(offer, (code) => flights.placeOf(code).tz);

  return { quote, of, meta };
}

const partyOf = (offer: FlightOffer) => ({
  adults: offer.passengers,
  children: offer.children ?? 0,
  infants: offer.infants ?? 0,
});

function describeParty(counts: Record<PassengerType, number>): string {
  const words = {
    adult: ['adult', 'adults'],
    child: ['child', 'children'],
    infant: ['infant', 'infants'],
  };
  return PASSENGER_TYPES.filter((type) => counts[type] > 0 || type === 'adult')
    .map((type) => `${counts[type]} ${words[type][counts[type] === 1 ? 0 : 1]}`)
    .join(', ');
}

export function flightTitle(offer: FlightOffer): string {
  const arrow = offer.tripType === 'roundTrip' ? '⇄' : '→';
  return `${offer.origin.city} (${offer.origin.code}) ${arrow} ${offer.destination.city} (${offer.destination.code})`;
}

function flightMeta(
  offer: FlightOffer,
  tzOf: (code: string) => string | undefined,
): Omit<FlightOrderMeta, 'subtotalCents' | 'taxesCents' | 'totalCents' | 'title'> {
  const outbound = offer.slices[0]!;
  const inbound = offer.slices[1];
  const [depDate, depTime] = [
    outbound.departureDateTime.slice(0, 10),
    outbound.departureDateTime.slice(11, 16),
  ];
  const originTz = tzOf(outbound.origin.iataCode);
  const last = inbound ?? outbound;
  const endTz = tzOf(last.destination.iataCode);
  return {
    details: {
      from: offer.origin.code,
      to: offer.destination.code,
      fromCity: offer.origin.city,
      toCity: offer.destination.city,
      departDate: depDate,
      returnDate: inbound?.departureDateTime.slice(0, 10),
      passengers: offer.passengers,
      ...(offer.children ? { children: offer.children } : {}),
      ...(offer.infants ? { infants: offer.infants } : {}),
      airline: offer.airlineName,
      cabinClass: offer.cabinClass,
      tripType: offer.tripType,
      slices: offer.slices.map((slice) => ({
        from: slice.origin.iataCode,
        to: slice.destination.iataCode,
        departure: slice.departureDateTime,
        arrival: slice.arrivalDateTime,
        stops: slice.stops,
        flights: slice.segments.map(
          (s) =>
            `${s.flight_number} ${s.origin.iataCode}-${s.destination.iataCode} ${s.departureDateTime.slice(0, 16).replace('T', ' ')}`,
        ),
        segments: slice.segments.map((s) => ({
          flightNumber: s.flight_number,
          airline: s.airline.name,
          from: s.origin.iataCode,
          to: s.destination.iataCode,
          departure: s.departureDateTime,
          arrival: s.arrivalDateTime,
        })),
      })),
    },
    startsAt: new Date(Date.parse(outbound.departureDateTime)).toISOString(),
    start: { date: depDate, time: depTime, ...(originTz ? { tz: originTz } : {}) },
    end: {
      date: last.arrivalDateTime.slice(0, 10),
      time: last.arrivalDateTime.slice(11, 16),
      ...(endTz ? { tz: endTz } : {}),
    },
    location: `${outbound.origin.cityName} (${outbound.origin.iataCode})`,
    policy: null,
  };
}

/** The flight's row in `flight_bookings`, for a flight booked alone or within a package. */
export async function writeFlightRecord(
  tx: Tx,
  order: Order,
  d: FlightDetails,
  totalPrice: string,
) {
  const [row] = await tx
    .insert(flightBookings)
    .values({
      userId: order.userId,
      from: d.from,
      to: d.to,
      departDate: d.departDate,
      returnDate: d.returnDate ?? null,
      passengers: d.passengers,
      tripType: d.tripType,
      passengerName: order.customerName ?? '',
      passengerEmail: order.customerEmail ?? '',
      totalPrice,
      status: 'confirmed',
      bookingReference: order.confirmationNumber!,
    })
    .returning({ id: flightBookings.id });
  return { table: 'flight_bookings', id: row!.id };
}

export async function markFlightRecord(tx: Tx, id: number, status: 'confirmed' | 'canceled') {
  await tx.update(flightBookings).set({ status }).where(eq(flightBookings.id, id));
}

const AIRPORTS_BY_CODE = new Map(AIRPORTS.map((airport) => [airport.code, airport]));
const airportOf = (code: string) => AIRPORTS_BY_CODE.get(code);

export function flightTripOf(
  d: FlightDetails,
  passengers: OrderMeta['passengers'],
  timeZone: string,
): Omit<FlightTrip, 'kind'> {
  return {
    from: d.from,
    to: d.to,
    fromCity: d.fromCity,
    toCity: d.toCity,
    timeZone,
    airline: d.airline,
    cabinClass: d.cabinClass,
    slices: d.slices.map(({ segments, ...slice }) => ({
      ...slice,
      departure: slice.departure.slice(0, 16),
      arrival: slice.arrival.slice(0, 16),
      ...(segments?.length ? { itinerary: itineraryOf(segments, airportOf) } : {}),
    })),
    passengers: (passengers ?? []).map((p) => ({
      title: p.title,
      givenName: p.given_name,
      familyName: p.family_name,
      type: p.type ?? 'adult',
    })),
  };
}

/** Its flights, one calendar event each; none for orders made before itineraries. */
export function flightsOf(trip: Omit<FlightTrip, 'kind'>): ItineraryFlight[] | null {
  return trip.slices.every((slice) => slice.itinerary)
    ? trip.slices.flatMap((slice) => slice.itinerary ?? [])
    : null;
}

/** A flight's row: number and airline, airports with names, local times with zones, duration. */
function flightRow(f: ItineraryFlight, w: Wording): string {
  const when = (iso: string) => `${formatFlightTime(iso, w.locale)} (${formatZone(iso)})`;
  const dayOffset = f.arrivalDayOffset ? ` ${w.itinerary.dayOffset(f.arrivalDayOffset)}` : '';
  return [
    `${f.flightNumber}, ${f.airline}`,
    `${f.from.code} ${airportName(f.from.name, f.from.city, w.locale)} ${when(f.departure)} -> ${f.to.code} ${airportName(f.to.name, f.to.city, w.locale)} ${when(f.arrival)}${dayOffset}`,
    w.pair(w.itinerary.duration, formatMinutes(f.durationMinutes, w.locale)),
  ].join(' · ');
}

/** A slice: one line for the whole journey, then a line per flight and per change. */
function sliceLines(
  slice: FlightTrip['slices'][number],
  label: string,
  w: Wording,
): BookingDocument['lines'] {
  // The wall-clock times, written as the rows below write theirs: one date format a document.
  const wall = (local: string) => formatFlightTime(`${local}:00+00:00`, w.locale);
  const summary = `${slice.from} ${wall(slice.departure)} -> ${slice.to} ${wall(slice.arrival)}`;
  if (!slice.itinerary) return [{ label, value: `${summary} (${slice.flights.join(', ')})` }];
  return [
    { label, value: summary },
    ...slice.itinerary.flatMap((f, i) => [
      { label: w.itinerary.flight(i + 1), value: flightRow(f, w) },
      ...(f.layoverMinutes === null
        ? []
        : [
            {
              label: w.itinerary.change,
              value: w.itinerary.layover(
                `${f.to.code} ${airportName(f.to.name, f.to.city, w.locale)}`,
                formatMinutes(f.layoverMinutes, w.locale),
              ),
            },
          ]),
    ]),
  ];
}

export function flightLines(trip: Omit<FlightTrip, 'kind'>, w: Wording): BookingDocument['lines'] {
  return [
    ...trip.slices.flatMap((slice, i) =>
      sliceLines(slice, i === 0 ? w.lines.outbound : w.lines.return, w),
    ),
    { label: w.lines.cabin, value: w.cabins[trip.cabinClass] ?? trip.cabinClass },
    ...trip.passengers.map((p, i) => ({
      label: w.lines.passenger(i + 1),
      value: `${w.titles[p.title] ?? p.title.toUpperCase()} ${p.givenName} ${p.familyName}${p.type === 'adult' ? '' : ` (${w.passengerTypes[p.type]})`}`,
    })),
  ];
}
