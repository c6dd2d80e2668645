import { and, eq } from 'drizzle-orm';
import {
  decodeStayRateId,
  MAX_STAY_DAYS_AHEAD,
  MAX_STAY_NIGHTS,
} from '../../../domain/accommodations.ts';
import {
  checkBirthDate,
  COMPLETE_OFFER,
  MAX_TOUR_GROUP,
  stayStartsAt,
  TOUR_OFFER,
  type CheckoutSessionBody,
  type CheckoutTermsBody,
} from '../../../domain/checkout.ts';
import { tourTotalCents } from '../../../domain/tours.ts';
import {
  PASSENGER_TYPES,
  seatedPassengers,
  travellerProblems,
  type PassengerType,
} from '../../../domain/passenger-fares.ts';
import { STAY_CHECK_IN_TIME, TOUR_START_TIME } from '../../../domain/constants.ts';
import { timeZoneOfCountry, zonedTimeToUtc } from '../../../domain/time-zones.ts';
import { addDays, daysBetween, toIsoDate } from '../../../domain/dates.ts';
import type { FlightOffer } from '../../../domain/flights.ts';
import type { FieldError, FieldRule } from '../../../domain/field-errors.ts';
import type { FlightDetails, OrderMeta } from '../../../domain/orders.ts';
import { completePackagePrice, countNights, hotelTotalCents } from '../../../domain/pricing.ts';
import { normalizeSearchText } from '../../../domain/text.ts';
import {
  accommodations,
  tourDepartures,
  tourOperators,
  tourPackages,
} from '../../db/schema/index.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { type StockItem } from '../inventory.ts';
import type { QuotedOffer } from '../flights.ts';
import type { CheckoutDeps } from './deps.ts';

/** What a checkout is for, priced by the server: its title, subtotal, the stock it needs. */
export type Priced = {
  title: string;
  subtotalCents: number;
  stock: StockItem[];
  meta: OmitEach<OrderMeta, 'subtotalCents' | 'taxesCents' | 'totalCents' | 'title'>;
  /** The flight's price changed since it was quoted: the offer id that sells it now. */
  repricedOfferId?: string;
};

/** Omit on each member of a union, so each keeps its own `details`. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type SessionInput = Omit<CheckoutSessionBody, 'amount'> & {
  amount?: number | undefined;
  legacyAmount?: boolean;
};

/** What pricing reads of a request: the offer, and the travellers when they are named. */
type PricingInput = CheckoutTermsBody & Pick<SessionInput, 'passengers'>;

/** What pricing checks: everything a hold needs, or only the offer (to read its terms). */
type Check = 'all' | 'offer';

