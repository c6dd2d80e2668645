import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FlightSearch } from '../../../../domain/flights.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';

/** The cheapest total fare of one departure day; null when nothing flies that day. */
export type PriceCalendarDay = { date: string; cheapest: string | null };

export function fetchPriceCalendar(search: FlightSearch): Promise<{ days: PriceCalendarDay[] }> {
  const query = toQueryString({
    origin: search.origin,
    destination: search.destination,
    date: search.departureDate,
    returnDate: search.returnDate,
    passengers: search.passengers,
    children: search.children,
    infants: search.infants,
    cabinClass: search.cabinClass,
  });
  return apiRequest('GET', `/api/flights/calendar${query}`);
}

/** Fares for three days either side of the search's date; the last week stays while the next loads. */
export function usePriceCalendar(search: FlightSearch | null) {
  return useQuery({
    queryKey: ['flight-calendar', search],
    queryFn: () => fetchPriceCalendar(search!),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}
