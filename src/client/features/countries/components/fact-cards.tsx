import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banknote, Building2, Languages, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { CountryFacts } from '../../../../domain/country-facts.ts';
import { inLanguage } from '../content-language.ts';
import { formatNumber } from '../../../../domain/format.ts';

/** French writes language names in lower case; a card's heading value starts with a capital. */
function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function FactCard({
  icon: Icon,
  label,
  children,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div
      className="flex min-w-0 flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid={testId}
    >
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <Icon className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        {label}
      </dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The four facts every country page opens with: capital, population, currency, languages. */
export function FactCards({ country }: { country: CountryFacts }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // Our figures are estimates except where the facts name a census.
  const kind = country.population.includes('census') ? 'census' : 'estimate';
  const millions = formatNumber(country.populationMillions, language, {
    maximumFractionDigits: 1,
  });
  const currencies = [country.currency, ...country.otherCurrencies];
  return (
    <section aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="sr-only">
        {t('countries.facts.heading')}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FactCard icon={Building2} label={t('countries.facts.capital')} testId="fact-capital">
          <span className="text-2xl font-bold">{country.capital}</span>
        </FactCard>
        <FactCard icon={Users} label={t('countries.facts.population')} testId="fact-population">
          <span className="text-2xl font-bold">
            {t('countries.facts.millions', { value: millions })}
          </span>{' '}
          <span className="text-sm text-slate-600">
            ({t(`countries.facts.population_${kind}`, { year: country.populationYear })})
          </span>
        </FactCard>
        <FactCard icon={Banknote} label={t('countries.facts.currency')} testId="fact-currency">
          <ul className="space-y-2">
            {currencies.map((currency, index) => (
              <li key={currency.code}>
                <span className={index === 0 ? 'text-2xl font-bold' : 'font-semibold'}>
                  {currency.code}
                </span>{' '}
                <span className="text-slate-700">
                  {inLanguage(currency.name, language)} ({currency.symbol})
                </span>
                {currency.note ? (
                  <p className="mt-1 text-sm text-slate-600">
                    {inLanguage(currency.note, language)}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </FactCard>
        <FactCard icon={Languages} label={t('countries.facts.languages')} testId="fact-languages">
          <p>
            <span className="text-2xl font-bold">
              {capitalize(
                country.officialLanguages.map((name) => inLanguage(name, language)).join(', '),
              )}
            </span>{' '}
            <span className="text-sm text-slate-600">({t('countries.facts.official')})</span>
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {t('countries.facts.alsoSpoken', {
              languages: country.spokenLanguages
                .map((name) => inLanguage(name, language))
                .join(', '),
            })}
          </p>
        </FactCard>
      </dl>
    </section>
  );
}
