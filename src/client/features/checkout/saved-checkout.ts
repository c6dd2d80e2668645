import { z } from 'zod';
import {
  CheckoutSessionAnswer,
  HOLD_MINUTES,
  PASSENGER_GENDERS,
  PASSENGER_TITLES,
} from '../../../domain/checkout.ts';
import { PASSENGER_TYPES } from '../../../domain/passenger-fares.ts';
import type { PendingBooking } from '../../lib/pending-booking.ts';
import type { CheckoutSession } from './api/create-session.ts';
import { MobileMoneyCharge } from './api/mobile-money.ts';
import type { CheckoutDraft } from './checkout-form.ts';

/**
 * The checkout in progress, kept in this tab's sessionStorage so that a reload, or Back then
 * Forward, finds the hold, the step and the details typed: never a card's number or code (the
 * card form keeps those to itself). It lasts as long as the hold, or 15 minutes from the last
 * change before there is one, and is dropped once the booking is paid. A mobile-money charge the
 * phone is being asked to approve is kept with the hold, so a reload goes back to waiting for it.
 */
export const SAVED_CHECKOUT_KEY = 'teranga.checkout';

const Traveller = z.object({
  type: z.enum(PASSENGER_TYPES),
  title: z.union([z.enum(PASSENGER_TITLES), z.literal('')]),
  given_name: z.string(),
  family_name: z.string(),
  born_on: z.string(),
  gender: z.union([z.enum(PASSENGER_GENDERS), z.literal('')]),
  email: z.string(),
  phone_number: z.string(),
});

const SavedCheckout = z.object({
  /** Which pending booking these details are for: another booking starts afresh. */
  booking: z.string(),
  expiresAt: z.number(),
  draft: z.object({
    customerName: z.string(),
    customerEmail: z.string(),
    customerPhone: z.string(),
    leadUsesContact: z.boolean(),
    passengers: z.array(Traveller),
  }),
  /** The open hold, and the e-mail that can give it back. */
  held: CheckoutSessionAnswer.extend({ email: z.string() }).nullable(),
  /** The mobile-money charge being waited for, if any (kept before its hold ends too). */
  charge: MobileMoneyCharge.nullable().optional(),
});

export type OpenHold = CheckoutSession & { email: string };

const keyOf = (booking: PendingBooking) => JSON.stringify(booking);

/** What this tab kept of the checkout of `booking`, if it is still alive at `now`. */
export function readSavedCheckout(
  booking: PendingBooking,
  now: number,
): { draft: CheckoutDraft; held: OpenHold | null; charge: MobileMoneyCharge | null } | null {
  let parsed: ReturnType<typeof SavedCheckout.safeParse> | null = null;
  try {
    const raw = sessionStorage.getItem(SAVED_CHECKOUT_KEY);
    parsed = raw === null ? null : SavedCheckout.safeParse(JSON.parse(raw));
  } catch {
    parsed = null;
  }
  if (!parsed?.success || parsed.data.booking !== keyOf(booking) || parsed.data.expiresAt <= now) {
    clearSavedCheckout();
    return null;
  }
  const { draft, held, charge = null } = parsed.data;
  // A charge means nothing without the hold it pays for.
  return { draft, held, charge: held ? charge : null };
}

/**
 * Keeps the details and the open hold (or none) until the hold ends, with the mobile-money charge
 * being waited for (its hold is the one the server extended while the phone is asked).
 */
export function saveCheckout(
  booking: PendingBooking,
  draft: CheckoutDraft,
  held: OpenHold | null,
  now: number,
  charge: MobileMoneyCharge | null = null,
) {
  const holdEnd = held ? Date.parse(held.holdExpiresAt) : now + HOLD_MINUTES * 60_000;
  const chargeHoldEnd = charge ? Date.parse(charge.holdExpiresAt) : Number.NaN;
  const expiresAt = Number.isNaN(chargeHoldEnd) ? holdEnd : Math.max(holdEnd, chargeHoldEnd);
  try {
    sessionStorage.setItem(
      SAVED_CHECKOUT_KEY,
      JSON.stringify({ booking: keyOf(booking), expiresAt, draft, held, charge }),
    );
  } catch {
    // A full or disabled storage only loses what a reload would have kept.
  }
}

export function clearSavedCheckout() {
  try {
    sessionStorage.removeItem(SAVED_CHECKOUT_KEY);
  } catch {
    // Nothing kept, nothing to drop.
  }
}
