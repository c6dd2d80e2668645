import type { CheckoutTerms } from '../../../domain/booking-view.ts';
import { COMPLETE_OFFER, type CheckoutTermsBody } from '../../../domain/checkout.ts';
import type { OrderMeta } from '../../../domain/orders.ts';
import { withTaxes } from '../../../domain/pricing.ts';
import { toCheckoutTerms } from '../booking-view.ts';
import type { createPricing } from './pricing.ts';

/**
 * The terms of what is about to be booked, read before anything is held: priced as a hold
 * would price it now, and stated by the same rule the booking and its refund use.
 */
export function createTermsQuote(pricing: ReturnType<typeof createPricing>) {
  return async function quoteTerms(body: CheckoutTermsBody): Promise<CheckoutTerms> {
    const complete = body.type === 'package' && COMPLETE_OFFER.test(body.offerId ?? '');
    const priced =
      body.type === 'hotel'
        ? await pricing.priceHotel(body)
        : complete
          ? await pricing.priceComplete(body, 'offer')
          : body.type === 'package'
            ? await pricing.pricePackage(body)
            : await pricing.priceFlight(body, 'offer');
    const meta = {
      ...priced.meta,
      ...withTaxes(priced.subtotalCents),
      title: priced.title,
    } as OrderMeta;
    return toCheckoutTerms(body.type, meta);
  };
}
