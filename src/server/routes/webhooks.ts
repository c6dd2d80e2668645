import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.ts';
import { AppError, NotFoundError } from '../errors.ts';
import { translateProviderError } from '../services/payment-errors.ts';
import { verifyStripeWebhook } from '../providers/payments/stripe.ts';
import type { CheckoutService } from '../services/checkout.ts';
import { claimWebhookEvent, forgetWebhookEvent } from '../services/webhook-events.ts';
import type { Clock } from '../clock.ts';

/**
 * POST /api/webhooks/stripe: the signature is checked on the raw body, and each event is
 * processed once (its id is recorded before the work and forgotten if the work fails, so
 * Stripe's retry can do it again).
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  db: Database;
  checkout: CheckoutService;
  secret: string | undefined;
  clock: Clock;
}> = async (app, { db, checkout, secret, clock }) => {
  // Inside this plugin only: keep JSON bodies as text, the signature covers the exact bytes.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/api/webhooks/stripe', async (request, reply) => {
    if (!secret) throw new NotFoundError('Stripe webhooks are not configured');
    let event;
    try {
      event = verifyStripeWebhook(
        String(request.body ?? ''),
        request.headers['stripe-signature'] as string | undefined,
        secret,
        { now: () => clock.now() },
      );
    } catch (error) {
      throw translateProviderError(error);
    }
    if (!(await claimWebhookEvent(db, event))) {
      return reply.send({ received: true, duplicate: true });
    }

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
    return reply.send({ received: true });
  });
};
