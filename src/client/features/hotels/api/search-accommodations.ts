import { useQuery } from '@tanstack/react-query';
import type { Accommodation } from '../../../../domain/accommodations.ts';
import { toAccommodationQuery, type HotelSearchParams } from '../../../../domain/hotel-search.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';

export function searchAccommodations(params: HotelSearchParams): Promise<Accommodation[]> {
  return apiRequest<Accommodation[]>(
    'GET',
    `/api/accommodations${toQueryString(toAccommodationQuery(params))}`,
    undefined,
    // The spec's own words for this failure.
    { failureMessage: (response) => `Failed to fetch accommodations: ${response.statusText}` },
  );
}

export function useAccommodations(params: HotelSearchParams) {
  return useQuery({
    queryKey: ['accommodations', toAccommodationQuery(params)],
    queryFn: () => searchAccommodations(params),
  });
}
