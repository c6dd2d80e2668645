import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import { placeName } from '../../../../domain/place-names.ts';
import { OPERATOR_COUNTRIES, PRICE_RANGES, SPECIALTIES } from '../../../../domain/tours.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label, NativeSelect } from '../../../components/ui/input.tsx';
import type { OperatorFilters, OperatorSearch } from '../operator-search.ts';

/**
 * The text is filtered in the page as it is typed; the three selects are the server's filters
 * (spec 2 section 7).
 */
export function OperatorFiltersForm({
  value,
  onTextChange,
  onFiltersChange,
  onClear,
}: {
  value: OperatorSearch;
  onTextChange: (text: string) => void;
  onFiltersChange: (filters: OperatorFilters) => void;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation();
  const filters: OperatorFilters = {
    country: value.country,
    specialty: value.specialty,
    priceRange: value.priceRange,
  };
  const anySet =
    value.q.trim() !== '' ||
    value.country !== 'all' ||
    value.specialty !== 'all' ||
    value.priceRange !== 'all';

  return (
    <form
      role="search"
      aria-label={t('tours.filters.label')}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <Label htmlFor="operator-search">{t('tours.filters.search')}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id="operator-search"
            type="search"
            className="pl-9"
            placeholder={t('tours.filters.searchPlaceholder')}
            value={value.q}
            onChange={(event) => onTextChange(event.target.value)}
          />
        </div>
      </div>
      <div>
        <Label htmlFor="operator-country">{t('tours.filters.country')}</Label>
        <NativeSelect
          id="operator-country"
          value={value.country}
          onChange={(event) =>
            onFiltersChange({
              ...filters,
              country: event.target.value as OperatorFilters['country'],
            })
          }
        >
          <option value="all">{t('tours.filters.allCountries')}</option>
          {OPERATOR_COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {placeName(country, i18n.language)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <Label htmlFor="operator-specialty">{t('tours.filters.specialty')}</Label>
        <NativeSelect
          id="operator-specialty"
          value={value.specialty}
          onChange={(event) =>
            onFiltersChange({
              ...filters,
              specialty: event.target.value as OperatorFilters['specialty'],
            })
          }
        >
          <option value="all">{t('tours.filters.allSpecialties')}</option>
          {SPECIALTIES.map((specialty) => (
            <option key={specialty} value={specialty}>
              {t(`tours.specialties.${specialty}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <Label htmlFor="operator-price">{t('tours.filters.priceRange')}</Label>
        <NativeSelect
          id="operator-price"
          value={value.priceRange}
          onChange={(event) =>
            onFiltersChange({
              ...filters,
              priceRange: event.target.value as OperatorFilters['priceRange'],
            })
          }
        >
          <option value="all">{t('tours.filters.allPriceRanges')}</option>
          {PRICE_RANGES.map((range) => (
            <option key={range} value={range}>
              {t(`tours.priceRanges.${range}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {anySet ? (
        <div className="sm:col-span-2 lg:col-span-4">
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X className="h-4 w-4" aria-hidden="true" />
            {t('tours.filters.clear')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
