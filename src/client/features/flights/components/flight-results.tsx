import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, Info, SearchX, SlidersHorizontal } from 'lucide-react';
import {
  countActiveFlightFilters,
  FLIGHT_SORTS,
  FLIGHTS_PAGE_SIZE,
  NO_FLIGHT_FILTERS,
  type FlightFilters,
  type FlightSort,
} from '../../../../domain/flight-results.ts';
import type { CabinClass, FlightSearch, LeanFlightOffer } from '../../../../domain/flights.ts';
import { Skeleton } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label, NativeSelect } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';
import type { FlightSearchResponse } from '../api/search-flights.ts';
import { FlightCard } from './flight-card.tsx';
import { FlightFiltersPanel } from './flight-filters.tsx';
import { PriceCalendar } from './price-calendar.tsx';
import { RatesFootnote } from '../../../components/layout/rates-footnote.tsx';

const SKELETON_FLIGHTS = 3;

export function FlightResults({
  search,
  pages,
  searching,
  updating,
  loadingMore,
  onLoadMore,
  sort,
  onSortChange,
  filters,
  onFiltersChange,
  error,
  earliestDate,
  bookingId,
  onRetry,
  onChooseDate,
  onChooseCabin,
  onBook,
}: {
  search: FlightSearch;
  /** The pages of results shown so far, in the order and filters asked. */
  pages: FlightSearchResponse[] | undefined;
  searching: boolean;
  /** Another order or filter is being asked for: the offers shown are the previous ones. */
  updating: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  sort: FlightSort;
  onSortChange: (sort: FlightSort) => void;
  filters: FlightFilters;
  onFiltersChange: (filters: FlightFilters) => void;
  error: string | null;
  earliestDate: string;
  bookingId: string | null;
  onRetry: () => void;
  onChooseDate: (date: string) => void;
  onChooseCabin: (cabin: CabinClass) => void;
  onBook: (offer: LeanFlightOffer) => void;
}) {
  const { t } = useTranslation();
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
      ) : pages?.[0] ? (
        <OfferList
          search={search}
          pages={pages}
          first={pages[0]}
          updating={updating}
          loadingMore={loadingMore}
          onLoadMore={onLoadMore}
          sort={sort}
          onSortChange={onSortChange}
          filters={filters}
          onFiltersChange={onFiltersChange}
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
  pages,
  first,
  updating,
  loadingMore,
  onLoadMore,
  sort,
  onSortChange,
  filters,
  onFiltersChange,
  bookingId,
  onBook,
  onChooseCabin,
}: {
  search: FlightSearch;
  pages: FlightSearchResponse[];
  /** The first page: the whole result's size, facets and badges. */
  first: FlightSearchResponse;
  updating: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  sort: FlightSort;
  onSortChange: (sort: FlightSort) => void;
  filters: FlightFilters;
  onFiltersChange: (filters: FlightFilters) => void;
  bookingId: string | null;
  onBook: (offer: LeanFlightOffer) => void;
  onChooseCabin: (cabin: CabinClass) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const shown = pages.flatMap((page) => page.flights);
  const more = pages.at(-1)?.nextCursor != null;
  const { total, matching, best } = first;
  const activeGroups = countActiveFlightFilters(filters);

  if (total === 0) {
    return (
      <>
        <DataNotice live={first.isLiveData} />
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center">
          <SearchX className="mx-auto h-10 w-10 text-slate-500" aria-hidden="true" />
          <p className="mt-2 font-medium text-slate-800" role="status">
            {first.otherCabins?.length
              ? t('flights.results.noCabin', { cabin: t(`flights.cabin.${search.cabinClass}`) })
              : t('flights.results.empty')}
          </p>
          {first.otherCabins?.length ? (
            <div className="mt-4 flex flex-wrap justify-center gap-2" data-testid="other-cabins">
              {first.otherCabins.map((cabin) => (
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
      <DataNotice live={first.isLiveData} />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xl font-bold" aria-live="polite" data-testid="flight-count">
            {matching === total
              ? t('flights.results.found', { count: total })
              : t('flights.results.showing', { shown: matching, count: total })}
          </p>
          <RatesFootnote className="mt-1" />
        </div>
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
            options={first.facets}
            filters={filters}
            onChange={onFiltersChange}
          />
        </div>
        {shown.length === 0 ? (
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center">
            <SearchX className="mx-auto h-10 w-10 text-slate-500" aria-hidden="true" />
            <p className="mt-2 font-medium text-slate-800">{t('flights.results.noMatch')}</p>
            <Button
              variant="outline"
              className="mt-4"
              onClick={() => onFiltersChange(NO_FLIGHT_FILTERS)}
            >
              {t('flights.filters.clear')}
            </Button>
          </div>
        ) : (
          <div className={cn('grid gap-4', updating && 'opacity-60')} aria-busy={updating}>
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
            {more ? (
              <Button
                variant="outline"
                className="justify-self-center"
                onClick={onLoadMore}
                disabled={loadingMore || updating}
                data-testid="flights-load-more"
              >
                {loadingMore
                  ? t('flights.results.loadingMore')
                  : t('flights.results.loadMore', {
                      count: Math.min(FLIGHTS_PAGE_SIZE, matching - shown.length),
                    })}
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </>
  );
}
