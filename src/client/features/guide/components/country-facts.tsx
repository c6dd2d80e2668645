import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import type { TFunction } from 'i18next';
import type { GuideCountry } from '../../../../domain/guide.ts';
import { monthRuns } from '../months.ts';
import { ExternalLink } from './external-link.tsx';
import {
  DATE_STYLES,
  formatCalendarDate,
  formatList,
  formatMonth,
} from '../../../../domain/format.ts';

const FRENCH_VOWEL = /^[aeiouyàâéèêîôû]/i;

/** A cell's text starts with a capital, whatever the list it came from. */
function capitalized(text: string, language: string) {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** Best months in words: "November to February", "de novembre à février et juillet". */
export function bestTimeText(months: number[], language: string, t: TFunction) {
  if (new Set(months).size === 12) return t('guide.countries.allYear');
  const parts = monthRuns(months).map(([from, to]) => {
    const first = formatMonth(from, language);
    if (from === to) return first;
    return t('guide.countries.monthRange', {
      from: first,
      to: formatMonth(to, language),
      context: FRENCH_VOWEL.test(first) ? 'elided' : undefined,
    });
  });
  return capitalized(formatList(parts, language), language);
}

function ChangesOften() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">
      {t('guide.countries.changesOften')}
    </span>
  );
}

/** The entry summary, folded: the table compares at a glance, the rules open on demand. */
function EntryFacts({ country }: { country: GuideCountry }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-1">
      {country.entry.changesOften ? <ChangesOften /> : null}
      <details className="group">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 font-medium text-brand-700 underline underline-offset-2 [&::-webkit-details-marker]:hidden">
          {t('guide.countries.entryRules')}
          <ChevronDown
            className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <div className="space-y-2 pb-2 text-slate-700">
          <p>{country.entry.summary}</p>
          <p>
            {t('guide.countries.officialSource')}{' '}
            <ExternalLink href={country.entry.officialSource.url} className="break-words">
              {country.entry.officialSource.name}
            </ExternalLink>
          </p>
          <p className="text-xs text-slate-600">
            {t('guide.countries.entryReviewed', {
              date: formatCalendarDate(country.reviewed.entry, i18n.language, DATE_STYLES.long),
            })}
          </p>
        </div>
      </details>
    </div>
  );
}

function OfficialLanguages({ country }: { country: GuideCountry }) {
  const { i18n } = useTranslation();
  return (
    <ul className="space-y-0.5">
      {country.officialLanguages.map((language) => (
        <li key={language}>{capitalized(language, i18n.language)}</li>
      ))}
    </ul>
  );
}

function Currency({ country }: { country: GuideCountry }) {
  const { i18n } = useTranslation();
  const { currency } = country;
  return (
    <>
      {capitalized(currency.name, i18n.language)}{' '}
      <span className="whitespace-nowrap text-slate-600">
        ({currency.code}, {currency.symbol})
      </span>
    </>
  );
}

/** Wide screens: one table, a row per country, to compare down each column. */
function CountryTable({ countries }: { countries: GuideCountry[] }) {
  const { t, i18n } = useTranslation();
  const head = 'px-3 py-2 text-left align-bottom font-semibold';
  const cell = 'px-3 py-3 align-top';
  return (
    <table
      aria-labelledby="countries-title"
      className="w-full table-fixed border-collapse text-sm"
      data-testid="country-table"
    >
      <thead className="border-b-2 border-slate-300 text-slate-900">
        <tr>
          <th scope="col" className={`${head} w-[16%]`}>
            {t('guide.countries.country')}
          </th>
          <th scope="col" className={`${head} w-[16%]`}>
            {t('guide.countries.currency')}
          </th>
          <th scope="col" className={`${head} w-[17%]`}>
            {t('guide.countries.languages')}
          </th>
          <th scope="col" className={`${head} w-[12%]`}>
            {t('guide.countries.bestMonths')}
          </th>
          <th scope="col" className={`${head} w-[13%]`}>
            {t('guide.countries.yellowFever')}
          </th>
          <th scope="col" className={head}>
            {t('guide.countries.entry')}
          </th>
        </tr>
      </thead>
      <tbody>
        {countries.map((country) => (
          <tr key={country.slug} className="border-b border-slate-200">
            <th scope="row" className={`${cell} text-left font-normal`}>
              <span className="block text-base font-semibold text-slate-900">{country.name}</span>
              <span className="text-slate-600">
                <span className="sr-only">{t('guide.countries.capital')} </span>
                {country.capital}
              </span>
            </th>
            <td className={cell}>
              <Currency country={country} />
            </td>
            <td className={cell}>
              <OfficialLanguages country={country} />
            </td>
            <td className={cell}>{bestTimeText(country.bestMonths, i18n.language, t)}</td>
            <td className={cell}>{t(`guide.countries.yellowFeverRules.${country.yellowFever}`)}</td>
            <td className={cell}>
              <EntryFacts country={country} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Phones and tablets: a card per country, the same facts as a list of terms. */
function CountryCard({ country }: { country: GuideCountry }) {
  const { t, i18n } = useTranslation();
  const term = 'font-medium text-slate-600';
  const value = 'mb-2 text-slate-900';
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="country-card"
    >
      <h3 className="text-lg font-semibold text-slate-900">{country.name}</h3>
      <dl className="mt-2 text-sm">
        <dt className={term}>{t('guide.countries.capital')}</dt>
        <dd className={value}>{country.capital}</dd>
        <dt className={term}>{t('guide.countries.currency')}</dt>
        <dd className={value}>
          <Currency country={country} />
        </dd>
        <dt className={term}>{t('guide.countries.languages')}</dt>
        <dd className={value}>
          <OfficialLanguages country={country} />
        </dd>
        <dt className={term}>{t('guide.countries.bestMonths')}</dt>
        <dd className={value}>{bestTimeText(country.bestMonths, i18n.language, t)}</dd>
        <dt className={term}>{t('guide.countries.yellowFever')}</dt>
        <dd className="text-slate-900">
          {t(`guide.countries.yellowFeverRules.${country.yellowFever}`)}
        </dd>
      </dl>
      <div className="mt-1 border-t border-slate-200 pt-3 text-sm">
        <EntryFacts country={country} />
      </div>
    </li>
  );
}

/** "Country by country": the quick facts a traveller compares, as a table or as cards. */
export function CountryFacts({ countries }: { countries: GuideCountry[] }) {
  const { t } = useTranslation();
  return (
    <section
      id="countries"
      aria-labelledby="countries-title"
      tabIndex={-1}
      className="scroll-mt-24 border-t border-slate-200 pt-8 focus:outline-none"
    >
      <h2 id="countries-title" className="text-2xl font-bold text-slate-900">
        {t('guide.countries.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('guide.countries.intro')}</p>
      <div className="mt-4 hidden lg:block">
        <CountryTable countries={countries} />
      </div>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:hidden">
        {countries.map((country) => (
          <CountryCard key={country.slug} country={country} />
        ))}
      </ul>
    </section>
  );
}
