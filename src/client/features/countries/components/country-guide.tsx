import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { CountryFacts } from '../../../../domain/country-facts.ts';
import type { TourPackage } from '../../../../domain/tours.ts';
import { placeName } from '../../../../domain/place-names.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { COUNTRY_PALETTES } from '../country-palettes.ts';
import { hotelsHref } from '../tour-links.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { OtherCountries, TripLinks } from './country-links.tsx';
import { AboutCountry, AttractionCards } from './country-overview.tsx';
import { CountryOperators, PopularTours } from './country-tours.tsx';
import { CountryHero } from './country-hero.tsx';
import { FactCards } from './fact-cards.tsx';

/** Nigeria, Ghana, Senegal and Sierra Leone share this layout (spec 2 "Country pages"). */
export function CountryGuide({
  country,
  onBookTour,
}: {
  country: CountryFacts;
  onBookTour: (tour: TourPackage) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = placeName(country.name, i18n.language);
  usePageMeta({
    title: t('countries.pageTitle', { country: name }),
    description: t('countries.pageDescription', { country: name }),
  });
  return (
    <div>
      <CountryHero
        palette={COUNTRY_PALETTES[country.slug]}
        eyebrow={t('countries.eyebrow')}
        title={name}
        actions={
          <>
            <a href="#popular-tours" className={buttonClasses('secondary', 'lg')}>
              {t('countries.hero.seeTours')}
            </a>
            <Link
              href={hotelsHref({ destination: country.capital })}
              className={buttonClasses('outline', 'lg')}
            >
              {t('countries.plan.hotelsIn', { place: country.capital })}
            </Link>
          </>
        }
      >
        <p>{t(`countries.tagline.${country.slug}`)}</p>
      </CountryHero>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <FactCards country={country} />
        <AboutCountry country={country} />
        <AttractionCards country={country} />
        <CountryOperators country={country} />
        <PopularTours country={country} onBookTour={onBookTour} />
        <TripLinks country={country} />
        <OtherCountries country={country} />
      </div>
    </div>
  );
}
