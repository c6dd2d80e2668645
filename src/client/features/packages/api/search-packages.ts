import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { Accommodation } from '../../../../domain/accommodations.ts';
import { FlightSearchAnswer, type FlightOffer } from '../../../../domain/flights.ts';
import { ApiError, apiRequest } from '../../../lib/api.ts';
import {
  packageFlightsQuery,
  packageStaysQuery,
  type PackageSearch,
} from '../complete-packages.ts';

/** Spec 1 section 8: either call answering not ok fails the whole package search. */
export class PackageSearchFailed extends Error {
  constructor(readonly cause: ApiError) {
    super('Failed to search travel packages');
  }
}

export type PackageSearchResult = { flights: FlightOffer[]; hotels: Accommodation[] };

/** Which of the two calls has answered, for the loading lines. */
export type PackageSearchProgress = { flights: boolean; hotels: boolean };

/** The flight and the stay calls of spec 1 section 7, in parallel. */
export async function searchPackages(
  search: PackageSearch,
  onAnswered: (part: keyof PackageSearchProgress) => void = () => {},
): Promise<PackageSearchResult> {
  try {
    const [flights, hotels] = await Promise.all([
      apiRequest('GET', `/api/flights/search?${packageFlightsQuery(search)}`, undefined, {
        schema: FlightSearchAnswer,
      }).then((answer) => {
        onAnswered('flights');
        return answer.flights;
      }),
      apiRequest('GET', `/api/accommodations?${packageStaysQuery(search)}`, undefined, {
        schema: z.array(Accommodation),
      }).then((answer) => {
        onAnswered('hotels');
        return answer;
      }),
    ]);
    return { flights, hotels };
  } catch (error) {
    throw error instanceof ApiError ? new PackageSearchFailed(error) : error;
  }
}

/**
 * A submitted search. Each submit asks the server again (offers are quoted for a while only),
 * and the previous results are cleared while it does (spec 1 section 4).
 */
export function usePackageSearch(handlers: {
  onAnswered: (part: keyof PackageSearchProgress) => void;
  onSuccess: (result: PackageSearchResult, search: PackageSearch) => void;
  onError: (error: unknown) => void;
}) {
  return useMutation({
    mutationKey: ['packages', 'search'],
    mutationFn: (search: PackageSearch) => searchPackages(search, handlers.onAnswered),
    onSuccess: handlers.onSuccess,
    onError: handlers.onError,
  });
}
