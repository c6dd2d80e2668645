import { NotFoundError } from '../errors.ts';
import type { TestCard, TestPaymentProvider } from '../providers/payments/test-processor.ts';
import { PaymentProviderError, type PaymentIntent } from '../providers/payments/types.ts';
import { askProvider, translateProviderError } from './payment-errors.ts';

/**
 * What Stripe.js does in the browser, for the built-in test processor: the checkout page's card
 * form pays an intent it holds the client secret of, and answers a 3-D Secure challenge.
 */
export function createTestCardService(processor: TestPaymentProvider) {
  async function intentFor(paymentIntentId: string, clientSecret: string) {
    // Only "no such payment" is unknown: the database away answers 503, as every route does.
    const intent = await processor.retrieveIntent(paymentIntentId).catch((error: unknown) => {
      if (error instanceof PaymentProviderError && error.statusCode === 404) return null;
      throw translateProviderError(error);
    });
    if (!intent || intent.clientSecret !== clientSecret)
      throw new NotFoundError('Unknown payment', { code: 'payment_unknown' });
    return intent;
  }

  const shape = (intent: PaymentIntent) => ({
    id: intent.id,
    status: intent.status,
    last4: intent.last4 ?? null,
    failureCode: intent.failureCode ?? null,
    failureMessage: intent.failureMessage ?? null,
  });

  return {
    async pay(input: { paymentIntentId: string; clientSecret: string; card: TestCard }) {
      await intentFor(input.paymentIntentId, input.clientSecret);
      return shape(
        await askProvider(() => processor.confirmCard(input.paymentIntentId, input.card)),
      );
    },
    async authenticate(input: { paymentIntentId: string; clientSecret: string; approve: boolean }) {
      await intentFor(input.paymentIntentId, input.clientSecret);
      return shape(
        await askProvider(() => processor.completeAction(input.paymentIntentId, input.approve)),
      );
    },
  };
}

export type TestCardService = ReturnType<typeof createTestCardService>;
