import { useQuery } from '@tanstack/react-query';
import type { Accommodation } from '../../../../domain/accommodations.ts';
import { toAccommodationQuery, type HotelSearchParams } from '../../../../domain/hotel-search.ts';
import { ApiError, toQueryString } from '../../../lib/api.ts';

export async function searchAccommodations(params: HotelSearchParams): Promise<Accommodation[]> {
  const response = await fetch(
    `/api/accommodations${toQueryString(toAccommodationQuery(params))}`,
    {
      credentials: 'include',
    },
  );
  if (!response.ok) {
    const body = await response.text();
    let parsed: unknown = body;
    try {
      parsed = JSON.parse(body);
    } catch {
      // keep the text
    }
    throw new ApiError(
      response.status,
      `Failed to fetch accommodations: ${response.statusText}`,
      parsed,
    );
  }
  return (await response.json()) as Accommodation[];
}

export function useAccommodations(params: HotelSearchParams) {
  return useQuery({
    queryKey: ['accommodations', toAccommodationQuery(params)],
    queryFn: () => searchAccommodations(params),
  });
}
