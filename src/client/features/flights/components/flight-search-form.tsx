import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, Search } from 'lucide-react';
import {
  CABIN_CLASSES,
  FlightSearchBody,
  MAX_PASSENGERS,
  type FlightSearch,
} from '../../../../domain/flights.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label, NativeSelect } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ruleText } from '../../../lib/field-rules.ts';
import { cn } from '../../../lib/utils.ts';
import { ruleOf, valueAt } from '../../../../domain/field-errors.ts';
import { lookupAirport } from '../api/airports.ts';
import {
  airportField,
  draftBody,
  earliestDepartureDate,
  type AirportField,
  type FlightSearchDraft,
  type TripType,
} from '../search-draft.ts';
import { AirportInput } from './airport-input.tsx';

const TRIP_TYPES: TripType[] = ['oneWay', 'roundTrip'];
const PASSENGER_OPTIONS = Array.from({ length: MAX_PASSENGERS }, (_, i) => i + 1);
/** Children or infants: none up to one fewer than the most travellers (an adult always flies). */
const YOUNG_OPTIONS = Array.from({ length: MAX_PASSENGERS }, (_, i) => i);

type FieldName = 'from' | 'to' | 'departureDate' | 'returnDate' | 'children' | 'infants';
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELD_OF_ISSUE: Record<string, FieldName> = {
  origin: 'from',
  destination: 'to',
  departureDate: 'departureDate',
  returnDate: 'returnDate',
  children: 'children',
  infants: 'infants',
};

/** Rules of the shared schema that the search form says in its own words. */
const RULE_KEYS: Record<string, string> = {
  'origin:required': 'originRequired',
  'destination:required': 'destinationRequired',
  'departureDate:required': 'departureRequired',
  'destination:same_airports': 'sameAirports',
  'returnDate:return_before_departure': 'returnBeforeDeparture',
  'children:too_big': 'tooManyChildren',
  'infants:too_big': 'tooManyInfants',
};