/** Prices a stay rate or a flight offer again, as the server sells it now. */
export function createPricing({ db, clock, flights }: CheckoutDeps) {
  /** A stay rate's dates and guests, checked against the calendar; refused with the field. */
  function checkStayRate(rateId: string) {
    const rate = decodeStayRateId(rateId);
    if (!rate) {
      throw new ValidationError([
        { field: 'rateId', rule: 'unknown_rate', message: 'is not a rate we issued' },
      ]);
    }
    const today = toIsoDate(clock.now());
    const issues: FieldError[] = [];
    const refuse = (rule: FieldRule, message: string, limit?: number) =>
      issues.push({ field: 'rateId', rule, message, ...(limit === undefined ? {} : { limit }) });
    if (rate.checkIn < addDays(today, -1)) refuse('in_past', 'check-in is in the past');
    if (rate.checkIn > addDays(today, MAX_STAY_DAYS_AHEAD))
      refuse(
        'too_far_ahead',
        `check-in must be within the next ${MAX_STAY_DAYS_AHEAD} days`,
        MAX_STAY_DAYS_AHEAD,
      );
    const nights = daysBetween(rate.checkIn, rate.checkOut);
    if (nights <= 0) refuse('check_out_before_check_in', 'check-out must be after check-in');
    if (nights > MAX_STAY_NIGHTS)
      refuse('too_many_nights', `a stay can be at most ${MAX_STAY_NIGHTS} nights`, MAX_STAY_NIGHTS);
    if (rate.guests < 1 || rate.guests > 10) refuse('too_big', 'guests must be 1 to 10', 10);
    if (issues.length) throw new ValidationError(issues);
    return { ...rate, nights };
  }

  async function findStay(accommodationId: number) {
    const [stay] = await db
      .select()
      .from(accommodations)
      .where(eq(accommodations.id, accommodationId));
    if (!stay) {
      throw new NotFoundError('This property no longer exists', { code: 'property_gone' });
    }
    return stay;
  }

  /** The room nights a stay takes (`rooms` of each night), and what its order keeps of it. */
  function stayOf(
    stay: typeof accommodations.$inferSelect,
    rate: ReturnType<typeof checkStayRate>,
    rooms: number,
  ) {
    const timeZone = timeZoneOfCountry(stay.country);
    const stock: StockItem[] = Array.from({ length: rate.nights }, (_, n) => ({
      kind: 'room' as const,
      accommodationId: stay.id,
      night: addDays(rate.checkIn, n),
      total: stay.roomCount,
      quantity: rooms,
    }));
    const location = `${stay.location}, ${stay.country}`;
    return {
      stock,
      timeZone,
      location,
      startsAt: stayStartsAt(rate.checkIn, timeZone),
      nights: countNights(rate.checkIn, rate.checkOut),
      details: {
        accommodationId: stay.id,
        name: stay.name,
        location,
        checkIn: rate.checkIn,
        checkOut: rate.checkOut,
        guests: rate.guests,
        pricePerNight: stay.pricePerNight,
        manualConfirmation: stay.manualConfirmation ?? false,
      },
    };
  }

  async function priceHotel(body: PricingInput): Promise<Priced> {
    const rate = checkStayRate(body.rateId ?? '');
    const stay = await findStay(rate.accommodationId);
    const part = stayOf(stay, rate, 1);
    return {
      title: stay.name,
      subtotalCents: hotelTotalCents(stay.pricePerNight, rate.checkIn, rate.checkOut, rate.guests),
      stock: part.stock,
      meta: {
        details: part.details,
        startsAt: part.startsAt.toISOString(),
        start: { date: rate.checkIn, time: STAY_CHECK_IN_TIME, tz: part.timeZone },
        end: { date: rate.checkOut },
        location: part.location,
        policy: stay.cancellationPolicy,
        nights: part.nights,
      },
    };
  }

  /**
   * A flight offer as the provider sells it now, with one traveller named per fare it prices:
   * as many adults, children and infants as it was searched for, each born on a date that makes
   * them that type on the day of every flight, titled as that type.
   */
  async function quoteWithPassengers(offerId: string, body: PricingInput, check: Check) {
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
  function flightPart(quoted: QuotedOffer) {
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

  const tzOf = (code: string) => flights.placeOf(code).tz;

  async function priceFlight(body: PricingInput, check: Check = 'all'): Promise<Priced> {
    const quoted = await quoteWithPassengers(body.offerId ?? '', body, check);
    const part = flightPart(quoted);
    return {
      title: flightTitle(quoted.offer),
      subtotalCents: quoted.priceCents,
      stock: part.stock,
      meta: { ...flightMeta(quoted.offer, tzOf), ...part.airline },
      ...(quoted.repriced ? { repricedOfferId: quoted.offer.id } : {}),
    };
  }

  /**
   * A flight + hotel package (offerId complete_{flight offer}, rateId the stay): the round trip's
   * seats and the stay's room nights, held together, priced together less the package discount.
   * The stay runs from the outbound flight's arrival day to the return flight's departure day,
   * in the city the flight goes to, at a property that confirms at once.
   */
  async function priceComplete(body: PricingInput, check: Check = 'all'): Promise<Priced> {
    const flightOfferId = COMPLETE_OFFER.exec(body.offerId ?? '')?.[1] ?? '';
    const rate = checkStayRate(body.rateId ?? '');
    const quoted = await quoteWithPassengers(flightOfferId, body, check);
    const { offer, priceCents } = quoted;
    const stay = await findStay(rate.accommodationId);
    const [outbound, inbound] = offer.slices;
    const issues: FieldError[] = [];
    if (!inbound) {
      issues.push({
        field: 'offerId',
        rule: 'not_round_trip',
        message: 'a package needs a round trip: search with a return date',
      });
    }
    const arrivalCity = flights.placeOf(offer.destination.code).city ?? offer.destination.city;
    if (normalizeSearchText(stay.city) !== normalizeSearchText(arrivalCity)) {
      issues.push({
        field: 'rateId',
        rule: 'wrong_city',
        message: `this property is in ${stay.city}, not in ${arrivalCity}, where the flight goes`,
      });
    }
    const checkIn = outbound!.arrivalDateTime.slice(0, 10);
    const checkOut = inbound?.departureDateTime.slice(0, 10);
    if (inbound && (rate.checkIn !== checkIn || rate.checkOut !== checkOut)) {
      issues.push({
        field: 'rateId',
        rule: 'dates_mismatch',
        message: `the stay must run from ${checkIn} (the flight's arrival) to ${checkOut} (its return)`,
      });
    }
    const travellers = offer.passengers + (offer.children ?? 0) + (offer.infants ?? 0);
    if (rate.guests !== travellers) {
      issues.push({
        field: 'rateId',
        rule: 'passenger_count',
        message: `the stay is for ${rate.guests} guest(s), the flight for ${travellers}`,
        limit: travellers,
      });
    }
    const rooms = body.rooms ?? 1;
    if (rooms > rate.guests) {
      issues.push({
        field: 'rooms',
        rule: 'too_big',
        message: `at most one room per guest (${rate.guests})`,
        limit: rate.guests,
      });
    }
    if (stay.manualConfirmation) {
      issues.push({
        field: 'rateId',
        rule: 'needs_instant_confirmation',
        message: 'this property confirms bookings by hand, so it cannot be sold in a package',
      });
    }
    if (issues.length) throw new ValidationError(issues);
    const part = stayOf(stay, rate, rooms);
    const price = completePackagePrice({
      flightCents: priceCents,
      pricePerNight: stay.pricePerNight,
      nights: part.nights,
      guests: rate.guests,
    });
    const flight = flightMeta(offer, tzOf);
    const seats = flightPart(quoted);
    return {
      title: `${flightTitle(offer)} + ${stay.name}`,
      subtotalCents: price.totalCents,
      ...(quoted.repriced ? { repricedOfferId: `complete_${offer.id}` } : {}),
      stock: [...seats.stock, ...part.stock],
      meta: {
        ...flight,
        ...seats.airline,
        details: {
          kind: 'complete',
          flight: flight.details as FlightDetails,
          hotel: part.details,
          rooms,
          travelers: travellers,
          flightCents: price.flightCents,
          hotelCents: price.hotelCents,
          discountCents: price.discountCents,
          stay: {
            startsAt: part.startsAt.toISOString(),
            timeZone: part.timeZone,
            policy: stay.cancellationPolicy,
            nights: part.nights,
          },
        },
        // The stay's policy and nights, for any reader that looks at the order as a whole.
        policy: stay.cancellationPolicy,
        nights: part.nights,
      },
    };
  }

  /**
   * A tour package (offerId tour_{packageId}): price per person × the group, on a departure that
   * exists and has the places (taken when the hold is made, like rooms and seats).
   */
  async function pricePackage(body: PricingInput): Promise<Priced> {
    const packageId = Number(TOUR_OFFER.exec(body.offerId ?? '')?.[1]);
    const [found] = Number.isSafeInteger(packageId)
      ? await db
          .select({ pkg: tourPackages, operator: tourOperators })
          .from(tourPackages)
          .innerJoin(tourOperators, eq(tourPackages.operatorId, tourOperators.id))
          .where(and(eq(tourPackages.id, packageId), eq(tourPackages.isActive, true)))
      : [];
    if (!found) {
      throw new NotFoundError(
        'Unknown travel package; choose a package from the tour operators page',
        {
          code: 'package_unknown',
        },
      );
    }
    const { pkg, operator } = found;
    const startDate = body.startDate ?? '';
    const travelers = body.travelers ?? 0;
    const issues: FieldError[] = [];
    const maxGroup = pkg.maxGroupSize ?? MAX_TOUR_GROUP;
    if (travelers > maxGroup) {
      issues.push({
        field: 'travelers',
        rule: 'too_big',
        message: `this tour takes groups of at most ${maxGroup}`,
        limit: maxGroup,
      });
    }
    if (startDate < toIsoDate(clock.now())) {
      issues.push({ field: 'startDate', rule: 'in_past', message: 'must not be in the past' });
    }
    const [departure] = issues.length
      ? []
      : await db
          .select()
          .from(tourDepartures)
          .where(
            and(eq(tourDepartures.packageId, pkg.id), eq(tourDepartures.startDate, startDate)),
          );
    if (!issues.length && !departure) {
      issues.push({
        field: 'startDate',
        rule: 'no_departure',
        message: 'this tour does not start on that day: choose one of its departures',
      });
    }
    if (issues.length) throw new ValidationError(issues);
    const timeZone = timeZoneOfCountry(operator.country);
    const endDate = addDays(startDate, pkg.duration - 1);
    const place = `${operator.location}, ${operator.country}`;
    return {
      title: pkg.name,
      subtotalCents: tourTotalCents(pkg.pricePerPerson, travelers),
      stock: [
        {
          kind: 'tour',
          packageId: pkg.id,
          date: startDate,
          total: departure!.total,
          quantity: travelers,
        },
      ],
      meta: {
        details: {
          packageId: pkg.id,
          operatorId: operator.id,
          name: pkg.name,
          ...(pkg.nameFr ? { nameFr: pkg.nameFr } : {}),
          operatorName: operator.name,
          destination: operator.location,
          country: operator.country,
          startDate,
          endDate,
          duration: pkg.duration,
          travelers,
          pricePerPerson: pkg.pricePerPerson,
          category: pkg.category ?? '',
        },
        startsAt: zonedTimeToUtc(startDate, TOUR_START_TIME, timeZone).toISOString(),
        start: { date: startDate, time: TOUR_START_TIME, tz: timeZone },
        end: { date: endDate },
        location: place,
        policy: operator.cancellationPolicy,
        // A tour's 'first night' fee is its first day.
        nights: pkg.duration,
      },
    };
  }

  return { priceHotel, priceFlight, pricePackage, priceComplete };
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

function flightTitle(offer: FlightOffer): string {
  const arrow = offer.tripType === 'roundTrip' ? '⇄' : '→';
  return `${offer.origin.city} (${offer.origin.code}) ${arrow} ${offer.destination.city} (${offer.destination.code})`;
}

function flightMeta(
  offer: FlightOffer,
  tzOf: (code: string) => string | undefined,
): Extract<Priced['meta'], { details: FlightDetails }> {
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
