import { Package } from 'lucide-react';
import type { BookingView, PackageTrip } from '../../domain/booking-view.ts';
import { COMPLETE_OFFER, MAX_PACKAGE_GUESTS } from '../../domain/checkout.ts';
import { PACKAGE_DISCOUNT_RATE } from '../../domain/constants.ts';
import { placeName } from '../../domain/place-names.ts';
import { formatCents } from '../../domain/format.ts';
import { paths } from '../lib/paths.ts';
import {
  flightDepartures,
  flightFields,
  flightLines,
  flightStartDate,
  flightSubtitle,
  flightSummaryRows,
  itineraryOf,
} from './flight.tsx';
import {
  countOf,
  detailsOf,
  text,
  type ClientProduct,
  type SummaryRow,
  type Words,
} from './product.ts';
import { stayDates, stayFields, stayLines, staySummaryRows } from './stay.tsx';

const DISCOUNT_PERCENT = Math.round(PACKAGE_DISCOUNT_RATE * 100);

/**
 * A flight + hotel package: wire type 'package' with offer complete_<flight offer id> and its
 * stay's rate. It is its flight and its stay, each shown as booked alone, with the rooms its
 * travellers share and the package discount; every traveller is named, all as adults.
 */
export const completePackage: ClientProduct<PackageTrip> = {
  kind: 'package',
  wireType: 'package',
  recognises: (type, offerId) => type === 'package' && COMPLETE_OFFER.test(offerId ?? ''),

  travellers: 'passengers',
  travellerTypes: (d) =>
    Array.from({ length: countOf(d.travelers, MAX_PACKAGE_GUESTS) }, () => 'adult' as const),
  flightDates: () => [],
  offerExpires: true,
  offerOf: (booking) => ({ rateId: booking.rateId, offerId: booking.offerId }),
  choicesOf: (booking) => ({ rooms: countOf(booking.details.rooms, MAX_PACKAGE_GUESTS) }),
  summary(d, words) {
    const { t } = words;
    const label = (key: string) => t(`checkout.summaryLabels.${key}`);
    // The package's length is its stay's nights; the stay's own count wins where it has one.
    const stay = { nights: d.duration, ...detailsOf(d.hotelDetails) };
    const rows: (SummaryRow | false)[] = [
      !!text(d.name) && { label: label('package'), value: text(d.name) },
      !!text(d.destination) && { label: label('destination'), value: text(d.destination) },
    ];
    return [
      { rows: rows.filter((row) => row !== false) },
      {
        heading: t('checkout.parts.flight'),
        testId: 'summary-flight',
        rows: flightSummaryRows(detailsOf(d.flightDetails), words),
      },
      {
        heading: t('checkout.parts.stay'),
        testId: 'summary-stay',
        rows: [
          ...staySummaryRows(stay, words, words.leadName),
          ...(text(d.rooms) ? [{ label: label('rooms'), value: text(d.rooms) }] : []),
        ],
      },
    ];
  },
  summaryNote: ({ t }) => (
    <p className="mt-2 text-sm font-medium text-brand-800" data-testid="checkout-package-discount">
      {t('checkout.packageDiscount', { percent: DISCOUNT_PERCENT })}
    </p>
  ),
  searchAgain: { path: paths.flights, label: 'checkout.unavailable.searchFlights' },

  icon: Package,
  typeLabel: 'account.dashboard.trips.types.flightHotel',
  startDate: (trip, view) => flightStartDate(trip.flight, view),
  termsPlace: (trip) => trip.flight.fromCity,
  subtitle: (trip, words) =>
    `${flightSubtitle(trip.flight, words)} · ${trip.stay.name}, ${placeName(trip.stay.city, words.language)}`,
  dates: (trip, words) => (
    <>
      {flightDepartures(trip.flight, words)}
      <span className="mt-1 block">
        <span className="sr-only">
          {words.t('common.labelled', { label: words.t('checkout.parts.stay') })}{' '}
        </span>
        {stayDates(trip.stay, words, trip.rooms)}
      </span>
    </>
  ),
  totalNote: (trip, view, words) => (
    <span className="block text-xs font-normal text-slate-700">
      {words.t('account.dashboard.trips.discount', {
        amount: discountOf(trip, view, words),
      })}
    </span>
  ),
  bookingLines: (trip, view, words) => [
    {
      heading: words.t('checkout.parts.flight'),
      ...itineraryOf(trip.flight),
      lines: flightLines(trip.flight, words),
    },
    {
      heading: words.t('checkout.parts.stay'),
      lines: [
        ...stayLines(trip.stay, words),
        { label: words.t('checkout.booking.lines.rooms'), value: String(trip.rooms) },
      ],
    },
    {
      lines: [
        {
          label: words.t('checkout.booking.lines.packageDiscount', { percent: DISCOUNT_PERCENT }),
          value: `−${discountOf(trip, view, words)}`,
        },
      ],
    },
  ],
  recordFields: (trip, view, words) => [
    {
      heading: words.t('admin.bookings.detail.flightPart'),
      fields: flightFields(trip.flight, words),
    },
    {
      heading: words.t('admin.bookings.detail.stayPart'),
      fields: [
        ...stayFields(trip.stay, words),
        { label: words.t('admin.bookings.detail.rooms'), value: trip.rooms },
      ],
    },
    {
      fields: [
        {
          label: words.t('admin.bookings.detail.discount'),
          value: <>−{formatCents(trip.discountCents, view.currency, words.language)}</>,
        },
      ],
    },
  ],

  lateRule: 'checkout.cancel.rulePackage',
  lateFeesIn: 'nights',
  // The flight's deadline is counted in its departure city, the stay's in the stay's city.
  partPlaces: (trip) => ({
    flight: { city: trip.flight.fromCity, timeZone: trip.flight.timeZone },
    stay: { city: trip.stay.city, timeZone: trip.stay.timeZone },
  }),
};

/** The package's discount in the traveller's currency when the booking was charged in dollars. */
function discountOf(trip: PackageTrip, view: BookingView, words: Words): string {
  return view.currency === 'USD' && words.money
    ? words.money.cents(trip.discountCents)
    : formatCents(trip.discountCents, view.currency, words.language);
}
