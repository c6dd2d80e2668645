import { type BookingView, type CheckoutTerms } from '../../domain/booking-view.ts';
import { referenceQr } from '../lib/reference-qr.ts';
import { walletRefundMinor, type BookingPayment } from '../../domain/mobile-money-checkout.ts';
import { MOBILE_MONEY_NETWORKS, type MobileMoneyNetwork } from '../../domain/mobile-money.ts';
import { cancellationPolicy, termsNow } from '../../domain/checkout.ts';
import type { OrderMetaBase } from '../../domain/orders.ts';
import { localizedAddress, placeName } from '../../domain/place-names.ts';
import { isCurrency, rateBetween } from '../../domain/currencies.ts';
import {
  DATE_STYLES,
  formatAmount,
  formatCalendarDate,
  formatInZone,
  numberFormat,
} from '../../domain/format.ts';
import type { duffelBookings } from '../db/schema/index.ts';
import type { TermsPlace } from '../products/product.ts';
import { productOf, type AnyProduct } from '../products/registry.ts';
import { AWAITING_CONFIRMATION, type BookingDocument } from './documents/booking-document.ts';
import { wordingOf, type Wording } from './documents/wording.ts';
import { frenchTitleOf, isAwaitingConfirmation, metaOf } from './order-meta.ts';

type Order = typeof duffelBookings.$inferSelect;

/** The terms a booking states: its product's rule, and a package's parts each under its own. */
function cancellationOf(product: AnyProduct, meta: OrderMetaBase): BookingView['cancellation'] {
  const { freeHours, lateFee, freeUntil } = cancellationPolicy({
    type: product.view.rule,
    startsAt: new Date(meta.startsAt),
    policy: meta.policy,
  });
  const whole = {
    freeHours,
    lateFee,
    freeUntil: freeUntil?.toISOString() ?? null,
    ...(meta.airline ? { byAirline: true } : {}),
  };
  if (!product.view.parts) return whole;
  const parts = product.view
    .parts(meta)
    .map(({ part, policy, totalCents, taxesCents, nights }) => ({
      part,
      freeHours: policy.freeHours,
      lateFee: policy.lateFee,
      freeUntil: policy.freeUntil?.toISOString() ?? null,
      totalCents,
      taxesCents,
      nights,
    }));
  // The package as a whole is free until the earlier of its parts' deadlines.
  const earliest = parts
    .map((p) => p.freeUntil)
    .reduce<string | null | undefined>(
      (soonest, d) =>
        soonest === null || d === null ? null : !soonest || d < soonest ? d : soonest,
      undefined,
    );
  return { ...whole, freeUntil: earliest ?? null, parts };
}

/**
 * What is about to be booked and its terms, as the booking will state them once made: the
 * checkout shows them beside the total before anything is paid.
 */
export function toCheckoutTerms(product: AnyProduct, meta: OrderMetaBase): CheckoutTerms {
  return {
    type: product.wire.type as CheckoutTerms['type'],
    trip: product.view.trip(meta) as CheckoutTerms['trip'],
    cancellation: cancellationOf(product, meta),
  };
}

/** How the booking was asked for: by its id alone, or with what only its owner knows. */
export type BookingAccess = 'link' | 'owner';

/** 'kofi.boateng@example.com' -> 'k***@example.com': enough to recognise, not to use. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

function emailFor(order: Order, access: BookingAccess): string | null {
  if (order.customerEmail === null) return null;
  return access === 'owner' ? order.customerEmail : maskEmail(order.customerEmail);
}

/**
 * The booking as the success page, the lookup page and the documents show it: data, never
 * sentences. Asked for by its id alone, the e-mail address is masked: the id shows a booking,
 * it does not unlock it.
 */
