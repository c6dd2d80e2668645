import type { AdminBookingRow } from '../api/bookings.ts';
import type { Tone } from './list-parts.tsx';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Where a booking stands, as the bookings tab's filter names it (awaiting is its own state). */
export function stateOf(row: Pick<AdminBookingRow, 'orderStatus' | 'awaitingConfirmation'>) {
  return row.awaitingConfirmation ? 'awaiting_confirmation' : row.orderStatus;
}

export function stateLabel(
  t: Translate,
  row: Pick<AdminBookingRow, 'orderStatus' | 'awaitingConfirmation'>,
) {
  return t(`admin.bookings.states.${stateOf(row)}`);
}

export function stateTone(
  row: Pick<AdminBookingRow, 'orderStatus' | 'awaitingConfirmation'>,
): Tone {
  switch (stateOf(row)) {
    case 'confirmed':
      return 'green';
    case 'completed':
      return 'blue';
    case 'canceled':
      return 'red';
    case 'awaiting_confirmation':
      return 'amber';
    default:
      return 'slate';
  }
}
