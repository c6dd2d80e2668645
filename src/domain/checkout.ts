import { z } from 'zod';
import {
  CONFIRMATION_PREFIX,
  FREE_CANCELLATION_HOURS,
  MAX_SEARCH_GUESTS,
  STAY_CHECK_IN_TIME,
} from './constants.ts';
import { CurrencyCode } from './currencies.ts';
import { DOCUMENT_LANGUAGES } from './languages.ts';
import { zonedTimeToUtc } from './time-zones.ts';
import { email, isoDate, plainText, token } from './input.ts';
import { productBodySchema, type ProductWire } from './products.ts';
import {
  PASSENGER_TYPES,
  TICKET_NAME_MAX,
  TICKET_NAME_PATTERN,
  titleFitsGender,
} from './passenger-fares.ts';

export const HOLD_MINUTES = 15;

/**
 * How many unpaid holds one client (one address) may keep at once, and how soon a repeat counts
 * as one. Decision 0004 gives the reasons for the numbers.
 */
export type HoldLimits = {
  /** One traveller's (one e-mail's) checkouts from one address; a newer one replaces the oldest. */
  perEmail: number;
  /** All checkouts from one address, whoever's: enough for a carrier-grade NAT. */
  perAddress: number;
  /**
   * Of one property's night, one flight's cabin on a date or one tour departure, one address may
   * hold `min` units, or `percent` of the stock when that is more. Left out: no share limit.
   */
  share?: { min: number; percent: number };
  repeatWindowSeconds: number;
};
export const DEFAULT_HOLD_LIMITS: HoldLimits = {
  perEmail: 2,
  perAddress: 50,
  share: { min: 2, percent: 20 },
  repeatWindowSeconds: 10,
};

/** How much of a piece of stock (`total` rooms, seats or places) one address may hold unpaid. */
export function holdShareOf(total: number, limits: HoldLimits): number {
  if (!limits.share) return Number.POSITIVE_INFINITY;
  return Math.max(limits.share.min, Math.floor((total * limits.share.percent) / 100));
}

/**
 * A traveller's name on every kind of booking (the lead of a stay, a tour or a flight, a hotel
 * guest): the letters a ticket takes, as passengers' names are checked, up to a full name's length.
 */
export const travellerName = (label: string) =>
  plainText(label).refine((value) => value === '' || TICKET_NAME_PATTERN.test(value), {
    error: `${label} may contain only letters, spaces, hyphens and apostrophes, as on a ticket`,
    params: { rule: 'invalid_format' },
  });
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number, e.g. +233 20 123 4567');

export const PASSENGER_TITLES = ['mr', 'ms', 'mrs', 'miss', 'dr', 'mstr'] as const;
export const PASSENGER_GENDERS = ['m', 'f'] as const;

/** A name as a ticket prints it: letters (accents too), spaces, hyphens, apostrophes; 1-50. */
const ticketName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(TICKET_NAME_MAX, `${label} must be at most ${TICKET_NAME_MAX} characters`)
    .regex(
      TICKET_NAME_PATTERN,
      `${label} may contain only letters, spaces, hyphens and apostrophes, as on a ticket`,
    );

/**
 * A traveller as airlines need them: name as on the passport and birth date (spec 1 section 3),
 * and the fare they fly on (an adult when left out). Titles: mr, ms, mrs, miss, dr for adults;
 * mstr or miss for children and infants.
 */
export const Passenger = z
  .object({
    id: token(50).optional(),
    type: z.enum(PASSENGER_TYPES, { error: 'must be one of adult, child, infant' }).optional(),
    title: z.enum(PASSENGER_TITLES, { error: 'must be one of mr, ms, mrs, miss, dr, mstr' }),
    given_name: ticketName('Given name'),
    family_name: ticketName('Family name'),
    born_on: isoDate,
    gender: z.enum(PASSENGER_GENDERS, { error: 'must be m or f' }),
    email: email.optional(),
    phone_number: phone.optional(),
  })
  .superRefine((p, ctx) => {
    if (!titleFitsGender(p.title, p.gender)) {
      ctx.addIssue({
        code: 'custom',
        path: ['gender'],
        params: { rule: 'title_gender' },
        message: `must agree with the title: mr and mstr are male, ms, mrs and miss female (dr either)`,
      });
    }
  });
export type Passenger = z.infer<typeof Passenger>;

export const Guest = z.object({
  id: token(50).optional(),
  name: travellerName('Guest name'),
  email: email.optional(),
});

