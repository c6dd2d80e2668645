import { z } from 'zod';
import { BookingView, CancelResult, CheckoutTerms } from '../../domain/booking-view.ts';
import { productBodySchema, type ProductBody } from '../../domain/products.ts';
import { TravellerFields } from '../../domain/checkout.ts';
import type { OrderMetaBase } from '../../domain/orders.ts';
import { flight } from './flight.ts';
import { completePackage } from './package.ts';
import type { Product } from './product.ts';
import { stay } from './stay.ts';
import { tour } from './tour.ts';

/**
 * The products the site sells, one line each. The checkout, its terms, its records and the
 * booking pages find a product here, by the order's `product` or by a request's type and offer.
 *
 * A new kind (say car rentals, whose spec table car_rentals exists): a module beside these with
 * its wire (type 'car', its fields), its pricing and stock (a stock kind in services/inventory
 * for its cars per day), the car_rentals row it writes and marks, and its view (trip, notes,
 * document lines, its trip's schema); then one line below, and a module for the pages on the
 * client (src/client/products/). tests/api/product-registry.test.ts books such a product through the real checkout.
 */
const BUILT_IN: readonly AnyProduct[] = [flight, stay, tour, completePackage];

/** A product whatever its kind; each module's own types stay inside it. */
export type AnyProduct = Product<string, never, OrderMetaBase, unknown>;

const registered = new Map<string, AnyProduct>(BUILT_IN.map((p) => [p.wire.kind, p]));

/** Adds a product (a test build's); gives back a function that takes it away again. */
export function registerProduct(product: AnyProduct): () => void {
  if (registered.has(product.wire.kind))
    throw new Error(`product ${product.wire.kind} is already registered`);
  registered.set(product.wire.kind, product);
  return () => registered.delete(product.wire.kind);
}

export function allProducts(): AnyProduct[] {
  return [...registered.values()];
}

/** The product an order is (its `product` column). */
export function productOf(kind: string): AnyProduct {
  const product = registered.get(kind);
  if (!product) throw new Error(`unknown product '${kind}'`);
  return product;
}

/** POST /api/checkout/session's body over the products registered when the routes are made. */
export function sessionBodySchema() {
  return productBodySchema(
    allProducts().map((p) => p.wire),
    TravellerFields.shape,
    {
      travellers: true,
    },
  ) as z.ZodType<ProductBody & z.output<typeof TravellerFields> & Record<string, unknown>>;
}

/** POST /api/checkout/terms's body, likewise. */
export function termsBodySchema() {
  return productBodySchema(
    allProducts().map((p) => p.wire),
    {},
    { travellers: false },
  );
}

/**
 * The booking as the API answers it, over the registered products: each one's trip, by its
 * kind, and the types they are sold under. Built when the routes are made.
 */
export function bookingViewSchema() {
  const trips = allProducts().map((p) => p.view.tripSchema) as unknown as [
    z.ZodObject<{ kind: z.ZodLiteral<string> }>,
    ...z.ZodObject<{ kind: z.ZodLiteral<string> }>[],
  ];
  return BookingView.extend({
    type: z.enum([...new Set(allProducts().map((p) => p.wire.type))] as [string, ...string[]]),
    trip: z.discriminatedUnion('kind', trips),
  }) as unknown as typeof BookingView;
}

/** POST /api/checkout/terms's answer, over the registered products. */
export function checkoutTermsSchema() {
  return bookingViewSchema().pick({
    type: true,
    trip: true,
    cancellation: true,
  }) as unknown as typeof CheckoutTerms;
}

/** POST /api/bookings/:id/cancel's answer, over the registered products. */
export function cancelResultSchema() {
  return CancelResult.extend({ booking: bookingViewSchema() });
}
