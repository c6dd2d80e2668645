import { useTranslation } from 'react-i18next';
import type { FlightTrip } from '../../domain/booking-view.ts';
import {
  formatFlightTime,
  formatMinutes,
  formatZone,
  type ItineraryFlight,
} from '../../domain/itinerary.ts';
import { airportName, placeName } from '../../domain/place-names.ts';

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
