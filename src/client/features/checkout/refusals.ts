import { formatMoney } from './format.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Refusals the server names with a code, and the locale key that says each one. */
const KNOWN = new Set([
  'price_changed',
  'sold_out',
  'too_many_holds',
  'in_progress',
  'session_closed',
  'refunded',
  'already_canceled',
  'payment_service_unavailable',
  'card_declined',
  'insufficient_funds',
  'authentication_failed',
  'expired_card',
  'incorrect_cvc',
  'invalid_number',
]);

/**
 * What to tell the traveller about a refusal, in their language: the text for the server's
 * `code` with its parameters when we know the code, else the server's message, else a default.
 */
export function refusalMessage(
  body: Record<string, unknown>,
  t: Translate,
  language: string,
  defaultKey: string,
): string {
  const code = typeof body.code === 'string' ? body.code : '';
  if (code === 'sold_out') {
    return typeof body.night === 'string'
      ? t('checkout.refusals.sold_out_night', { night: body.night })
      : t('checkout.refusals.sold_out_flight', { flight: body.flight, date: body.date });
  }
  if (code === 'price_changed' && typeof body.newPrice === 'string') {
    return t('checkout.refusals.price_changed', {
      total: formatMoney(body.newPrice, 'USD', language),
    });
  }
  if (KNOWN.has(code)) return t(`checkout.refusals.${code}`);
  return typeof body.message === 'string' ? body.message : t(defaultKey);
}
