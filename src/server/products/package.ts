import { PackageTrip } from '../../domain/booking-view.ts';
import { COMPLETE_OFFER, PACKAGE_WIRE, type Passenger } from '../../domain/checkout.ts';
import type { FieldError } from '../../domain/field-errors.ts';
import { CompleteOrderMeta, partsOfPackage } from '../../domain/orders.ts';
import { formatAmount } from '../../domain/format.ts';
import { completePackagePrice } from '../../domain/pricing.ts';
import { normalizeSearchText } from '../../domain/text.ts';
import { ValidationError } from '../errors.ts';
import { documentMoney } from '../services/documents/booking-document.ts';
import {
  FLIGHT_NOTES,
  flightLines,
  flightParts,
  flightsOf,
  flightTitle,
  flightTripOf,
  markFlightRecord,
  writeFlightRecord,
} from './flight.ts';
import type { Product } from './product.ts';
import { markStayRecord, stayLines, stayParts, stayTripOf, writeStayRecord } from './stay.ts';

type PackageBody = {
  offerId: string;
  rateId: string;
  rooms?: number | undefined;
  passengers?: Passenger[] | undefined;
};

/**
 * A flight + hotel package (offerId complete_{flight offer id}, rateId the stay): the round
 * trip's seats and the stay's room nights, held together, priced together less the package
 * discount, each part written to its own spec table and cancelled under its own terms.
 */
export const completePackage: Product<'package', PackageBody, CompleteOrderMeta, PackageTrip> = {
  wire: PACKAGE_WIRE,
  meta: CompleteOrderMeta,
  pricing(context) {
    const flights = flightParts(context);
    const stays = stayParts(context);
    return {
      /**
       * The stay runs from the outbound flight's arrival day to the return flight's departure
       * day, in the city the flight goes to, at a property that confirms at once.
       */
      async price(body, check) {
        const flightOfferId = COMPLETE_OFFER.exec(body.offerId)?.[1] ?? '';
        const rate = stays.checkRate(body.rateId);
        const quoted = await flights.quote(flightOfferId, body, check);
        const { offer, priceCents } = quoted;
        const property = await stays.find(rate.accommodationId);
        const [outbound, inbound] = offer.slices;
        const issues: FieldError[] = [];
        if (!inbound) {
          issues.push({
            field: 'offerId',
            rule: 'not_round_trip',
            message: 'a package needs a round trip: search with a return date',
          });
        }
        const arrivalCity =
          context.flights.placeOf(offer.destination.code).city ?? offer.destination.city;
        if (normalizeSearchText(property.city) !== normalizeSearchText(arrivalCity)) {
          issues.push({
            field: 'rateId',
            rule: 'wrong_city',
            message: `this property is in ${property.city}, not in ${arrivalCity}, where the flight goes`,
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
        if (property.manualConfirmation) {
          issues.push({
            field: 'rateId',
            rule: 'needs_instant_confirmation',
            message: 'this property confirms bookings by hand, so it cannot be sold in a package',
          });
        }
        if (issues.length) throw new ValidationError(issues);
        const stay = stays.of(property, rate, rooms);
        const price = completePackagePrice({
          flightCents: priceCents,
          pricePerNight: property.pricePerNight,
          nights: stay.nights,
          guests: rate.guests,
        });
        const flight = flights.meta(offer);
        const seats = flights.of(quoted);
        return {
          title: `${flightTitle(offer)} + ${property.name}`,
          subtotalCents: price.totalCents,
          ...(quoted.repriced ? { repricedOfferId: `complete_${offer.id}` } : {}),
          stock: [...seats.stock, ...stay.stock],
          meta: {
            ...flight,
            ...seats.airline,
            details: {
              kind: 'complete',
              flight: flight.details,
              hotel: stay.details,
              rooms,
              travelers: travellers,
              flightCents: price.flightCents,
              hotelCents: price.hotelCents,
              discountCents: price.discountCents,
              stay: {
                startsAt: stay.startsAt.toISOString(),
                timeZone: stay.timeZone,
                policy: property.cancellationPolicy,
                nights: stay.nights,
              },
            },
            // The stay's policy and nights, for any reader that looks at the order as a whole.
            policy: property.cancellationPolicy,
            nights: stay.nights,
          },
        };
      },
    };
  },
  afterHold: ({ flights }) => flights.forgetSearches(),
  /** Its flight and stay rows each carry their share of what was paid. */
  async writeRecords(tx, order, meta, payment) {
    const [flightPart, stayPart] = partsOfPackage(meta);
    return {
      bookingRecord: await writeFlightRecord(
        tx,
        order,
        meta.details.flight,
        formatAmount(flightPart!.totalCents),
      ),
      stayRecord: await writeStayRecord(
        tx,
        order,
        meta.details.hotel,
        formatAmount(stayPart!.totalCents),
        payment,
      ),
    };
  },
  async markRecords(tx, meta, status) {
    if (meta.bookingRecord) await markFlightRecord(tx, meta.bookingRecord.id, status);
    if (meta.stayRecord) await markStayRecord(tx, meta.stayRecord.id, status);
  },
  view: {
    tripSchema: PackageTrip,
    rule: 'package',
    trip: (meta) => {
      const d = meta.details;
      return {
        kind: 'package',
        flight: flightTripOf(d.flight, meta.passengers, meta.start.tz ?? 'UTC'),
        stay: stayTripOf(d.hotel, d.stay.nights, d.stay.timeZone),
        rooms: d.rooms,
        travelers: d.travelers,
        discountCents: d.discountCents,
        timeZone: meta.start.tz ?? 'UTC',
      };
    },
    notes: () => [...FLIGHT_NOTES, 'photo_id'],
    parts: partsOfPackage,
    lines: (trip, w, view) => [
      ...flightLines(trip.flight, w),
      ...stayLines(trip.stay, w, view.customerName ?? ''),
      { label: w.lines.rooms, value: String(trip.rooms) },
      {
        label: w.lines.packageDiscount,
        value: documentMoney(formatAmount(-trip.discountCents), view.currency, w),
      },
    ],
    termsPlace: (trip, part) =>
      part === 'stay'
        ? { name: trip.stay.city, timeZone: trip.stay.timeZone, tour: false }
        : { name: trip.flight.fromCity, timeZone: trip.flight.timeZone, tour: false },
    flights: (trip) => flightsOf(trip.flight),
  },
};
