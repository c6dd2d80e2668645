import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { placeName } from '../../../../domain/place-names.ts';
import { PlaneLanding, PlaneTakeoff } from 'lucide-react';
import type { Airport } from '../../../../domain/flights.ts';
import { Input, Label } from '../../../components/ui/input.tsx';
import { handleSuggestionKeys, SuggestionList } from '../../../components/ui/suggestion-list.tsx';
import { cn } from '../../../lib/utils.ts';
import { useAirportSuggestions } from '../api/airports.ts';
import { airportField, type AirportField } from '../search-draft.ts';

const TYPING_PAUSE_MS = 150;

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * An airport box with up to 8 suggestions by city, country, name or code (a combobox). The
 * list closes on a click or a focus outside it, and on Escape.
 */
export function AirportInput({
  id,
  label,
  placeholder,
  value,
  onChange,
  error,
  direction,
  inputRef,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: AirportField;
  onChange: (value: AirportField) => void;
  error?: string | undefined;
  direction: 'from' | 'to';
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const errorId = `${id}-error`;
  const containerRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = value.airport ? '' : value.text.trim();
  const q = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const query = useAirportSuggestions(open ? q : '');
  const suggestions = open && typed && query.data ? query.data : [];
  const expanded = suggestions.length > 0;
  const noMatch =
    open && typed !== '' && q === typed && query.isSuccess && !query.isPlaceholderData && !expanded;
  const Icon = direction === 'from' ? PlaneTakeoff : PlaneLanding;

  useEffect(() => setActive(-1), [query.data]);

  function choose(airport: Airport) {
    onChange(airportField(airport));
    setOpen(false);
    setActive(-1);
  }

  return (
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Icon
          className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-slate-500"
          aria-hidden="true"
        />
        <Input
          ref={inputRef}
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          spellCheck={false}
          className={cn('pl-10', error && 'border-clay-600')}
          placeholder={placeholder}
          value={value.text}
          onFocus={(event) => {
            if (value.airport) event.target.select();
          }}
          onChange={(event) => {
            onChange({ text: event.target.value, airport: null });
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && !open && typed) {
              event.preventDefault();
              setOpen(true);
              return;
            }
            if (event.key === 'Escape' && open) {
              event.preventDefault();
              setOpen(false);
              return;
            }
            if (!expanded) return;
            handleSuggestionKeys(event, {
              count: suggestions.length,
              active,
              setActive,
              chooseActive: (index) => choose(suggestions[index]!),
            });
          }}
        />
      </div>
      <SuggestionList
        id={listId}
        label={t('flights.search.suggestions', { label })}
        items={suggestions}
        active={active}
        open={expanded}
        itemKey={(airport) => airport.code}
        onChoose={choose}
        className="max-h-80 min-w-64 overflow-y-auto"
        optionClassName="flex-col px-3 py-2"
      >
        {(airport) => (
          <>
            <span className="text-sm font-medium">
              {airport.city} ({airport.code})
            </span>
            <span className="text-xs text-slate-600">
              {airport.name}, {placeName(airport.country, i18n.language)}
            </span>
          </>
        )}
      </SuggestionList>
      {noMatch ? (
        <p
          role="status"
          className="absolute z-20 mt-1 w-full rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700 shadow-lg"
        >
          {t('flights.search.noAirport', { text: typed })}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-clay-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
