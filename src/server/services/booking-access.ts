import { z } from 'zod';
import { ValidationError } from '../errors.ts';
import type { UserRow } from './accounts/accounts.ts';
import type { CheckoutService } from './checkout.ts';
import { isOwnedBy, type BookingOwner } from './checkout/lookup.ts';
import type { Order } from './checkout/deps.ts';

/** An account as the owner of bookings: its own, and those made with its verified e-mail. */
export function ownerOf(user: UserRow): BookingOwner {
  return { id: user.id, email: user.email, emailVerified: user.emailVerifiedAt !== null };
}

/**
 * Who may cancel a booking (docs/decisions/0004). With the booking's e-mail address, anyone
 * who has its id or HO- reference; without it, only the account the booking belongs to or an
 * administrator, and by the booking id alone.
 */
export function createCancelAccess({ checkout }: { checkout: Pick<CheckoutService, 'lookup'> }) {
  /**
   * The order `id` (a booking id or an HO- reference) names, if the caller may cancel it.
   * `signedIn` is asked only when no e-mail is given.
   */
  async function orderToCancel(
    id: string,
    email: string | undefined,
    signedIn: () => Promise<{ user: UserRow } | null>,
  ): Promise<Order> {
    const isBookingId = z.uuid().safeParse(id).success;
    if (email) {
      return checkout.lookup(isBookingId ? { bookingId: id, email } : { reference: id, email });
    }
    const caller = await signedIn();
    const found =
      caller && isBookingId ? await checkout.lookup({ bookingId: id }).catch(() => null) : null;
    if (
      !caller ||
      !found ||
      (caller.user.role !== 'admin' && !isOwnedBy(found, ownerOf(caller.user)))
    ) {
      throw new ValidationError([
        {
          field: 'email',
          rule: 'required',
          message: "is required: the booking's e-mail address",
        },
      ]);
    }
    return found;
  }

  return { orderToCancel };
}

export type CancelAccess = ReturnType<typeof createCancelAccess>;