/** A tour package's offer id (spec 1: offerId tour_{packageId}). */
export const TOUR_OFFER = /^tour_(\d{1,9})$/;
/** A flight + hotel package's offer id: complete_ and the flight offer's id (spec 1). */
export const COMPLETE_OFFER = /^complete_([A-Za-z0-9_.:~-]+)$/;
/** A flight + hotel package takes 1 to 4 guests (spec 1), in at most one room each. */
export const MAX_PACKAGE_GUESTS = 4;
/** The largest group one tour booking takes; a package's own maximum is checked too. */
export const MAX_TOUR_GROUP = 50;

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: 'is required' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** A flight and a flight + hotel package name every passenger; the lead one can be reached. */
function checkPassengers(body: { passengers?: readonly unknown[] | undefined }) {
  const passengers = (body.passengers ?? []) as { email?: string; phone_number?: string }[];
  if (passengers.length === 0)
    return [{ path: ['passengers'], message: 'enter the details of every passenger' }];
  const lead = passengers[0]!;
  return lead.email && lead.phone_number
    ? []
    : [
        {
          path: ['passengers', 0],
          message: 'the lead passenger needs an e-mail address and a phone number',
        },
      ];
}

/** A stay: its rate (the property, dates and guests, as the search issued it). */
export const STAY_WIRE = {
  kind: 'stay',
  type: 'hotel',
  fields: { rateId: token(100) },
} as const satisfies ProductWire;

/** A flight: the offer the search quoted. */
export const FLIGHT_WIRE = {
  kind: 'flight',
  type: 'flight',
  fields: { offerId: token() },
  checkTravellers: checkPassengers,
} as const satisfies ProductWire;

/** A tour package (spec 1: offerId tour_{packageId}): the departure chosen and the group. */
export const TOUR_WIRE = {
  kind: 'tour',
  type: 'package',
  offer: { pattern: TOUR_OFFER, format: 'tour_<package id>' },
  fields: { startDate: isoDate, travelers: wholeNumber(1, MAX_TOUR_GROUP) },
} as const satisfies ProductWire;

/** A flight + hotel package: the flight's offer (complete_…), the stay's rate, the rooms. */
export const PACKAGE_WIRE = {
  kind: 'package',
  type: 'package',
  offer: { pattern: COMPLETE_OFFER, format: 'complete_<flight offer id>' },
  fields: { rateId: token(100), rooms: wholeNumber(1, MAX_PACKAGE_GUESTS).optional() },
  checkTravellers: checkPassengers,
} as const satisfies ProductWire;

/** The products the site sells, as the wire asks for them. */
export const PRODUCT_WIRES = [FLIGHT_WIRE, STAY_WIRE, TOUR_WIRE, PACKAGE_WIRE] as const;

/** What every checkout carries beyond its product: the lead traveller, the others, the total. */
export const TravellerFields = z.object({
  amount: z.coerce.number({ error: 'must be a number' }).positive('must be above 0'),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((c) => c === 'USD', {
      error: 'only USD is accepted',
      params: { rule: 'invalid_choice' },
    })
    .default('USD'),
  customerName: travellerName('Name'),
  customerEmail: email,
  customerPhone: phone.optional(),
  passengers: z.array(Passenger).max(9, 'at most 9 passengers').optional(),
  guests: z.array(Guest).max(MAX_SEARCH_GUESTS).optional(),
  /** The language the traveller booked in: the voucher and e-mails are written in it. */
  language: z.enum(DOCUMENT_LANGUAGES).optional(),
  /** The currency the traveller sees prices in: the voucher and e-mails show amounts in it too. */
  displayCurrency: CurrencyCode.optional(),
});

type Fields<W extends ProductWire> = z.output<z.ZodObject<W['fields']>>;
type OfferOf<W extends ProductWire> = W extends { offer: object } ? { offerId: string } : object;
type Asked<W extends ProductWire, Extra> = Fields<W> &
  OfferOf<W> &
  Extra & { type: W['type']; product: W['kind'] };
type ByProduct<Extra> =
  | Asked<typeof FLIGHT_WIRE, Extra>
  | Asked<typeof STAY_WIRE, Extra>
  | Asked<typeof TOUR_WIRE, Extra>
  | Asked<typeof PACKAGE_WIRE, Extra>;

/** A terms request, by product (`product` says which). */
export type CheckoutTermsBody = ByProduct<object>;
/** What the page sends for the terms: spec 1's fields; the server reads the product from them. */
export type CheckoutTermsRequest = {
  type: (typeof PRODUCT_WIRES)[number]['type'];
  offerId?: string;
  rateId?: string;
  startDate?: string;
  travelers?: number;
  rooms?: number;
};
/** POST /api/checkout/terms: the terms of what is about to be booked, before anything is held. */
export const CheckoutTermsBody = productBodySchema(
  PRODUCT_WIRES,
  {},
  {
    travellers: false,
  },
) as unknown as z.ZodType<CheckoutTermsBody, CheckoutTermsRequest>;

