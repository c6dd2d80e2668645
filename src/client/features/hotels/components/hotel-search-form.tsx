import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { placeName } from '../../../../domain/place-names.ts';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import {
  DEFAULT_MAX_PRICE,
  DEFAULT_MIN_PRICE,
  HOTEL_PAGE_COUNTRIES,
} from '../../../../domain/constants.ts';
import { addDays, isIsoDate, localIsoDate } from '../../../../domain/dates.ts';
import {
  countActiveFilterGroups,
  isPriceRangeChanged,
  toggleItem,
  type HotelSearchParams,
} from '../../../../domain/hotel-search.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label, NativeSelect } from '../../../components/ui/input.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { DestinationInput } from './destination-input.tsx';
import { GuestsSelect } from './guests-select.tsx';
import { useMoney } from '../../../lib/money.ts';

const HotelFiltersPanel = lazy(() => import('./hotel-filters-panel.tsx'));

export function HotelSearchForm({
  value,
  onSearch,
  withCountrySelect = false,
}: {
  value: HotelSearchParams;
  onSearch: (params: HotelSearchParams) => void;
  /** The hotels page adds a country select and a Check Availability button (spec 2). */
  withCountrySelect?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const id = useId();
  const [params, setParams] = useState(value);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [datesHint, setDatesHint] = useState(false);
  const checkInRef = useRef<HTMLInputElement>(null);

  // Parameters passed in from the parent replace the local ones.
  useEffect(() => setParams(value), [value]);

  const today = localIsoDate();
  const activeGroups = countActiveFilterGroups(params);
  // The range as the traveller set it, in their currency (dollars as before when in dollars).
  const priceRange = money.converts
    ? `${money.units(money.fromUsdBound(params.minPrice, 'down'))} - ${money.units(money.fromUsdBound(params.maxPrice, 'up'))}`
    : `$${params.minPrice} - $${params.maxPrice}`;

  function update(patch: Partial<HotelSearchParams>) {
    setParams((current) => ({ ...current, ...patch }));
  }

  /** Filters apply at once: the results follow every checkbox, chip and slider change. */
  function applyFilters(patch: Partial<HotelSearchParams>) {
    const next = { ...params, ...patch };
    setParams(next);
    onSearch(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setDatesHint(false);
    onSearch(params);
  }

  function checkAvailability() {
    if (!params.checkIn || !params.checkOut) {
      setDatesHint(true);
      checkInRef.current?.focus();
      return;
    }
    setDatesHint(false);
    onSearch(params);
  }

  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label={t('hotels.search.label')}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]">
        <DestinationInput
          id={`${id}-destination`}
          label={t('hotels.search.destination')}
          placeholder={t('hotels.search.destinationPlaceholder')}
          value={params.destination}
          onChange={(destination) => update({ destination })}
        />
        <div>
          <Label htmlFor={`${id}-check-in`}>{t('hotels.search.checkIn')}</Label>
          <Input
            ref={checkInRef}
            id={`${id}-check-in`}
            type="date"
            min={today}
            value={params.checkIn}
            aria-describedby={datesHint ? `${id}-dates-hint` : undefined}
            onChange={(event) => {
              const checkIn = event.target.value;
              update({
                checkIn,
                checkOut: params.checkOut && params.checkOut <= checkIn ? '' : params.checkOut,
              });
            }}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-check-out`}>{t('hotels.search.checkOut')}</Label>
          <Input
            id={`${id}-check-out`}
            type="date"
            min={isIsoDate(params.checkIn) ? addDays(params.checkIn, 1) : today}
            value={params.checkOut}
            onChange={(event) => update({ checkOut: event.target.value })}
          />
        </div>
        <GuestsSelect
          id={`${id}-guests`}
          value={params.guests}
          onChange={(guests) => update({ guests })}
        />
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
          <Button type="submit" className="flex-1 lg:flex-none">
            <Search className="h-4 w-4" aria-hidden="true" />
            {t('hotels.search.submit')}
          </Button>
          <Button
            variant="outline"
            aria-expanded={filtersOpen}
            aria-controls={`${id}-filters`}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
            <span>{t('hotels.filters.toggle')}</span>
            {activeGroups > 0 ? (
              <span
                className="rounded-full bg-brand-700 px-1.5 text-xs text-white"
                aria-label={t('hotels.filters.activeCount', { count: activeGroups })}
              >
                {activeGroups}
              </span>
            ) : null}
          </Button>
        </div>
      </div>

      {withCountrySelect ? (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="sm:w-64">
            <Label htmlFor={`${id}-country`}>{t('hotels.search.country')}</Label>
            <NativeSelect
              id={`${id}-country`}
              value={HOTEL_PAGE_COUNTRIES.find((c) => c === params.destination) ?? ''}
              onChange={(event) => applyFilters({ destination: event.target.value })}
            >
              <option value="">{t('hotels.search.allCountries')}</option>
              {HOTEL_PAGE_COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {placeName(country, i18n.language)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button variant="secondary" onClick={checkAvailability}>
            {t('hotels.search.checkAvailability')}
          </Button>
          {datesHint ? (
            <p id={`${id}-dates-hint`} role="alert" className="text-sm text-clay-600">
              {t('hotels.search.datesHint')}
            </p>
          ) : null}
        </div>
      ) : null}

      {filtersOpen ? (
        <Suspense fallback={<p className="mt-4 text-sm text-slate-600">{t('common.loading')}</p>}>
          <HotelFiltersPanel
            id={`${id}-filters`}
            params={params}
            update={update}
            applyFilters={applyFilters}
          />
        </Suspense>
      ) : null}

      {activeGroups > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('hotels.filters.active')}>
          {isPriceRangeChanged(params) ? (
            <li>
              <FilterChip
                label={priceRange}
                removeLabel={t('hotels.filters.remove', { name: priceRange })}
                onRemove={() =>
                  applyFilters({ minPrice: DEFAULT_MIN_PRICE, maxPrice: DEFAULT_MAX_PRICE })
                }
              />
            </li>
          ) : null}
          {params.amenities.map((amenity) => {
            const label = t(`amenities.${amenity}`, { defaultValue: amenity });
            return (
              <li key={amenity}>
                <FilterChip
                  label={label}
                  removeLabel={t('hotels.filters.remove', { name: label })}
                  onRemove={() =>
                    applyFilters({ amenities: toggleItem(params.amenities, amenity) })
                  }
                />
              </li>
            );
          })}
          {params.propertyTypes.map((type) => {
            const label = t(`propertyTypes.${type}`, { defaultValue: type });
            return (
              <li key={type}>
                <FilterChip
                  label={label}
                  removeLabel={t('hotels.filters.remove', { name: label })}
                  onRemove={() =>
                    applyFilters({ propertyTypes: toggleItem(params.propertyTypes, type) })
                  }
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </form>
  );
}

function FilterChip({
  label,
  removeLabel,
  onRemove,
}: {
  label: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <Badge className="py-1 pr-1 text-sm">
      {label}
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="rounded-full p-0.5 hover:bg-brand-100"
        data-testid="filter-chip-remove"
      >
        <X className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
    </Badge>
  );
}
