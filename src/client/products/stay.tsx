import { BedDouble } from 'lucide-react';
import type { PackageTrip, StayTrip } from '../../domain/booking-view.ts';
import { localizedAddress, placeName } from '../../domain/place-names.ts';
import { formatCalendarDate } from '../../domain/format.ts';
import { paths } from '../lib/paths.ts';
import { moneyIn } from '../lib/money.ts';
import { stayBreakdown } from '../lib/price-breakdown.ts';
import {
  text,
  type BookingLine,
  type ClientProduct,
  type Details,
  type RecordField,
  type SummaryRow,
  type Words,
} from './product.ts';

/** A stay as booked alone or in a package. */
type StayPart = PackageTrip['stay'];

/** A hotel stay: wire type 'hotel', a rate id; the customer is its lead guest. */
export const stay: ClientProduct<StayTrip> = {
  kind: 'stay',
  wireType: 'hotel',
  recognises: (type) => type === 'hotel',

  travellers: 'leadGuest',
  travellerTypes: () => [],
  flightDates: () => [],
  offerExpires: false,
  offerOf: (booking) => ({ rateId: booking.rateId }),
  choicesOf: () => ({}),
  summary: (details, words) => [{ rows: staySummaryRows(details, words, words.leadName) }],
  priceRows(d, { t, language, money }) {
    if (!text(d.pricePerNight) || !(Number(d.nights) > 0)) return [];
    const breakdown = stayBreakdown(t, money ?? moneyIn('USD', undefined, language), {
      pricePerNight: text(d.pricePerNight),
      nights: Number(d.nights),
      guests: Number(d.guests) || 1,
    });
    return [
      {
        label: t('checkout.summaryLabels.breakdown'),
        value: <span data-testid="checkout-breakdown">{breakdown}</span>,
      },
    ];
  },
  searchAgain: { path: paths.hotels, label: 'checkout.unavailable.searchStays' },

  icon: BedDouble,
  typeLabel: 'account.dashboard.trips.types.hotel',
  startDate: (trip) => trip.checkIn,
  termsPlace: (trip) => trip.city,
  subtitle: (trip, { language }) => placeName(trip.city, language),
  dates: (trip, words) => stayDates(trip, words),
  bookingLines: (trip, view, words) => [
    {
      lines: [
        ...stayLines(trip, words),
        { label: words.t('checkout.booking.lines.leadGuest'), value: view.customerName ?? '' },
      ],
    },
  ],
  recordFields: (trip, _view, words) => [{ fields: stayFields(trip, words) }],

  lateRule: 'checkout.cancel.ruleHotel',
  lateFeesIn: 'nights',
  cancellationNights: (trip) => trip.nights,
  awaitsConfirmation: (trip) => trip.manualConfirmation === true,
};

/** A stay's summary rows: the property, where it is, its dates, nights and guests. */
export function staySummaryRows(
  d: Details,
  { t, language }: Words,
  leadName: string | undefined,
): SummaryRow[] {
  const date = (value: unknown) => (text(value) ? formatCalendarDate(text(value), language) : '');
  const label = (key: string) => t(`checkout.summaryLabels.${key}`);
  return [
    { label: label('hotel'), value: text(d.name) },
    ...(text(d.location)
      ? [{ label: label('location'), value: localizedAddress(text(d.location), language) }]
      : []),
    { label: label('checkIn'), value: date(d.checkIn) },
    { label: label('checkOut'), value: date(d.checkOut) },
    ...(text(d.nights) ? [{ label: label('nights'), value: text(d.nights) }] : []),
    { label: label('guests'), value: text(d.guests) },
    ...(leadName?.trim() ? [{ label: label('leadGuest'), value: leadName.trim() }] : []),
  ];
}

/** A stay's dates, nights and guests on a trip card (and a package's rooms). */
export function stayDates(stay: StayPart, { t, language }: Words, rooms?: number) {
  return (
    <>
      {formatCalendarDate(stay.checkIn, language)} – {formatCalendarDate(stay.checkOut, language)}
      <span className="block font-normal text-slate-700">
        {t('account.dashboard.trips.nights', { count: stay.nights })} ·{' '}
        {t('account.dashboard.trips.guests', { count: stay.guests })}
        {rooms === undefined ? '' : ` · ${t('account.dashboard.trips.rooms', { count: rooms })}`}
      </span>
    </>
  );
}

/** A stay's lines on the booking's page, alone or in a package. */
export function stayLines(stay: StayPart, { t, language }: Words): BookingLine[] {
  const label = (key: string) => t(`checkout.booking.lines.${key}`);
  return [
    { label: label('property'), value: stay.name },
    { label: label('address'), value: localizedAddress(stay.address, language) },
    ...(stay.phone
      ? [{ label: label('phone'), value: stay.phone, href: telHref(stay.phone) }]
      : []),
    { label: label('checkIn'), value: formatCalendarDate(stay.checkIn, language) },
    { label: label('checkOut'), value: formatCalendarDate(stay.checkOut, language) },
    { label: label('nights'), value: String(stay.nights) },
    { label: label('guests'), value: String(stay.guests) },
  ];
}

/** A number as a `tel:` link: '+233 30 211 4567' -> 'tel:+233302114567'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A stay's record in the admin's dialog, alone or in a package. */
export function stayFields(stay: StayPart, { t, language }: Words): RecordField[] {
  const label = (key: string) => t(`admin.bookings.detail.${key}`);
  return [
    { label: label('property'), value: stay.name },
    { label: label('address'), value: stay.address },
    { label: label('guests'), value: stay.guests },
    { label: label('checkIn'), value: formatCalendarDate(stay.checkIn, language) },
    { label: label('checkOut'), value: formatCalendarDate(stay.checkOut, language) },
    { label: label('nights'), value: stay.nights },
  ];
}
