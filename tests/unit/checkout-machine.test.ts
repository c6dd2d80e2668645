import { describe, expect, it } from 'vitest';
import { offerExpired } from '../../src/client/features/checkout/checkout-form.ts';
import type { CheckoutSession } from '../../src/client/features/checkout/api/create-session.ts';
import type { MobileMoneyCharge } from '../../src/client/features/checkout/api/mobile-money.ts';
import {
  checkoutReducer,
  initialMachine,
  refusedAtStart,
  resumedWith,
  type CheckoutEvent,
  type Held,
  type Machine,
} from '../../src/client/features/checkout/checkout-machine.ts';
import { pendingWalletCharge } from '../helpers/wallet-charges.ts';

const held = {
  session: { sessionId: 's1', paymentIntentId: 'pi_1' } as CheckoutSession,
  deadline: 1_000,
};
const run = (...events: CheckoutEvent[]): Machine => events.reduce(checkoutReducer, initialMachine);
const stepAfter = (...events: CheckoutEvent[]) => run(...events).state.step;

describe('the checkout steps', () => {
  it('goes details, holding, card, confirming, done', () => {
    const steps = [
      { type: 'submit' },
      { type: 'opened', held },
      { type: 'paying' },
      {
        type: 'confirmed',
        bookingId: 'b',
        confirmationNumber: 'HO-ABCD2345',
        email: 'a@b.co',
        awaitingConfirmation: false,
      },
    ] as const;
    expect(steps.map((_, i) => stepAfter(...steps.slice(0, i + 1)))).toEqual([
      'holding',
      'card',
      'confirming',
      'done',
    ]);
  });

  it('asks the bank for a 3-D Secure card, and fails or confirms on its answer', () => {
    const asked = [
      { type: 'submit' },
      { type: 'opened', held },
      { type: 'paying' },
      { type: 'bankAsks', held, last4: '3184' },
    ] as const;
    expect(run(...asked).state).toMatchObject({ step: 'authenticate', last4: '3184' });
    // the card step's own state is what the page passes as the hold: its step must not leak
    const onCard = run({ type: 'submit' }, { type: 'opened', held }).state as Held;
    const fromCard = [{ type: 'paying' }, { type: 'bankAsks', held: onCard, last4: null }] as const;
    expect(run(...asked.slice(0, 2), ...fromCard).state.step).toBe('authenticate');
    expect(stepAfter(...asked, { type: 'paying' }, { type: 'failed', message: 'no' })).toBe(
      'failed',
    );
  });

  it('returns to the details with the refusal, keeping the traveller where they typed', () => {
    const refusal = { kind: 'unavailable', message: 'Complet' } as const;
    const machine = run({ type: 'submit' }, { type: 'refused', refusal });
    expect(machine.state).toEqual({ step: 'details', refusal, fieldErrors: {} });
    expect(machine.moved).toBe(false);
  });

  it('marks an ended hold as expired on the card and bank steps only', () => {
    expect(
      run({ type: 'submit' }, { type: 'opened', held }, { type: 'expired' }).state,
    ).toMatchObject({ step: 'card', expired: true });
    expect(run({ type: 'expired' })).toBe(initialMachine);
  });

  it('ignores an answer the current step does not expect', () => {
    const restarted = run({ type: 'submit' }, { type: 'opened', held }, { type: 'restart' });
    expect(restarted.state.step).toBe('details');
    // a late confirmation or payment answer after starting over changes nothing
    expect(
      checkoutReducer(restarted, {
        type: 'confirmed',
        bookingId: 'b',
        confirmationNumber: 'HO-ABCD2345',
        email: 'a@b.co',
        awaitingConfirmation: false,
      }),
    ).toBe(restarted);
    expect(checkoutReducer(restarted, { type: 'paying' })).toBe(restarted);
    expect(run({ type: 'opened', held })).toBe(initialMachine);
  });

  it('Retry after a booking answer lost to the network asks for the same session again', () => {
    const paid = [{ type: 'submit' }, { type: 'opened', held }, { type: 'paying' }] as const;
    const lost = run(...paid, { type: 'failed', message: 'offline', lost: held.session });
    expect(lost.state).toEqual({ step: 'failed', message: 'offline', lost: held.session });
    expect(checkoutReducer(lost, { type: 'retry' }).state).toEqual({ step: 'confirming' });
    // A refusal (an answer came) is never retried: only Try Again, from the details.
    const refused = run(...paid, { type: 'failed', message: 'declined' });
    expect(checkoutReducer(refused, { type: 'retry' })).toBe(refused);
    expect(run(...paid, { type: 'retry' }).state).toEqual({ step: 'confirming' });
    expect(stepAfter({ type: 'retry' })).toBe('details');
  });

  it('Try Again after a failure clears the error and the session', () => {
    const failed = run(
      { type: 'submit' },
      { type: 'opened', held },
      { type: 'paying' },
      { type: 'failed', message: 'declined' },
    );
    const again = checkoutReducer(failed, { type: 'restart' });
    expect(again.state).toEqual({ step: 'details', refusal: null, fieldErrors: {} });
    expect(again.moved).toBe(true);
  });
});

