import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentEvents } from '../../services/payment-events.ts';

const WebhookReceipt = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional(),
});

/** POST /api/webhooks/stripe: Stripe's events about payments, each processed once. */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ service: PaymentEvents }> = async (
  app,
  { service },
) => {
  // Inside this plugin only: keep JSON bodies as text, the signature covers the exact bytes.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/api/webhooks/stripe', { schema: { response: { 200: WebhookReceipt } } }, (request) =>
    service.receiveStripe(
      String(request.body ?? ''),
      request.headers['stripe-signature'] as string | undefined,
    ),
  );
};
