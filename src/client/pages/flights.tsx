import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { DEFAULT_HOTEL_SEARCH, type HotelSearchParams } from '../../domain/hotel-search.ts';
import { PackagesPanel } from '../components/packages-panel.tsx';
import { SearchTypeTabs, type SearchType } from '../components/search-type-tabs.tsx';
import { FlightSearchSection } from '../features/flights/components/flight-search-section.tsx';
import { flightsUrl, readFlightsUrl } from '../features/flights/search-draft.ts';
import { HotelSearchSection } from '../features/hotels/components/hotel-search-section.tsx';
import { usePageMeta } from '../lib/page-meta.ts';
import { searchNavigation } from '../lib/history-entries.ts';

/**
 * /flights: spec 1's "Search & Book Travel" screen (flights, hotels and packages tabs) joined
 * with spec 2's flights page. The submitted flight search lives in the address.
 */
export default function FlightsPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('meta.flights.title'), description: t('meta.flights.description') });
  const search = useSearch();
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<SearchType>('flights');
  const [hotelParams, setHotelParams] = useState<HotelSearchParams>(DEFAULT_HOTEL_SEARCH);
  const fromUrl = useMemo(() => readFlightsUrl(search), [search]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('flights.page.title')}</h1>
      <p className="mt-1 mb-6 text-slate-700">{t('flights.page.subtitle')}</p>
      <SearchTypeTabs value={tab} onChange={setTab} panelId="travel-search-panel" />
      <div id="travel-search-panel" role="tabpanel" aria-labelledby={tab} className="mt-6">
        {tab === 'flights' ? (
          <FlightSearchSection
            search={fromUrl.search}
            initialDraft={fromUrl.draft}
            lookups={fromUrl.lookups}
            notices={fromUrl.notices}
            onSearch={(next) => navigate(flightsUrl(next), searchNavigation(flightsUrl(next)))}
          />
        ) : tab === 'hotels' ? (
          <HotelSearchSection params={hotelParams} onParamsChange={setHotelParams} />
        ) : (
          <PackagesPanel />
        )}
      </div>
    </div>
  );
}