/** A checkout, by product (`product` says which). */
export type CheckoutSessionBody = ByProduct<z.output<typeof TravellerFields>>;
/** POST /api/checkout/session (spec 1 section 3), with the travellers' real details. */
export const CheckoutSessionBody = productBodySchema(PRODUCT_WIRES, TravellerFields.shape, {
  travellers: true,
}) as unknown as z.ZodType<CheckoutSessionBody, unknown>;

export const CheckoutConfirmBody = z.object({
  paymentIntentId: token(200),
  sessionId: token(200),
});

/** GET /api/checkout/config: which card form the checkout shows. */
export const PaymentConfig = z.object({
  provider: z.enum(['test', 'stripe']),
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof PaymentConfig>;

/** POST /api/orders/:bookingId/email: sent again, to the booking's (masked) address. */
export const ResentAnswer = z.object({ sent: z.literal(true), to: z.string().nullable() });

/** POST /api/checkout/session's answer: the hold, and the payment to pay it with. */
export const CheckoutSessionAnswer = z.object({
  clientSecret: z.string(),
  sessionId: z.string(),
  paymentIntentId: z.string(),
  provider: z.enum(['test', 'stripe']),
  /** Decimal amounts ('440.00'), as Stripe and spec 1 write them. */
  amount: z.string(),
  subtotal: z.string(),
  taxes: z.string(),
  currency: z.string(),
  holdExpiresAt: z.string(),
  confirmationNumber: z.string(),
});
export type CheckoutSessionAnswer = z.infer<typeof CheckoutSessionAnswer>;

/** POST /api/checkout/confirm's answer: the booking the payment made. */
export const CheckoutConfirmAnswer = z.object({
  bookingId: z.string(),
  confirmationNumber: z.string(),
  /** Paid, and waiting for a property that confirms bookings by hand. */
  awaitingConfirmation: z.boolean(),
});
export type CheckoutConfirmAnswer = z.infer<typeof CheckoutConfirmAnswer>;

/** The built-in test processor's answer, shaped like a Stripe PaymentIntent's outcome. */
export const TestPaymentAnswer = z.object({
  id: z.string(),
  status: z.enum([
    'requires_payment_method',
    'requires_action',
    'processing',
    'succeeded',
    'canceled',
  ]),
  last4: z.string().nullable(),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
});
export type TestPaymentAnswer = z.infer<typeof TestPaymentAnswer>;

/** Payment and order states of spec 2 section 4; the database allows no others. */
export const PAYMENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const ORDER_STATUSES = ['pending', 'confirmed', 'canceled', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** A hold's stock is held while unpaid, confirmed with the booking, released when given back. */
export const HOLD_STATUSES = ['held', 'confirmed', 'released'] as const;
/** A refund is owed until the provider takes it. */
export const PAYMENT_RECORD_STATUSES = ['succeeded', 'pending', 'owed', 'failed'] as const;

/** The moves allowed between the states. */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  requires_payment_method: ['requires_action', 'processing', 'succeeded', 'canceled'],
  requires_action: ['requires_payment_method', 'processing', 'succeeded', 'canceled'],
  processing: ['requires_payment_method', 'succeeded', 'canceled'],
  succeeded: [],
  canceled: [],
};

export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'canceled'],
  confirmed: ['canceled', 'completed'],
  canceled: [],
  completed: [],
};

/** Whether a status may move from `from` to `to` in its table (staying put always may). */
export function canMove<S extends string>(
  table: Readonly<Record<S, readonly S[]>>,
  from: S,
  to: S,
): boolean {
  return from === to || table[from].includes(to);
}

/** Passenger born_on must be in the past and not absurd; checked with the clock. */
export function checkBirthDate(
  bornOn: string,
  today: string,
): { rule: 'in_past' | 'too_old'; message: string } | null {
  if (bornOn >= today) return { rule: 'in_past', message: 'must be in the past' };
  if (bornOn < '1900-01-01') return { rule: 'too_old', message: 'must be after 1900' };
  return null;
}

export type CancellationTerms = {
  free: boolean;
  refundCents: number;
  feeCents: number;
  /** Until when cancelling is free; null when it never is. */
  freeUntil: Date | null;
};