describe('a fare kept too long', () => {
  const flight = (expiresAt: unknown) =>
    ({ type: 'flight', details: { expiresAt }, price: 100, currency: 'USD' }) as const;
  it('is expired once its time has passed, and only flights (alone or in a package) expire', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(offerExpired(flight('2026-11-23T09:59:59Z'), now)).toBe(true);
    expect(offerExpired(flight('2026-11-23T10:30:00Z'), now)).toBe(false);
    expect(offerExpired(flight(undefined), now)).toBe(false);
    expect(offerExpired({ ...flight('2020-01-01T00:00:00Z'), type: 'hotel' }, now)).toBe(false);
    const past = flight('2026-11-23T09:59:59Z');
    expect(offerExpired({ ...past, type: 'package', offerId: 'complete_off_1' }, now)).toBe(true);
    expect(offerExpired({ ...past, type: 'package', offerId: 'tour_12' }, now)).toBe(false);
  });

  it('opens the checkout with the refusal already shown', () => {
    const refusal = { kind: 'unavailable', message: 'expired' } as const;
    expect(refusedAtStart(refusal).state).toEqual({ step: 'details', refusal, fieldErrors: {} });
    expect(checkoutReducer(refusedAtStart(refusal), { type: 'submit' }).state.step).toBe('holding');
  });
});

describe('a checkout resumed after a reload', () => {
  it('opens on the card step of the kept hold, and moves on from there as any card step', () => {
    const resumed = resumedWith(held);
    expect(resumed.state).toEqual({ step: 'card', expired: false, ...held });
    expect(resumed.moved).toBe(true);
    expect(checkoutReducer(resumed, { type: 'expired' }).state).toMatchObject({ expired: true });
    expect(checkoutReducer(resumed, { type: 'restart' }).state.step).toBe('details');
    expect(checkoutReducer(resumed, { type: 'paying' }).state.step).toBe('confirming');
    // A late answer of the attempt before the reload changes nothing.
    expect(checkoutReducer(resumed, { type: 'opened', held })).toBe(resumed);
  });
});

describe('paying by mobile money', () => {
  const charge = pendingWalletCharge();
  const onCard = [{ type: 'submit' }, { type: 'opened', held }] as const;
  const asked = [...onCard, { type: 'walletAsked', held, charge }] as const;
  const read = (changes: Partial<MobileMoneyCharge>): CheckoutEvent => ({
    type: 'walletRead',
    charge: { ...charge, ...changes },
  });

  it('waits for the phone, and keeps waiting while the charge is pending', () => {
    expect(run(...asked).state).toEqual({ step: 'wallet', charge, ...held });
    const later = run(...asked, read({ expiresAt: '2026-11-27T10:06:00Z' }));
    expect(later.state).toMatchObject({
      step: 'wallet',
      charge: { expiresAt: '2026-11-27T10:06:00Z' },
    });
    // Paid, but the booking not made yet: still waiting, never a success before it exists.
    expect(stepAfter(...asked, read({ status: 'succeeded', bookingReady: false }))).toBe('wallet');
  });

  it('goes on to the booking once the charge succeeded and the booking is made', () => {
    const paid = run(...asked, read({ status: 'succeeded', bookingReady: true }));
    expect(paid.state.step).toBe('confirming');
    const done = checkoutReducer(paid, {
      type: 'confirmed',
      bookingId: 's1',
      confirmationNumber: 'HO-ABCD2345',
      email: 'a@b.co',
      awaitingConfirmation: false,
    });
    expect(done.state).toMatchObject({ step: 'done', bookingId: 's1' });
  });

  it('ends in a refusal with its reason, then pays again by wallet or card on the same hold', () => {
    const refused = run(...asked, read({ status: 'failed', failureCode: 'insufficient_funds' }));
    expect(refused.state).toMatchObject({
      step: 'walletFailed',
      reason: 'insufficient_funds',
      expired: false,
      deadline: held.deadline,
    });
    // A failure without its reason is said as the provider's error.
    expect(run(...asked, read({ status: 'failed', failureCode: undefined })).state).toMatchObject({
      reason: 'provider_error',
    });
    expect(checkoutReducer(refused, { type: 'retryPayment' }).state).toEqual({
      step: 'card',
      expired: false,
      ...held,
    });
    expect(checkoutReducer(refused, { type: 'restart' }).state.step).toBe('details');
  });

  it('ends when the charge expired, or when the phone never answered', () => {
    expect(run(...asked, read({ status: 'expired' })).state).toMatchObject({
      step: 'walletFailed',
      reason: 'expired',
    });
    const timedOut = run(...asked, { type: 'walletTimedOut' });
    expect(timedOut.state).toMatchObject({ step: 'walletFailed', reason: 'timeout' });
    // Once the hold ended too, paying again is no longer offered: only starting over.
    const ended = checkoutReducer(timedOut, { type: 'expired' });
    expect(ended.state).toMatchObject({ expired: true });
    expect(checkoutReducer(ended, { type: 'retryPayment' })).toBe(ended);
  });

  it('resumes the wait after a reload, and ignores reads of another charge or late ones', () => {
    const resumed = resumedWith(held, charge);
    expect(resumed.state).toEqual({ step: 'wallet', charge, ...held });
    expect(resumed.moved).toBe(true);
    expect(
      checkoutReducer(resumed, read({ status: 'succeeded', bookingReady: true })).state.step,
    ).toBe('confirming');
    expect(checkoutReducer(resumed, read({ reference: 'mm_2', status: 'failed' }))).toBe(resumed);
    // A read that arrives after the traveller started over changes nothing.
    const restarted = checkoutReducer(resumed, { type: 'restart' });
    expect(checkoutReducer(restarted, read({ status: 'failed' }))).toBe(restarted);
    expect(run(...onCard, { type: 'walletTimedOut' }).state.step).toBe('card');
  });
});
