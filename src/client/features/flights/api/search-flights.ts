import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { z } from 'zod';
import { readFlightAnswer } from '../../../../domain/flight-offer-reader.ts';
import {
  FLIGHTS_PAGE_SIZE,
  type FlightFilters,
  type FlightResultsPage,
  type FlightSort,
} from '../../../../domain/flight-results.ts';
import type { FlightSearch } from '../../../../domain/flights.ts';
import { apiRequest } from '../../../lib/api.ts';

export type FlightSearchResponse = FlightResultsPage;

/** What the results are asked for beside the search: filters and order. */
export type FlightResultsView = FlightFilters & { sort: FlightSort };

/**
 * A page of a search's results from the server, filtered and ordered there; the page after
 * `cursor` when given. An answer of the older kind (every offer, either shape) is read too.
 */
export async function searchFlights(
  search: FlightSearch,
  view: FlightResultsView,
  cursor?: string,
): Promise<FlightSearchResponse> {
  const body = {
    ...search,
    ...(view.sort !== 'price' ? { sort: view.sort } : {}),
    ...(view.stops.length ? { stops: view.stops } : {}),
    ...(view.airlines.length ? { airlines: view.airlines } : {}),
    ...(view.departureWindows.length ? { departureWindows: view.departureWindows } : {}),
    ...(cursor ? { cursor } : {}),
  };
  const schema = z.unknown().transform((raw, ctx) => {
    const page = readFlightAnswer(raw, { ...view, limit: FLIGHTS_PAGE_SIZE });
    if (page) return page;
    ctx.addIssue({ code: 'custom', message: 'not a flight search answer' });
    return z.NEVER;
  });
  return apiRequest('POST', '/api/flights/search', body, { schema });
}

/** Offers expire after 30 minutes: do not keep them long after the page stops showing them. */
const OFFERS_CACHE_MS = 5 * 60_000;

/**
 * The pages of a submitted search's results in a view. `notify` runs once per search answered
 * by the server (not for a cached one, nor for another order, filter or page of the same
 * search), which is where the search toasts belong; `searchAgain` asks the server anew.
 */
export function useFlightSearch(
  search: FlightSearch | null,
  view: FlightResultsView,
  notify: {
    onResult: (result: FlightSearchResponse) => void;
    onError: (error: unknown) => void;
  },
) {
  // The search last announced, as its fields say (the object is made anew with each address).
  const announced = useRef<string | null>(null);
  const query = useInfiniteQuery({
    queryKey: ['flights', search, view],
    queryFn: async ({ pageParam }) => {
      try {
        const page = await searchFlights(search!, view, pageParam);
        const asked = JSON.stringify(search);
        if (pageParam === undefined && announced.current !== asked) {
          announced.current = asked;
          notify.onResult(page);
        }
        return page;
      } catch (error) {
        notify.onError(error);
        throw error;
      }
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: search !== null,
    gcTime: OFFERS_CACHE_MS,
    // Another order or filter of the same search keeps the offers shown until its page comes;
    // another search clears them (spec 1: results cleared while searching).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === search ? keepPreviousData(previous) : undefined,
  });
  function searchAgain() {
    announced.current = null;
    void query.refetch();
  }
  return { query, searchAgain };
}
