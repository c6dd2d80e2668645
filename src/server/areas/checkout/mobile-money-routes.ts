import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MobileMoneyCharge,
  MobileMoneyChargeBody,
  MobileMoneyOptions,
  TestWalletPrompt,
} from '../../../domain/mobile-money-checkout.ts';
import { token } from '../../../domain/input.ts';
import type { MobileMoneyCheckout } from '../../services/mobile-money/mobile-money-checkout.ts';

const ReferenceParams = z.object({ reference: token(60) });
const IdempotencyHeaders = z.object({ 'idempotency-key': token(255).optional() });

/** Mobile money at checkout: the choices, the charge and its status, the test phone's prompt. */
export const mobileMoneyRoutes: FastifyPluginAsyncZod<{ service: MobileMoneyCheckout }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/payments/mobile-money/options',
    { schema: { response: { 200: MobileMoneyOptions } } },
    async () => service.options(),
  );

  // The page sends one Idempotency-Key per attempt: a repeat answers the same charge.
  app.post(
    '/api/checkout/mobile-money',
    {
      schema: {
        body: MobileMoneyChargeBody,
        headers: IdempotencyHeaders,
        response: { 200: MobileMoneyCharge },
      },
    },
    async (request) => service.start(request.body, request.headers['idempotency-key']),
  );

  // The status poll: read fresh, the provider asked while the charge is pending.
  app.get(
    '/api/checkout/mobile-money/:reference',
    { schema: { params: ReferenceParams, response: { 200: MobileMoneyCharge } } },
    async (request) => service.read(request.params.reference),
  );

  if (!service.hasTestProcessor) return;
  // What the traveller's phone does, played by the test page /pay/test-phone/:reference.
  app.get(
    '/api/payments/mobile-money/test/:reference',
    { schema: { params: ReferenceParams, response: { 200: TestWalletPrompt } } },
    async (request) => service.testPrompt(request.params.reference),
  );
  for (const answer of ['approve', 'refuse'] as const) {
    app.post(
      `/api/payments/mobile-money/test/:reference/${answer}`,
      { schema: { params: ReferenceParams, response: { 200: TestWalletPrompt } } },
      async (request) => service.testPrompt(request.params.reference, answer),
    );
  }
};

const WebhookParams = z.object({ provider: z.enum(['test', 'paystack', 'flutterwave']) });
const WebhookReceipt = z.object({ received: z.literal(true) });

/**
 * POST /api/webhooks/mobile-money/:provider: the provider's news of a charge, its signature
 * checked over the exact bytes sent (401 when forged, nothing changed); the charge is then read
 * back from the provider and settled, so a duplicate changes nothing.
 */
export const mobileMoneyWebhookRoutes: FastifyPluginAsyncZod<{
  service: MobileMoneyCheckout;
}> = async (app, { service }) => {
  // Inside this plugin only: bodies kept as bytes, as the signatures cover them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/webhooks/mobile-money/:provider',
    { schema: { params: WebhookParams, response: { 200: WebhookReceipt } } },
    async (request) =>
      service.receiveWebhook(
        request.params.provider,
        request.headers as Record<string, string | undefined>,
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      ),
  );
};
