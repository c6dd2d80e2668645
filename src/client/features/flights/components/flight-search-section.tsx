import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  formatDuration,
  localDate,
  localTime,
  NO_FLIGHT_FILTERS,
  shiftTripDates,
  type FlightFilters,
  type FlightSort,
} from '../../../../domain/flight-results.ts';
import {
  airlinesOf,
  MAX_PASSENGERS,
  MIN_PASSENGERS,
  type Airport,
  type CabinClass,
  type FlightSearch,
  type LeanFlightOffer,
} from '../../../../domain/flights.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { errorText } from '../../../lib/refusals.ts';
import { paths } from '../../../lib/paths.ts';
import { savePendingBooking } from '../../../lib/pending-booking.ts';
import { useAirportLookup } from '../api/airports.ts';
import { useFlightSearch, type FlightSearchResponse } from '../api/search-flights.ts';
import {
  airportField,
  earliestDepartureDate,
  flightsUrl,
  type FlightSearchDraft,
  type LinkNotice,
} from '../search-draft.ts';
import { FlightResults } from './flight-results.tsx';
import { FlightSearchForm } from './flight-search-form.tsx';
import { PopularDestinations } from './popular-destinations.tsx';

/**
 * Fills an airport box from the address once its code or city name is looked up, unless the
 * traveller has typed there meanwhile.
 */
function usePrefilledAirport(
  field: 'from' | 'to',
  text: string | undefined,
  exactCode: boolean,
  setDraft: Dispatch<SetStateAction<FlightSearchDraft>>,
) {
  const [initialText] = useState(text);
  const lookup = useAirportLookup(initialText, { exactCode });
  useEffect(() => {
    const airport = lookup.data;
    if (!airport) return;
    setDraft((d) =>
      d[field].airport === null && d[field].text === initialText
        ? { ...d, [field]: airportField(airport) }
        : d,
    );
  }, [lookup.data, field, initialText, setDraft]);
}

