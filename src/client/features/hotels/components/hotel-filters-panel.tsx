import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AMENITIES,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  PRICE_SLIDER_STEP,
  PROPERTY_TYPES,
} from '../../../../domain/constants.ts';
import {
  DEFAULT_HOTEL_SEARCH,
  toggleItem,
  type HotelSearchParams,
} from '../../../../domain/hotel-search.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox.tsx';
import { RangeSlider } from '../../../components/ui/slider.tsx';
import { roundStep, useMoney } from '../../../lib/money.ts';

const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Advanced Filters: price range, amenities, property types and Clear All (loaded on first open). */
export default function HotelFiltersPanel({
  id,
  params,
  update,
  applyFilters,
}: {
  id: string;
  params: HotelSearchParams;
  update: (patch: Partial<HotelSearchParams>) => void;
  applyFilters: (patch: Partial<HotelSearchParams>) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  // The slider speaks the traveller's currency; the search is asked in whole dollars, each bound
  // rounded outward (src/domain/currencies.ts, convertBound) so no stay in their range is left out.
  const step = money.converts
    ? roundStep(money.fromUsdBound(PRICE_SLIDER_STEP, 'up'))
    : PRICE_SLIDER_STEP;
  const sliderMin = Math.floor(money.fromUsdBound(PRICE_SLIDER_MIN, 'down') / step) * step;
  const sliderMax = Math.ceil(money.fromUsdBound(PRICE_SLIDER_MAX, 'up') / step) * step;
  const [moving, setMoving] = useState<[number, number] | null>(null);
  const shown: [number, number] = moving ?? [
    money.fromUsdBound(params.minPrice, 'down'),
    money.fromUsdBound(params.maxPrice, 'up'),
  ];
  const inDollars = ([low, high]: [number, number]) => ({
    minPrice: money.toUsdBound(low, 'down'),
    maxPrice: money.toUsdBound(high, 'up'),
  });
  return (
    <section
      id={id}
      aria-label={t('hotels.filters.title')}
      className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">{t('hotels.filters.title')}</h2>
        <Button variant="ghost" size="sm" onClick={() => applyFilters(DEFAULT_HOTEL_SEARCH)}>
          {t('hotels.filters.clearAll')}
        </Button>
      </div>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-700">
          {money.converts
            ? `${t('hotels.filters.priceRange')}: ${money.units(shown[0])} - ${money.units(shown[1])}`
            : `${t('hotels.filters.priceRange')}: $${params.minPrice} - $${params.maxPrice}`}
        </legend>
        <RangeSlider
          value={shown}
          min={sliderMin}
          max={sliderMax}
          step={step}
          thumbLabels={[t('hotels.filters.minPrice'), t('hotels.filters.maxPrice')]}
          onValueChange={(bounds) => {
            setMoving(bounds);
            update(inDollars(bounds));
          }}
          onValueCommit={(bounds) => {
            setMoving(null);
            applyFilters(inDollars(bounds));
          }}
        />
      </fieldset>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">
            {t('hotels.filters.amenities')}
          </legend>
          <div className="grid grid-cols-1 gap-x-4 min-[420px]:grid-cols-2">
            {AMENITIES.map((amenity) => (
              <CheckboxField
                key={amenity}
                id={`${id}-amenity-${slug(amenity)}`}
                label={t(`amenities.${amenity}`, { defaultValue: amenity })}
                checked={params.amenities.includes(amenity)}
                onCheckedChange={() =>
                  applyFilters({ amenities: toggleItem(params.amenities, amenity) })
                }
              />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">
            {t('hotels.filters.propertyTypes')}
          </legend>
          <div className="grid grid-cols-1 gap-x-4 min-[420px]:grid-cols-2">
            {PROPERTY_TYPES.map((type) => (
              <CheckboxField
                key={type}
                id={`${id}-type-${slug(type)}`}
                label={t(`propertyTypes.${type}`, { defaultValue: type })}
                checked={params.propertyTypes.includes(type)}
                onCheckedChange={() =>
                  applyFilters({ propertyTypes: toggleItem(params.propertyTypes, type) })
                }
              />
            ))}
          </div>
        </fieldset>
      </div>
    </section>
  );
}
