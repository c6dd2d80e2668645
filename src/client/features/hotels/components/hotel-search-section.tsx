import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { Accommodation } from '../../../../domain/accommodations.ts';
import {
  DEFAULT_HOTEL_SEARCH,
  toAccommodationQuery,
  type HotelSearchParams,
} from '../../../../domain/hotel-search.ts';
import { STAYS_PAGE_SIZE, type SortOption } from '../../../../domain/stay-sort.ts';
import { toQueryString } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { useAccommodationPages } from '../api/search-accommodations.ts';
import { HotelSearchForm } from './hotel-search-form.tsx';
import { HotelResults } from './hotel-results.tsx';

/** Cards a preview shows before its link to the hotels page. */
const PREVIEW_SIZE = 3;

const HotelDetailDialog = lazy(() =>
  import('./hotel-detail-dialog.tsx').then((m) => ({ default: m.HotelDetailDialog })),
);

/** Search form, results and the detail dialog; the parent owns the submitted parameters. */
export function HotelSearchSection({
  params,
  onParamsChange,
  withCountrySelect = false,
  preview = false,
}: {
  params: HotelSearchParams;
  onParamsChange: (params: HotelSearchParams) => void;
  withCountrySelect?: boolean;
  /**
   * The home page's short form: no results until the traveller searches, then the first few
   * with a link to all of them on the hotels page.
   */
  preview?: { searched: boolean } | false;
}) {
  const showResults = !preview || preview.searched;
  const [sort, setSort] = useState<SortOption>('rating');
  const query = useAccommodationPages(params, {
    sort,
    pageSize: preview ? PREVIEW_SIZE : STAYS_PAGE_SIZE,
    enabled: showResults,
  });
  const pages = query.data?.pages;
  // A stay moved by an edit between two pages could come twice: show it once.
  const hotels = useMemo(() => {
    if (!pages) return undefined;
    const seen = new Set<number>();
    return pages.flatMap((page) => page.items.filter((s) => !seen.has(s.id) && seen.add(s.id)));
  }, [pages]);
  // The cards are drawn in the background, a few at a time between other work, so a phone
  // stays responsive while two dozen of them appear (a long task otherwise).
  const shownHotels = useDeferredValue(hotels);
  const nextPageFailed = query.isFetchNextPageError;
  const [selected, setSelected] = useState<{ hotel: Accommodation; focusBooking: boolean } | null>(
    null,
  );
  // One function for every render: the cards are memoised on it.
  const openHotel = useCallback(
    (hotel: Accommodation, focusBooking: boolean) => setSelected({ hotel, focusBooking }),
    [],
  );

  return (
    <div>
      <HotelSearchForm
        value={params}
        onSearch={onParamsChange}
        withCountrySelect={withCountrySelect}
      />
      {showResults ? (
        <HotelResults
          hotels={shownHotels}
          total={pages?.at(-1)?.total ?? 0}
          isLoading={query.isPending || (hotels !== undefined && shownHotels === undefined)}
          error={query.isError && !nextPageFailed ? query.error : null}
          sort={sort}
          onSortChange={setSort}
          isSorting={query.isPlaceholderData}
          hasMore={query.hasNextPage}
          isLoadingMore={query.isFetchingNextPage}
          moreError={nextPageFailed ? query.error : null}
          onShowMore={() => {
            // The cards of the previous order have no next page in the new one.
            if (!query.isFetchingNextPage && !query.isPlaceholderData) void query.fetchNextPage();
          }}
          onClearFilters={() => onParamsChange(DEFAULT_HOTEL_SEARCH)}
          onOpen={openHotel}
          seeAllHref={
            preview ? `${paths.hotels}${toQueryString(toAccommodationQuery(params))}` : undefined
          }
        />
      ) : null}
      {selected ? (
        <Suspense fallback={null}>
          <HotelDetailDialog
            hotel={selected.hotel}
            focusBooking={selected.focusBooking}
            defaults={{ checkIn: params.checkIn, checkOut: params.checkOut, guests: params.guests }}
            onClose={() => setSelected(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
