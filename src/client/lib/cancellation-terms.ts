import type { BookingView, TermsPartView } from '../../domain/booking-view.ts';
import { termsNow, type CancellationRule } from '../../domain/checkout.ts';
import { frenchOf, placeName } from '../../domain/place-names.ts';
import { formatInZone } from '../../domain/format.ts';
import { productOfKind, productOfTrip } from '../products/index.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Where a deadline is counted: the property's (or the departure airport's) zone and place. */
export type Deadline = { freeUntil: Date | string | null; timeZone: string; place: string };

/**
 * A booking's cancellation terms in the reader's language, from the rule the refund is computed
 * with: the exact deadline in the place's local time when the dates are known, else how long
 * before check-in it falls. A deadline already past at `now` is never stated as free: the
 * fee cancelling now costs is.
 */
export function termsText(
  t: Translate,
  language: string,
  rule: CancellationRule,
  deadline?: Deadline,
  kind: BookingView['trip']['kind'] = 'stay',
  now: Date = new Date(),
): string {
  if (rule.freeHours === null) return t('terms.nonRefundable');
  // A tour's late fees are its first day, half of it or all of it, not nights of a stay.
  const tour = productOfKind(kind).lateFeesIn === 'tourDays' && rule.lateFee !== 'fare';
  if (deadline?.freeUntil && termsNow(deadline.freeUntil, now) === 'fee_now') {
    return t(`terms.${tour ? 'feeNowTour' : 'feeNow'}.${rule.lateFee}`);
  }
  const free = deadline?.freeUntil
    ? t('terms.freeUntil', {
        date: formatInZone(deadline.freeUntil, deadline.timeZone, language),
        place: deadline.place,
        ofPlace: frenchOf(deadline.place),
      })
    : rule.freeHours % 24 === 0 && rule.freeHours >= 48
      ? t('terms.freeDaysBefore', { count: rule.freeHours / 24 })
      : t('terms.freeHoursBefore', { count: rule.freeHours });
  return `${free} ${t(`terms.${tour ? 'lateTour' : 'late'}.${rule.lateFee}`)}`;
}

/**
 * One part of a package's terms, named ("Flight: free cancellation until…"), with its deadline
 * where that part begins (the package says where: the departure city for the flight, the stay's
 * city for the stay).
 */
export function packagePartTermsText(
  t: Translate,
  language: string,
  part: TermsPartView,
  where: { city: string; timeZone: string },
  now: Date = new Date(),
): string {
  const terms = termsText(
    t,
    language,
    part,
    { freeUntil: part.freeUntil, timeZone: where.timeZone, place: placeName(where.city, language) },
    'package',
    now,
  );
  // The terms follow the part's name in the same sentence: "Flight: free cancellation…".
  const sentence = terms.charAt(0).toLocaleLowerCase(language) + terms.slice(1);
  return t('checkout.parts.terms', { part: t(`checkout.parts.${part.part}`), terms: sentence });
}

/** What terms are stated of: a booking, or (at checkout) what is about to be booked. */
export type TermsOf = Pick<BookingView, 'trip' | 'cancellation' | 'awaitingConfirmation'>;

/**
 * The booking's terms as the page states them, with the deadline in the place's local time; a
 * booking awaiting its property's confirmation first says it can be withdrawn free until then.
 */
export function bookingTermsText(
  t: Translate,
  language: string,
  view: TermsOf,
  now: Date = new Date(),
): string {
  return bookingTermsLines(t, language, view, now).join(' ');
}

/** The same terms as sentences: the withdrawal first when it applies, then a part a line. */
export function bookingTermsLines(
  t: Translate,
  language: string,
  view: TermsOf,
  now: Date = new Date(),
): string[] {
  const terms = termsOfTrip(t, language, view, now);
  return view.awaitingConfirmation ? [t('terms.untilConfirmed'), ...terms] : terms;
}

function termsOfTrip(t: Translate, language: string, view: TermsOf, now: Date): string[] {
  const { trip, cancellation } = view;
  const places = productOfTrip(trip).partPlaces?.(trip);
  if (places && cancellation.parts?.length) {
    return cancellation.parts.map((part) =>
      part.part === 'flight' && cancellation.byAirline
        ? t('checkout.parts.terms', {
            part: t('checkout.parts.flight'),
            terms: t('terms.byAirlinePart'),
          })
        : packagePartTermsText(t, language, part, places[part.part], now),
    );
  }
  // A live airline's flight: the refund is the airline's, quoted when the traveller cancels.
  if (cancellation.byAirline) return [t('terms.byAirline')];
  const whole = termsText(
    t,
    language,
    cancellation,
    {
      freeUntil: cancellation.freeUntil,
      timeZone: trip.timeZone,
      place: placeName(productOfTrip(trip).termsPlace(trip), language),
    },
    trip.kind,
    now,
  );
  return [whole];
}
