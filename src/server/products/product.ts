import type { z } from 'zod';
import type { BookingNote, BookingView } from '../../domain/booking-view.ts';
import type { PackagePart } from '../../domain/checkout.ts';
import type { ItineraryFlight } from '../../domain/itinerary.ts';
import type { OrderMetaBase } from '../../domain/orders.ts';
import type { ProductWire } from '../../domain/products.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import type { duffelBookings } from '../db/schema/index.ts';
import type { BookingDocument } from '../services/documents/booking-document.ts';
import type { Wording } from '../services/documents/wording.ts';
import type { FlightService } from '../services/flights.ts';
import type { StockItem } from '../services/inventory/stock.ts';

/**
 * One kind of booking Teranga sells (a stay, a flight, a tour, a flight + hotel package), whole:
 * how it is asked for, priced and held, the spec record a paid one writes, and how its booking
 * reads. The checkout's session, confirm, cancel, terms and booking view look a product up in
 * the registry (registry.ts) instead of asking which kind they hold; a new kind is one module
 * and one line there.
 */
export type Product<
  Kind extends string = string,
  Body = never,
  Meta extends OrderMetaBase = OrderMetaBase,
  Trip = unknown,
> = {
  /** How it is asked for: its `type` on the wire, its offer ids, its own fields. */
  wire: ProductWire<Kind>;
  /** What its order keeps (duffel_bookings.meta), read back by this schema. */
  meta: z.ZodType<Meta>;
  /** Its pricing over the app's services: as the server sells it now, never as the page says. */
  pricing(context: ProductContext): Pricing<Body>;
  /** After a checkout of it holds stock: what else must know (flights forget their answers). */
  afterHold?(context: ProductContext): void;
  /** Paid: the rows the spec's tables keep of it (bookings, flight_bookings, tour_bookings…). */
  writeRecords(tx: Tx, order: Order, meta: Meta, payment: Payment): Promise<BookingRecords>;
  /** Its spec rows follow the order: confirmed by the property, or cancelled. */
  markRecords(tx: Tx, meta: Meta, status: 'confirmed' | 'canceled', now: Date): Promise<void>;
  /** Paid, and left for the property to confirm by hand (a stay at such a property). */
  confirmsByHand?(meta: Meta): boolean;
  /** How its booking reads, on the page and in the documents. */
  view: ProductView<Meta, Trip>;
};

/** The part of a booking view that differs by product. */
export type ProductView<Meta extends OrderMetaBase = OrderMetaBase, Trip = unknown> = {
  /** Its trip as the API answers it (a member of BookingView's `trip`, by its `kind`). */
  tripSchema: z.ZodType<Trip>;
  /** The cancellation rule it falls under (spec 1: a flight's, or the property's policy). */
  rule: 'hotel' | 'flight' | 'package';
  trip(meta: Meta): Trip;
  notes(meta: Meta): BookingNote[];
  /** Its parts under their own terms (a package's flight and stay); one whole when absent. */
  parts?(meta: Meta): PackagePart[];
  /** Its title where French says it differently. */
  frenchTitle?(meta: Meta): string | null;
  /** Its lines in a voucher or an e-mail, in the booking's language. */
  lines(trip: Trip, w: Wording, view: BookingView): BookingDocument['lines'];
  /** Where its deadlines are counted, for each of its parts (the whole when it has none). */
  termsPlace(trip: Trip, part?: 'flight' | 'stay'): TermsPlace;
  /** Its flights, one calendar event each (a flight's, a package's). */
  flights?(trip: Trip): ItineraryFlight[] | null;
};

export type TermsPlace = { name: string; timeZone: string; tour: boolean };

/** What pricing checks: everything a hold needs, or only the offer (to read its terms). */
export type Check = 'all' | 'offer';

export type Pricing<Body> = { price(body: Body, check: Check): Promise<Priced> };

/** What a checkout is for, priced by the server: its title, subtotal, the stock it needs. */
export type Priced = {
  title: string;
  subtotalCents: number;
  stock: StockItem[];
  meta: Omit<OrderMetaBase, 'subtotalCents' | 'taxesCents' | 'totalCents' | 'title'>;
  /** The offer's price changed since it was quoted: the offer id that sells it now. */
  repricedOfferId?: string;
};

/** What products are priced with. */
export type ProductContext = { db: Database; clock: Clock; flights: FlightService };

export type Order = typeof duffelBookings.$inferSelect;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Payment = { intentId: string; status: 'pending' | 'confirmed' };
export type BookingRecords = Pick<OrderMetaBase, 'bookingRecord' | 'stayRecord'>;
