import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label, NativeSelect } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ruleText } from '../../../lib/field-rules.ts';
import {
  AirportInput,
  airportField,
  lookupAirport,
  type AirportField,
} from '../../flights/index.ts';
import {
  earliestPackageDeparture,
  GUEST_CHOICES,
  missesRequired,
  PACKAGE_FIELDS,
  packageSearchOf,
  roomChoices,
  type PackageField,
  type PackageProblems,
  type PackageSearch,
  type PackageSearchDraft,
} from '../complete-packages.ts';

/** The form's own words for a rule; the others are said as every form says them. */
const RULE_KEYS: Partial<Record<string, string>> = {
  'from:required': 'fromRequired',
  'to:required': 'toRequired',
  'departDate:required': 'departRequired',
  'returnDate:required': 'returnRequired',
  'departDate:too_soon': 'departTooSoon',
  'to:same_airports': 'sameAirports',
  'returnDate:return_before_departure': 'returnBeforeDeparture',
};

/** Spec 1's package search form: From, To, Departure, Return, Guests, Rooms. */
export function PackageSearchForm({
  draft,
  onDraftChange,
  searching,
  onSearch,
}: {
  draft: PackageSearchDraft;
  onDraftChange: (patch: Partial<PackageSearchDraft>) => void;
  searching: boolean;
  onSearch: (search: PackageSearch) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<PackageProblems>({});
  const [resolving, setResolving] = useState(false);
  const refs = useRef<Partial<Record<PackageField, HTMLInputElement | null>>>({});
  const busy = searching || resolving;
  const earliest = earliestPackageDeparture();

  function update(patch: Partial<PackageSearchDraft>) {
    onDraftChange(patch);
    // A field the traveller changes stops being marked; the others wait for the next try.
    const touched = PACKAGE_FIELDS.filter((field) => field in patch && problems[field]);
    if (touched.length) {
      setProblems((current) => {
        const next = { ...current };
        for (const field of touched) delete next[field];
        return next;
      });
    }
  }

  /** Text typed without choosing a suggestion is matched to its best airport. */
  async function resolve(field: AirportField): Promise<AirportField> {
    if (field.airport || !field.text.trim()) return field;
    const airport = await lookupAirport(queryClient, field.text).catch(() => null);
    return airport ? airportField(airport) : field;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setResolving(true);
    const [from, to] = await Promise.all([resolve(draft.from), resolve(draft.to)]).finally(() =>
      setResolving(false),
    );
    if (from !== draft.from || to !== draft.to) onDraftChange({ from, to });
    const { problems: found, search } = packageSearchOf({ ...draft, from, to });
    setProblems(found);
    if (search) {
      onSearch(search);
      return;
    }
    if (missesRequired(found)) {
      toast({
        title: t('packages.validation.missingTitle'),
        description: t('packages.validation.missingText'),
        variant: 'destructive',
      });
    }
    const first = PACKAGE_FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  }

  function problemText(field: PackageField): string | undefined {
    const problem = problems[field];
    if (!problem) return undefined;
    if (field === 'from' || field === 'to') {
      const text = draft[field].text.trim();
      if (problem.rule === 'unknown_airport') return t('packages.validation.noAirport', { text });
    }
    const key = RULE_KEYS[`${field}:${problem.rule}`];
    return key ? t(`packages.validation.${key}`) : ruleText(t, problem.rule, problem.limit);
  }

  const fieldId = (field: PackageField) => `${id}-${field}`;
  const dateProps = (field: 'departDate' | 'returnDate') => ({
    id: fieldId(field),
    type: 'date',
    required: true,
    ...(problems[field]
      ? {
          'aria-invalid': true as const,
          'aria-describedby': `${fieldId(field)}-error`,
          className: 'border-clay-600',
        }
      : {}),
    ref: (el: HTMLInputElement | null) => {
      refs.current[field] = el;
    },
  });
  const dateProblem = (field: 'departDate' | 'returnDate') =>
    problems[field] ? (
      <p id={`${fieldId(field)}-error`} className="mt-1 text-sm text-clay-600">
        {problemText(field)}
      </p>
    ) : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      role="search"
      aria-label={t('packages.form.label')}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_11rem_11rem]">
        <AirportInput
          id={fieldId('from')}
          direction="from"
          label={t('packages.form.from')}
          placeholder={t('packages.form.airportPlaceholder')}
          value={draft.from}
          onChange={(from) => update({ from })}
          error={problemText('from')}
          inputRef={(el) => {
            refs.current.from = el;
          }}
        />
        <AirportInput
          id={fieldId('to')}
          direction="to"
          label={t('packages.form.to')}
          placeholder={t('packages.form.airportPlaceholder')}
          value={draft.to}
          onChange={(to) => update({ to })}
          error={problemText('to')}
          inputRef={(el) => {
            refs.current.to = el;
          }}
        />
        <div>
          <Label htmlFor={fieldId('departDate')}>{t('packages.form.departDate')}</Label>
          <Input
            {...dateProps('departDate')}
            min={earliest}
            value={draft.departDate}
            onChange={(event) => {
              const departDate = event.target.value;
              update({
                departDate,
                // A return before the new departure would be refused: it is cleared instead.
                ...(draft.returnDate && departDate && draft.returnDate < departDate
                  ? { returnDate: '' }
                  : {}),
              });
            }}
          />
          {dateProblem('departDate')}
        </div>
        <div>
          <Label htmlFor={fieldId('returnDate')}>{t('packages.form.returnDate')}</Label>
          <Input
            {...dateProps('returnDate')}
            min={draft.departDate || earliest}
            value={draft.returnDate}
            onChange={(event) => update({ returnDate: event.target.value })}
          />
          {dateProblem('returnDate')}
        </div>
      </div>

      <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-[11rem_11rem_1fr]">
        <div>
          <Label htmlFor={`${id}-guests`}>{t('packages.form.guests')}</Label>
          <NativeSelect
            id={`${id}-guests`}
            value={draft.guests}
            onChange={(event) => {
              const guests = Number(event.target.value);
              update({ guests, rooms: Math.min(draft.rooms, guests) });
            }}
          >
            {GUEST_CHOICES.map((n) => (
              <option key={n} value={n}>
                {t('packages.form.guestCount', { count: n })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor={`${id}-rooms`}>{t('packages.form.rooms')}</Label>
          <NativeSelect
            id={`${id}-rooms`}
            value={draft.rooms}
            onChange={(event) => update({ rooms: Number(event.target.value) })}
          >
            {roomChoices(draft.guests).map((n) => (
              <option key={n} value={n}>
                {t('packages.form.roomCount', { count: n })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="col-span-2 flex items-end lg:col-span-1 lg:justify-end">
          <Button type="submit" size="lg" className="w-full lg:w-auto" disabled={busy}>
            <Search className="h-4 w-4" aria-hidden="true" />
            {busy ? t('packages.form.searching') : t('packages.form.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
