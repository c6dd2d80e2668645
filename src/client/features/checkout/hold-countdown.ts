import { HOLD_MINUTES } from '../../../domain/checkout.ts';

/**
 * When the hold ends on this device's clock: the server's time, but never later than the hold's
 * length from now, so a clock that runs behind the server's cannot promise time that is not there.
 */
export function holdDeadline(holdExpiresAt: string, now: number, holdMinutes = HOLD_MINUTES) {
  const cap = now + holdMinutes * 60_000;
  const server = Date.parse(holdExpiresAt);
  return Number.isNaN(server) ? cap : Math.min(server, cap);
}

/** "mm:ss" of the time left, counted in whole seconds up, never below 00:00. */
export function formatCountdown(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** Whole minutes started that remain: what a screen reader is told, once a minute. */
export function minutesLeft(msLeft: number): number {
  return Math.max(0, Math.ceil(msLeft / 60_000));
}
