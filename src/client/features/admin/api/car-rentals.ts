import { z } from 'zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CarRentalRecord as CarRental } from '../../../../domain/admin.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys.ts';

export { CarRental };

/** Newest first; the list answers no total, so a full page means there may be another. */
export function useCarRentals(page: number) {
  return useQuery({
    queryKey: [...adminKeys.carRentals, { page }],
    queryFn: () =>
      apiRequest(
        'GET',
        `/api/cars/bookings${toQueryString({ page, pageSize: ADMIN_PAGE_SIZE })}`,
        undefined,
        { schema: z.array(CarRental) },
      ),
    placeholderData: keepPreviousData,
  });
}
