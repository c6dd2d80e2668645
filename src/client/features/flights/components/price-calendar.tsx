import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cheapestCalendarDay } from '../../../../domain/flight-results.ts';
import type { FlightSearch } from '../../../../domain/flights.ts';
import { Skeleton } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/utils.ts';
import { usePriceCalendar } from '../api/price-calendar.ts';
import { DATE_STYLES, formatCalendarDate } from '../../../../domain/format.ts';
import { useMoney } from '../../../lib/money.ts';

const CALENDAR_DAYS = 7;

/**
 * The cheapest total fare for three days either side of the chosen date; choosing a day
 * searches that day (a round trip keeps its length).
 */
export function PriceCalendar({
  search,
  earliestDate,
  onChooseDate,
}: {
  search: FlightSearch;
  earliestDate: string;
  onChooseDate: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const query = usePriceCalendar(search);
  const listRef = useRef<HTMLUListElement>(null);
  const days = (query.data?.days ?? []).filter((day) => day.date >= earliestDate);

  // On a narrow screen the days scroll sideways: keep the chosen one in the middle of the row.
  useEffect(() => {
    const list = listRef.current;
    const chosen = list?.querySelector<HTMLElement>('[aria-current="date"]')?.parentElement;
    if (!list || !chosen) return;
    list.scrollLeft = chosen.offsetLeft - (list.clientWidth - chosen.offsetWidth) / 2;
  }, [search.departureDate, days.length]);

  if (query.isError) return null;
  const lowest = cheapestCalendarDay(days);
  const updating = query.isPlaceholderData;

  return (
    <section aria-labelledby="price-calendar-heading" className="mb-6">
      <h3 id="price-calendar-heading" className="mb-2 text-sm font-semibold text-slate-900">
        {t('flights.calendar.title')}
      </h3>
      {!query.data ? (
        <div className="flex gap-2" role="status" aria-label={t('flights.calendar.loading')}>
          {Array.from({ length: CALENDAR_DAYS }, (_, i) => (
            <Skeleton key={i} className="h-16 min-w-20 flex-1" />
          ))}
        </div>
      ) : (
        <ul
          className={cn(
            'relative flex snap-x gap-2 overflow-x-auto pb-1 transition-opacity',
            updating && 'opacity-60',
          )}
          ref={listRef}
          aria-busy={updating}
          data-testid="price-calendar"
        >
          {days.map((day) => {
            const selected = day.date === search.departureDate;
            const price = day.cheapest === null ? null : money.price(day.cheapest, 'trim');
            return (
              <li key={day.date} className="min-w-20 flex-1 snap-start">
                <button
                  type="button"
                  aria-current={selected ? 'date' : undefined}
                  disabled={updating}
                  onClick={() => !selected && onChooseDate(day.date)}
                  data-date={day.date}
                  className={cn(
                    'flex h-full min-h-16 w-full flex-col items-center justify-center rounded-lg border px-2 py-2 text-center text-xs',
                    selected
                      ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700'
                      : 'border-slate-200 bg-white hover:border-brand-600 hover:bg-slate-50',
                  )}
                >
                  <span className="font-medium whitespace-nowrap text-slate-700">
                    {formatCalendarDate(day.date, i18n.language, DATE_STYLES.trip)}
                  </span>
                  <span
                    className={cn(
                      'mt-0.5 text-sm font-semibold whitespace-nowrap',
                      day.date === lowest ? 'text-brand-700' : 'text-slate-900',
                      price === null && 'font-normal text-slate-600',
                    )}
                  >
                    {price ?? t('flights.calendar.noFlights')}
                  </span>
                  {day.date === lowest ? (
                    <span className="text-[0.6875rem] font-medium text-brand-700">
                      {t('flights.calendar.lowest')}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
