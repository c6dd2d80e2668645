import { formatMinor, type Currency } from '../../../domain/currencies.ts';
import type { BookingView } from '../../../domain/booking-view.ts';
import { toMinorUnits } from '../../../domain/format.ts';
import { MOBILE_MONEY_NETWORKS } from '../../../domain/mobile-money.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;
type Paid = Pick<BookingView, 'payment'>;

const walletMoney = (amount: string, currency: Currency, language: string) =>
  formatMinor(toMinorUnits(amount, currency), currency, language);

/**
 * The wallet a booking paid by mobile money was charged from, as the pages say it; null for a
 * card (and a booking read before payments were recorded), whose pages keep their own words.
 */
function walletOf({ payment }: Paid, language: string) {
  if (payment?.method !== 'mobile_money') return null;
  return {
    network: payment.network ? MOBILE_MONEY_NETWORKS[payment.network] : '',
    phone: payment.phoneLast4 ? `···${payment.phoneLast4}` : '',
    // Both CFA francs are said FCFA, as travellers here say them; the others by their code.
    currency: payment.currency === 'XOF' || payment.currency === 'XAF' ? 'FCFA' : payment.currency,
    amount: walletMoney(payment.amount, payment.currency, language),
    refund: payment.refund ? walletMoney(payment.refund, payment.currency, language) : null,
  };
}

/** "Paid with Orange Money ···4567: 45 000 FCFA", or null for a card. */
export function paidWithWalletText(t: Translate, language: string, view: Paid) {
  const wallet = walletOf(view, language);
  return wallet ? t('payments.refund.paidWith', wallet) : null;
}

/**
 * Where a refund would go: the whole amount charged back to the wallet when the refund is the
 * whole total ("45 000 FCFA back to Orange Money ···4567, usually within 24 hours"), else the
 * wallet and its currency (the server converts a part at the charge's locked rate); null for a
 * card.
 */
export function walletRefundText(t: Translate, language: string, view: Paid, whole: boolean) {
  const wallet = walletOf(view, language);
  if (!wallet) return null;
  return whole ? t('payments.refund.toAmount', wallet) : t('payments.refund.to', wallet);
}

/**
 * A refund decided: "12 000 FCFA refunded to Orange Money ···4567." with the server's amount in
 * the currency charged, or the wallet and currency alone before it is known; null for a card.
 */
export function refundedToWalletText(t: Translate, language: string, view: Paid) {
  const wallet = walletOf(view, language);
  if (!wallet) return null;
  return wallet.refund
    ? t('payments.refund.refundedAmount', wallet)
    : t('payments.refund.refundedTo', wallet);
}

/** Once cancelled: "$79.58 will be refunded to Orange Money ···4567, in FCFA."; null for a card. */
export function walletRefundDoneText(t: Translate, language: string, view: Paid, refund: string) {
  const wallet = walletOf(view, language);
  return wallet ? t('payments.cancel.doneText', { ...wallet, refund }) : null;
}
