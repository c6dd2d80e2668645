import { formatMinor, isCurrency } from '../../../domain/currencies.ts';
import type { BookingView } from '../../../domain/booking-view.ts';
import { toMinorUnits } from '../../../domain/format.ts';
import { MOBILE_MONEY_NETWORKS } from '../../../domain/mobile-money.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * Where the money of a booking paid by mobile money goes back, in the reader's words; null for a
 * card (and a booking read before payments were recorded), whose pages keep their own words.
 */
function walletOf(view: Pick<BookingView, 'payment'>, language: string) {
  const payment = view.payment;
  if (payment?.method !== 'mobile_money') return null;
  const network = payment.network
    ? (MOBILE_MONEY_NETWORKS[payment.network as keyof typeof MOBILE_MONEY_NETWORKS] ??
      payment.network)
    : '';
  const currency = isCurrency(payment.currency) ? payment.currency : null;
  return {
    network,
    phone: payment.phoneLast4 ? `···${payment.phoneLast4}` : '',
    // Both CFA francs are said FCFA, as travellers here say them; the others by their code.
    currency: payment.currency === 'XOF' || payment.currency === 'XAF' ? 'FCFA' : payment.currency,
    amount: currency
      ? formatMinor(toMinorUnits(payment.amount, currency), currency, language)
      : `${payment.amount} ${payment.currency}`,
  };
}

/** "Paid with Orange Money ···4567: 45 000 FCFA", or null for a card. */
export function paidWithWalletText(
  t: Translate,
  language: string,
  view: Pick<BookingView, 'payment'>,
) {
  const wallet = walletOf(view, language);
  return wallet ? t('payments.refund.paidWith', wallet) : null;
}

/**
 * Where a refund goes: the whole amount charged back to the wallet when the refund is the whole
 * total ("45 000 FCFA back to Orange Money ···4567, usually within 24 hours"), else the wallet
 * and its currency (the server converts the refund at the charge's locked rate); null for a card.
 */
export function walletRefundText(
  t: Translate,
  language: string,
  view: Pick<BookingView, 'payment'>,
  whole: boolean,
) {
  const wallet = walletOf(view, language);
  if (!wallet) return null;
  return whole ? t('payments.refund.toAmount', wallet) : t('payments.refund.to', wallet);
}

/** A cancelled booking's refund: "Refunded to Orange Money ···4567, in FCFA."; null for a card. */
export function refundedToWalletText(
  t: Translate,
  language: string,
  view: Pick<BookingView, 'payment'>,
) {
  const wallet = walletOf(view, language);
  return wallet ? t('payments.refund.refundedTo', wallet) : null;
}

/** Once cancelled: "$79.58 will be refunded to Orange Money ···4567, in FCFA."; null for a card. */
export function walletRefundDoneText(
  t: Translate,
  language: string,
  view: Pick<BookingView, 'payment'>,
  refund: string,
) {
  const wallet = walletOf(view, language);
  return wallet ? t('payments.cancel.doneText', { ...wallet, refund }) : null;
}
