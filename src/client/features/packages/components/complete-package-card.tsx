import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BedDouble, MapPin, Plane, Star } from 'lucide-react';
import {
  MAX_AMENITY_BADGES,
  PACKAGE_DISCOUNT_RATE,
  TAX_RATE,
} from '../../../../domain/constants.ts';
import { localDate, localTime } from '../../../../domain/flight-results.ts';
import { airlinesOf, type FlightSlice } from '../../../../domain/flights.ts';
import { placeName } from '../../../../domain/place-names.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { stayBreakdown } from '../../../lib/price-breakdown.ts';
import { useFormatDuration } from '../../flights/index.ts';
import type { CompletePackage } from '../complete-packages.ts';
import {
  DATE_STYLES,
  formatCalendarDate,
  formatPercent,
  formatRating,
} from '../../../../domain/format.ts';
import { useMoney } from '../../../lib/money.ts';

export type HeadingTag = 'h3' | 'h4' | 'h5';

function SliceLine({ label, slice }: { label: string; slice: FlightSlice }) {
  const { t, i18n } = useTranslation();
  const formatDuration = useFormatDuration();
  const day = (dateTime: string) =>
    formatCalendarDate(localDate(dateTime), i18n.language, DATE_STYLES.trip);
  const arrivesOtherDay = localDate(slice.arrivalDateTime) !== localDate(slice.departureDateTime);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
      <span>
        <span className="font-semibold text-slate-900">{label}</span>{' '}
        <span className="text-slate-700">
          {t('packages.card.route', {
            from: slice.origin.iataCode,
            to: slice.destination.iataCode,
          })}
        </span>
      </span>
      <span className="text-slate-700 tabular-nums">
        {day(slice.departureDateTime)}, {localTime(slice.departureDateTime)}–
        {localTime(slice.arrivalDateTime)}
        {arrivesOtherDay ? ` (${day(slice.arrivalDateTime)})` : ''} ·{' '}
        {formatDuration(slice.durationMinutes)} ·{' '}
        <span className={slice.stops === 0 ? 'text-brand-700' : 'text-amber-800'}>
          {slice.stops === 0
            ? t('packages.card.direct')
            : t('packages.card.stops', { count: slice.stops })}
        </span>{' '}
        · <span data-testid="slice-airlines">{airlinesOf(slice).join(', ')}</span>
      </span>
    </li>
  );
}

