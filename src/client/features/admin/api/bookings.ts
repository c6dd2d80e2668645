import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AdminBookingDetail,
  AdminBookingRow,
  type ADMIN_BOOKING_STATES,
} from '../../../../domain/admin.ts';
import { apiRequest } from '../../../lib/api.ts';
import { fetchPage } from './list-request.ts';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys.ts';

export type BookingType = 'hotel' | 'flight' | 'package';
export type BookingState = (typeof ADMIN_BOOKING_STATES)[number];
export type StatusMove = 'confirmed' | 'canceled' | 'completed';

export { AdminBookingDetail, AdminBookingRow };

export type BookingFilters = { type: BookingType | ''; status: BookingState | ''; q: string };

export function useAdminBookings(page: number, filters: BookingFilters) {
  return useQuery({
    queryKey: [...adminKeys.bookings, 'list', { page, ...filters }],
    queryFn: () =>
      fetchPage('/api/admin/bookings', AdminBookingRow, {
        page,
        pageSize: ADMIN_PAGE_SIZE,
        type: filters.type || undefined,
        status: filters.status || undefined,
        q: filters.q,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminBooking(id: number | null) {
  return useQuery({
    queryKey: [...adminKeys.bookings, 'detail', id],
    queryFn: () =>
      apiRequest('GET', `/api/admin/bookings/${id}`, undefined, { schema: AdminBookingDetail }),
    enabled: id !== null,
  });
}

export const setBookingStatus = ({
  id,
  status,
  reason,
}: {
  id: number;
  status: StatusMove;
  reason?: string;
}) =>
  apiRequest(
    'PATCH',
    `/api/admin/bookings/${id}/status`,
    { status, ...(reason ? { reason } : {}) },
    { schema: AdminBookingRow },
  );

/** The moves the server allows from where a booking stands (confirm, complete, cancel). */
export function movesOf(booking: Pick<AdminBookingRow, 'orderStatus' | 'awaitingConfirmation'>) {
  if (booking.awaitingConfirmation) return ['confirmed', 'canceled'] as const;
  if (booking.orderStatus === 'confirmed') return ['completed', 'canceled'] as const;
  return [] as const;
}
