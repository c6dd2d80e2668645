import { MAX_CONFIRMATION_RESENDS_PER_DAY } from '../../domain/constants.ts';
import { isErrorCode, type ErrorCode } from '../../domain/error-codes.ts';
import { ApiError, bodyOf } from './api.ts';
import { fieldErrorsOf, ruleText } from './field-rules.ts';
import type checkoutEn from '../locales/checkout.en.json';
import type checkoutFr from '../locales/checkout.fr.json';
import { formatCalendarDate, formatMoney } from '../../domain/format.ts';
import { isOnline } from './network.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * The texts of refusals, one for every code the server sends, in both languages: a code
 * without its English or French text fails the type check. A sold-out refusal is said by what
 * sold out (a tour's departure, a night, a flight); `network` and `quote_required` are the
 * page's own.
 */
type RefusalTexts = Record<Exclude<ErrorCode, 'sold_out'>, string> &
  Record<
    'sold_out_departure' | 'sold_out_night' | 'sold_out_flight' | 'network' | 'offline',
    string
  >;
type Has<Texts extends RefusalTexts> = Texts;
type _En = Has<(typeof checkoutEn)['refusals']>;
type _Fr = Has<(typeof checkoutFr)['refusals']>;

/**
 * What to tell the traveller about a refusal, in their language, from the server's `code` and
 * its parameters, or its field errors' rules. The server's English `message` is for API
 * clients and never shown: a code the page does not know gets the page's default text.
 */
export function refusalMessage(
  body: Record<string, unknown>,
  t: Translate,
  language: string,
  defaultKey: string,
): string {
  const code = isErrorCode(body.code) ? body.code : undefined;
  if (code === 'sold_out') {
    if (typeof body.departure === 'string') {
      return t('checkout.refusals.sold_out_departure', {
        date: formatCalendarDate(body.departure, language),
      });
    }
    return typeof body.night === 'string'
      ? t('checkout.refusals.sold_out_night', { night: formatCalendarDate(body.night, language) })
      : t('checkout.refusals.sold_out_flight', {
          flight: body.flight,
          date: typeof body.date === 'string' ? formatCalendarDate(body.date, language) : '',
        });
  }
  if (code === 'price_changed' && typeof body.newPrice === 'string') {
    return t('checkout.refusals.price_changed', {
      total: formatMoney(body.newPrice, 'USD', language),
    });
  }
  const [fieldError] = fieldErrorsOf(body);
  if (fieldError) return ruleText(t, fieldError.rule, fieldError.limit);
  if (code) {
    return t(`checkout.refusals.${code}`, { limit: MAX_CONFIRMATION_RESENDS_PER_DAY });
  }
  return t(defaultKey);
}

/**
 * What to say about a failed call: its refusal, or that the connection failed; with no network
 * at all, that this needs one (nothing is queued to be sent later: docs/decisions/0032).
 */
export function errorText(
  error: unknown,
  t: Translate,
  language: string,
  defaultKey: string,
): string {
  if (!(error instanceof ApiError)) {
    return t(isOnline() ? 'checkout.refusals.network' : 'checkout.refusals.offline');
  }
  return refusalMessage(bodyOf(error), t, language, defaultKey);
}