function PriceRow({
  label,
  children,
  strong,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={
        strong
          ? 'flex flex-wrap items-baseline justify-between gap-x-3 border-t border-slate-200 pt-2 text-base font-bold'
          : 'flex flex-wrap items-baseline justify-between gap-x-3 py-0.5'
      }
    >
      <dt className={strong ? 'text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd className={strong ? 'ml-auto text-brand-800' : 'ml-auto font-medium text-slate-900'}>
        {children}
      </dd>
    </div>
  );
}

/** A Flight + Hotel package card: the round trip, the stay, and the price with its discount. */
export function CompletePackageCard({
  pkg,
  headingLevel,
  disabled,
  onBook,
}: {
  pkg: CompletePackage;
  headingLevel: HeadingTag;
  disabled: boolean;
  onBook: () => void;
}) {
  const { t, i18n } = useTranslation();
  const prices = useMoney();
  const language = i18n.language;
  const titleId = useId();
  const Heading = headingLevel;
  const { flight, hotel, price } = pkg;
  const [outbound, inbound] = flight.slices;
  const image = hotel.images[0] ?? hotel.imageUrl ?? '/stay-fallback.svg';
  const money = (cents: number) => prices.cents(cents);
  const percent = (rate: number) => formatPercent(rate, language);

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full min-w-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="complete-package-card"
      data-offer-id={flight.id}
      data-hotel-id={hotel.id}
    >
      <div className="relative aspect-[16/9] bg-slate-100">
        <img
          src={image}
          alt=""
          loading="lazy"
          width="800"
          height="450"
          className="h-full w-full object-cover"
        />
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-slate-800 shadow">
          {t('packages.card.kind')}
        </span>
        <span
          className="absolute top-3 right-3 rounded-full bg-sun-400 px-3 py-1 text-sm font-bold text-slate-900 shadow"
          data-testid="package-savings"
        >
          {t('packages.card.save', {
            amount: prices.cents(price.discountCents, 'trim'),
          })}
        </span>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <div className="flex items-start justify-between gap-2">
            <Heading
              id={titleId}
              className="min-w-0 text-lg leading-tight font-semibold break-words"
            >
              {hotel.name}
            </Heading>
            {hotel.rating ? (
              <span className="flex shrink-0 items-center gap-1 text-sm font-medium">
                <Star className="h-4 w-4 fill-sun-400 text-sun-500" aria-hidden="true" />
                <span aria-hidden="true">{formatRating(hotel.rating, language)}</span>
                <span className="sr-only">
                  {t('packages.card.rating', { rating: formatRating(hotel.rating, language) })}
                </span>
              </span>
            ) : null}
          </div>
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            {hotel.location}, {placeName(hotel.country, language)}
          </p>
        </div>

        {hotel.amenities.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('packages.card.amenities')}>
            {hotel.amenities.slice(0, MAX_AMENITY_BADGES).map((amenity) => (
              <li key={amenity.name}>
                <Badge>{t(`amenities.${amenity.name}`, { defaultValue: amenity.name })}</Badge>
              </li>
            ))}
          </ul>
        ) : null}

        <section
          aria-label={t('packages.card.flight')}
          className="rounded-xl bg-slate-50 p-3 text-sm"
        >
          <p className="mb-1 flex items-center gap-1.5 font-semibold text-slate-900">
            <Plane className="h-4 w-4 text-brand-700" aria-hidden="true" />
            {[...new Set(flight.slices.flatMap(airlinesOf))].join(' · ')}
          </p>
          <ul className="space-y-1">
            {outbound ? <SliceLine label={t('packages.card.outbound')} slice={outbound} /> : null}
            {inbound ? <SliceLine label={t('packages.card.return')} slice={inbound} /> : null}
          </ul>
        </section>

        <section
          aria-label={t('packages.card.stay')}
          className="rounded-xl bg-slate-50 p-3 text-sm"
        >
          <p className="flex items-center gap-1.5 font-semibold text-slate-900">
            <BedDouble className="h-4 w-4 text-brand-700" aria-hidden="true" />
            {[
              t('packages.card.nights', { count: pkg.nights }),
              t('packages.card.guests', { count: pkg.guests }),
              t('packages.card.rooms', { count: pkg.rooms }),
            ].join(' · ')}
          </p>
          <p className="mt-1 text-slate-700">
            {t('packages.card.stayDates', {
              checkIn: formatCalendarDate(pkg.checkIn, language, DATE_STYLES.trip),
              checkOut: formatCalendarDate(pkg.checkOut, language, DATE_STYLES.trip),
            })}
          </p>
        </section>

        <dl className="mt-auto text-sm">
          <PriceRow label={t('packages.card.flightPrice', { count: pkg.guests })}>
            {money(price.flightCents)}
          </PriceRow>
          <PriceRow
            label={t('packages.card.stayPrice', {
              breakdown: stayBreakdown(t, prices, {
                pricePerNight: hotel.pricePerNight,
                nights: pkg.nights,
                guests: pkg.guests,
              }),
            })}
          >
            {money(price.hotelCents)}
          </PriceRow>
          <PriceRow label={t('packages.card.discount', { rate: percent(PACKAGE_DISCOUNT_RATE) })}>
            <span className="text-brand-700">−{money(price.discountCents)}</span>
          </PriceRow>
          <PriceRow strong label={t('packages.card.total')}>
            <span data-testid="package-price">{money(price.totalCents)}</span>
          </PriceRow>
        </dl>
        <p className="text-xs text-slate-600">
          {t('packages.card.taxesNote', { rate: percent(TAX_RATE) })}
        </p>
        <Button
          size="lg"
          className="w-full"
          disabled={disabled}
          onClick={onBook}
          aria-label={t('packages.card.bookOf', {
            hotel: hotel.name,
            nights: t('packages.card.nights', { count: pkg.nights }),
          })}
        >
          {t('packages.card.book')}
        </Button>
      </div>
    </article>
  );
}
