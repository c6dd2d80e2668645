import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingView, FlightTrip } from '../../domain/booking-view.ts';
import {
  formatFlightTime,
  formatMinutes,
  formatZone,
  type ItineraryFlight,
} from '../../domain/itinerary.ts';
import { airportName, placeName } from '../../domain/place-names.ts';
import { cn } from '../lib/utils.ts';
import type { BookingLineGroup } from '../products/product.ts';
import { Badge } from './ui/badge.tsx';

/**
 * What a booking shows wherever it is drawn (its own page, the trips kept offline, a flight's
 * product card): its status, its lines, a flight's itinerary. Light on purpose: the offline
 * /trips page draws them without checkout's code, and one module keeps them in the chunk those
 * pages already load rather than a file of their own.
 */

/** The colours of a booking's status badge, by status (or 'awaiting'). */
export const STATUS_CLASSES: Record<string, string> = {
  confirmed: 'bg-brand-100 text-brand-900',
  completed: 'bg-brand-100 text-brand-900',
  pending: 'bg-amber-100 text-amber-950',
  awaiting: 'bg-amber-100 text-amber-950',
  canceled: 'bg-red-100 text-red-900',
};

/**
 * A booking's status as a coloured badge, read out with its label ("Status: Confirmed"), as the
 * booking's page and the trips kept offline show it.
 */
export function BookingStatus({
  view,
  testId,
  className,
}: {
  view: Pick<BookingView, 'status' | 'awaitingConfirmation'>;
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const statusKey = view.awaitingConfirmation ? 'awaiting' : view.status;
  return (
    <p className={cn('text-sm', className)}>
      <span className="sr-only">
        {t('common.labelled', { label: t('checkout.booking.status') })}{' '}
      </span>
      <Badge className={cn('px-3 py-1 text-sm', STATUS_CLASSES[statusKey])} data-testid={testId}>
        {t(`checkout.booking.statuses.${statusKey}`)}
      </Badge>
    </p>
  );
}

/** One line of what was booked: its label, and its value (a child, or a link where it calls). */
export function TripLine({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 font-medium break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** What was booked, group by group (a package's flight and stay each under its heading). */
export function TripLines({
  groups,
  testId,
  className,
  groupHeading: GroupHeading = 'p',
  lastLine,
}: {
  groups: BookingLineGroup[];
  testId: string;
  className: string;
  /** The group headings' element: a heading where the page's outline has room for one. */
  groupHeading?: 'h4' | 'p';
  /** A line of the caller's own, after the last group's. */
  lastLine?: ReactNode;
}) {
  return (
    <div className={className} data-testid={testId}>
      {groups.map((group, g) => (
        <div key={g} className={g > 0 ? 'mt-3' : undefined}>
          {group.heading ? (
            <GroupHeading className="font-semibold text-slate-900">{group.heading}</GroupHeading>
          ) : null}
          {group.itinerary ? <FlightItinerary slices={group.itinerary} /> : null}
          <dl className="divide-y divide-slate-100">
            {group.lines.map((line, i) => (
              <TripLine key={i} label={line.label}>
                {line.href ? (
                  <a href={line.href} className="text-brand-800 underline">
                    {line.value}
                  </a>
                ) : (
                  line.value
                )}
              </TripLine>
            ))}
            {g === groups.length - 1 ? lastLine : null}
          </dl>
        </div>
      ))}
    </div>
  );
}

type Slice = FlightTrip['slices'][number];

/** A booked flight as a ticket reads: each slice apart, a row per flight, the changes between. */
export function FlightItinerary({ slices }: { slices: Slice[] }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" data-testid="flight-itinerary">
      {slices.map((slice, i) => {
        const flights = slice.itinerary ?? [];
        const first = flights[0];
        const last = flights.at(-1);
        return (
          <section key={i} data-testid="itinerary-slice">
            <h4 className="font-semibold text-slate-900">
              {t('checkout.booking.itinerary.slice', {
                label: t(`checkout.booking.lines.${i === 0 ? 'outbound' : 'return'}`),
                from: first ? `${first.from.city} (${first.from.code})` : slice.from,
                to: last ? `${last.to.city} (${last.to.code})` : slice.to,
              })}
            </h4>
            <ol className="mt-2 space-y-2">
              {flights.map((flight, n) => (
                <FlightRow key={n} flight={flight} n={n + 1} />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}

function FlightRow({ flight, n }: { flight: ItineraryFlight; n: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const city = (name: string) => placeName(name, language);
  const airport = (stop: ItineraryFlight['from']) => airportName(stop.name, stop.city, language);
  return (
    <li className="list-none">
      <div className="rounded-lg border border-slate-200 p-3" data-testid="itinerary-flight">
        <p className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold">
            <span className="sr-only">
              {t('common.labelled', { label: t('checkout.booking.itinerary.flight', { n }) })}{' '}
            </span>
            {flight.flightNumber} · {flight.airline}
          </span>
          <span className="text-slate-700">
            {t('checkout.booking.itinerary.duration', {
              duration: formatMinutes(flight.durationMinutes, language),
            })}
          </span>
        </p>
        <dl className="mt-2 grid gap-2 sm:grid-cols-2">
          <Stop
            label={t('checkout.booking.itinerary.departs')}
            iso={flight.departure}
            airport={`${city(flight.from.city)} (${flight.from.code}), ${airport(flight.from)}`}
          />
          <Stop
            label={t('checkout.booking.itinerary.arrives')}
            iso={flight.arrival}
            airport={`${city(flight.to.city)} (${flight.to.code}), ${airport(flight.to)}`}
            dayOffset={
              flight.arrivalDayOffset
                ? t('checkout.booking.itinerary.dayOffset', { count: flight.arrivalDayOffset })
                : undefined
            }
          />
        </dl>
      </div>
      {flight.layoverMinutes !== null ? (
        <p
          className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-950"
          data-testid="itinerary-layover"
        >
          {t('checkout.booking.itinerary.layover', {
            airport: `${city(flight.to.city)} (${flight.to.code})`,
            duration: formatMinutes(flight.layoverMinutes, language),
          })}
        </p>
      ) : null}
    </li>
  );
}

function Stop({
  label,
  iso,
  airport,
  dayOffset,
}: {
  label: string;
  iso: string;
  airport: string;
  dayOffset?: string | undefined;
}) {
  const { i18n } = useTranslation();
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium break-words">
        <time dateTime={iso}>{formatFlightTime(iso, i18n.language)}</time>{' '}
        <span className="text-slate-700">({formatZone(iso)})</span>
        {dayOffset ? (
          <>
            {' '}
            <span className="font-semibold text-amber-800" data-testid="itinerary-day-offset">
              {dayOffset}
            </span>
          </>
        ) : null}
        <span className="block font-normal text-slate-700">{airport}</span>
      </dd>
    </div>
  );
}
