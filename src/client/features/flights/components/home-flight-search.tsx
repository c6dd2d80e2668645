import { useLocation } from 'wouter';
import { flightsUrl, readFlightsUrl } from '../search-draft.ts';
import { FlightSearchSection } from './flight-search-section.tsx';

/** The home page's Flights tab: the same form, and a search opens /flights with its results. */
export default function HomeFlightSearch({ destination }: { destination: string }) {
  const [, navigate] = useLocation();
  const prefill = readFlightsUrl(destination ? `?to=${encodeURIComponent(destination)}` : '');
  return (
    <FlightSearchSection
      search={null}
      initialDraft={prefill.draft}
      lookups={prefill.lookups}
      onSearch={(next) => navigate(flightsUrl(next))}
    />
  );
}