export function toBookingView(order: Order, access: BookingAccess = 'owner'): BookingView {
  const meta = metaOf(order);
  const product = productOf(order.product);
  return {
    bookingId: order.sessionId ?? '',
    confirmationNumber: order.confirmationNumber,
    referenceQr: referenceQr(order.confirmationNumber ?? order.sessionId ?? ''),
    type: order.type as BookingView['type'],
    status: order.orderStatus,
    awaitingConfirmation: isAwaitingConfirmation(order),
    paymentStatus: order.paymentStatus,
    title: meta.title,
    titleFr: frenchTitleOf(order, meta),
    customerName: order.customerName,
    customerEmail: emailFor(order, access),
    emailMasked: access === 'link',
    trip: product.view.trip(meta) as BookingView['trip'],
    notes: product.view.notes(meta),
    cancellation: cancellationOf(product, meta),
    currency: order.currency,
    subtotalCents: meta.subtotalCents,
    taxesCents: meta.taxesCents,
    totalCents: meta.totalCents,
    cardLast4: meta.last4 ?? null,
    payment: paymentOf(order, meta),
    refundCents: meta.refundCents ?? null,
    refundPending: meta.refundStatus === 'owed',
    cancellationFeeCents: meta.feeCents ?? null,
    startsAt: meta.startsAt,
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    createdAt: order.createdAt?.toISOString() ?? null,
    ...(meta.airline?.bookingReference && meta.airline.orderId
      ? {
          airline: {
            bookingReference: meta.airline.bookingReference,
            orderId: meta.airline.orderId,
          },
        }
      : {}),
    ...(meta.failure ? { failure: meta.failure.reason } : {}),
  };
}

/**
 * How the booking was paid, and its refund, in the currency charged: a card in US dollars, or a
 * wallet in its own money (the refund at the charge's locked rate, as it was sent).
 */
function paymentOf(order: Order, meta: OrderMetaBase): BookingPayment {
  const wallet = meta.payment;
  if (!wallet) {
    return {
      method: 'card',
      currency: isCurrency(order.currency) ? order.currency : 'USD',
      amount: formatAmount(meta.totalCents),
      ...(meta.refundCents ? { refund: formatAmount(meta.refundCents) } : {}),
    };
  }
  const currency = isCurrency(wallet.currency) ? wallet.currency : 'USD';
  const refundMinor = meta.refundCents
    ? walletRefundMinor(meta.refundCents, wallet.usdCents, wallet.amountMinor)
    : 0;
  return {
    method: 'mobile_money',
    ...(wallet.network in MOBILE_MONEY_NETWORKS
      ? { network: wallet.network as MobileMoneyNetwork }
      : {}),
    phoneLast4: wallet.phoneLast4,
    currency,
    amount: formatAmount(wallet.amountMinor, currency),
    ...(refundMinor ? { refund: formatAmount(refundMinor, currency) } : {}),
  };
}

/** The document's lines, in the booking's language, from the booking's data. */
function documentLines(
  product: AnyProduct,
  view: BookingView,
  w: Wording,
): BookingDocument['lines'] {
  // A flight a live airline made: the reference on its tickets comes first.
  const pnr = view.airline
    ? [{ label: w.lines.airlineReference, value: view.airline.bookingReference }]
    : [];
  return [...pnr, ...product.view.lines(view.trip, w, view)];
}

/** One set of terms in the documents' words, with its deadline in the place's local time. */
function termsOf(
  rule: { freeUntil: string | null; lateFee: BookingView['cancellation']['lateFee'] },
  place: TermsPlace,
  w: Wording,
  now: Date,
): string {
  if (!rule.freeUntil) return w.terms.nonRefundable;
  // A deadline already past is never stated as free: the fee cancelling now costs is.
  if (termsNow(rule.freeUntil, now) === 'fee_now') {
    return place.tour && rule.lateFee !== 'fare'
      ? w.terms.feeNowTour[rule.lateFee]
      : w.terms.feeNow[rule.lateFee];
  }
  const deadline = w.terms.localTime(
    formatInZone(rule.freeUntil, place.timeZone, w.locale),
    placeName(place.name, w.locale),
  );
  const late =
    place.tour && rule.lateFee !== 'fare'
      ? w.terms.lateTour[rule.lateFee]
      : w.terms.late[rule.lateFee];
  return w.terms.freeUntil(deadline, late);
}

