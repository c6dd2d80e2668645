import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dayOffsetLabel,
  localDate,
  localTime,
  splitDuration,
} from '../../../../domain/flight-results.ts';
import type { FlightSlice, LeanFlightOffer } from '../../../../domain/flights.ts';
import { placeName } from '../../../../domain/place-names.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';
import { travellerMix } from '../../../lib/traveller-mix.ts';
import { DATE_STYLES, formatCalendarDate } from '../../../../domain/format.ts';
import { useMoney } from '../../../lib/money.ts';

export function DataSourceTag({ live }: { live: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded px-1.5 py-0.5 text-[0.6875rem] font-bold tracking-wide',
        live ? 'bg-green-100 text-green-900' : 'bg-yellow-100 text-yellow-900',
      )}
      data-testid="data-source-tag"
    >
      {live ? t('flights.results.liveTag') : t('flights.results.demoTag')}
    </span>
  );
}

export function useFormatDuration() {
  const { t } = useTranslation();
  return (minutes: number) => {
    const { hours, minutes: rest } = splitDuration(minutes);
    if (hours === 0) return t('flights.duration.minutes', { minutes: rest });
    if (rest === 0) return t('flights.duration.hours', { hours });
    return t('flights.duration.hoursMinutes', { hours, minutes: String(rest).padStart(2, '0') });
  };
}

