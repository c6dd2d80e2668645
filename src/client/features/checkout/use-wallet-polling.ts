import { useEffect, useRef } from 'react';
import { readWalletCharge, type MobileMoneyCharge } from './api/mobile-money.ts';
import { nextPollDelay, WALLET_GRACE_MS, walletOutcome } from './mobile-money.ts';

/**
 * Reads a charge at once and then every 3 s, backing off; stops when it is settled, when
 * `stop()` is called (the page left the wait), or when the phone has not answered well past the
 * charge's end (`expiresAt()`; the server's word should have come by then: `onTimedOut`). A read
 * that fails (a dropped connection) is asked again later, never taken as an answer.
 */
export function pollWalletCharge({
  read,
  onRead,
  onTimedOut,
  expiresAt,
  now = Date.now,
  wait = (ms, then) => {
    const timer = setTimeout(then, ms);
    return () => clearTimeout(timer);
  },
}: {
  read: () => Promise<MobileMoneyCharge>;
  onRead: (charge: MobileMoneyCharge) => void;
  onTimedOut: () => void;
  expiresAt: () => string;
  now?: () => number;
  wait?: (ms: number, then: () => void) => () => void;
}): { stop: () => void } {
  let stopped = false;
  let cancel = () => {};
  let asked = 0;

  async function ask() {
    try {
      const fresh = await read();
      if (stopped) return;
      onRead(fresh);
      if (walletOutcome(fresh).kind !== 'waiting') return;
    } catch {
      if (stopped) return;
    }
    if (now() > Date.parse(expiresAt()) + WALLET_GRACE_MS) return onTimedOut();
    cancel = wait(nextPollDelay(asked++), () => void ask());
  }

  void ask();
  return {
    stop: () => {
      stopped = true;
      cancel();
    },
  };
}

/** The page's wait for the charge it shows: polled while `charge` is given, for its reference. */
export function useWalletPolling(
  charge: MobileMoneyCharge | null,
  onRead: (charge: MobileMoneyCharge) => void,
  onTimedOut: () => void,
) {
  const latest = useRef({ charge, onRead, onTimedOut });
  latest.current = { charge, onRead, onTimedOut };
  const reference = charge?.reference ?? null;

  useEffect(() => {
    if (reference === null) return;
    const polling = pollWalletCharge({
      read: () => readWalletCharge(reference),
      onRead: (fresh) => latest.current.onRead(fresh),
      onTimedOut: () => latest.current.onTimedOut(),
      expiresAt: () => latest.current.charge?.expiresAt ?? '',
    });
    return polling.stop;
  }, [reference]);
}
