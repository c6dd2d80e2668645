import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { TestPaymentProvider } from '../../providers/payments/test-processor.ts';
import type { PaymentProvider } from '../../providers/payments/types.ts';
import { createCancelAccess } from '../../services/booking-access.ts';
import type { CheckoutService } from '../../services/checkout.ts';
import { createPaymentEvents } from '../../services/payment-events.ts';
import { createTestCardService } from '../../services/test-cards.ts';
import { bookingRoutes } from './bookings-routes.ts';
import { checkoutRoutes } from './routes.ts';
import { stripeWebhookRoutes } from './webhooks-routes.ts';
import { mobileMoneyRoutes, mobileMoneyWebhookRoutes } from './mobile-money-routes.ts';
import type { MobileMoneyCheckout } from '../../services/mobile-money/mobile-money-checkout.ts';

export type CheckoutAreaDeps = {
  db: Database;
  clock: Clock;
  checkout: CheckoutService;
  payments: PaymentProvider;
  /** Mobile money at checkout: its charges, status poll, webhooks and test prompt. */
  mobileMoney: MobileMoneyCheckout;
  stripeWebhookSecret?: string | undefined;
  /** With Stripe, the key the card form loads Stripe.js with. */
  stripePublishableKey?: string | undefined;
};

/**
 * Checkout and bookings: sessions, payments, confirm, the traveller's booking pages, the Stripe
 * webhook.
 */
export const checkoutArea: FastifyPluginAsync<CheckoutAreaDeps> = async (app, deps) => {
  const { checkout, payments } = deps;
  await app.register(checkoutRoutes, {
    service: checkout,
    paymentConfig: {
      provider: payments.name,
      publishableKey: payments.name === 'stripe' ? (deps.stripePublishableKey ?? null) : null,
    },
    testCards:
      payments.name === 'test' ? createTestCardService(payments as TestPaymentProvider) : null,
  });
  await app.register(bookingRoutes, {
    service: checkout,
    access: createCancelAccess({ checkout }),
  });
  await app.register(mobileMoneyRoutes, { service: deps.mobileMoney });
  await app.register(mobileMoneyWebhookRoutes, { service: deps.mobileMoney });
  await app.register(stripeWebhookRoutes, {
    service: createPaymentEvents({
      db: deps.db,
      checkout,
      clock: deps.clock,
      secret: deps.stripeWebhookSecret,
    }),
  });
};
