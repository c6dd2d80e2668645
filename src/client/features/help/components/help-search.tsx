import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import { MAX_HELP_SEARCH_LENGTH } from '../../../../domain/help.ts';
import { Input, Label } from '../../../components/ui/input.tsx';

/** The search box: article titles, searched on the server as the traveller types. */
export function HelpSearch({
  value,
  onChange,
  onSubmit,
}: {
  value: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Label htmlFor="help-search" className="text-base">
        {t('help.search.label')}
      </Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id="help-search"
          type="search"
          enterKeyHint="search"
          maxLength={MAX_HELP_SEARCH_LENGTH}
          className="h-12 pr-12 pl-10 text-base sm:text-base [&::-webkit-search-cancel-button]:hidden"
          placeholder={t('help.search.placeholder')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {value ? (
          <button
            type="button"
            onClick={() => onChange('')}
            className="absolute top-1/2 right-1 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            aria-label={t('help.search.clear')}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </form>
  );
}
