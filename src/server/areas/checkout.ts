import fp from 'fastify-plugin';
import type { TestPaymentProvider } from '../providers/payments/test-processor.ts';
import { bookingRoutes } from '../routes/bookings.ts';
import { checkoutRoutes } from '../routes/checkout.ts';
import { stripeWebhookRoutes } from '../routes/webhooks.ts';
import { createCheckoutService } from '../services/checkout.ts';
import { createTestCardService } from '../services/test-cards.ts';
import type { AreaDeps } from './deps.ts';

/**
 * Checkout and bookings: sessions, payments, confirm, the traveller's booking pages, the Stripe
 * webhook. The app gets `checkout` and `payments` (for main.ts's jobs and for tests).
 */
export const checkoutArea = fp<AreaDeps>(
  async (app, deps) => {
    const { payments } = deps;
    const checkout = createCheckoutService({
      db: deps.db,
      clock: deps.clock,
      payments,
      flights: deps.flights,
      mailer: deps.mailer,
      holdLimits: deps.holdLimits,
      publicUrl: deps.publicUrl,
      log: app.log.child({ area: 'checkout' }),
    });
    await app.register(checkoutRoutes, {
      service: checkout,
      paymentConfig: {
        provider: payments.name,
        publishableKey: payments.name === 'stripe' ? (deps.stripePublishableKey ?? null) : null,
      },
      testCards:
        payments.name === 'test' ? createTestCardService(payments as TestPaymentProvider) : null,
    });
    await app.register(bookingRoutes, { service: checkout });
    await app.register(stripeWebhookRoutes, {
      db: deps.db,
      checkout,
      secret: deps.stripeWebhookSecret,
      clock: deps.clock,
    });
    app.decorate('checkout', checkout);
    app.decorate('payments', payments);
  },
  { name: 'checkout-area' },
);
