import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import type { Accommodation } from '../../../../domain/accommodations.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PropertyImage } from '../../../components/property-image.tsx';
import { picturesOf } from '../../../lib/property-pictures.ts';
import type { LiveHotel } from '../api/get-stays.ts';
import { Rating } from './rating.tsx';
import { useMoney } from '../../../lib/money.ts';

/** A property in a short card: name, place, price a night, rating and 'Book Now'. */
export function StayCard({
  stay,
  bookHref,
}: {
  stay: Accommodation;
  /** The hotels page, searching for this property on the stay's dates. */
  bookHref: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const picture = picturesOf(stay)[0]!;
  return (
    <article
      className="flex w-full min-w-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="stay-card"
      aria-labelledby={`stay-${stay.id}`}
    >
      <div className="aspect-[8/5] w-full bg-slate-100">
        <PropertyImage
          picture={picture}
          alt=""
          name={stay.name}
          sizes="(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h4 id={`stay-${stay.id}`} className="leading-tight font-semibold">
            {stay.name}
          </h4>
          {stay.rating ? <Rating rating={stay.rating} className="text-sm font-medium" /> : null}
        </div>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
          {stay.location}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <p className="font-bold text-brand-800">
            {t('countries.stay.perNight', {
              price: money.price(stay.pricePerNight, 'trim'),
            })}
          </p>
          <Link
            href={bookHref}
            className={buttonClasses('primary')}
            aria-label={t('countries.stay.bookNowOf', { name: stay.name })}
          >
            {t('countries.stay.bookNow')}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** A result of the live search in one row: what a night and the whole stay cost now. */
export function LiveHotelRow({
  hotel,
  nights,
  guests,
  bookHref,
}: {
  hotel: LiveHotel;
  nights: number;
  guests: number;
  /** The hotels page, searching for this property on the stay's dates. */
  bookHref: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const perNight = Number(hotel.price_per_night.amount);
  return (
    <article
      className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4"
      data-testid="live-hotel"
      aria-labelledby={`live-hotel-${hotel.id}`}
    >
      <div className="min-w-0 flex-1 basis-56">
        <h4 id={`live-hotel-${hotel.id}`} className="leading-tight font-semibold">
          {hotel.name}
        </h4>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="flex items-center gap-1">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            {hotel.location}
          </span>
          {hotel.rating ? (
            <Rating rating={hotel.rating} className="font-medium text-slate-800" />
          ) : null}
        </p>
        {hotel.roomsLeft !== undefined && hotel.roomsLeft <= 3 ? (
          <p className="mt-1 text-xs font-medium text-clay-600">
            {t('countries.liberia.hotels.roomsLeft', { count: hotel.roomsLeft })}
          </p>
        ) : null}
      </div>
      <p className="text-right">
        <span className="block font-bold text-brand-800">
          {t('countries.stay.perNight', { price: money.price(perNight, 'trim') })}
        </span>
        <span className="block text-xs text-slate-600">
          {t('countries.stay.total', {
            // The price is per guest and night, as the checkout charges it.
            price: money.price(perNight * nights * guests, 'trim'),
            count: nights,
            guests: t('countries.stay.guests', { count: guests }),
          })}
        </span>
      </p>
      <Link
        href={bookHref}
        className={buttonClasses('primary')}
        aria-label={t('countries.stay.bookNowOf', { name: hotel.name })}
      >
        {t('countries.stay.bookNow')}
      </Link>
    </article>
  );
}
