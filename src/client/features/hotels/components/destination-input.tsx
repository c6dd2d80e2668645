import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { suggestDestinations } from '../../../../domain/hotel-search.ts';
import { Input, Label } from '../../../components/ui/input.tsx';
import { handleSuggestionKeys, SuggestionList } from '../../../components/ui/suggestion-list.tsx';

/** Destination text box with up to 6 suggestions from the built-in destinations (a combobox). */
export function DestinationInput({
  id,
  value,
  onChange,
  label,
  placeholder,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = open ? suggestDestinations(value) : [];
  const expanded = suggestions.length > 0;

  function choose(name: string) {
    onChange(name);
    setOpen(false);
    setActive(-1);
  }

  return (
    <div className="relative">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <MapPin
          className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          className="pl-10"
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(event) => {
            if (!expanded) return;
            const used = handleSuggestionKeys(event, {
              count: suggestions.length,
              active,
              setActive,
              chooseActive: (index) => choose(suggestions[index]!.name),
            });
            if (!used && event.key === 'Escape') setOpen(false);
          }}
        />
      </div>
      <SuggestionList
        id={listId}
        label={t('hotels.search.suggestions')}
        items={suggestions}
        active={active}
        open={expanded}
        itemKey={(destination) => destination.name}
        onChoose={(destination) => choose(destination.name)}
        className="overflow-hidden"
        optionClassName="items-center justify-between px-3 py-2.5 text-sm"
      >
        {(destination) => (
          <>
            <span className="font-medium">{destination.name}</span>
            <span className="text-slate-600">{destination.country}</span>
          </>
        )}
      </SuggestionList>
    </div>
  );
}
