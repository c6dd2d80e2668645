import { Package } from 'lucide-react';
import { titleIn, type TourTrip } from '../../domain/booking-view.ts';
import { COMPLETE_OFFER } from '../../domain/checkout.ts';
import { placeName } from '../../domain/place-names.ts';
import { TOUR_START_TIME } from '../../domain/constants.ts';
import { formatCalendarDate, formatClockTime } from '../../domain/format.ts';
import { paths } from '../lib/paths.ts';
import {
  text,
  type BookingLine,
  type ClientProduct,
  type SummaryRow,
  type Translate,
} from './product.ts';

/** Where the group meets, in the reader's language, with the tour's start time there. */
function meetingLine(
  trip: TourTrip,
  label: (key: string) => string,
  t: Translate,
  language: string,
): BookingLine[] {
  const place = language.startsWith('fr')
    ? (trip.meetingPointFr ?? trip.meetingPoint)
    : trip.meetingPoint;
  if (!place) return [];
  const time = formatClockTime(trip.startTime ?? TOUR_START_TIME, language);
  return [
    { label: label('meetingPoint'), value: t('checkout.booking.lines.meetingAt', { place, time }) },
  ];
}

/**
 * A tour package from a local operator: wire type 'package' with offer tour_<package id>. Any
 * package offer that is not a flight + hotel package's is checked as a tour's (the server
 * refuses one that is not tour_<id>). The customer alone is named.
 */
export const tour: ClientProduct<TourTrip> = {
  kind: 'tour',
  wireType: 'package',
  recognises: (type, offerId) => type === 'package' && !COMPLETE_OFFER.test(offerId ?? ''),

  travellers: 'lead',
  travellerTypes: () => [],
  flightDates: () => [],
  offerExpires: false,
  offerOf: (booking) => ({ offerId: booking.offerId }),
  // The departure and the group chosen in the booking dialog.
  choicesOf({ details: { preferredDate, travelers } }) {
    return {
      ...(typeof preferredDate === 'string' ? { startDate: preferredDate } : {}),
      ...(Number.isInteger(Number(travelers)) ? { travelers: Number(travelers) } : {}),
    };
  },
  summary(d, { t, language }) {
    const label = (key: string) => t(`checkout.summaryLabels.${key}`);
    const rows: (SummaryRow | false)[] = [
      !!text(d.name) && { label: label('package'), value: text(d.name) },
      { label: label('destination'), value: text(d.destination) },
      !!text(d.preferredDate) && {
        label: label('startDate'),
        value: formatCalendarDate(text(d.preferredDate), language),
      },
      {
        label: label('duration'),
        value:
          Number(d.duration) > 0
            ? t('checkout.summaryLabels.days', { count: Number(d.duration) })
            : text(d.duration),
      },
      { label: label('travelers'), value: text(d.travelers) },
    ];
    return [{ rows: rows.filter((row) => row !== false) }];
  },
  searchAgain: { path: paths.hotels, label: 'checkout.unavailable.searchStays' },

  icon: Package,
  typeLabel: 'account.dashboard.trips.types.package',
  startDate: (trip) => trip.startDate,
  termsPlace: (trip) => trip.destination,
  subtitle: (trip, { language }) =>
    `${trip.operatorName} · ${placeName(trip.destination, language)}`,
  dates: (trip, { t, language }) => (
    <>
      {formatCalendarDate(trip.startDate, language)} – {formatCalendarDate(trip.endDate, language)}
      <span className="block font-normal text-slate-700">
        {t('account.dashboard.trips.travelers', { count: trip.travelers })}
      </span>
    </>
  ),
  bookingLines(trip, view, { t, language }) {
    const label = (key: string) => t(`checkout.booking.lines.${key}`);
    return [
      {
        lines: [
          {
            label: label('tour'),
            value: titleIn({ title: trip.name, titleFr: trip.nameFr }, language),
          },
          {
            label: label('operator'),
            value: `${trip.operatorName}, ${placeName(trip.destination, language)}`,
          },
          { label: label('startsOn'), value: formatCalendarDate(trip.startDate, language) },
          ...meetingLine(trip, label, t, language),
          { label: label('endsOn'), value: formatCalendarDate(trip.endDate, language) },
          { label: label('travelers'), value: String(trip.travelers) },
          { label: label('leadGuest'), value: view.customerName ?? '' },
        ],
      },
    ];
  },
  recordFields(trip, _view, { t, language }) {
    const label = (key: string) => t(`checkout.booking.lines.${key}`);
    return [
      {
        fields: [
          {
            label: label('tour'),
            value: titleIn({ title: trip.name, titleFr: trip.nameFr }, language),
          },
          {
            label: label('operator'),
            value: (
              <>
                {trip.operatorName}, {trip.destination}
              </>
            ),
          },
          { label: label('travelers'), value: trip.travelers },
          { label: label('startsOn'), value: formatCalendarDate(trip.startDate, language) },
          { label: label('endsOn'), value: formatCalendarDate(trip.endDate, language) },
        ],
      },
    ];
  },

  lateRule: 'checkout.cancel.ruleTour',
  lateFeesIn: 'tourDays',
};
