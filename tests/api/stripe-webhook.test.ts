import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { encodeStayRateId } from '../../src/domain/accommodations.ts';
import { buildApp, type App } from '../../src/server/app.ts';
import { fixedClock } from '../../src/server/clock.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { bookings, duffelBookings } from '../../src/server/db/schema/index.ts';
import {
  createTestPaymentProvider,
  type TestPaymentProvider,
} from '../../src/server/providers/payments/test-processor.ts';
import { TEST_NOW } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/db.ts';
import { makeAccommodation } from '../helpers/factories.ts';
import { signedWebhook } from '../helpers/stripe.ts';

const SECRET = 'whsec_test_teranga';
let database: DatabaseHandle;
let app: App;
let payments: TestPaymentProvider;
const clock = fixedClock(TEST_NOW);

beforeAll(async () => {
  database = await createTestDatabase();
  payments = createTestPaymentProvider({ now: () => clock.now() });
  app = await buildApp({
    db: database.db,
    dbKind: database.kind,
    clock,
    clientDir: '/nonexistent',
    payments,
    stripeWebhookSecret: SECRET,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function signed(event: object, secret = SECRET) {
  const { payload, headers } = signedWebhook(event, secret, clock.now());
  return { payload, header: headers['stripe-signature'] };
}

async function deliver(payload: string, header: string | undefined) {
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      ...(header ? { 'stripe-signature': header } : {}),
    },
    payload,
  });
}

describe('POST /api/webhooks/stripe', () => {
  it('confirms the paid order once, however often the event arrives', async () => {
    const stay = await makeAccommodation(database.db);
    const session = (
      await app.inject({
        method: 'POST',
        url: '/api/checkout/session',
        payload: {
          type: 'hotel',
          rateId: encodeStayRateId({
            accommodationId: stay.id,
            checkIn: '2026-12-10',
            checkOut: '2026-12-11',
            guests: 1,
          }),
          amount: 110,
          customerName: 'Fatou Sarr',
          customerEmail: 'fatou@example.com',
        },
      })
    ).json();
    await payments.confirmCard(session.paymentIntentId, {
      number: '4242424242424242',
      expMonth: 1,
      expYear: 2031,
      cvc: '314',
    });

    const event = {
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: session.paymentIntentId, object: 'payment_intent' } },
    };
    const { payload, header } = signed(event);
    const first = await deliver(payload, header);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const second = await deliver(payload, header);
    expect(second.json()).toEqual({ received: true, duplicate: true });

    const [order] = await database.db
      .select()
      .from(duffelBookings)
      .where(eq(duffelBookings.sessionId, session.sessionId));
    expect(order).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'succeeded' });
    expect(
      await database.db.select().from(bookings).where(eq(bookings.accommodationId, stay.id)),
    ).toHaveLength(1);
    // The browser's own confirm afterwards finds the booking already made.
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/checkout/confirm',
      payload: { paymentIntentId: session.paymentIntentId, sessionId: session.sessionId },
    });
    expect(confirm.json().confirmationNumber).toBe(order!.confirmationNumber);
  });

  it('refuses a bad signature, a tampered body and a missing header with a 400', async () => {
    const event = {
      id: 'evt_2',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_x' } },
    };
    const { payload, header } = signed(event);
    expect((await deliver(payload.replace('pi_x', 'pi_y'), header)).statusCode).toBe(400);
    const wrong = signed(event, 'whsec_other');
    expect((await deliver(wrong.payload, wrong.header)).statusCode).toBe(400);
    const none = await deliver(payload, undefined);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Stripe-Signature');
  });

  it('accepts events about payments it does not know', async () => {
    const { payload, header } = signed({
      id: 'evt_3',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1' } },
    });
    expect((await deliver(payload, header)).json()).toEqual({ received: true });
  });
});

describe('GET /api/checkout/config', () => {
  it('says the built-in test processor is in use, and allows no other host', async () => {
    const response = await app.inject({ url: '/api/checkout/config' });
    expect(response.json()).toEqual({ provider: 'test', publishableKey: null });
    expect(response.headers['content-security-policy']).not.toContain('stripe.com');
  });

  it('gives Stripe.js its publishable key, and lets only Stripe in, when Stripe is configured', async () => {
    const { createStripePaymentProvider } =
      await import('../../src/server/providers/payments/stripe.ts');
    const stripeApp = await buildApp({
      db: database.db,
      dbKind: database.kind,
      clock,
      clientDir: '/nonexistent',
      payments: createStripePaymentProvider({
        secretKey: 'sk_test_teranga',
        apiUrl: 'http://127.0.0.1:9',
      }),
      stripePublishableKey: 'pk_test_teranga',
    });
    try {
      const response = await stripeApp.inject({ url: '/api/checkout/config' });
      expect(response.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_teranga' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://js.stripe.com");
      expect(csp).toContain("frame-src 'self' https://js.stripe.com");
      expect(
        (await stripeApp.inject({ method: 'POST', url: '/api/payments/test/confirm', payload: {} }))
          .statusCode,
      ).toBe(404);
    } finally {
      await stripeApp.close();
    }
  });
});
