import { useTranslation } from 'react-i18next';
import { CalendarDays, MapPin } from 'lucide-react';
import type { CountryFacts } from '../../../../domain/country-facts.ts';
import { placeName } from '../../../../domain/place-names.ts';
import { inLanguage } from '../content-language.ts';

/** The About text beside the best time to visit. */
export function AboutCountry({ country }: { country: CountryFacts }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="about-heading" className="lg:col-span-2">
        <h2 id="about-heading" className="text-2xl font-bold">
          {t('countries.about.heading', { country: placeName(country.name, i18n.language) })}
        </h2>
        <p className="mt-3 leading-relaxed text-slate-700">
          {inLanguage(country.about, i18n.language)}
        </p>
      </section>
      <section
        aria-labelledby="best-time-heading"
        className="rounded-2xl border border-sun-400 bg-amber-50 p-5"
        data-testid="best-time"
      >
        <h2 id="best-time-heading" className="flex items-center gap-2 text-lg font-bold">
          <CalendarDays className="h-5 w-5 text-clay-600" aria-hidden="true" />
          {t('countries.bestTime.heading')}
        </h2>
        <p className="mt-2 text-slate-800">{inLanguage(country.bestTime, i18n.language)}</p>
      </section>
    </div>
  );
}

/** The country's four best-known places, one card each. */
export function AttractionCards({ country }: { country: CountryFacts }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="attractions-heading">
      <h2 id="attractions-heading" className="text-2xl font-bold">
        {t('countries.attractions.heading')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {country.attractions.map((attraction) => (
          <li
            key={attraction.name.en}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            data-testid="attraction-card"
          >
            <h3 className="flex items-start gap-2 font-semibold">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-clay-600" aria-hidden="true" />
              {inLanguage(attraction.name, i18n.language)}
            </h3>
            <p className="mt-2 text-sm text-slate-700">
              {inLanguage(attraction.description, i18n.language)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
