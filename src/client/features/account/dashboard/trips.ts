import type { BookingView } from '../../../../domain/booking-view.ts';
import { productOfTrip } from '../../../products/index.ts';

/**
 * The day a trip starts, in the place's own calendar: the check-in, the tour's start, or the first
 * departure (a flight + hotel package's too).
 */
export function tripStartDate(view: BookingView): string {
  return productOfTrip(view.trip).startDate(view.trip, view);
}

/**
 * The account's trips, split by their start against today: upcoming ones soonest first; past
 * ones (started before today, cancelled or completed) latest first.
 */
export function splitTrips(bookings: readonly BookingView[], today: string) {
  const upcoming: BookingView[] = [];
  const past: BookingView[] = [];
  for (const view of bookings) {
    const ahead = tripStartDate(view) >= today;
    const over = view.status === 'canceled' || view.status === 'completed';
    (ahead && !over ? upcoming : past).push(view);
  }
  const byStart = (a: BookingView, b: BookingView) =>
    tripStartDate(a).localeCompare(tripStartDate(b));
  upcoming.sort(byStart);
  past.sort((a, b) => byStart(b, a));
  return { upcoming, past };
}
