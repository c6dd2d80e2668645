import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  PriceCalendar,
  type FlightSearch,
  type PriceCalendarDay,
} from '../../../../domain/flights.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';

export type { PriceCalendarDay };

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
  return apiRequest('GET', `/api/flights/calendar${query}`, undefined, { schema: PriceCalendar });
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
