import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  Accommodation,
  LiveHotelsAnswer,
  type HotelResult,
} from '../../../../domain/accommodations.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';

/** The stay dates and party the live search asks about. */
export type StayRequest = { checkIn: string; checkOut: string; guests: number };

/** A live search's stay: the accommodation with its price for the dates asked. */
export type LiveHotel = HotelResult;

export function getStoredStays(destination: string): Promise<Accommodation[]> {
  return apiRequest('GET', `/api/accommodations${toQueryString({ destination })}`, undefined, {
    schema: z.array(Accommodation),
  });
}

export async function getLiveHotels(location: string, stay: StayRequest): Promise<LiveHotel[]> {
  const query = toQueryString({
    location,
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    guests: stay.guests,
  });
  const answer = await apiRequest('GET', `/api/duffel/hotels/search${query}`, undefined, {
    schema: LiveHotelsAnswer,
  });
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
