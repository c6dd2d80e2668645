import { useTranslation } from 'react-i18next';
import { BadgeCheck, Calendar, Languages, Mail, MapPin, Phone, Star, Users } from 'lucide-react';
import { placeName } from '../../../../domain/place-names.ts';
import { POPULAR_TOURS_PER_OPERATOR, type TourOperator } from '../../../../domain/tours.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DifficultyBadge, PriceSymbol, TourImage } from './tour-bits.tsx';
import { formatRating } from '../../../../domain/format.ts';
import { useMoney } from '../../../lib/money.ts';

export function OperatorCard({
  operator,
  onViewTours,
  onContact,
}: {
  operator: TourOperator;
  onViewTours: () => void;
  onContact: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const language = i18n.language;
  const languages = operator.languages
    .map((name) => t(`tours.languageNames.${name}`, { defaultValue: name }))
    .join(', ');
  return (
    <article
      className="flex w-full min-w-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="operator-card"
    >
      <div className="relative aspect-[2/1] bg-slate-100">
        <TourImage
          src={operator.imageUrl}
          alt=""
          loading="lazy"
          width="800"
          height="400"
          className="h-full w-full"
        />
        <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
          {operator.isVerified ? (
            <Badge className="bg-brand-700 text-white shadow">
              <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
              {t('tours.card.verified')}
            </Badge>
          ) : (
            <span />
          )}
          <PriceSymbol range={operator.priceRange} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <div className="flex items-start justify-between gap-2">
            <h3 className="text-lg leading-tight font-semibold break-words">{operator.name}</h3>
            {operator.rating ? (
              <p className="flex shrink-0 items-center gap-1 text-sm font-medium">
                <Star className="h-4 w-4 fill-sun-400 text-sun-500" aria-hidden="true" />
                <span aria-hidden="true">{formatRating(operator.rating, language)}</span>
                <span className="sr-only">
                  {t('tours.card.rating', { rating: formatRating(operator.rating, language) })}
                </span>
              </p>
            ) : null}
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <span className="flex items-center gap-1">
              <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
              {operator.location}, {placeName(operator.country, language)}
            </span>
            <span>{t('tours.card.reviews', { count: operator.reviewCount })}</span>
          </p>
        </div>
        {operator.description ? (
          <p className="line-clamp-4 text-sm text-slate-700">{operator.description}</p>
        ) : null}
        <ul className="flex flex-wrap gap-1.5" aria-label={t('tours.card.specialties')}>
          {operator.specialties.map((specialty) => (
            <li key={specialty}>
              <Badge>{t(`tours.specialties.${specialty}`, { defaultValue: specialty })}</Badge>
            </li>
          ))}
        </ul>
        <ul className="space-y-1 text-sm text-slate-700">
          {operator.yearEstablished ? (
            <li className="flex items-center gap-2">
              <Calendar className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              {t('tours.card.established', { year: operator.yearEstablished })}
            </li>
          ) : null}
          {operator.groupSizes ? (
            <li className="flex items-center gap-2">
              <Users className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              {t('tours.card.groupSizes', { sizes: operator.groupSizes })}
            </li>
          ) : null}
          {languages ? (
            <li className="flex items-start gap-2">
              <Languages className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span>{t('tours.card.languages', { languages })}</span>
            </li>
          ) : null}
        </ul>
        {operator.popularTours.length ? (
          <section className="rounded-xl bg-slate-50 p-3">
            <h4 className="text-sm font-semibold">{t('tours.card.popularTours')}</h4>
            <ul className="mt-2 space-y-2">
              {operator.popularTours.slice(0, POPULAR_TOURS_PER_OPERATOR).map((tour) => (
                <li key={tour.id} className="text-sm" data-testid="popular-tour">
                  <p className="font-medium break-words text-slate-900">{tour.name}</p>
                  <p className="mt-0.5 text-slate-600">
                    {t('tours.duration', { count: tour.duration })}
                    <span aria-hidden="true"> · </span>
                    {t(`tours.specialties.${tour.category}`, { defaultValue: tour.category })}
                  </p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-medium text-brand-800">
                      {t('tours.perPerson', {
                        price: money.price(tour.pricePerPerson, 'trim'),
                      })}
                    </span>
                    <DifficultyBadge difficulty={tour.difficulty} />
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <ul className="space-y-1 text-sm">
          {operator.contactPhone ? (
            <li className="flex items-center gap-2">
              <Phone className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="sr-only">{t('tours.card.phone')}</span>
              <a
                href={`tel:${operator.contactPhone.replace(/[^+\d]/g, '')}`}
                className="text-brand-800 underline-offset-2 hover:underline"
              >
                {operator.contactPhone}
              </a>
            </li>
          ) : null}
          <li className="flex min-w-0 items-center gap-2">
            <Mail className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="sr-only">{t('tours.card.email')}</span>
            <a
              href={`mailto:${operator.contactEmail}`}
              className="min-w-0 break-all text-brand-800 underline-offset-2 hover:underline"
            >
              {operator.contactEmail}
            </a>
          </li>
        </ul>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
          <Button
            onClick={onViewTours}
            aria-label={t('tours.card.viewToursOf', { name: operator.name })}
          >
            {t('tours.card.viewTours')}
          </Button>
          <Button
            variant="outline"
            onClick={onContact}
            aria-label={t('tours.card.contactOf', { name: operator.name })}
          >
            {t('tours.card.contact')}
          </Button>
        </div>
      </div>
    </article>
  );
}
