import type { CheckoutTerms } from '../../../domain/booking-view.ts';
import type { OrderMetaBase } from '../../../domain/orders.ts';
import { withTaxes } from '../../../domain/pricing.ts';
import type { Priced } from '../../products/product.ts';
import { productOf, type AnyProduct } from '../../products/registry.ts';
import { toCheckoutTerms } from '../booking-view.ts';

/**
 * The terms of what is about to be booked, read before anything is held: priced as a hold
 * would price it now (its offer only: the travellers are not named yet), and stated by the
 * same rule the booking and its refund use.
 */
export function createTermsQuote(
  priceOf: (product: AnyProduct, body: unknown, check: 'all' | 'offer') => Promise<Priced>,
) {
  /** `body` as its product's schema read it, tagged with the product. */
  return async function quoteTerms(body: { product: string }): Promise<CheckoutTerms> {
    const product = productOf(body.product);
    const priced = await priceOf(product, body, 'offer');
    const meta: OrderMetaBase = {
      ...priced.meta,
      ...withTaxes(priced.subtotalCents),
      title: priced.title,
    };
    return toCheckoutTerms(product, meta);
  };
}