/** A date of the itinerary, written YYYY-MM-DD, in the traveller's language ("Tue 1 Dec"). */
function SliceRow({ slice, label }: { slice: FlightSlice; label?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const city = (name: string) => placeName(name, i18n.language);
  const formatDuration = useFormatDuration();
  const offset = slice.arrivalDayOffset;
  const flights = slice.segments.map((s) => `${s.flight_number} · ${s.airline.name}`);
  return (
    <div className="py-3 first:pt-0 last:pb-0">
      <p className="mb-1 text-xs font-medium text-slate-600">
        {label ? <span className="font-semibold text-slate-800">{label} · </span> : null}
        {formatCalendarDate(localDate(slice.departureDateTime), i18n.language, DATE_STYLES.trip)}
      </p>
      <div className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3">
        <div>
          <time
            dateTime={slice.departureDateTime}
            className="block text-xl font-bold tabular-nums"
            data-testid="depart-time"
          >
            {localTime(slice.departureDateTime)}
          </time>
          <span className="text-sm text-slate-700">
            <abbr title={city(slice.origin.cityName)} className="font-semibold no-underline">
              {slice.origin.iataCode}
            </abbr>
            <span className="hidden sm:inline"> {city(slice.origin.cityName)}</span>
          </span>
        </div>
        <div className="flex min-w-0 flex-col items-center text-center">
          <span className="text-xs text-slate-700" data-testid="flight-duration">
            {formatDuration(slice.durationMinutes)}
          </span>
          <span className="relative my-1 block h-px w-full bg-slate-300" aria-hidden="true">
            {slice.layovers.map((layover, i) => (
              <span
                key={layover.airport.code}
                className="absolute top-1/2 h-2 w-2 -translate-x-1/2 -translate-y-1/2 rounded-full border border-slate-500 bg-white"
                style={{ left: `${((i + 1) / (slice.layovers.length + 1)) * 100}%` }}
              />
            ))}
          </span>
          <span
            className={cn(
              'text-xs font-medium',
              slice.stops === 0 ? 'text-brand-700' : 'text-amber-800',
            )}
            data-testid="flight-stops"
          >
            {slice.stops === 0
              ? t('flights.card.direct')
              : t('flights.card.stops', { count: slice.stops })}
          </span>
        </div>
        <div className="text-right">
          <time
            dateTime={slice.arrivalDateTime}
            className="block text-xl font-bold tabular-nums"
            data-testid="arrive-time"
          >
            {localTime(slice.arrivalDateTime)}
            {offset !== 0 ? (
              <>
                <sup className="ml-0.5 text-xs font-semibold text-clay-600" aria-hidden="true">
                  {dayOffsetLabel(offset)}
                </sup>
                <span className="sr-only">
                  {offset > 0
                    ? t('flights.card.arrivesLater', { count: offset })
                    : t('flights.card.arrivesEarlier', { count: -offset })}
                </span>
              </>
            ) : null}
          </time>
          <span className="text-sm text-slate-700">
            <abbr title={city(slice.destination.cityName)} className="font-semibold no-underline">
              {slice.destination.iataCode}
            </abbr>
            <span className="hidden sm:inline"> {city(slice.destination.cityName)}</span>
          </span>
        </div>
      </div>
      {slice.layovers.length ? (
        <ul className="mt-2 text-xs text-slate-700">
          {slice.layovers.map((layover) => (
            <li key={layover.airport.code}>
              {t('flights.card.layover', {
                code: layover.airport.code,
                city: city(layover.airport.city),
                duration: formatDuration(layover.durationMinutes),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-1 text-xs text-slate-600">{flights.join(', ')}</p>
    </div>
  );
}

export function FlightCard({
  offer,
  cheapest,
  fastest,
  booking,
  disabled,
  onBook,
}: {
  offer: LeanFlightOffer;
  cheapest: boolean;
  fastest: boolean;
  booking: boolean;
  disabled: boolean;
  onBook: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const city = (name: string) => placeName(name, i18n.language);
  const headingId = useId();
  const roundTrip = offer.slices.length > 1;
  const young = (offer.children ?? 0) + (offer.infants ?? 0);
  const travellers = offer.passengers + young;
  const first = offer.slices[0];
  const route = first
    ? t('flights.card.route', {
        from: city(first.origin.cityName),
        to: city(first.destination.cityName),
      })
    : '';
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="flight-card"
      data-offer-id={offer.id}
    >
      <div className="flex flex-col sm:flex-row">
        <div className="min-w-0 flex-1 p-4">
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="font-semibold" data-testid="flight-airline">
              {offer.airline.name}
              <span className="sr-only">, {route}</span>
            </h3>
            <DataSourceTag live={offer.isLiveData} />
            {cheapest ? (
              <Badge className="bg-brand-700 text-white">{t('flights.card.cheapest')}</Badge>
            ) : null}
            {fastest ? (
              <Badge className="bg-sky-100 text-sky-900">{t('flights.card.fastest')}</Badge>
            ) : null}
          </div>
          <div className="divide-y divide-slate-100">
            {offer.slices.map((slice, i) => (
              <SliceRow
                key={i}
                slice={slice}
                label={
                  roundTrip
                    ? i === 0
                      ? t('flights.card.outbound')
                      : t('flights.card.return')
                    : undefined
                }
              />
            ))}
          </div>
        </div>
        <div className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 p-4 sm:w-56 sm:flex-col sm:flex-nowrap sm:items-stretch sm:justify-start sm:border-t-0 sm:border-l sm:text-right">
          <div className="grid gap-0.5">
            <p className="text-2xl font-bold text-brand-800" data-testid="flight-price">
              {money.price(offer.totalAmount, 'trim')}
            </p>
            <p className="text-sm text-slate-700" data-testid="flight-price-travellers">
              {young
                ? t('flights.card.totalForTravellers', { count: travellers })
                : t('flights.card.totalFor', { count: offer.passengers })}
            </p>
            {young ? (
              <p className="text-sm text-slate-700" data-testid="flight-traveller-mix">
                {travellerMix(t, {
                  adults: offer.passengers,
                  children: offer.children,
                  infants: offer.infants,
                })}
              </p>
            ) : null}
            {travellers > 1 ? (
              <p className="text-sm text-slate-700" data-testid="flight-price-per-passenger">
                {t(young ? 'flights.card.perAdult' : 'flights.card.perPassenger', {
                  price: money.price(offer.pricePerPassenger, 'trim'),
                })}
              </p>
            ) : null}
            <p className="text-xs text-slate-600">
              {t(`flights.cabin.${offer.cabinClass}`)}
              {roundTrip ? ` · ${t('flights.search.roundTrip')}` : ''}
            </p>
          </div>
          <Button
            className="sm:mt-2 sm:w-full"
            onClick={onBook}
            disabled={disabled}
            aria-describedby={headingId}
          >
            {booking ? t('flights.card.booking') : t('flights.card.book')}
          </Button>
        </div>
      </div>
    </article>
  );
}
