import type { JobQueueName } from '../../domain/jobs.ts';

/**
 * The app's queues. A periodic one is sent by every working server each third of its period,
 * throttled to one job per period by the database's clock (pg-boss `sendThrottled`: a unique
 * slot per period), so N servers run it once a period; a worker of any server takes it.
 */
export const QUEUES = {
  /** Unpaid holds give their rooms and seats back when their 15 minutes run out. */
  'holds.sweep': { periodSeconds: 30, retryLimit: 1, retryDelay: 5, expireInSeconds: 120 },
  /** Expired sessions leave the table. */
  'sessions.sweep': { periodSeconds: 3600, retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
  /** Payments whose confirm never came, owed refunds, and e-mails committed but never queued. */
  'payments.reconcile': {
    periodSeconds: 60,
    retryLimit: 2,
    retryDelay: 10,
    expireInSeconds: 600,
  },
  /** One job per booking e-mail owed (a confirmation, a cancellation): sent once. */
  'mail.confirmation': {
    periodSeconds: null,
    retryLimit: 5,
    retryDelay: 15,
    retryBackoff: true,
    // Rendering and sending one takes seconds: a server that died holding one hands it on soon.
    expireInSeconds: 30,
  },
  /** The rates provider's table, stored for every server (nothing without RATES_URL). */
  'rates.refresh': { periodSeconds: 3600, retryLimit: 2, retryDelay: 300, expireInSeconds: 120 },
} as const satisfies Record<JobQueueName, QueueSettings>;

type QueueSettings = {
  /** Null: sent by the app when there is something to do, not on a period. */
  periodSeconds: number | null;
  retryLimit: number;
  /** Seconds before the first retry; doubled at each retry with `retryBackoff`. */
  retryDelay: number;
  retryBackoff?: boolean;
  /** A job active longer than this (its server died) is failed, and retried if it may be. */
  expireInSeconds: number;
};

export type QueueName = keyof typeof QUEUES;
export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/** What each queue's jobs carry. */
export type JobData = {
  'holds.sweep': Record<string, never>;
  'sessions.sweep': Record<string, never>;
  'payments.reconcile': Record<string, never>;
  'mail.confirmation': { orderId: number; eventId: number };
  'rates.refresh': Record<string, never>;
};
