import { afterEach, describe, expect, it } from 'vitest';
import {
  createMemoryPaymentStore,
  createTestPaymentProvider,
} from '../../src/server/providers/payments/test-processor.ts';
import { createTestApp, postJson, type TestContext } from '../helpers/app.ts';

/** The built-in processor's card form (POST /api/payments/test/confirm), when it cannot pay. */
describe('the test card form', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => ctx?.close());

  const card = {
    paymentIntentId: 'pi_test_nothing',
    clientSecret: 'pi_test_nothing_secret_x',
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  };

  it('answers 404 payment_unknown for a payment that does not exist', async () => {
    ctx = await createTestApp();
    const res = await postJson(ctx.app, '/api/payments/test/confirm', card);
    expect(res).toMatchObject({ status: 404, body: { code: 'payment_unknown' } });
  });

  it('answers 503 when its store is out of reach, not "unknown payment"', async () => {
    const store = createMemoryPaymentStore();
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    ctx = await createTestApp({
      payments: createTestPaymentProvider({
        store: { ...store, load: () => Promise.reject(refused) },
      }),
    });
    const res = await postJson(ctx.app, '/api/payments/test/confirm', card);
    expect(res).toMatchObject({ status: 503, body: { code: 'database_unavailable' } });
  });
});
