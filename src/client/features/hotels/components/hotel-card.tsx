import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { placeName } from '../../../../domain/place-names.ts';
import { Car, Coffee, MapPin, Star, Wifi } from 'lucide-react';
import { MAX_AMENITY_BADGES } from '../../../../domain/constants.ts';
import type { Accommodation } from '../../../../domain/accommodations.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PropertyImage } from '../../../components/property-image.tsx';
import { picturesOf } from '../../../lib/property-pictures.ts';
import { formatRating } from '../../../../domain/format.ts';
import { useMoney } from '../../../lib/money.ts';

/** A card's width: the whole phone, half the grid from 640 px, a third of 72rem from 1024 px. */
const CARD_SIZES = '(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw';

function AmenityIcon({ name }: { name: string }) {
  if (name === 'Free WiFi') return <Wifi className="h-3.5 w-3.5" aria-hidden="true" />;
  if (name === 'Parking') return <Car className="h-3.5 w-3.5" aria-hidden="true" />;
  if (name === 'Restaurant' || name === 'Room Service')
    return <Coffee className="h-3.5 w-3.5" aria-hidden="true" />;
  return null;
}

/**
 * A stay's card; drawn again only when its stay changes (memo), as a tick or a sort redraws the
 * results around two dozen of them on a phone.
 */
export const HotelCard = memo(function HotelCard({
  hotel,
  onOpen,
  eager = false,
}: {
  hotel: Accommodation;
  /** The first card: its picture is the page's largest paint, asked for at once. */
  eager?: boolean;
  /** Opens the stay's dialog, at its booking form when `focusBooking`. */
  onOpen: (hotel: Accommodation, focusBooking: boolean) => void;
}) {
  const onViewDetails = () => onOpen(hotel, false);
  const onBookNow = () => onOpen(hotel, true);
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const picture = picturesOf(hotel)[0]!;
  const extra = hotel.amenities.length - MAX_AMENITY_BADGES;
  return (
    <article
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="hotel-card"
    >
      <div className="relative aspect-[8/5] bg-slate-100">
        <PropertyImage
          picture={picture}
          alt=""
          name={hotel.name}
          sizes={CARD_SIZES}
          eager={eager}
        />
        <span
          className="absolute top-3 right-3 rounded-full bg-white/95 px-3 py-1 text-sm font-bold text-brand-800 shadow"
          data-testid="hotel-price"
        >
          {t('hotels.card.perNight', {
            price: money.price(hotel.pricePerNight, 'trim'),
          })}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-lg leading-tight font-semibold">{hotel.name}</h3>
          {hotel.rating ? (
            <span
              className="flex shrink-0 items-center gap-1 text-sm font-medium"
              aria-label={t('hotels.card.rating', {
                rating: formatRating(hotel.rating, i18n.language),
              })}
            >
              <Star className="h-4 w-4 fill-sun-400 text-sun-500" aria-hidden="true" />
              {formatRating(hotel.rating, i18n.language)}
            </span>
          ) : null}
        </div>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPin className="h-4 w-4" aria-hidden="true" />
          {hotel.location}, {placeName(hotel.country, i18n.language)}
        </p>
        {hotel.description ? (
          <p className="line-clamp-2 text-sm text-slate-700">{hotel.description}</p>
        ) : null}
        <ul className="flex flex-wrap gap-1.5" aria-label={t('hotels.detail.amenities')}>
          {hotel.amenities.slice(0, MAX_AMENITY_BADGES).map((amenity) => (
            <li key={amenity.name}>
              <Badge>
                <AmenityIcon name={amenity.name} />
                {t(`amenities.${amenity.name}`, { defaultValue: amenity.name })}
              </Badge>
            </li>
          ))}
          {extra > 0 ? (
            <li>
              <Badge className="bg-slate-100 text-slate-700">
                {t('hotels.card.more', { count: extra })}
              </Badge>
            </li>
          ) : null}
        </ul>
        <p className="text-xs text-slate-600">
          {t('hotels.card.reviews', { count: hotel.reviewCount })}
        </p>
        {hotel.roomsLeft !== undefined && hotel.roomsLeft <= 3 ? (
          <p className="text-xs font-medium text-clay-600">
            {t('hotels.card.roomsLeft', { count: hotel.roomsLeft })}
          </p>
        ) : null}
        <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
          <Button
            variant="outline"
            onClick={onViewDetails}
            aria-label={t('hotels.card.viewDetailsOf', { name: hotel.name })}
          >
            {t('hotels.card.viewDetails')}
          </Button>
          <Button onClick={onBookNow} aria-label={t('hotels.card.bookNowOf', { name: hotel.name })}>
            {t('hotels.card.bookNow')}
          </Button>
        </div>
      </div>
    </article>
  );
});