/** The flights tab: form, price calendar, results and the popular destinations. */
export function FlightSearchSection({
  search,
  initialDraft,
  lookups,
  notices = [],
  onSearch,
}: {
  /** The submitted search (from the address), or null before the first one. */
  search: FlightSearch | null;
  /** The form's values when the tab opens; afterwards the form keeps its own. */
  initialDraft: FlightSearchDraft;
  lookups: {
    from?: string | undefined;
    to?: string | undefined;
    destinationName?: string | undefined;
  };
  /** What the address asked for that the form corrected or could not search. */
  notices?: LinkNotice[];
  onSearch: (search: FlightSearch) => void;
}) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(initialDraft);
  const [bookingId, setBookingId] = useState<string | null>(null);
  const toInputRef = useRef<HTMLInputElement>(null);
  const earliest = earliestDepartureDate();
  // The order chosen stays when another date or search is shown; the filters start afresh.
  const [sort, setSort] = useState<FlightSort>('price');
  const [filtersOf, setFiltersOf] = useState<{
    search: FlightSearch | null;
    filters: FlightFilters;
  }>({ search: null, filters: NO_FLIGHT_FILTERS });
  const filters = filtersOf.search === search ? filtersOf.filters : NO_FLIGHT_FILTERS;

  usePrefilledAirport('from', lookups.from, true, setDraft);
  usePrefilledAirport('to', lookups.to ?? lookups.destinationName, Boolean(lookups.to), setDraft);

  function announce(result: FlightSearchResponse) {
    // The whole result's size, not the page's.
    const count = result.total;
    if (result.fallback) {
      toast({ title: t('flights.toast.demoTitle'), description: t('flights.toast.demoText') });
    } else if (count === 0) {
      // The empty-results text says it where the traveller is looking.
    } else if (result.isLiveData) {
      toast({
        title: t('flights.toast.liveTitle'),
        description: t('flights.toast.liveText', { count }),
      });
    } else {
      toast({ title: t('flights.toast.found', { count }) });
    }
  }

  const { query, searchAgain } = useFlightSearch(
    search,
    { ...filters, sort },
    {
      onResult: announce,
      onError: (error) =>
        toast({
          title: t('flights.toast.failedTitle'),
          description: errorText(error, t, i18n.language, 'checkout.refusals.server_error'),
          variant: 'destructive',
        }),
    },
  );

  // A search (or the same one again) clears the results; another order, filter or page does not.
  const searching = query.isFetching && !query.isFetchingNextPage && !query.isPlaceholderData;

  function submit(next: FlightSearch) {
    // The same search again asks the server again: fares and seats move.
    if (search && flightsUrl(next) === flightsUrl(search)) searchAgain();
    else onSearch(next);
  }

  function chooseDate(date: string) {
    if (!search) return;
    const shifted = shiftTripDates(search, date);
    setDraft((d) => ({
      ...d,
      departureDate: shifted.departureDate,
      returnDate: shifted.returnDate ?? '',
    }));
    onSearch({ ...search, ...shifted });
  }

  function chooseCabin(cabinClass: CabinClass) {
    if (!search) return;
    setDraft((d) => ({ ...d, cabinClass }));
    onSearch({ ...search, cabinClass });
  }

  function chooseDestination(airport: Airport) {
    setDraft((d) => ({ ...d, to: airportField(airport) }));
    toInputRef.current?.focus({ preventScroll: true });
    toInputRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }

  function book(offer: LeanFlightOffer) {
    if (Date.parse(offer.expiresAt) <= Date.now()) {
      toast({
        title: t('flights.toast.expiredTitle'),
        description: t('flights.toast.expiredText'),
      });
      searchAgain();
      return;
    }
    const outbound = offer.slices[0];
    if (!outbound) return;
    const inbound = offer.slices[1];
    setBookingId(offer.id);
    // Passenger details are entered at checkout: none are invented here.
    savePendingBooking({
      type: 'flight',
      offerId: offer.id,
      details: {
        from: outbound.origin.iataCode,
        to: outbound.destination.iataCode,
        fromCity: outbound.origin.cityName,
        toCity: outbound.destination.cityName,
        departDate: localDate(outbound.departureDateTime),
        returnDate: inbound ? localDate(inbound.departureDateTime) : undefined,
        passengers: offer.passengers,
        children: offer.children ?? 0,
        infants: offer.infants ?? 0,
        // Each traveller must be of their type on the day of every flight, the return's too.
        flightDates: offer.slices.flatMap((slice) => slice.segments.map((s) => s.departureDate)),
        // Each slice names its own airlines: the return may fly another (decision 0020).
        airline: airlinesOf(outbound).join(', '),
        returnAirline: inbound ? airlinesOf(inbound).join(', ') : undefined,
        returnDepartTime: inbound ? localTime(inbound.departureDateTime) : undefined,
        returnArriveTime: inbound ? localTime(inbound.arrivalDateTime) : undefined,
        returnArrivalDayOffset: inbound?.arrivalDayOffset,
        departTime: localTime(outbound.departureDateTime),
        arriveTime: localTime(outbound.arrivalDateTime),
        arrivalDayOffset: outbound.arrivalDayOffset,
        duration: formatDuration(outbound.durationMinutes),
        stops: outbound.stops,
        tripType: offer.tripType,
        cabinClass: offer.cabinClass,
        expiresAt: offer.expiresAt,
      },
      price: Number(offer.totalAmount),
      currency: offer.totalCurrency,
      passengers: [],
    });
    navigate(paths.checkout);
  }

  return (
    <div>
      <h2 className="mb-3 text-xl font-bold">{t('flights.search.title')}</h2>
      {notices.length && !search ? (
        <div
          role="status"
          className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          data-testid="link-notices"
        >
          <p className="font-semibold">{t('flights.link.title')}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {notices.map((notice) => (
              <li key={`${notice.code}:${notice.given}`}>
                {t(`flights.link.${notice.code}`, {
                  given: notice.given,
                  min: MIN_PASSENGERS,
                  max: MAX_PASSENGERS,
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FlightSearchForm
        draft={draft}
        onDraftChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
        searching={searching}
        onSearch={submit}
        toInputRef={toInputRef}
      />
      {search ? (
        <FlightResults
          search={search}
          pages={query.data?.pages}
          searching={searching}
          updating={query.isPlaceholderData}
          loadingMore={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          sort={sort}
          onSortChange={setSort}
          filters={filters}
          onFiltersChange={(next) => setFiltersOf({ search, filters: next })}
          error={
            query.isError && !query.isFetching
              ? errorText(query.error, t, i18n.language, 'checkout.refusals.server_error')
              : null
          }
          earliestDate={earliest}
          bookingId={bookingId}
          onRetry={searchAgain}
          onChooseDate={chooseDate}
          onChooseCabin={chooseCabin}
          onBook={book}
        />
      ) : null}
      <PopularDestinations onChoose={chooseDestination} />
    </div>
  );
}
