import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, toQueryString } from '../../../lib/api.ts';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys.ts';

/** A car rental as GET /api/cars/bookings answers it (spec 2's admin view). */
export type CarRental = {
  id: number;
  driverName: string;
  driverEmail: string;
  driverAge: number | null;
  location: string;
  pickupDate: string;
  returnDate: string;
  carType: string;
  totalPrice: string;
  status: string;
  createdAt: string | null;
};

/** Newest first; the list answers no total, so a full page means there may be another. */
export function useCarRentals(page: number) {
  return useQuery({
    queryKey: [...adminKeys.carRentals, { page }],
    queryFn: () =>
      apiRequest<CarRental[]>(
        'GET',
        `/api/cars/bookings${toQueryString({ page, pageSize: ADMIN_PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });
}
