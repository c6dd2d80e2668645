import { lazy, Suspense, useState } from 'react';
import type { Accommodation } from '../../../../domain/accommodations.ts';
import {
  DEFAULT_HOTEL_SEARCH,
  toAccommodationQuery,
  type HotelSearchParams,
} from '../../../../domain/hotel-search.ts';
import { toQueryString } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { useAccommodations } from '../api/search-accommodations.ts';
import { HotelSearchForm } from './hotel-search-form.tsx';
import { HotelResults } from './hotel-results.tsx';

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
  const query = useAccommodations(params, { enabled: showResults });
  const [selected, setSelected] = useState<{ hotel: Accommodation; focusBooking: boolean } | null>(
    null,
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
          hotels={query.data}
          isLoading={query.isPending}
          error={query.isError ? query.error : null}
          onClearFilters={() => onParamsChange(DEFAULT_HOTEL_SEARCH)}
          onOpen={(hotel, focusBooking) => setSelected({ hotel, focusBooking })}
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