/** The booking's cancellation terms in the documents' words: a package states each part's. */
function termsSentences(product: AnyProduct, view: BookingView, w: Wording, now: Date): string[] {
  const terms = tripTermsSentences(product, view, w, now);
  // Until the property confirms, the traveller may withdraw for a full refund.
  return view.awaitingConfirmation ? [w.terms.untilConfirmed, ...terms] : terms;
}

function tripTermsSentences(
  product: AnyProduct,
  view: BookingView,
  w: Wording,
  now: Date,
): string[] {
  const { trip, cancellation } = view;
  if (cancellation.parts) {
    return cancellation.parts.map((part) => {
      const terms =
        part.part === 'flight' && cancellation.byAirline
          ? w.terms.byAirline
          : termsOf(part, product.view.termsPlace(trip, part.part), w, now);
      return w.pair(w.parts[part.part], terms);
    });
  }
  if (cancellation.byAirline) return [w.terms.byAirline];
  return [termsOf(cancellation, product.view.termsPlace(trip), w, now)];
}

export function toBookingDocument(
  order: Order,
  access: BookingAccess = 'owner',
  now: Date = new Date(),
): BookingDocument {
  const meta = metaOf(order);
  const product = productOf(order.product);
  const view = toBookingView(order, access);
  const cancelled = order.orderStatus === 'canceled';
  const w = wordingOf(meta.language);
  // A cancelled booking's documents say what happened, never how to check in.
  const notes = cancelled
    ? []
    : [...view.notes.map((note) => w.notes[note]), ...termsSentences(product, view, w, now)];
  if (meta.display && meta.display.currency !== order.currency && isCurrency(order.currency)) {
    const { currency, rates } = meta.display;
    notes.push(
      w.rateNote({
        currency,
        rate: localDecimal(rateBetween(order.currency, currency, rates, 4), w.locale),
        asOf: formatCalendarDate(rates.asOf, w.locale, DATE_STYLES.full),
        charged: order.currency,
      }),
    );
  }
  // Orders made before itineraries keep their one event for the whole trip.
  const flights = product.view.flights?.(view.trip) ?? [];
  return {
    confirmationNumber: order.confirmationNumber ?? '',
    type: view.type,
    status: view.awaitingConfirmation ? AWAITING_CONFIRMATION : order.orderStatus,
    title: (meta.language === 'fr' && frenchTitleOf(order, meta)) || meta.title,
    customerName: order.customerName ?? '',
    customerEmail: view.customerEmail ?? '',
    lines: documentLines(product, view, w),
    ...(flights.length ? { flights } : {}),
    start: meta.start,
    ...(meta.end ? { end: meta.end } : {}),
    // A flight's place is its first airport, which its title already names.
    ...(meta.location && !meta.title.startsWith(meta.location)
      ? { location: localizedAddress(meta.location, meta.language) }
      : {}),
    subtotal: formatAmount(view.subtotalCents),
    taxes: formatAmount(view.taxesCents),
    total: formatAmount(view.totalCents),
    currency: order.currency,
    notes,
    createdAt: (order.createdAt ?? new Date()).toISOString(),
    ...(meta.language ? { language: meta.language } : {}),
    ...(meta.display
      ? { display: { currency: meta.display.currency, table: meta.display.rates } }
      : {}),
    ...(view.payment?.method === 'mobile_money' ? { wallet: view.payment } : {}),
    ...(cancelled
      ? {
          cancellation: {
            cancelledAt: meta.cancelledAt ?? (order.updatedAt ?? new Date()).toISOString(),
            refund: formatAmount(meta.refundCents ?? 0),
            fee: formatAmount(meta.feeCents ?? 0),
            refundPending: meta.refundStatus === 'owed',
            cardLast4: meta.last4 ?? null,
          },
        }
      : {}),
  };
}

/** A decimal string ('565.4802') with the language's decimal sign ('565,4802'), never a float. */
function localDecimal(decimal: string, locale: string): string {
  const sign = numberFormat(locale)
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value;
  return sign ? decimal.replace('.', sign) : decimal;
}