export type CancellationRule = {
  freeHours: number | null;
  lateFee: 'first_night' | 'half' | 'all' | 'fare';
};

/** The cancellation policies a property may have, as the seed writes them and admins choose them. */
export const CANCELLATION_POLICIES = {
  POLICY_24H:
    'Free cancellation until 24 hours before check-in. Later cancellations are charged the first night.',
  POLICY_48H:
    'Free cancellation until 48 hours before check-in. Later cancellations and no-shows are charged the first night.',
  POLICY_72H:
    'Free cancellation until 72 hours before check-in. Later cancellations are charged 50% of the stay.',
  POLICY_7D:
    'Free cancellation until 7 days before check-in. Within 7 days of arrival, 50% of the stay is charged.',
  POLICY_14D:
    'Free cancellation until 14 days before check-in. Later cancellations and no-shows are charged the full stay.',
  POLICY_NON_REFUNDABLE:
    'Non-refundable: the full amount is charged at booking and is not returned if you cancel or do not show up.',
} as const;

export const CANCELLATION_POLICY_TEXTS = Object.values(CANCELLATION_POLICIES);

/**
 * The rule a property's policy text states ("Free cancellation until 48 hours before check-in.
 * Later cancellations are charged 50% of the stay."). Without a policy: free until 24 hours
 * before (spec 1 section 9), then the first night.
 */
export function parseCancellationPolicy(policy?: string | null): CancellationRule {
  if (!policy) return { freeHours: FREE_CANCELLATION_HOURS, lateFee: 'first_night' };
  if (/non-refundable/i.test(policy)) return { freeHours: null, lateFee: 'all' };
  const until = /until (\d+) (hour|day)s?/i.exec(policy);
  const freeHours = until
    ? Number(until[1]) * (until[2]!.toLowerCase() === 'day' ? 24 : 1)
    : FREE_CANCELLATION_HOURS;
  const lateFee = /50\s?%/.test(policy)
    ? 'half'
    : /full (stay|amount)/i.test(policy)
      ? 'all'
      : 'first_night';
  return { freeHours, lateFee };
}

/** When a stay begins: check-in day at the check-in time, in the property's own zone. */
export function stayStartsAt(checkIn: string, timeZone: string): Date {
  return zonedTimeToUtc(checkIn, STAY_CHECK_IN_TIME, timeZone);
}

/** The terms of a booking as every page and document states them: the rule and its deadline. */
export type CancellationPolicy = CancellationRule & { freeUntil: Date | null };

/** The terms that apply to a booking starting at `startsAt`, from the one rule the refund uses. */
export function cancellationPolicy(input: {
  type: 'hotel' | 'flight' | 'package';
  startsAt: Date;
  policy?: string | null;
}): CancellationPolicy {
  const rule = ruleOf(input.type, input.policy);
  const freeUntil =
    rule.freeHours === null
      ? null
      : new Date(input.startsAt.getTime() - rule.freeHours * 3_600_000);
  return { ...rule, freeUntil };
}

function ruleOf(type: 'hotel' | 'flight' | 'package', policy?: string | null): CancellationRule {
  return type === 'flight'
    ? { freeHours: FREE_CANCELLATION_HOURS, lateFee: 'fare' }
    : parseCancellationPolicy(policy);
}

/**
 * What cancelling now costs. Hotels follow their policy; flights are free until 24 hours before
 * departure, then keep the fare and refund the taxes and fees.
 */
export function cancellationTerms(input: {
  type: 'hotel' | 'flight' | 'package';
  startsAt: Date;
  now: Date;
  totalCents: number;
  taxesCents: number;
  nights?: number;
  policy?: string | null;
}): CancellationTerms {
  return applyCancellationPolicy(cancellationPolicy(input), input);
}

/**
 * What the terms promise at `now`: free cancellation while its deadline is ahead, the late fee
 * once it has passed (a deadline already past is never stated as free), or no refund at all.
 */
export type TermsNow = 'free' | 'fee_now' | 'non_refundable';

export function termsNow(freeUntil: Date | string | null, now: Date): TermsNow {
  if (freeUntil === null) return 'non_refundable';
  return now.getTime() <= new Date(freeUntil).getTime() ? 'free' : 'fee_now';
}

/**
 * A paid booking its property has not confirmed yet is withdrawn for a full refund: until the
 * property confirms, nothing is promised to the traveller, so nothing is kept from them.
 */
export function withdrawalTerms(totalCents: number): CancellationTerms {
  return { free: true, refundCents: totalCents, feeCents: 0, freeUntil: null };
}

