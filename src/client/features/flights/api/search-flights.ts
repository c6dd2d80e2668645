import { useQuery } from '@tanstack/react-query';
import { FlightSearchAnswer, type FlightSearch } from '../../../../domain/flights.ts';
import { apiRequest } from '../../../lib/api.ts';

export type FlightSearchResponse = FlightSearchAnswer;

export function searchFlights(search: FlightSearch): Promise<FlightSearchResponse> {
  return apiRequest('POST', '/api/flights/search', search, { schema: FlightSearchAnswer });
}

/** Offers expire after 30 minutes: do not keep them long after the page stops showing them. */
const OFFERS_CACHE_MS = 5 * 60_000;

/**
 * Offers for a submitted search. `notify` runs once per answer from the server (not for a
 * cached one), which is where the search toasts belong.
 */
export function useFlightSearch(
  search: FlightSearch | null,
  notify: {
    onResult: (result: FlightSearchResponse) => void;
    onError: (error: unknown) => void;
  },
) {
  return useQuery({
    queryKey: ['flights', search],
    queryFn: async () => {
      try {
        const result = await searchFlights(search!);
        notify.onResult(result);
        return result;
      } catch (error) {
        notify.onError(error);
        throw error;
      }
    },
    enabled: search !== null,
    gcTime: OFFERS_CACHE_MS,
  });
}
