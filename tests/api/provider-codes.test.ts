import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestPaymentProvider,
  type TestPaymentProvider,
} from '../../src/server/providers/payments/test-processor.ts';
import { createTestApp, postJson, TEST_NOW, type TestContext } from '../helpers/app.ts';
import { hotelSessionBody } from '../helpers/checkout.ts';
import { makeAccommodation } from '../helpers/factories.ts';

/**
 * A live provider names refusals we have no text for (Stripe's lost_card, do_not_honor...): the
 * answer carries one of our codes, so the page says something true in the reader's language.
 */
let ctx: TestContext;
// The refusal the provider names for the next payment read, as a live one would.
let failureCode: string | undefined;

beforeAll(async () => {
  const processor = createTestPaymentProvider({ now: () => new Date(TEST_NOW) });
  const payments: TestPaymentProvider = {
    ...processor,
    async retrieveIntent(id) {
      const intent = await processor.retrieveIntent(id);
      return failureCode ? { ...intent, failureCode, failureMessage: 'Declined.' } : intent;
    },
  };
  ctx = await createTestApp({ payments });
});
afterAll(() => ctx.close());

async function confirmUnpaid(code: string | undefined) {
  failureCode = code;
  const stay = await makeAccommodation(ctx.database.db, { roomCount: 1 });
  const today = TEST_NOW.slice(0, 10);
  const session = await postJson(
    ctx.app,
    '/api/checkout/session',
    hotelSessionBody({ accommodationId: stay.id, today, email: 'ama@example.com' }),
  );
  expect(session.status).toBe(200);
  const { sessionId, paymentIntentId } = session.body as Record<string, string>;
  return postJson(ctx.app, '/api/checkout/confirm', { sessionId, paymentIntentId });
}

describe('a payment refusal the provider names', () => {
  it('keeps a card refusal we have a text for', async () => {
    const refused = await confirmUnpaid('expired_card');
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'expired_card' });
  });

  it('says one we have no text for as a failed payment, not as the provider’s word', async () => {
    const refused = await confirmUnpaid('lost_card');
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'payment_failed' });
  });

  it('says an unpaid intent without a refusal as not completed yet', async () => {
    const refused = await confirmUnpaid(undefined);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'payment_incomplete' });
  });
});
