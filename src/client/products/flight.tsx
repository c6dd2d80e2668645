import { Plane } from 'lucide-react';
import type { FlightTrip, PackageTrip } from '../../domain/booking-view.ts';
import { isIsoDate } from '../../domain/dates.ts';
import { MAX_PASSENGERS } from '../../domain/flights.ts';
import { placeName } from '../../domain/place-names.ts';
import { FlightItinerary } from '../components/booking-parts.tsx';
import { formatCalendarDate, formatLocalDateTime } from '../../domain/format.ts';
import { paths } from '../lib/paths.ts';
import { travellerMix } from '../lib/traveller-mix.ts';
import {
  countOf,
  text,
  type BookingLine,
  type BookingLineGroup,
  type ClientProduct,
  type Details,
  type RecordField,
  type SummaryRow,
  type Translate,
  type Words,
} from './product.ts';

/** A flight as booked alone or in a package. */
type FlightPart = PackageTrip['flight'];

/** A flight: wire type 'flight', an airline's offer; every traveller named with their fare. */
export const flight: ClientProduct<FlightTrip> = {
  kind: 'flight',
  wireType: 'flight',
  recognises: (type) => type === 'flight',

  travellers: 'farePassengers',
  // The adults (the spec's passengers), then the children, then the infants.
  travellerTypes: (d) => [
    ...Array.from({ length: countOf(d.passengers, 9) }, () => 'adult' as const),
    ...Array.from({ length: youngCount(d.children) }, () => 'child' as const),
    ...Array.from({ length: youngCount(d.infants) }, () => 'infant' as const),
  ],
  // A booking stored before each flight's date was kept gives its departure and return dates.
  flightDates({ flightDates, departDate, returnDate }) {
    const dates = Array.isArray(flightDates) ? flightDates : [departDate, returnDate];
    return dates.filter((d): d is string => typeof d === 'string' && isIsoDate(d));
  },
  offerExpires: true,
  offerOf: (booking) => ({ offerId: booking.offerId }),
  choicesOf: () => ({}),
  summary: (details, words) => [{ rows: flightSummaryRows(details, words) }],
  searchAgain: { path: paths.flights, label: 'checkout.unavailable.searchFlights' },

  icon: Plane,
  typeLabel: 'account.dashboard.trips.types.flight',
  startDate: flightStartDate,
  termsPlace: (trip) => trip.fromCity,
  subtitle: flightSubtitle,
  dates: flightDepartures,
  bookingLines: (trip, _view, words) => [{ ...itineraryOf(trip), lines: flightLines(trip, words) }],
  recordFields: (trip, _view, words) => [{ fields: flightFields(trip, words) }],

  lateRule: 'checkout.cancel.ruleFlight',
  lateFeesIn: 'nights',
};

/** Children or infants of a flight booking: 0 unless the offer names a readable count. */
function youngCount(value: unknown): number {
  const count = Number(value ?? 0);
  return Number.isInteger(count) && count >= 0 && count < MAX_PASSENGERS ? count : 0;
}

/** A flight's summary rows: the route, airline, dates and times, cabin and passengers. */
export function flightSummaryRows(d: Details, { t, language }: Words): SummaryRow[] {
  const date = (value: unknown) => (text(value) ? formatCalendarDate(text(value), language) : '');
  const label = (key: string) => t(`checkout.summaryLabels.${key}`);
  const stops = Number(d.stops);
  const airport = (code: unknown, city: unknown) =>
    text(city) ? `${placeName(text(city), language)} (${text(code)})` : text(code);
  const nextDay = (offset: unknown) =>
    Number(offset) > 0 ? ` (${t('checkout.nextDay', { count: Number(offset) })})` : '';
  const rows: (SummaryRow | false)[] = [
    {
      label: label('route'),
      value: (
        <>
          {airport(d.from, d.fromCity)} → {airport(d.to, d.toCity)}
        </>
      ),
    },
    !!text(d.airline) && { label: label('airline'), value: text(d.airline) },
    { label: label('departure'), value: date(d.departDate) },
    !!text(d.departTime) && {
      label: label('times'),
      value: (
        <>
          {text(d.departTime)} – {text(d.arriveTime)}
          {nextDay(d.arrivalDayOffset)}
        </>
      ),
    },
    !!text(d.duration) && {
      label: label('duration'),
      value: (
        <>
          {text(d.duration)}
          {Number.isInteger(stops)
            ? ` · ${stops === 0 ? t('checkout.direct') : t('checkout.stopCount', { count: stops })}`
            : ''}
        </>
      ),
    },
    !!text(d.returnDate) && {
      label: label('return'),
      value: [
        date(d.returnDate),
        text(d.returnDepartTime) &&
          `${text(d.returnDepartTime)} – ${text(d.returnArriveTime)}${nextDay(d.returnArrivalDayOffset)}`,
        text(d.returnAirline),
      ]
        .filter(Boolean)
        .join(' · '),
    },
    !!text(d.cabinClass) && {
      label: label('cabin'),
      value: t(`flights.cabin.${text(d.cabinClass)}`, { defaultValue: text(d.cabinClass) }),
    },
    {
      label: label('passengers'),
      value: <span data-testid="summary-passengers">{passengersText(t, d)}</span>,
    },
  ];
  return rows.filter((row) => row !== false);
}

