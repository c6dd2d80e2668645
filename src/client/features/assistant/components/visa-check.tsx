import { useId, useMemo, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { allCountries, WEST_AFRICA_CODES } from '../../../../domain/countries.ts';
import { useInBrowser } from '../../../lib/in-browser.ts';
import { PASSPORT_TYPES } from '../../../../domain/assistant.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, bodyOf } from '../../../lib/api.ts';
import { checkVisa, type VisaAnswer } from '../api/check-visa.ts';
import { formatCalendarDate } from '../../../../domain/format.ts';
import { useMoney } from '../../../lib/money.ts';

const selectClasses =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/** A labelled select of the visa check. */
function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  invalid = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  invalid?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={selectClasses}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What the result says first: a suspension before anything else, since no visa can be had. */
function headline(answer: VisaAnswer): 'suspended' | 'required' | 'notRequired' {
  if (answer.visaType === 'suspended') return 'suspended';
  return answer.visaRequired ? 'required' : 'notRequired';
}

function VisaResult({ answer }: { answer: VisaAnswer }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const language = i18n.language;
  return (
    <div
      className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm"
      data-testid="visa-result"
    >
      <p className="text-base font-semibold text-slate-900">
        {t(`assistant.visa.${headline(answer)}`, {
          from: answer.fromCountryName,
          to: answer.toCountryName,
        })}
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">{t('assistant.visa.kind')}</dt>
        <dd>{t(`assistant.visa.kinds.${answer.visaType}`)}</dd>
        {answer.maxStayDays ? (
          <>
            <dt className="font-medium text-slate-700">{t('assistant.visa.maxStay')}</dt>
            <dd>{t('assistant.visa.days', { count: answer.maxStayDays })}</dd>
          </>
        ) : null}
        {answer.fee ? (
          <>
            <dt className="font-medium text-slate-700">{t('assistant.visa.fee')}</dt>
            <dd>{money.price(answer.fee)}</dd>
          </>
        ) : null}
        {answer.processingTime ? (
          <>
            <dt className="font-medium text-slate-700">{t('assistant.visa.processing')}</dt>
            <dd>{answer.processingTime}</dd>
          </>
        ) : null}
      </dl>
      {answer.requirements.length > 0 ? (
        <>
          <p className="mt-3 font-medium text-slate-700">{t('assistant.visa.bring')}</p>
          <ul className="mt-1 list-disc pl-5">
            {answer.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      ) : null}
      {answer.note ? <p className="mt-3">{answer.note}</p> : null}
      {answer.changesOften ? (
        <p className="mt-3 font-medium text-amber-900">{t('assistant.visa.changesOften')}</p>
      ) : null}
      <p className="mt-3 text-slate-700">
        {t('assistant.visa.source')}{' '}
        <a
          href={answer.officialSource.url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-700 underline"
        >
          {answer.officialSource.name}
        </a>{' '}
        · {t('assistant.visa.reviewed', { date: formatCalendarDate(answer.lastUpdated, language) })}
      </p>
    </div>
  );
}

/** The visa check of the assistant page and the guide: citizenship, destination, passport type. */
export function VisaCheck() {
  const { t, i18n } = useTranslation();
  const language = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const id = useId();
  const [fromCountry, setFrom] = useState('');
  const [toCountry, setTo] = useState('');
  const [passportType, setPassportType] = useState<string>('regular');
  const [missing, setMissing] = useState(false);
  const byName = (
    a: { name: { en: string; fr: string } },
    b: { name: { en: string; fr: string } },
  ) => a.name[language].localeCompare(b.name[language], language);
  // The countries are named by the browser's own tables: listed once the page is the browser's.
  const inBrowser = useInBrowser();
  const countries = inBrowser ? allCountries() : [];
  const citizenships = useMemo(() => [...countries].sort(byName), [language, inBrowser]); // eslint-disable-line react-hooks/exhaustive-deps
  const destinations = useMemo(
    () =>
      countries
        .filter((c) => (WEST_AFRICA_CODES as readonly string[]).includes(c.code))
        .sort(byName),
    [language, inBrowser], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const check = useMutation({ mutationFn: checkVisa });

  function submit(event: FormEvent) {
    event.preventDefault();
    setMissing(!fromCountry || !toCountry);
    if (!fromCountry || !toCountry) return;
    check.mutate({ fromCountry, toCountry, passportType, lang: language });
  }

  const error = check.error;
  const noRule = error instanceof ApiError && bodyOf(error).code === 'no_rule_on_record';
  const source = noRule
    ? (bodyOf(error).officialSource as { name: string; url: string } | undefined)
    : undefined;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      id="visa-check"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {t('assistant.visa.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('assistant.visa.intro')}</p>
      <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-3" noValidate>
        <SelectField
          id={`${id}-from`}
          label={t('assistant.visa.from')}
          value={fromCountry}
          onChange={setFrom}
          invalid={missing && !fromCountry}
          options={[
            { value: '', label: t('assistant.visa.choose') },
            ...citizenships.map((c) => ({ value: c.code, label: c.name[language] })),
          ]}
        />
        <SelectField
          id={`${id}-to`}
          label={t('assistant.visa.to')}
          value={toCountry}
          onChange={setTo}
          invalid={missing && !toCountry}
          options={[
            { value: '', label: t('assistant.visa.choose') },
            ...destinations.map((c) => ({ value: c.code, label: c.name[language] })),
          ]}
        />
        <SelectField
          id={`${id}-type`}
          label={t('assistant.visa.passportType')}
          value={passportType}
          onChange={setPassportType}
          options={PASSPORT_TYPES.map((type) => ({
            value: type,
            label: t(`assistant.visa.types.${type}`),
          }))}
        />
        <div className="sm:col-span-3">
          <Button type="submit" disabled={check.isPending}>
            {check.isPending ? t('assistant.visa.checking') : t('assistant.visa.check')}
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {missing ? (
          <p className="mt-3 text-sm font-medium text-red-700">{t('assistant.visa.missing')}</p>
        ) : null}
        {check.data && !missing ? <VisaResult answer={check.data} /> : null}
        {error && !missing ? (
          <p className="mt-3 text-sm font-medium text-red-700" role="alert">
            {noRule
              ? t('assistant.visa.noRule', { source: source?.name ?? '' })
              : t('assistant.visa.failed')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
