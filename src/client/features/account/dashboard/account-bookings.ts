import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { BookingView } from '../../../../domain/booking-view.ts';
import { apiRequest } from '../../../lib/api.ts';

// Not in lib/account.ts: the page's first files would then import the booking views' and zod's,
// and the bundler's chunks of the two import each other (a page that fails to start).
const AccountBookings = z.object({ bookings: z.array(BookingView) });

/** The signed-in account's bookings (GET /api/account/bookings). */
export function useAccountBookings(enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'bookings'],
    queryFn: () =>
      apiRequest('GET', '/api/account/bookings', undefined, { schema: AccountBookings }).then(
        (answer) => answer.bookings,
      ),
    enabled,
  });
}
