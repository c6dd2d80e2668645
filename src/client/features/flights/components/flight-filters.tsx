import { useTranslation } from 'react-i18next';
import {
  DEPARTURE_WINDOWS,
  NO_FLIGHT_FILTERS,
  toggleFilterValue,
  type DepartureWindow,
  type FilterOption,
  type FlightFilters,
  type StopGroup,
} from '../../../../domain/flight-results.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox.tsx';
import { useMoney } from '../../../lib/money.ts';

function hourLabel(hour: number) {
  return `${String(hour).padStart(2, '0')}:00`;
}

function OptionRow({
  id,
  label,
  option,
  checked,
  onToggle,
}: {
  id: string;
  label: string;
  option: FilterOption<unknown>;
  checked: boolean;
  onToggle: () => void;
}) {
  const money = useMoney();
  return (
    <li className="flex items-center justify-between gap-2">
      <CheckboxField id={id} label={label} checked={checked} onCheckedChange={onToggle} />
      <span className="shrink-0 text-xs text-slate-600">
        {money.price(option.cheapest, 'trim')}
      </span>
    </li>
  );
}

/** Stops, airline and departure-time filters; each lists only what these results contain. */
export function FlightFiltersPanel({
  id,
  options,
  filters,
  onChange,
}: {
  id: string;
  options: {
    stops: FilterOption<StopGroup>[];
    airlines: FilterOption<string>[];
    departureWindows: FilterOption<DepartureWindow>[];
  };
  filters: FlightFilters;
  onChange: (filters: FlightFilters) => void;
}) {
  const { t } = useTranslation();
  const active = filters.stops.length + filters.airlines.length + filters.departureWindows.length;
  const legend = 'mb-1 text-sm font-semibold text-slate-900';
  return (
    <div id={id} className="grid gap-5 rounded-2xl border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{t('flights.filters.title')}</h3>
        {active > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FLIGHT_FILTERS)}>
            {t('flights.filters.clear')}
          </Button>
        ) : null}
      </div>
      <fieldset>
        <legend className={legend}>{t('flights.filters.stops')}</legend>
        <ul>
          {options.stops.map((option) => (
            <OptionRow
              key={option.value}
              id={`${id}-stops-${option.value}`}
              label={
                option.value === 0
                  ? t('flights.card.direct')
                  : option.value === 1
                    ? t('flights.filters.oneStop')
                    : t('flights.filters.twoPlusStops')
              }
              option={option}
              checked={filters.stops.includes(option.value)}
              onToggle={() =>
                onChange({ ...filters, stops: toggleFilterValue(filters.stops, option.value) })
              }
            />
          ))}
        </ul>
      </fieldset>
      <fieldset>
        <legend className={legend}>{t('flights.filters.airlines')}</legend>
        <ul>
          {options.airlines.map((option, index) => (
            <OptionRow
              key={option.value}
              id={`${id}-airline-${index}`}
              label={option.value}
              option={option}
              checked={filters.airlines.includes(option.value)}
              onToggle={() =>
                onChange({
                  ...filters,
                  airlines: toggleFilterValue(filters.airlines, option.value),
                })
              }
            />
          ))}
        </ul>
      </fieldset>
      <fieldset>
        <legend className={legend}>{t('flights.filters.departureTime')}</legend>
        <ul>
          {options.departureWindows.map((option) => {
            const [start, end] = DEPARTURE_WINDOWS[option.value];
            return (
              <OptionRow
                key={option.value}
                id={`${id}-window-${option.value}`}
                label={t('flights.filters.window', {
                  name: t(`flights.filters.windows.${option.value}`),
                  start: hourLabel(start),
                  end: `${String(end - 1).padStart(2, '0')}:59`,
                })}
                option={option}
                checked={filters.departureWindows.includes(option.value)}
                onToggle={() =>
                  onChange({
                    ...filters,
                    departureWindows: toggleFilterValue(filters.departureWindows, option.value),
                  })
                }
              />
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
}
