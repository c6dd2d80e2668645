import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { AppError, NotFoundError } from '../errors.ts';
import { verifyStripeWebhook } from '../providers/payments/stripe.ts';
import type { CheckoutService } from './checkout.ts';
import { translateProviderError } from './payment-errors.ts';
import { claimWebhookEvent, forgetWebhookEvent } from './webhook-events.ts';

/** What the webhook answers Stripe: received, and whether the event had been processed before. */
export type WebhookReceipt = { received: true; duplicate?: true };

/**
 * Stripe's events about payments: each is checked against its signature on the exact bytes sent,
 * and processed once. Its id is recorded before the work and forgotten if the work fails, so
 * Stripe's retry can do it again.
 */
export function createPaymentEvents({
  db,
  checkout,
  clock,
  secret,
}: {
  db: Database;
  checkout: Pick<CheckoutService, 'findByPaymentIntent' | 'confirm'>;
  clock: Clock;
  /** The webhook's signing secret (STRIPE_WEBHOOK_SECRET); without it the webhook is not there. */
  secret: string | undefined;
}) {
  async function receiveStripe(
    rawBody: string,
    signature: string | undefined,
  ): Promise<WebhookReceipt> {
    if (!secret) throw new NotFoundError('Stripe webhooks are not configured');
    let event;
    try {
      event = verifyStripeWebhook(rawBody, signature, secret, { now: () => clock.now() });
    } catch (error) {
      throw translateProviderError(error);
    }
    if (!(await claimWebhookEvent(db, event))) return { received: true, duplicate: true };

    try {
      const intentId = event.data.object.id;
      if (
        event.type.startsWith('payment_intent.') &&
        typeof intentId === 'string' &&
        /^[A-Za-z0-9_]{1,255}$/.test(intentId)
      ) {
        const order = await checkout.findByPaymentIntent(intentId);
        if (order?.sessionId) {
          await checkout
            .confirm({ paymentIntentId: intentId, sessionId: order.sessionId })
            .catch((error: unknown) => {
              // A decline or a refund is the answer to this event, not a failure to process it.
              if (error instanceof AppError && error.statusCode < 500) return null;
              throw error;
            });
        }
      }
    } catch (error) {
      await forgetWebhookEvent(db, event.id);
      throw error;
    }
    return { received: true };
  }

  return { receiveStripe };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
