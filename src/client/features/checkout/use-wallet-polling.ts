import { useEffect, useRef } from 'react';
import { readWalletCharge, type MobileMoneyCharge } from './api/mobile-money.ts';
import { nextPollDelay, WALLET_GRACE_MS, walletOutcome } from './mobile-money.ts';

/**
 * Reads the charge being waited for, at once and then every 3 s, backing off; stops when it is
 * settled, when the page leaves the wait, or when the phone has not answered well past the
 * charge's end (the server's word should have come by then: `onTimedOut`). A read that fails (a
 * dropped connection) is asked again later, never taken as an answer.
 */
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
    let stopped = false;
    let timer: number | undefined;
    let asked = 0;

    async function ask() {
      try {
        const fresh = await readWalletCharge(reference!);
        if (stopped) return;
        latest.current.onRead(fresh);
        if (walletOutcome(fresh).kind !== 'waiting') return;
      } catch {
        if (stopped) return;
      }
      const expiresAt = Date.parse(latest.current.charge?.expiresAt ?? '');
      if (Date.now() > expiresAt + WALLET_GRACE_MS) return latest.current.onTimedOut();
      timer = window.setTimeout(() => void ask(), nextPollDelay(asked++));
    }

    void ask();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [reference]);
}