/** The adults alone as a number, as before; with children or infants, each fare named. */
function passengersText(t: Translate, d: Details) {
  const counts = {
    adults: Number(d.passengers),
    children: Number(d.children ?? 0),
    infants: Number(d.infants ?? 0),
  };
  if (!(counts.children > 0) && !(counts.infants > 0)) return text(d.passengers);
  return travellerMix(t, counts);
}

/** The day a flight starts: its first departure, in the airport's local calendar. */
export function flightStartDate(trip: FlightPart, view: { startsAt: string }): string {
  return (trip.slices[0]?.departure ?? view.startsAt).slice(0, 10);
}

/** The airline and the cabin, under a flight's title (its route). */
export function flightSubtitle(trip: FlightPart, { t }: Words): string {
  return `${trip.airline} · ${t(`flights.cabin.${trip.cabinClass}`)}`;
}

/** Each slice of a flight with its departure in local time, and its passengers. */
export function flightDepartures(flight: FlightPart, { t, language }: Words) {
  return (
    <>
      <ul>
        {flight.slices.map((slice, i) => (
          <li key={i}>
            <span className="sr-only">
              {t(`checkout.booking.lines.${i === 0 ? 'outbound' : 'return'}`)}:{' '}
            </span>
            {slice.from} → {slice.to}, {formatLocalDateTime(slice.departure, language)}
            {slice.itinerary ? (
              <span className="block font-normal text-slate-700">
                {slice.itinerary.map((row) => row.flightNumber).join(' · ')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <span className="block font-normal text-slate-700">
        {t('account.dashboard.trips.passengers', { count: flight.passengers.length })}
      </span>
    </>
  );
}

/** The rows of a flight whose order kept each flight; orders made before keep their lines. */
const hasItinerary = (flight: FlightPart) =>
  flight.slices.every((slice) => slice.itinerary?.length);

export function itineraryOf(flight: FlightPart): Pick<BookingLineGroup, 'itinerary'> {
  return hasItinerary(flight) ? { itinerary: flight.slices } : {};
}

/** A flight's lines, alone or in a package: each slice (without rows), the cabin, the passengers. */
export function flightLines(flight: FlightPart, { t, language }: Words): BookingLine[] {
  return [
    ...(hasItinerary(flight) ? [] : flight.slices).map((slice, i) => ({
      label: t(`checkout.booking.lines.${i === 0 ? 'outbound' : 'return'}`),
      value: `${slice.from} ${formatLocalDateTime(slice.departure, language)} → ${slice.to} ${formatLocalDateTime(slice.arrival, language)} (${slice.flights.join(', ')})`,
    })),
    { label: t('checkout.booking.lines.cabin'), value: t(`flights.cabin.${flight.cabinClass}`) },
    ...flight.passengers.map((p, i) => ({
      label: t('checkout.booking.passengerN', { n: i + 1 }),
      value: [
        t(`checkout.booking.titles.${p.title}`, { defaultValue: p.title.toUpperCase() }),
        p.givenName,
        p.familyName,
        p.type === 'adult' ? '' : t(`checkout.booking.travellerTypes.${p.type}`),
      ]
        .filter(Boolean)
        .join(' '),
    })),
  ];
}

/** A flight's record in the admin's dialog, alone or in a package: route, airline, passengers, slices. */
export function flightFields(flight: FlightPart, { t, language }: Words): RecordField[] {
  const label = (key: string, params?: Record<string, unknown>) =>
    t(`admin.bookings.detail.${key}`, params);
  const slices: RecordField[] = flight.slices.every((slice) => slice.itinerary)
    ? // Each flight as the traveller's ticket reads it, with the changes between.
      [{ label: label('itinerary'), value: <FlightItinerary slices={flight.slices} /> }]
    : // Orders made before itineraries keep a line a slice.
      flight.slices.map((slice, index) => ({
        label: label('slice', { n: index + 1 }),
        value: (
          <>
            {slice.from} {formatLocalDateTime(slice.departure, language)} → {slice.to}{' '}
            {formatLocalDateTime(slice.arrival, language)}
          </>
        ),
      }));
  return [
    {
      label: label('route'),
      value: (
        <>
          {flight.fromCity} ({flight.from}) → {flight.toCity} ({flight.to})
        </>
      ),
    },
    { label: label('airline'), value: flight.airline },
    {
      label: label('passengers'),
      value: flight.passengers
        .map(
          (p) =>
            `${p.givenName} ${p.familyName}${p.type === 'adult' ? '' : ` (${label(`passengerTypes.${p.type}`)})`}`,
        )
        .join(', '),
    },
    ...slices,
  ];
}
