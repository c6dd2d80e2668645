import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { MAX_AIRPORT_SUGGESTIONS } from '../../../../domain/constants.ts';
import { z } from 'zod';
import { Airport } from '../../../../domain/flights.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';

export function fetchAirports(q: string, limit = MAX_AIRPORT_SUGGESTIONS): Promise<Airport[]> {
  return apiRequest('GET', `/api/airports${toQueryString({ q: q.trim(), limit })}`, undefined, {
    schema: z.array(Airport),
  });
}

/** Suggestions for what the traveller typed; the previous list stays while the next loads. */
export function useAirportSuggestions(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['airports', q],
    queryFn: () => fetchAirports(q),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}

function lookupOptions(text: string, exactCode: boolean) {
  const q = text.trim();
  return {
    queryKey: ['airport-lookup', q, exactCode],
    queryFn: async (): Promise<Airport | null> => {
      const [best] = await fetchAirports(q, 1);
      if (!best) return null;
      const code = q.toUpperCase();
      return exactCode && best.code !== code && best.cityCode !== code ? null : best;
    },
  };
}

/**
 * The airport a city name or code stands for (the best match), or null. With `exactCode` only
 * an airport with that very code or city code (DKR finds DSS) counts, so "?to=XYZ" does not pick
 * a lookalike.
 */
export function lookupAirport(
  queryClient: QueryClient,
  text: string,
  { exactCode = false }: { exactCode?: boolean } = {},
): Promise<Airport | null> {
  return queryClient.fetchQuery(lookupOptions(text, exactCode));
}

export function useAirportLookup(text: string | undefined, { exactCode = false } = {}) {
  return useQuery({ ...lookupOptions(text ?? '', exactCode), enabled: Boolean(text?.trim()) });
}
