import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ADMIN_BOOKING_STATES } from '../../../../domain/admin.ts';
import type { OrderStatus, PaymentStatus } from '../../../../domain/checkout.ts';
import type { BookingView } from '../../../../domain/booking-view.ts';
import { apiRequest } from '../../../lib/api.ts';
import { fetchPage } from './list-request.ts';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys.ts';

export type BookingType = 'hotel' | 'flight' | 'package';
export type BookingState = (typeof ADMIN_BOOKING_STATES)[number];
export type StatusMove = 'confirmed' | 'canceled' | 'completed';

/** One row of GET /api/admin/bookings. */
export type AdminBookingRow = {
  id: number;
  type: BookingType;
  confirmationNumber: string | null;
  customerName: string | null;
  customerEmail: string | null;
  userId: string | null;
  amount: string;
  currency: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  awaitingConfirmation: boolean;
  title: string | null;
  titleFr: string | null;
  createdAt: string;
};

/** GET /api/admin/bookings/:id: the order, the traveller's view, its history and payments. */
export type AdminBookingDetail = {
  booking: AdminBookingRow;
  view: BookingView | null;
  meta: unknown;
  events: {
    id: number;
    field: string;
    fromStatus: string | null;
    toStatus: string;
    reason: string | null;
    createdAt: string;
  }[];
  payments: {
    id: number;
    kind: string;
    provider: string;
    providerId: string | null;
    amountCents: number;
    currency: string;
    status: string;
    createdAt: string;
  }[];
};

export type BookingFilters = { type: BookingType | ''; status: BookingState | ''; q: string };

export function useAdminBookings(page: number, filters: BookingFilters) {
  return useQuery({
    queryKey: [...adminKeys.bookings, 'list', { page, ...filters }],
    queryFn: () =>
      fetchPage<AdminBookingRow>('/api/admin/bookings', {
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
    queryFn: () => apiRequest<AdminBookingDetail>('GET', `/api/admin/bookings/${id}`),
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
  apiRequest<AdminBookingRow>('PATCH', `/api/admin/bookings/${id}/status`, {
    status,
    ...(reason ? { reason } : {}),
  });

/** The moves the server allows from where a booking stands (confirm, complete, cancel). */
export function movesOf(booking: Pick<AdminBookingRow, 'orderStatus' | 'awaitingConfirmation'>) {
  if (booking.awaitingConfirmation) return ['confirmed', 'canceled'] as const;
  if (booking.orderStatus === 'confirmed') return ['completed', 'canceled'] as const;
  return [] as const;
}
