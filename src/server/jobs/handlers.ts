import type { SessionStore } from '../services/accounts/sessions.ts';
import type { CheckoutService } from '../services/checkout.ts';
import type { RatesService } from '../services/rates.ts';
import type { JobQueue } from './job-queue.ts';

/** What each queue's job does: one service call each. */
export function registerJobHandlers(
  jobs: JobQueue,
  {
    checkout,
    sessions,
    rates,
  }: { checkout: CheckoutService; sessions: SessionStore; rates: RatesService },
) {
  jobs.handle('holds.sweep', () => checkout.releaseExpired());
  jobs.handle('sessions.sweep', () => sessions.sweep());
  jobs.handle('payments.reconcile', () => checkout.reconcile());
  jobs.handle('mail.confirmation', (owed) => checkout.sendOwedMail(owed));
  jobs.handle('rates.refresh', () => rates.refresh());
}
