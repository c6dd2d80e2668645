import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { BookingView, PackageTrip } from '../../domain/booking-view.ts';
import type { MoneyStyle } from '../../domain/format.ts';
import type { PassengerType } from '../../domain/passenger-fares.ts';
import type { PendingBooking } from '../lib/pending-booking.ts';
import type { SessionBody } from '../features/checkout/checkout-form.ts';

/** What a booking's page knows of its trip: one kind per product ('stay', 'flight', …). */
export type Trip = BookingView['trip'];
export type TripKind = Trip['kind'];
export type TripOf<K extends TripKind> = Extract<Trip, { kind: K }>;
/** The kind the checkout sends and the orders keep: 'hotel', 'flight' or 'package'. */
export type WireType = BookingView['type'];

/** What a search page stored of the offer, as the checkout reads it. */
export type Details = PendingBooking['details'];

export type Translate = (key: string, params?: Record<string, unknown>) => string;
/**
 * The reader's words: the texts of their language, the language dates are written in, and on
 * the traveller's pages the money they read prices in (useMoney); dollars without it (admin).
 */
export type Words = { t: Translate; language: string; money?: PageMoney | undefined };
/** What a product's rows need of useMoney. */
export type PageMoney = {
  price(amount: number | string, style?: MoneyStyle): string;
  cents(minor: number, style?: MoneyStyle): string;
};

/** One row of the checkout summary; a value may carry its own test id. */
export type SummaryRow = { label: string; value: ReactNode };
/** Summary rows shown together; a package's flight and stay each under their heading. */
export type SummaryGroup = { heading?: string; testId?: string; rows: SummaryRow[] };

/** One line of what was booked, on the booking's own page; a phone's line calls it (`tel:`). */
export type BookingLine = { label: string; value: string; href?: string };
/** Lines shown together; a package's flight and stay each have their own, under a heading. */
export type BookingLineGroup = {
  heading?: string;
  itinerary?: PackageTrip['flight']['slices'];
  lines: BookingLine[];
};

/** One field of the booking's record in the admin's detail dialog. */
export type RecordField = { label: string; value: ReactNode };
/** Fields shown together; a package's flight and stay each under their heading. */
export type RecordGroup = { heading?: string; fields: RecordField[] };

/**
 * Who the checkout asks for: the customer alone (`lead`), the customer as the stay's lead guest
 * (`leadGuest`, sent as its one guest), or every traveller as in their passport, with their fare
 * (`farePassengers`: adults, children, infants) or all adults (`passengers`).
 */
export type TravellerFields = 'lead' | 'leadGuest' | 'passengers' | 'farePassengers';

/** What names the offer in the checkout's body: a stay's rate, an offer, or both. */
export type OfferPart = Pick<SessionBody, 'rateId' | 'offerId'>;
/** What the traveller chose beyond the offer: a tour's departure and group, a package's rooms. */
export type ChoicePart = Pick<SessionBody, 'startDate' | 'travelers' | 'rooms'>;

/**
 * The parts of the client that differ from one bookable product to another. Each product is one
 * file (stay.tsx, flight.tsx, tour.tsx, package.tsx) and one line of the registry (index.ts);
 * components look the product up, by the pending booking or by the booking's trip, instead of
 * asking which kind it is.
 */
export interface ClientProduct<T extends Trip = Trip> {
  /** The booking's trip.kind. */
  kind: T['kind'];
  /** The type the checkout sends and the orders keep. */
  wireType: WireType;
  /** Whether a pending booking of this wire type and offer is this product (see index.ts). */
  recognises(type: WireType, offerId: string | undefined): boolean;

  // The checkout.
  /** Who the details form asks for, and so which travellers the body names. */
  travellers: TravellerFields;
  /** The fare of each traveller to name, in the order the form asks for them. */
  travellerTypes(details: Details): PassengerType[];
  /** The local date of every flight, on which each traveller must be of their fare. */
  flightDates(details: Details): string[];
  /** Whether its offer's price holds until a time the results page stored (`expiresAt`). */
  offerExpires: boolean;
  /** What names the offer in the body (the first part after the customer's name and e-mail). */
  offerOf(booking: PendingBooking): OfferPart;
  /** What the traveller chose beyond the offer (the body's last part, and the terms' too). */
  choicesOf(booking: PendingBooking): ChoicePart;
  /** The summary beside the form: what is being bought. */
  summary(details: Details, words: Words & { leadName?: string | undefined }): SummaryGroup[];
  /** Rows above the subtotal that say how the price is made (a stay's nights × guests). */
  priceRows?(details: Details, words: Words): SummaryRow[];
  /** A note under the checkout's total (a package's discount). */
  summaryNote?(words: Words): ReactNode;
  /** Where a traveller goes when its offer can no longer be booked: a path and its label's key. */
  searchAgain: { path: string; label: string };

  // The booking, once made.
  /** Its icon and the key of its name on the account's trip cards. */
  icon: LucideIcon;
  typeLabel: string;
  /** The day it starts, in the place's own calendar. */
  startDate(trip: T, view: BookingView): string;
  /** Under the trip card's title: where, or with whom. */
  subtitle(trip: T, words: Words): string;
  /** The trip card's dates: nights, days or each flight's departure. */
  dates(trip: T, words: Words): ReactNode;
  /** A note under the trip card's total (a package's discount). */
  totalNote?(trip: T, view: BookingView, words: Words): ReactNode;
  /** What was booked, on the booking's own page. */
  bookingLines(trip: T, view: BookingView, words: Words): BookingLineGroup[];
  /** What was booked, in the admin's detail dialog. */
  recordFields(trip: T, view: BookingView, words: Words): RecordGroup[];

  // Its cancellation.
  /** The key of what a late cancellation keeps, in the cancel dialog. */
  lateRule: string;
  /** Its late fees said in nights of a stay (or a flight's fare), or in days of a tour. */
  lateFeesIn: 'nights' | 'tourDays';
  /** The town its deadline is counted in: the stay's city, the departure city, the tour's start. */
  termsPlace(trip: T): string;
  /** The nights a late fee of "the first night" counts. */
  cancellationNights?(trip: T): number;
  /** Where each part of a package begins, where its deadline is counted. */
  partPlaces?(trip: T): Record<'flight' | 'stay', { city: string; timeZone: string }>;
  /** Whether, once paid, it waits for its property to confirm it by hand. */
  awaitsConfirmation?(trip: T): boolean;
}

/** A detail as text: strings and numbers, nothing else. */
export const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A nested record of details (a package's flight or stay), or none. */
export const detailsOf = (value: unknown): Details =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Details) : {};

/** A count of travellers or rooms from 1 to `max`; 1 when unreadable, and the server says the rest. */
export function countOf(value: unknown, max: number): number {
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 && count <= max ? count : 1;
}
