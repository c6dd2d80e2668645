import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ArrowRight, BedDouble, Plane } from 'lucide-react';
import type { CountryFacts } from '../../../../domain/country-facts.ts';
import { countryBySlug } from '../../../../domain/country-facts.ts';
import { placeName } from '../../../../domain/place-names.ts';
import { countryHref, flightsHref, hotelsHref } from '../tour-links.ts';

/** Hotels in the capital and across the country, and flights to the capital. */
export function TripLinks({ country }: { country: CountryFacts }) {
  const { t } = useTranslation();
  const links = [
    {
      href: hotelsHref({ destination: country.capital }),
      icon: BedDouble,
      label: t('countries.plan.hotelsIn', { place: country.capital }),
      testId: 'hotels-capital-link',
    },
    {
      href: hotelsHref({ destination: country.name }),
      icon: BedDouble,
      label: t('countries.plan.hotelsCountry', { in: t(`countries.in.${country.slug}`) }),
      testId: 'hotels-country-link',
    },
    {
      href: flightsHref(country.capital),
      icon: Plane,
      label: t('countries.plan.flightsTo', { city: country.capital }),
      testId: 'flights-link',
    },
  ];
  return (
    <section aria-labelledby="plan-heading">
      <h2 id="plan-heading" className="text-2xl font-bold">
        {t('countries.plan.heading')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {links.map(({ href, icon: Icon, label, testId }) => (
          <li key={testId}>
            <Link
              href={href}
              data-testid={testId}
              className="flex min-h-14 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 font-semibold text-brand-800 shadow-sm hover:border-brand-600 hover:bg-brand-50"
            >
              <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
              <span className="flex-1">{label}</span>
              <ArrowRight className="h-4 w-4 shrink-0" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'West African countries': the other country pages, as the facts relate them. */
export function OtherCountries({ country }: { country: CountryFacts }) {
  const { t, i18n } = useTranslation();
  return (
    <nav aria-labelledby="other-countries-heading" data-testid="other-countries">
      <h2 id="other-countries-heading" className="text-2xl font-bold">
        {t('countries.others.heading')}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {country.relatedCountries.map((slug) => {
          const other = countryBySlug(slug);
          if (!other) return null;
          return (
            <li key={slug}>
              <Link
                href={countryHref(slug)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-600 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
              >
                {placeName(other.name, i18n.language)}
                <span className="text-slate-600">· {other.capital}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