export function FlightSearchForm({
  draft,
  onDraftChange,
  searching,
  onSearch,
  toInputRef,
}: {
  draft: FlightSearchDraft;
  onDraftChange: (patch: Partial<FlightSearchDraft>) => void;
  searching: boolean;
  onSearch: (search: FlightSearch) => void;
  toInputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [resolving, setResolving] = useState(false);
  const refs = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLSelectElement | null>>>({});
  const busy = searching || resolving;
  const earliest = earliestDepartureDate();

  function update(patch: Partial<FlightSearchDraft>) {
    onDraftChange(patch);
    const touched = Object.keys(patch) as (keyof FlightSearchDraft)[];
    if (touched.some((key) => key in errors)) {
      setErrors((current) => {
        const next = { ...current };
        for (const key of touched) delete next[key as FieldName];
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

    const found: FieldErrors = {};
    const body = draftBody(draft, from.airport?.code ?? '', to.airport?.code ?? '');
    const parsed = FlightSearchBody.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0]);
        const field = FIELD_OF_ISSUE[name];
        if (!field || found[field]) continue;
        const { rule, limit } = ruleOf(issue, valueAt(body, issue.path));
        const key = RULE_KEYS[`${name}:${rule}`];
        found[field] = key
          ? t(`flights.validation.${key}`, { count: Number(limit ?? 0), max: MAX_PASSENGERS })
          : ruleText(t, rule, limit);
      }
    }
    for (const [name, field] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (field.text.trim() && !field.airport) {
        found[name] = t('flights.validation.noAirport', { text: field.text.trim() });
      }
    }
    if (draft.departureDate && draft.departureDate < earliest && !found.departureDate) {
      found.departureDate = t('flights.validation.departureTooSoon');
    }
    const missingReturn = draft.tripType === 'roundTrip' && !draft.returnDate;
    if (missingReturn) found.returnDate = t('flights.validation.returnRequired');

    setErrors(found);
    const firstInvalid = (
      ['from', 'to', 'departureDate', 'returnDate', 'children', 'infants'] as const
    ).find((name) => found[name]);
    if (!firstInvalid && parsed.success) {
      onSearch(parsed.data);
      return;
    }
    if (!from.text.trim() || !to.text.trim() || !draft.departureDate) {
      toast({
        title: t('flights.validation.missingTitle'),
        description: t('flights.validation.missingText'),
        variant: 'destructive',
      });
    } else if (missingReturn) {
      toast({
        title: t('flights.validation.missingReturnTitle'),
        description: t('flights.validation.missingReturnText'),
        variant: 'destructive',
      });
    }
    if (firstInvalid) refs.current[firstInvalid]?.focus();
  }

  function chooseTripType(tripType: TripType) {
    update({ tripType, ...(tripType === 'oneWay' ? { returnDate: '' } : {}) });
  }

  const errorProps = (name: FieldName) =>
    errors[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` }
      : {};
  const errorText = (name: FieldName) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-clay-600">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      role="search"
      aria-label={t('flights.search.label')}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <fieldset className="mb-4">
        <legend className="sr-only">{t('flights.search.tripType')}</legend>
        <div className="inline-flex rounded-lg bg-slate-100 p-1">
          {TRIP_TYPES.map((type) => (
            <label
              key={type}
              className={cn(
                'flex min-h-9 cursor-pointer items-center rounded-md px-4 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                draft.tripType === type
                  ? 'bg-white text-brand-800 shadow'
                  : 'text-slate-700 hover:bg-white/60',
              )}
            >
              <input
                type="radio"
                name={`${id}-trip-type`}
                value={type}
                checked={draft.tripType === type}
                onChange={() => chooseTripType(type)}
                className="sr-only"
              />
              {t(`flights.search.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_12rem_12rem]">
        <AirportInput
          id={`${id}-from`}
          direction="from"
          label={t('flights.search.from')}
          placeholder={t('flights.search.airportPlaceholder')}
          value={draft.from}
          onChange={(from) => update({ from })}
          error={errors.from}
          inputRef={(el) => {
            refs.current.from = el;
          }}
        />
        <AirportInput
          id={`${id}-to`}
          direction="to"
          label={t('flights.search.to')}
          placeholder={t('flights.search.airportPlaceholder')}
          value={draft.to}
          onChange={(to) => update({ to })}
          error={errors.to}
          inputRef={(el) => {
            refs.current.to = el;
            if (typeof toInputRef === 'function') toInputRef(el);
            else if (toInputRef) toInputRef.current = el;
          }}
        />
        <div>
          <Label htmlFor={`${id}-departure`}>{t('flights.search.departureDate')}</Label>
          <Input
            ref={(el) => {
              refs.current.departureDate = el;
            }}
            id={`${id}-departure`}
            type="date"
            min={earliest}
            value={draft.departureDate}
            {...errorProps('departureDate')}
            onChange={(event) => {
              const departureDate = event.target.value;
              update({
                departureDate,
                ...(draft.returnDate && departureDate && draft.returnDate < departureDate
                  ? { returnDate: '' }
                  : {}),
              });
            }}
          />
          {errorText('departureDate')}
        </div>
        <div>
          {draft.tripType === 'roundTrip' ? (
            <>
              <Label htmlFor={`${id}-return`}>{t('flights.search.returnDate')}</Label>
              <Input
                ref={(el) => {
                  refs.current.returnDate = el;
                }}
                id={`${id}-return`}
                type="date"
                min={draft.departureDate || earliest}
                value={draft.returnDate}
                {...errorProps('returnDate')}
                onChange={(event) => update({ returnDate: event.target.value })}
              />
              {errorText('returnDate')}
            </>
          ) : (
            <>
              <p className="mb-1 text-sm font-medium text-slate-700" aria-hidden="true">
                {t('flights.search.returnDateOptional')}
              </p>
              <Button
                variant="outline"
                className="w-full"
                onClick={() => {
                  chooseTripType('roundTrip');
                  requestAnimationFrame(() => refs.current.returnDate?.focus());
                }}
              >
                <CalendarPlus className="h-4 w-4" aria-hidden="true" />
                {t('flights.search.addReturn')}
              </Button>
            </>
          )}
        </div>
      </div>

      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-[10rem_12rem_minmax(0,1fr)_14rem]">
        <div>
          <Label htmlFor={`${id}-passengers`}>{t('flights.search.passengers')}</Label>
          <NativeSelect
            id={`${id}-passengers`}
            value={draft.passengers}
            aria-describedby={`${id}-passengers-hint`}
            onChange={(event) => {
              // How many children and infants may fly depends on the adults: their errors go.
              const { children, infants } = draft;
              update({ passengers: Number(event.target.value), children, infants });
            }}
          >
            {PASSENGER_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {t('flights.search.passengerCount', { count: n })}
              </option>
            ))}
          </NativeSelect>
          <p id={`${id}-passengers-hint`} className="mt-1 text-xs text-slate-600">
            {t('flights.search.adultsHint')}
          </p>
        </div>
        {(['children', 'infants'] as const).map((name) => (
          <div key={name}>
            <Label htmlFor={`${id}-${name}`}>{t(`flights.search.${name}`)}</Label>
            <NativeSelect
              ref={(el) => {
                refs.current[name] = el;
              }}
              id={`${id}-${name}`}
              value={draft[name]}
              {...errorProps(name)}
              onChange={(event) =>
                update(
                  name === 'children'
                    ? { children: Number(event.target.value) }
                    : { infants: Number(event.target.value) },
                )
              }
            >
              {YOUNG_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {t(`flights.search.${name}Count`, { count: n })}
                </option>
              ))}
            </NativeSelect>
            {errorText(name)}
          </div>
        ))}
        <div>
          <Label htmlFor={`${id}-cabin`}>{t('flights.search.cabinClass')}</Label>
          <NativeSelect
            id={`${id}-cabin`}
            value={draft.cabinClass}
            onChange={(event) =>
              update({ cabinClass: event.target.value as FlightSearchDraft['cabinClass'] })
            }
          >
            {CABIN_CLASSES.map((cabin) => (
              <option key={cabin} value={cabin}>
                {t(`flights.cabin.${cabin}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-end sm:col-span-2 lg:col-span-4 lg:justify-end">
          <Button type="submit" size="lg" className="w-full lg:w-auto" disabled={busy}>
            <Search className="h-4 w-4" aria-hidden="true" />
            {busy ? t('flights.search.searching') : t('flights.search.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
