import {
  convertMinor,
  formatMinor,
  isCurrency,
  type Currency,
  type RateTable,
} from '../../../domain/currencies.ts';
import { formatInZone, formatMoney, toMinorUnits } from '../../../domain/format.ts';
import type { ItineraryFlight } from '../../../domain/itinerary.ts';
import type { DocumentLanguage } from '../../../domain/languages.ts';
import type { BookingPayment } from '../../../domain/mobile-money-checkout.ts';
import { MOBILE_MONEY_NETWORKS } from '../../../domain/mobile-money.ts';
import { wordingOf, type Wording } from './wording.ts';

/** What a booking's documents (voucher, calendar file, e-mail) are made from, and their wording. */

/** A moment of a booking in the local time of the place: check-in, departure, arrival. */
export type BookingMoment = { date: string; time?: string; tz?: string };

export type BookingDocument = {
  confirmationNumber: string;
  type: 'hotel' | 'flight' | 'package';
  status: string;
  title: string;
  customerName: string;
  customerEmail: string;
  lines: { label: string; value: string }[];
  /** Each booked flight of a flight or package, in order: one calendar event each. */
  flights?: ItineraryFlight[];
  start: BookingMoment;
  end?: BookingMoment;
  location?: string;
  subtotal: string;
  taxes: string;
  total: string;
  currency: string;
  notes: string[];
  createdAt: string;
  /** The language the booking was made in; the documents are written in it. */
  language?: DocumentLanguage;
  /**
   * The currency the traveller saw prices in, and the rates of that day: amounts are shown in it
   * with the charged amount beside them.
   */
  display?: { currency: Currency; table: RateTable };
  /**
   * A booking paid from a wallet: what the phone was charged, in the wallet's money, and the
   * refund it got back. A card booking has none and keeps the card's words.
   */
  wallet?: BookingPayment;
  /** Set once the booking is cancelled: when, and what went back to the traveller. */
  cancellation?: {
    cancelledAt: string;
    refund: string;
    fee: string;
    /** True until the payment provider has taken the refund. */
    refundPending: boolean;
    cardLast4: string | null;
  };
};

/** What a cancelled booking's documents say instead of how to use it. */
export function cancellationSummary(doc: BookingDocument): string | null {
  const c = doc.cancellation;
  if (!c) return null;
  const w = wordingFor(doc);
  const walletRefund = doc.wallet?.refund ? walletMoney(doc, doc.wallet.refund) : null;
  return w.cancelled({
    when: formatIssued(c.cancelledAt, w.locale),
    // A wallet is refunded in its own money, at the charge's locked rate, as it was sent.
    refund: Number(c.refund) > 0 ? (walletRefund ?? moneyOf(doc, c.refund)) : null,
    pending: c.refundPending,
    card: c.cardLast4,
    wallet: doc.wallet ? walletName(doc.wallet) : null,
    fee: Number(c.fee) > 0 ? moneyOf(doc, c.fee) : null,
  });
}

/** 'Paid 45 000 FCFA with Orange Money ···4501' for a wallet's booking; null for a card's. */
export function walletPaymentLine(doc: BookingDocument): string | null {
  if (!doc.wallet) return null;
  return wordingFor(doc).paidWith(walletMoney(doc, doc.wallet.amount), walletName(doc.wallet));
}

/** 'Orange Money ···4501': the wallet as its owner knows it. */
function walletName(wallet: BookingPayment): string {
  const network = wallet.network ? MOBILE_MONEY_NETWORKS[wallet.network] : null;
  const last4 = wallet.phoneLast4 ? `\u00b7\u00b7\u00b7${wallet.phoneLast4}` : '';
  return [network, last4].filter(Boolean).join(' ');
}

/** An amount of the wallet's money in the document's language: '45 000 FCFA', 'GH₵2,850.00'. */
function walletMoney(doc: BookingDocument, amount: string): string {
  const currency = doc.wallet?.currency ?? 'USD';
  const minor = toMinorUnits(amount, currency);
  if (!Number.isSafeInteger(minor)) return `${amount} ${currency}`;
  return formatMinor(minor, currency, wordingFor(doc).locale).replace(/[\u202f\u00a0]/g, ' ');
}

export const BRAND = 'Teranga';
export const DOMAIN = 'teranga.travel';

/** The words of the document's language. */
export function wordingFor(doc: BookingDocument): Wording {
  return wordingOf(doc.language);
}

/**
 * An amount as the document's language writes money ('USD 1,250.00', '1 250,00 $US'); in the
 * traveller's currency first when they chose one: '45 000 FCFA (USD 79.58 charged)'.
 */
export function moneyOf(doc: BookingDocument, amount: string): string {
  const w = wordingFor(doc);
  const charged = documentMoney(amount, doc.currency, w);
  const shown = displayedMoney(doc, amount);
  return shown === null ? charged : w.displayed(shown, charged);
}

/** The amount in the traveller's currency, or null when it is the charged one (or no amount). */
function displayedMoney(doc: BookingDocument, amount: string): string | null {
  const display = doc.display;
  if (!display || display.currency === doc.currency || !isCurrency(doc.currency)) return null;
  const minor = toMinorUnits(amount, doc.currency);
  if (!Number.isSafeInteger(minor)) return null;
  const converted = convertMinor(minor, doc.currency, display.currency, display.table);
  return formatMinor(converted, display.currency, wordingFor(doc).locale).replace(
    /[\u202f\u00a0]/g,
    ' ',
  );
}

/**
 * An amount in the words `w`: 'USD 1,250.00', '-USD 206.00', '1 250,00 $US'. Spaces are plain
 * ones, as in the documents' dates; what is not an amount is shown as given.
 */
export function documentMoney(amount: string, currency: string, w: Wording): string {
  if (amount.trim() === '' || !Number.isFinite(Number(amount))) return `${currency} ${amount}`;
  return formatMoney(amount, currency, w.locale, 'exact', w.currencyDisplay).replace(
    /[\u202f\u00a0]/g,
    ' ',
  );
}

/** The status as the document's language says it. */
export function statusOf(doc: BookingDocument): string {
  const w = wordingFor(doc);
  return isAwaitingConfirmation(doc) ? w.status('awaiting') : w.status(doc.status);
}

/** The status documents show for a paid booking the property has yet to confirm. */
export const AWAITING_CONFIRMATION = "awaiting the property's confirmation";

export function isAwaitingConfirmation(doc: BookingDocument): boolean {
  return doc.status === AWAITING_CONFIRMATION;
}

export function isCancelled(doc: BookingDocument): boolean {
  return /^cancel/i.test(doc.status);
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'YYYY-MM-DD HH:MM UTC' of an ISO instant. */
export function formatIssued(iso: string, locale = 'en-GB'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // Written as the document's other dates are ('Sun, 15 Nov 2026, 10:00'), in UTC.
  return `${formatInZone(date, 'UTC', locale).replace(/[\u202f\u00a0]/g, ' ')} UTC`;
}
