import { describe, expect, it } from 'vitest';
import type { MobileMoneyCharge } from '../../src/client/features/checkout/api/mobile-money.ts';
import { WALLET_GRACE_MS } from '../../src/client/features/checkout/mobile-money.ts';
import { pollWalletCharge } from '../../src/client/features/checkout/use-wallet-polling.ts';
import { pendingWalletCharge } from '../helpers/wallet-charges.ts';

const start = Date.parse('2026-11-27T10:00:00Z');
const pending = pendingWalletCharge({
  phone: '+221701234501',
  expiresAt: new Date(start + 5 * 60_000).toISOString(),
  holdExpiresAt: new Date(start + 20 * 60_000).toISOString(),
});

/**
 * A poll driven by hand: each read is answered by the test, and each wait is recorded and run
 * when the test moves the clock past it (no timers, no sleeps).
 */
function drive(answers: (() => Promise<MobileMoneyCharge>)[]) {
  let clock = start;
  const waits: { at: number; ms: number; then: () => void }[] = [];
  const seen: MobileMoneyCharge[] = [];
  let timedOut = 0;
  let reads = 0;
  const polling = pollWalletCharge({
    read: () => answers[Math.min(reads++, answers.length - 1)]!(),
    onRead: (charge) => seen.push(charge),
    onTimedOut: () => timedOut++,
    expiresAt: () => pending.expiresAt,
    now: () => clock,
    wait: (ms, then) => {
      const entry = { at: clock, ms, then };
      waits.push(entry);
      return () => waits.splice(waits.indexOf(entry), 1);
    },
  });
  const answered = () => new Promise((done) => setTimeout(done, 0));
  /** Runs the next wait, `later` ms after its delay, and lets the read it makes answer. */
  async function step(later = 0) {
    await answered();
    const next = waits.shift();
    if (!next) return null;
    clock = next.at + next.ms + later;
    next.then();
    await answered();
    return next.ms;
  }
  return {
    polling,
    step,
    seen,
    get reads() {
      return reads;
    },
    get timedOut() {
      return timedOut;
    },
  };
}

describe("waiting for the phone's answer", () => {
  it('reads at once, then every 3 s, and stops once the charge is settled', async () => {
    const poll = drive([
      () => Promise.resolve(pending),
      () => Promise.resolve(pending),
      () => Promise.resolve({ ...pending, status: 'succeeded', bookingReady: false }),
      () => Promise.resolve({ ...pending, status: 'succeeded', bookingReady: true }),
    ]);
    expect(await poll.step()).toBe(3_000);
    expect(await poll.step()).toBe(3_000);
    // Paid, booking not made yet: still asking.
    expect(await poll.step()).toBe(3_000);
    expect(await poll.step()).toBeNull();
    expect(poll.reads).toBe(4);
    expect(poll.seen.at(-1)).toMatchObject({ status: 'succeeded', bookingReady: true });
  });

  it('asks again after a failed read, never taking it as an answer', async () => {
    const poll = drive([
      () => Promise.reject(new Error('offline')),
      () => Promise.resolve({ ...pending, status: 'failed', failureCode: 'refused' }),
    ]);
    expect(await poll.step()).toBe(3_000);
    expect(await poll.step()).toBeNull();
    expect(poll.seen.map((c) => c.status)).toEqual(['failed']);
  });

  it('says the phone did not answer only well past the charge’s end', async () => {
    const poll = drive([() => Promise.resolve(pending)]);
    // Still pending at the charge's end: asked on; a minute past it, the wait ends.
    expect(await poll.step(5 * 60_000 - 3_000)).toBe(3_000);
    expect(poll.timedOut).toBe(0);
    expect(await poll.step(WALLET_GRACE_MS)).toBe(3_000);
    expect(poll.timedOut).toBe(1);
    expect(await poll.step()).toBeNull();
  });

  it('stops asking when the page leaves the wait, even with a read in flight', async () => {
    let answer: (charge: MobileMoneyCharge) => void = () => {};
    const poll = drive([() => new Promise((done) => (answer = done))]);
    poll.polling.stop();
    answer(pending);
    expect(await poll.step()).toBeNull();
    expect(poll.seen).toEqual([]);
  });
});
