import { useTranslation } from 'react-i18next';
import type { GuideCountry } from '../../../../domain/guide.ts';

/** The health section's list of countries that ask every traveller for the certificate. */
export function YellowFeverCountries({ countries }: { countries: GuideCountry[] }) {
  const { t } = useTranslation();
  const required = countries.filter((c) => c.yellowFever === 'required');
  return (
    <div className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h3 id="yellow-fever-title" className="text-lg font-semibold text-slate-900">
        {t('guide.health.yellowFeverTitle')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('guide.health.yellowFeverText')}</p>
      <ul
        aria-labelledby="yellow-fever-title"
        className="mt-3 flex flex-wrap gap-2"
        data-testid="yellow-fever-required"
      >
        {required.map((country) => (
          <li
            key={country.slug}
            className="rounded-full border border-amber-300 bg-white px-3 py-1 text-sm font-medium text-slate-900"
          >
            {country.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
