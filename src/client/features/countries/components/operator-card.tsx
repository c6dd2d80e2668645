import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, Mail, MapPin, Phone } from 'lucide-react';
import { placeName } from '../../../../domain/place-names.ts';
import type { TourOperator } from '../../../../domain/tours.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Rating } from './rating.tsx';

/** A local tour operator as a country page lists it (spec 2 "Country pages"). */
export function OperatorCard({
  operator,
  toursHref,
}: {
  operator: TourOperator;
  /** Where 'View Tours' and 'Contact' lead: the operators page, filtered to the country. */
  toursHref: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <article
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="operator-card"
      aria-labelledby={`operator-${operator.id}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        {operator.isVerified ? (
          <Badge className="bg-brand-700 text-white">
            <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
            {t('countries.operator.verified')}
          </Badge>
        ) : null}
        {operator.yearEstablished ? (
          <span className="text-xs text-slate-600">
            {t('countries.operator.established', { year: operator.yearEstablished })}
          </span>
        ) : null}
      </div>
      <div>
        <h3 id={`operator-${operator.id}`} className="text-lg leading-tight font-semibold">
          {operator.name}
        </h3>
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
          <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
          {operator.location}, {placeName(operator.country, language)}
        </p>
      </div>
      {operator.rating ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          <Rating rating={operator.rating} className="font-semibold" />
          <span className="text-slate-600">
            {t('countries.operator.reviews', { count: operator.reviewCount })}
          </span>
        </p>
      ) : null}
      <p className="line-clamp-4 text-sm text-slate-700">{operator.description}</p>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('countries.operator.specialties')}>
        {operator.specialties.map((specialty) => (
          <li key={specialty}>
            <Badge>{t(`countries.categories.${specialty}`, { defaultValue: specialty })}</Badge>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">
        <span className="font-medium">{t('countries.operator.languages')}</span>{' '}
        {operator.languages
          .map((name) => t(`countries.languageNames.${name}`, { defaultValue: name }))
          .join(', ')}
      </p>
      <ul className="space-y-1 text-sm">
        {operator.contactPhone ? (
          <li>
            <a
              href={`tel:${operator.contactPhone.replace(/\s+/g, '')}`}
              className="inline-flex min-h-8 items-center gap-2 text-brand-800 hover:underline"
            >
              <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{t('countries.operator.phone')}</span>
              {operator.contactPhone}
            </a>
          </li>
        ) : null}
        <li>
          <a
            href={`mailto:${operator.contactEmail}`}
            className="inline-flex min-h-8 max-w-full items-center gap-2 break-all text-brand-800 hover:underline"
          >
            <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t('countries.operator.email')}</span>
            {operator.contactEmail}
          </a>
        </li>
      </ul>
      <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
        <Link
          href={toursHref}
          className={buttonClasses('primary')}
          aria-label={t('countries.operator.viewToursOf', { name: operator.name })}
        >
          {t('countries.operator.viewTours')}
        </Link>
        <Link
          href={toursHref}
          className={buttonClasses('outline')}
          aria-label={t('countries.operator.contactOf', { name: operator.name })}
        >
          {t('countries.operator.contact')}
        </Link>
      </div>
    </article>
  );
}
