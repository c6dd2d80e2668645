import { describe, expect, it } from 'vitest';
import { createTestPaymentProvider } from '../../src/server/providers/payments/test-processor.ts';
import { PaymentProviderError } from '../../src/server/providers/payments/types.ts';

const NOW = new Date('2026-11-15T10:00:00Z');

function makeProvider() {
  return createTestPaymentProvider({ now: () => NOW });
}

function makeCard(
  overrides: Partial<{ number: string; expMonth: number; expYear: number; cvc: string }> = {},
) {
  return { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123', ...overrides };
}

let keys = 0;
async function makeIntent(provider = makeProvider(), amountCents = 137_500) {
  keys += 1;
  const intent = await provider.createIntent({
    amountCents,
    currency: 'usd',
    idempotencyKey: `booking-${keys}`,
  });
  return { provider, intent };
}

async function expectProviderError(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  expect((error as PaymentProviderError).code).toBe(code);
  return error as PaymentProviderError;
}

describe('test payment processor: creating intents', () => {
  it('creates an intent waiting for a payment method, with Stripe-like ids', async () => {
    const { intent } = await makeIntent();
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      amountCents: 137_500,
      currency: 'USD',
    });
    expect(intent.id).toMatch(/^pi_test_[0-9a-f]+$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[0-9a-f]+$`));
    expect(intent.last4).toBeUndefined();
  });

  it('returns the same intent for the same idempotency key', async () => {
    const provider = makeProvider();
    const input = { amountCents: 50_000, currency: 'USD', idempotencyKey: 'hold-42' };
    const first = await provider.createIntent(input);
    const again = await provider.createIntent(input);
    const concurrent = await Promise.all([
      provider.createIntent(input),
      provider.createIntent(input),
    ]);
    expect(again).toEqual(first);
    expect(concurrent.map((i) => i.id)).toEqual([first.id, first.id]);
    const other = await provider.createIntent({ ...input, idempotencyKey: 'hold-43' });
    expect(other.id).not.toBe(first.id);
  });

  it('refuses a reused idempotency key with another amount', async () => {
    const provider = makeProvider();
    await provider.createIntent({ amountCents: 50_000, currency: 'USD', idempotencyKey: 'k' });
    const error = await expectProviderError(
      provider.createIntent({ amountCents: 50_100, currency: 'USD', idempotencyKey: 'k' }),
      'idempotency_mismatch',
    );
    expect(error.statusCode).toBe(409);
  });

  it('refuses amounts that are not positive whole cents', async () => {
    const provider = makeProvider();
    for (const amountCents of [0, -100, 12.5, Number.NaN]) {
      await expectProviderError(
        provider.createIntent({ amountCents, currency: 'USD', idempotencyKey: `a${amountCents}` }),
        'invalid_amount',
      );
    }
  });

  it('answers not_found (404) for an unknown intent', async () => {
    const provider = makeProvider();
    const error = await expectProviderError(provider.retrieveIntent('pi_test_nope'), 'not_found');
    expect(error.statusCode).toBe(404);
    await expectProviderError(provider.confirmCard('pi_test_nope', makeCard()), 'not_found');
    await expectProviderError(provider.cancelIntent('pi_test_nope'), 'not_found');
  });
});

describe('test payment processor: test cards', () => {
  it('4242 4242 4242 4242 succeeds and charges once', async () => {
    const { provider, intent } = await makeIntent();
    const paid = await provider.confirmCard(intent.id, makeCard());
    expect(paid).toMatchObject({ id: intent.id, status: 'succeeded', last4: '4242' });
    expect(paid.failureCode).toBeUndefined();
    expect(provider.chargeCount(intent.id)).toBe(1);
    expect(await provider.retrieveIntent(intent.id)).toEqual(paid);
  });

  it('ignores spaces and dashes in the number', async () => {
    const { provider, intent } = await makeIntent();
    const paid = await provider.confirmCard(intent.id, makeCard({ number: '4242-4242-4242-4242' }));
    expect(paid.status).toBe('succeeded');
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Your card was declined.', '0002'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'Your card has insufficient funds.', '9995'],
    [
      '5555 5555 5555 4444',
      'test_mode_card',
      'This is test mode: use a test card such as 4242 4242 4242 4242.',
      '4444',
    ],
    [
      '4111 1111 1111 1111',
      'test_mode_card',
      'This is test mode: use a test card such as 4242 4242 4242 4242.',
      '1111',
    ],
  ])('%s is refused with %s and can be retried', async (number, code, message, last4) => {
    const { provider, intent } = await makeIntent();
    const refused = await provider.confirmCard(intent.id, makeCard({ number }));
    expect(refused).toMatchObject({
      status: 'requires_payment_method',
      failureCode: code,
      failureMessage: message,
      last4,
    });
    expect(provider.chargeCount(intent.id)).toBe(0);

    const paid = await provider.confirmCard(intent.id, makeCard());
    expect(paid).toMatchObject({ status: 'succeeded', last4: '4242' });
    expect(paid.failureCode).toBeUndefined();
    expect(paid.failureMessage).toBeUndefined();
    expect(provider.chargeCount(intent.id)).toBe(1);
  });

  it('refuses an expired card', async () => {
    const { provider, intent } = await makeIntent();
    const lastMonth = await provider.confirmCard(
      intent.id,
      makeCard({ expMonth: 10, expYear: 2026 }),
    );
    expect(lastMonth).toMatchObject({
      status: 'requires_payment_method',
      failureCode: 'expired_card',
      failureMessage: 'Your card has expired.',
    });
    // A card is good through the end of its expiry month.
    const thisMonth = await provider.confirmCard(
      intent.id,
      makeCard({ expMonth: 11, expYear: 26 }),
    );
    expect(thisMonth.status).toBe('succeeded');
  });

  it.each(['12', '12345', 'abc', ''])('refuses the security code %j', async (cvc) => {
    const { provider, intent } = await makeIntent();
    const refused = await provider.confirmCard(intent.id, makeCard({ cvc }));
    expect(refused).toMatchObject({
      status: 'requires_payment_method',
      failureCode: 'incorrect_cvc',
    });
    expect(provider.chargeCount(intent.id)).toBe(0);
  });

  it('accepts a four-digit security code', async () => {
    const { provider, intent } = await makeIntent();
    expect((await provider.confirmCard(intent.id, makeCard({ cvc: '1234' }))).status).toBe(
      'succeeded',
    );
  });

  it('keeps only the last four digits, never the number', async () => {
    const { provider, intent } = await makeIntent();
    await provider.confirmCard(intent.id, makeCard({ number: '4000 0000 0000 0002' }));
    const paid = await provider.confirmCard(intent.id, makeCard());
    const everything = JSON.stringify([paid, await provider.retrieveIntent(intent.id)]);
    expect(everything).not.toContain('4242424242424242');
    expect(everything).not.toContain('4000000000000002');
    expect(Object.keys(paid).sort()).toEqual(
      ['amountCents', 'clientSecret', 'currency', 'id', 'last4', 'status'].sort(),
    );
  });
});

describe('test payment processor: 3-D Secure', () => {
  const THREE_DS = '4000 0027 6000 3184';

  it('asks for authentication, then succeeds when the traveller approves', async () => {
    const { provider, intent } = await makeIntent();
    const pending = await provider.confirmCard(intent.id, makeCard({ number: THREE_DS }));
    expect(pending).toMatchObject({ status: 'requires_action', last4: '3184' });
    expect(provider.chargeCount(intent.id)).toBe(0);

    const paid = await provider.completeAction(intent.id, true);
    expect(paid).toMatchObject({ status: 'succeeded', last4: '3184' });
    expect(provider.chargeCount(intent.id)).toBe(1);
  });

  it('goes back to requires_payment_method when authentication fails', async () => {
    const { provider, intent } = await makeIntent();
    await provider.confirmCard(intent.id, makeCard({ number: THREE_DS }));
    const failed = await provider.completeAction(intent.id, false);
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      failureCode: 'authentication_failed',
    });
    expect(provider.chargeCount(intent.id)).toBe(0);
    // Another card can be tried after a failed challenge.
    expect((await provider.confirmCard(intent.id, makeCard())).status).toBe('succeeded');
  });

  it('refuses to complete an action nobody asked for', async () => {
    const { provider, intent } = await makeIntent();
    await expectProviderError(provider.completeAction(intent.id, true), 'invalid_state');
    await provider.confirmCard(intent.id, makeCard({ number: THREE_DS }));
    await provider.completeAction(intent.id, true);
    await expectProviderError(provider.completeAction(intent.id, true), 'invalid_state');
    expect(provider.chargeCount(intent.id)).toBe(1);
  });
});

describe('test payment processor: no double charge', () => {
  it('refuses to confirm a succeeded intent again', async () => {
    const { provider, intent } = await makeIntent();
    await provider.confirmCard(intent.id, makeCard());
    const error = await expectProviderError(
      provider.confirmCard(intent.id, makeCard()),
      'invalid_state',
    );
    expect(error.statusCode).toBe(409);
    expect(provider.chargeCount(intent.id)).toBe(1);
  });

  it('charges once when two confirmations race', async () => {
    const { provider, intent } = await makeIntent();
    const results = await Promise.allSettled([
      provider.confirmCard(intent.id, makeCard()),
      provider.confirmCard(intent.id, makeCard()),
      provider.confirmCard(intent.id, makeCard()),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(provider.chargeCount(intent.id)).toBe(1);
  });

  it('cancels an unpaid intent, once, and refuses to confirm it afterwards', async () => {
    const { provider, intent } = await makeIntent();
    expect((await provider.cancelIntent(intent.id)).status).toBe('canceled');
    expect((await provider.cancelIntent(intent.id)).status).toBe('canceled');
    await expectProviderError(provider.confirmCard(intent.id, makeCard()), 'invalid_state');
    expect(provider.chargeCount(intent.id)).toBe(0);
  });

  it('refuses to cancel a payment that succeeded', async () => {
    const { provider, intent } = await makeIntent();
    await provider.confirmCard(intent.id, makeCard());
    await expectProviderError(provider.cancelIntent(intent.id), 'invalid_state');
    expect((await provider.retrieveIntent(intent.id)).status).toBe('succeeded');
  });
});

describe('test payment processor: refunds', () => {
  async function makePaidIntent(amountCents = 100_00) {
    const { provider, intent } = await makeIntent(makeProvider(), amountCents);
    await provider.confirmCard(intent.id, makeCard());
    return { provider, intent };
  }

  it('refunds the whole payment by default and records it', async () => {
    const { provider, intent } = await makePaidIntent();
    const refund = await provider.refund({ paymentIntentId: intent.id, idempotencyKey: 'r1' });
    expect(refund).toMatchObject({ status: 'succeeded' });
    expect(refund.id).toMatch(/^re_test_/);
    expect(provider.getRefunds(intent.id)).toEqual([
      {
        id: refund.id,
        paymentIntentId: intent.id,
        amountCents: 100_00,
        status: 'succeeded',
        createdAt: NOW.toISOString(),
      },
    ]);
    await expectProviderError(
      provider.refund({ paymentIntentId: intent.id, idempotencyKey: 'r2' }),
      'refund_exceeds',
    );
  });

  it('is idempotent by key', async () => {
    const { provider, intent } = await makePaidIntent();
    const input = { paymentIntentId: intent.id, amountCents: 30_00, idempotencyKey: 'cancel-1' };
    const first = await provider.refund(input);
    const again = await provider.refund(input);
    expect(again).toEqual(first);
    expect(provider.getRefunds(intent.id)).toHaveLength(1);
    await expectProviderError(
      provider.refund({ ...input, amountCents: 40_00 }),
      'idempotency_mismatch',
    );
  });

  it('never refunds more than was charged in total', async () => {
    const { provider, intent } = await makePaidIntent();
    await provider.refund({ paymentIntentId: intent.id, amountCents: 60_00, idempotencyKey: 'a' });
    const error = await expectProviderError(
      provider.refund({ paymentIntentId: intent.id, amountCents: 40_01, idempotencyKey: 'b' }),
      'refund_exceeds',
    );
    expect(error.statusCode).toBe(400);
    await provider.refund({ paymentIntentId: intent.id, amountCents: 40_00, idempotencyKey: 'c' });
    expect(provider.getRefunds(intent.id).map((r) => r.amountCents)).toEqual([60_00, 40_00]);
    await expectProviderError(
      provider.refund({ paymentIntentId: intent.id, amountCents: 1, idempotencyKey: 'd' }),
      'refund_exceeds',
    );
  });

  it('refuses a refund of nothing or of part of a cent', async () => {
    const { provider, intent } = await makePaidIntent();
    for (const amountCents of [0, -5, 1.5]) {
      await expectProviderError(
        provider.refund({
          paymentIntentId: intent.id,
          amountCents,
          idempotencyKey: `x${amountCents}`,
        }),
        'invalid_amount',
      );
    }
  });

  it('only refunds payments that succeeded', async () => {
    const { provider, intent } = await makeIntent();
    await expectProviderError(
      provider.refund({ paymentIntentId: intent.id, idempotencyKey: 'r' }),
      'invalid_state',
    );
    await provider.confirmCard(intent.id, makeCard({ number: '4000000000000002' }));
    await expectProviderError(
      provider.refund({ paymentIntentId: intent.id, idempotencyKey: 'r' }),
      'invalid_state',
    );
    expect(provider.getRefunds(intent.id)).toEqual([]);
    await expectProviderError(
      provider.refund({ paymentIntentId: 'pi_test_nope', idempotencyKey: 'r' }),
      'not_found',
    );
  });
});