/** What cancelling at `now` costs under terms already stated (the page's preview uses this). */
export function applyCancellationPolicy(
  { freeUntil, ...rule }: CancellationPolicy,
  input: { now: Date; totalCents: number; taxesCents: number; nights?: number },
): CancellationTerms {
  if (termsNow(freeUntil, input.now) === 'free') {
    return { free: true, refundCents: input.totalCents, feeCents: 0, freeUntil };
  }
  const fees = {
    first_night: Math.ceil(input.totalCents / Math.max(1, input.nights ?? 1)),
    half: Math.ceil(input.totalCents / 2),
    all: input.totalCents,
    fare: input.totalCents - input.taxesCents,
  };
  const feeCents = Math.min(input.totalCents, Math.max(0, fees[rule.lateFee]));
  return { free: false, refundCents: input.totalCents - feeCents, feeCents, freeUntil };
}

/** One part of a flight + hotel package under its own terms, with its share of what was paid. */
export type PackagePart = {
  part: 'flight' | 'stay';
  policy: CancellationPolicy;
  totalCents: number;
  taxesCents: number;
  nights: number;
};

/**
 * The two parts of a flight + hotel package: the flight under the flight's terms, the stay under
 * its property's policy, each with the share of the total (and of the taxes) its price was.
 */
export function packageParts(input: {
  flightStartsAt: Date;
  stayStartsAt: Date;
  stayPolicy: string | null;
  nights: number;
  flightCents: number;
  hotelCents: number;
  totalCents: number;
  taxesCents: number;
}): PackagePart[] {
  const gross = Math.max(1, input.flightCents + input.hotelCents);
  const flightTotal = Math.round((input.totalCents * input.flightCents) / gross);
  const flightTaxes = Math.round((input.taxesCents * input.flightCents) / gross);
  return [
    {
      part: 'flight',
      policy: cancellationPolicy({ type: 'flight', startsAt: input.flightStartsAt }),
      totalCents: flightTotal,
      taxesCents: flightTaxes,
      nights: 1,
    },
    {
      part: 'stay',
      policy: cancellationPolicy({
        type: 'hotel',
        startsAt: input.stayStartsAt,
        policy: input.stayPolicy,
      }),
      totalCents: input.totalCents - flightTotal,
      taxesCents: input.taxesCents - flightTaxes,
      nights: input.nights,
    },
  ];
}

/**
 * What cancelling a package at `now` costs: each part's terms on its share, summed into one
 * refund. Free only while both parts are; the free deadline is the earlier of the two.
 */
export function applyPackageTerms(parts: readonly PackagePart[], now: Date): CancellationTerms {
  const each = parts.map((p) => applyCancellationPolicy(p.policy, { ...p, now }));
  const deadlines = parts.map((p) => p.policy.freeUntil);
  const freeUntil = deadlines.some((d) => d === null)
    ? null
    : new Date(Math.min(...deadlines.map((d) => d!.getTime())));
  return {
    free: each.every((t) => t.free),
    refundCents: each.reduce((sum, t) => sum + t.refundCents, 0),
    feeCents: each.reduce((sum, t) => sum + t.feeCents, 0),
    freeUntil,
  };
}

/** 'HO-' and 8 characters without look-alikes (no 0/O, 1/I). */
export function makeConfirmationNumber(random: (n: number) => number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let i = 0; i < 8; i++) code += alphabet[random(alphabet.length)];
  return `${CONFIRMATION_PREFIX}${code}`;
}

/**
 * A live airline's flight is cancelled on the refund the airline quotes: the traveller gets the
 * flight's share of what they paid (our taxes and fees with it) in the proportion the airline
 * refunds of its fare, and, in a flight + hotel package, the stay's part by its own terms.
 */
export function airlineTerms(input: {
  airlineRefundCents: number;
  fareCents: number;
  /** What the traveller paid for the flight: the whole total, or the package's flight part. */
  flightShare: { totalCents: number };
  stayPart?: PackagePart;
  now: Date;
}): CancellationTerms {
  const ratio = Math.min(1, Math.max(0, input.airlineRefundCents / Math.max(1, input.fareCents)));
  const flightRefund = Math.round(input.flightShare.totalCents * ratio);
  const stay = input.stayPart ? applyPackageTerms([input.stayPart], input.now) : null;
  const refundCents = flightRefund + (stay?.refundCents ?? 0);
  const paidCents = input.flightShare.totalCents + (input.stayPart?.totalCents ?? 0);
  return {
    free: refundCents === paidCents,
    refundCents,
    feeCents: paidCents - refundCents,
    freeUntil: null,
  };
}
