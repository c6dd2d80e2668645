import { z } from 'zod';

/**
 * Every `code` a refusal of the API can carry: the server's errors are built with one of these
 * (src/server/errors.ts), and the pages keep a text for each in English and French
 * (src/client/lib/refusals.ts), so a new code, or a misspelt one, fails the type check.
 */
export const ERROR_CODES = [
  // A refusal that names no code of its own gets the one of its status.
  'invalid_request',
  'unauthorized',
  'payment_failed',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'unsupported_media_type',
  'too_many_requests',
  'server_error',
  'service_unavailable',
  'database_unavailable',
  'cross_site_request',
  // Accounts and the admin's users.
  'invalid_credentials',
  'account_inactive',
  'too_many_attempts',
  'email_taken',
  'username_taken',
  'user_not_found',
  'self_change',
  'last_admin',
  // Offers, quotes and stock.
  'offer_unknown',
  'offer_expired',
  'offer_unavailable',
  'price_changed',
  'package_unknown',
  'property_gone',
  'sold_out',
  'too_many_holds',
  // Checkout sessions and orders.
  'session_unknown',
  'session_closed',
  'in_progress',
  'invalid_transition',
  'damaged_order',
  'booking_not_found',
  'email_limit',
  // Payments: ours, and the card refusals a payment provider names.
  'payment_incomplete',
  'payment_unknown',
  'payment_service_unavailable',
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'invalid_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'authentication_failed',
  'test_mode_card',
  // Mobile money: a checkout paid already, or a charge of it still waiting for the phone.
  'already_paid',
  'payment_pending',
  // Airlines, tickets and cancelling.
  'airline_unavailable',
  'airline_refused',
  'ticketing_in_progress',
  'refunded',
  'already_canceled',
  'not_awaiting_confirmation',
  'confirmed_meanwhile',
  'quote_not_needed',
  'quote_expired',
  // The travel assistant.
  'no_rule_on_record',
] as const;

export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Whether a code from outside (a provider's, a stored one) is one of ours. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return ErrorCode.safeParse(value).success;
}

/** A code from outside as one of ours, or `fallback` when we have no such code. */
export function knownCode(value: string | null | undefined, fallback: ErrorCode): ErrorCode {
  return isErrorCode(value) ? value : fallback;
}
