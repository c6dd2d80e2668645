import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, Info, SearchX, SlidersHorizontal } from 'lucide-react';
import {
  bestOfferIds,
  countActiveFlightFilters,
  filterFlightOffers,
  flightFilterOptions,
  FLIGHT_SORTS,
  NO_FLIGHT_FILTERS,
  sortFlightOffers,
  type FlightFilters,
  type FlightSort,
} from '../../../../domain/flight-results.ts';
import type { CabinClass, FlightOffer, FlightSearch } from '../../../../domain/flights.ts';
import { Skeleton } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label, NativeSelect } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';
import type { FlightSearchResponse } from '../api/search-flights.ts';
import { FlightCard } from './flight-card.tsx';
import { FlightFiltersPanel } from './flight-filters.tsx';
import { PriceCalendar } from './price-calendar.tsx';

const SKELETON_FLIGHTS = 3;

export function FlightResults({
  search,
  result,
  searching,
  error,
  earliestDate,
  bookingId,
  onRetry,
  onChooseDate,
  onChooseCabin,
  onBook,
}: {
  search: FlightSearch;
  result: FlightSearchResponse | undefined;
  searching: boolean;
  error: string | null;
  earliestDate: string;
  bookingId: string | null;
  onRetry: () => void;
  onChooseDate: (date: string) => void;
  onChooseCabin: (cabin: CabinClass) => void;
  onBook: (offer: FlightOffer) => void;
}) {
  const { t } = useTranslation();
  // The order chosen stays when another date or search is shown; the filters start afresh.
  const [sort, setSort] = useState<FlightSort>('price');
  return (
    <section className="mt-8" aria-labelledby="flight-results-heading">
      <h2 id="flight-results-heading" className="sr-only">
        {t('flights.results.title')}
      </h2>
      <PriceCalendar search={search} earliestDate={earliestDate} onChooseDate={onChooseDate} />
      {searching ? (
        <div role="status" aria-live="polite">
          <div className="mb-4 flex items-center gap-2 text-slate-700">
            <span
              className="h-5 w-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
              aria-hidden="true"
            />
            {t('flights.results.searching')}
          </div>
          <div className="grid gap-4" aria-hidden="true">
            {Array.from({ length: SKELETON_FLIGHTS }, (_, i) => (
              <div key={i} className="rounded-2xl border border-slate-200 p-4">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="mt-4 h-10 w-full" />
                <Skeleton className="mt-3 h-4 w-1/2" />
              </div>
            ))}
          </div>
        </div>
      ) : error !== null ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
          <AlertTriangle className="mx-auto h-8 w-8 text-clay-600" aria-hidden="true" />
          <h3 className="mt-2 text-lg font-semibold">{t('flights.toast.failedTitle')}</h3>
          <p className="mt-1 text-slate-700">{error}</p>
          <Button variant="outline" className="mt-4" onClick={onRetry}>
            {t('flights.results.retry')}
          </Button>
        </div>
      ) : result ? (
        <OfferList
          search={search}
          result={result}
          sort={sort}
          onSortChange={setSort}
          bookingId={bookingId}
          onBook={onBook}
          onChooseCabin={onChooseCabin}
        />
      ) : null}
    </section>
  );
}

function DataNotice({ live }: { live: boolean }) {
  const { t } = useTranslation();
  return (
    <p
      className={cn(
        'mb-4 flex items-start gap-2 rounded-xl border p-3 text-sm',
        live
          ? 'border-green-300 bg-green-50 text-green-900'
          : 'border-yellow-300 bg-yellow-50 text-yellow-900',
      )}
      data-testid="data-notice"
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {live ? t('flights.results.liveNotice') : t('flights.results.demoNotice')}
    </p>
  );
}

function OfferList({
  search,
  result,
  sort,
  onSortChange,
  bookingId,
  onBook,
  onChooseCabin,
}: {
  search: FlightSearch;
  result: FlightSearchResponse;
  sort: FlightSort;
  onSortChange: (sort: FlightSort) => void;
  bookingId: string | null;
  onBook: (offer: FlightOffer) => void;
  onChooseCabin: (cabin: CabinClass) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [filters, setFilters] = useState<FlightFilters>(NO_FLIGHT_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const offers = result.flights;

  const options = useMemo(() => flightFilterOptions(offers), [offers]);
  const best = useMemo(() => bestOfferIds(offers), [offers]);
  const shown = useMemo(
    () => sortFlightOffers(filterFlightOffers(offers, filters), sort),
    [offers, filters, sort],
  );
  const activeGroups = countActiveFlightFilters(filters);

  if (offers.length === 0) {
    return (
      <>
        <DataNotice live={result.isLiveData} />
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center">
          <SearchX className="mx-auto h-10 w-10 text-slate-500" aria-hidden="true" />
          <p className="mt-2 font-medium text-slate-800" role="status">
            {result.otherCabins?.length
              ? t('flights.results.noCabin', { cabin: t(`flights.cabin.${search.cabinClass}`) })
              : t('flights.results.empty')}
          </p>
          {result.otherCabins?.length ? (
            <div className="mt-4 flex flex-wrap justify-center gap-2" data-testid="other-cabins">
              {result.otherCabins.map((cabin) => (
                <Button key={cabin} variant="outline" onClick={() => onChooseCabin(cabin)}>
                  {t('flights.results.searchCabin', { cabin: t(`flights.cabin.${cabin}`) })}
                </Button>
              ))}
            </div>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <>
      <DataNotice live={result.isLiveData} />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <p className="text-xl font-bold" aria-live="polite" data-testid="flight-count">
          {shown.length === offers.length
            ? t('flights.results.found', { count: offers.length })
            : t('flights.results.showing', { shown: shown.length, count: offers.length })}
        </p>
        <div className="flex items-end gap-2">
          <Button
            variant="outline"
            className="lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls={`${id}-filters`}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
            {t('flights.filters.toggle')}
            {activeGroups > 0 ? (
              <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">
                {activeGroups}
              </span>
            ) : null}
          </Button>
          <div className="flex-1 sm:w-56 sm:flex-none">
            <Label htmlFor={`${id}-sort`}>{t('flights.results.sortLabel')}</Label>
            <NativeSelect
              id={`${id}-sort`}
              value={sort}
              onChange={(event) => onSortChange(event.target.value as FlightSort)}
            >
              {FLIGHT_SORTS.map((option) => (
                <option key={option} value={option}>
                  {t(`flights.results.sort.${option}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr] lg:items-start">
        <div className={cn(filtersOpen ? 'block' : 'hidden', 'lg:block')}>
          <FlightFiltersPanel
            id={`${id}-filters`}
            options={options}
            filters={filters}
            onChange={setFilters}
          />
        </div>
        {shown.length === 0 ? (
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center">
            <SearchX className="mx-auto h-10 w-10 text-slate-500" aria-hidden="true" />
            <p className="mt-2 font-medium text-slate-800">{t('flights.results.noMatch')}</p>
            <Button
              variant="outline"
              className="mt-4"
              onClick={() => setFilters(NO_FLIGHT_FILTERS)}
            >
              {t('flights.filters.clear')}
            </Button>
          </div>
        ) : (
          <ul className="grid gap-4" aria-label={t('flights.results.listLabel')}>
            {shown.map((offer) => (
              <li key={offer.id}>
                <FlightCard
                  offer={offer}
                  cheapest={offer.id === best.cheapest}
                  fastest={offer.id === best.fastest}
                  booking={bookingId === offer.id}
                  disabled={bookingId !== null}
                  onBook={() => onBook(offer)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
