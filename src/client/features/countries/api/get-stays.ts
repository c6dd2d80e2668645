import { useQuery } from '@tanstack/react-query';
import type { Accommodation } from '../../../../domain/accommodations.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';

/** The stay dates and party the live search asks about. */
export type StayRequest = { checkIn: string; checkOut: string; guests: number };

/** A result of the live hotel search (spec 2 section 7), beside the accommodation's fields. */
export type LiveHotel = Accommodation & {
  price_per_night: { amount: string; currency: string };
  check_in: string | null;
  check_out: string | null;
};

export function getStoredStays(destination: string): Promise<Accommodation[]> {
  return apiRequest<Accommodation[]>('GET', `/api/accommodations${toQueryString({ destination })}`);
}

export async function getLiveHotels(location: string, stay: StayRequest): Promise<LiveHotel[]> {
  const query = toQueryString({
    location,
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    guests: stay.guests,
  });
  const answer = await apiRequest<{ hotels: LiveHotel[] }>(
    'GET',
    `/api/duffel/hotels/search${query}`,
  );
  return answer.hotels;
}

/** The properties stored for a destination, without dates. */
export function useStoredStays(destination: string) {
  return useQuery({
    queryKey: ['countries', 'stored-stays', destination],
    queryFn: () => getStoredStays(destination),
  });
}

/** What is free for these dates and guests right now. */
export function useLiveHotels(location: string, stay: StayRequest) {
  return useQuery({
    queryKey: ['countries', 'live-hotels', location, stay],
    queryFn: () => getLiveHotels(location, stay),
  });
}
