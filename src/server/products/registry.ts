import type { z } from 'zod';
import { productBodySchema, productOfRequest, type ProductBody } from '../../domain/products.ts';
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
 * document lines); then one line below, and its trip's schema in domain/booking-view.ts for the
 * pages. tests/api/product-registry.test.ts books such a product through the real checkout.
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

/** The product a request asks for, by its type and its offer id. */
export function productOfBody(body: { type: string; offerId?: string | undefined }): AnyProduct {
  const product = productOfRequest(
    allProducts().map((p) => p.wire),
    body.type,
    body.offerId,
  );
  if (!product) throw new Error(`no product is sold as '${body.type}'`);
  return productOf(product.kind);
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
