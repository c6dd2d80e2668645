import type { PendingBooking } from '../lib/pending-booking.ts';
import { flight } from './flight.tsx';
import { completePackage } from './package.tsx';
import type { ClientProduct, Trip, TripKind, TripOf } from './product.ts';
import { stay } from './stay.tsx';
import { tour } from './tour.tsx';

/*
 * The bookable products, one line each. What differs between them lives in their own file
 * (product.ts says what a product gives); the checkout, the booking's page, the account's trip
 * cards and the admin's detail dialog look the product up here and never ask which kind it is.
 *
 * Adding one, on paper: car rentals. The server side comes first: a CarTrip ({ kind: 'car', … })
 * joins BookingView's trip union and 'car' its types, and a car schema joins CheckoutSessionBody.
 * This map then fails to compile until it has a `car` line, and the client needs car.tsx: a
 * `carRental: ClientProduct<CarTrip>` that recognises type 'car'; asks for the driver as its lead
 * (`travellers: 'lead'`); names its offer (`offerOf`) and sends its pick-up and drop-off
 * (`choicesOf`, with those fields added to SessionBody's type while it is written by hand); lists
 * the car, the rental desk and the dates in the summary, on the booking's page and in the admin's
 * record; gives the trip card a Car icon, the desk's town and the rental days; says what a late
 * cancellation keeps; and sends a refused traveller back to the car search. Its texts go in the
 * locale files. The compiler points at the one other line: 'car' in the pending booking's list
 * of types (kept apart so that search pages do not load the booking schemas). So a new kind is
 * one file and one line here, where the kinds used to be branched on in 14 files.
 */
const PRODUCTS: { [K in TripKind]: ClientProduct<TripOf<K>> } = {
  stay,
  flight,
  tour,
  package: completePackage,
};

/** Every product, in the registry's order. */
export const CLIENT_PRODUCTS: readonly ClientProduct[] = Object.values(PRODUCTS);

/** The product of a booking's trip (its trip.kind). */
export function productOfKind(kind: TripKind): ClientProduct {
  return PRODUCTS[kind];
}

/** The product of a booking's trip, whose parts then take that trip. */
export function productOfTrip(trip: Trip): ClientProduct {
  return PRODUCTS[trip.kind];
}

/**
 * The product of a pending booking, from its wire type and its offer: the one place they are
 * read. Exactly one product recognises each (tests/unit/checkout-products.test.ts).
 */
export function productOf(booking: Pick<PendingBooking, 'type' | 'offerId'>): ClientProduct {
  const product = CLIENT_PRODUCTS.find((p) => p.recognises(booking.type, booking.offerId));
  // Unreachable while every wire type has a product: the pending booking's schema takes no other.
  if (!product) throw new Error(`No product books a '${booking.type}' offer`);
  return product;
}
