import { formatMinor, type Currency } from '../../../domain/currencies.ts';
import type { BookingView } from '../../../domain/booking-view.ts';
import { toMinorUnits } from '../../../domain/format.ts';
import { MOBILE_MONEY_NETWORKS } from '../../../domain/mobile-money.ts';
import { walletRefundMinor } from '../../../domain/mobile-money-checkout.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;
type Paid = Pick<BookingView, 'payment' | 'totalCents'>;

const walletMoney = (amount: string, currency: Currency, language: string) =>
  formatMinor(toMinorUnits(amount, currency), currency, language);

/**
 * The wallet a booking paid by mobile money was charged from, as the pages say it; null for a
 * card (and a booking read before payments were recorded), whose pages keep their own words.
 */
function walletOf({ payment }: Pick<BookingView, 'payment'>, language: string) {
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
export function paidWithWalletText(
  t: Translate,
  language: string,
  view: Pick<BookingView, 'payment'>,
) {
  const wallet = walletOf(view, language);
  return wallet ? t('checkout.wallet.refund.paidWith', wallet) : null;
}

/**
 * Where a refund of `refundCents` (US cents, by the booking's terms) would go: the wallet's own
 * money at the charge's locked rate, as the server sends it ("45 000 FCFA back to Orange Money
 * ···4567, usually within 24 hours"); null for a card.
 */
export function walletRefundText(t: Translate, language: string, view: Paid, refundCents: number) {
  const wallet = walletOf(view, language);
  const payment = view.payment;
  if (!wallet || !payment) return null;
  const charged = toMinorUnits(payment.amount, payment.currency);
  const refund = walletRefundMinor(refundCents, view.totalCents, charged);
  return t('checkout.wallet.refund.toAmount', {
    ...wallet,
    amount: formatMinor(refund, payment.currency, language),
  });
}

/**
 * A refund decided: "12 000 FCFA refunded to Orange Money ···4567." with the server's amount in
 * the currency charged, or the wallet and currency alone before it is known; null for a card.
 */
export function refundedToWalletText(
  t: Translate,
  language: string,
  view: Pick<BookingView, 'payment'>,
) {
  const wallet = walletOf(view, language);
  if (!wallet) return null;
  return wallet.refund
    ? t('checkout.wallet.refund.refundedAmount', wallet)
    : t('checkout.wallet.refund.refundedTo', wallet);
}
