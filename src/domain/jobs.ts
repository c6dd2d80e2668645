import { z } from 'zod';

/** The server's queues of background work (src/server/jobs/queues.ts). */
export const JOB_QUEUES = [
  'holds.sweep',
  'sessions.sweep',
  'payments.reconcile',
  'mail.confirmation',
  'rates.refresh',
] as const;
export const JobQueueName = z.enum(JOB_QUEUES);
export type JobQueueName = z.infer<typeof JobQueueName>;

/** A queue's jobs by state: waiting (or waiting to be retried), running, failed for good. */
export const AdminJobQueue = z.object({
  queue: JobQueueName,
  pending: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
  completedLastHour: z.number().int(),
});

/** A job that failed for good, with the error of its last attempt. */
export const AdminFailedJob = z.object({
  id: z.string(),
  queue: JobQueueName,
  failedAt: z.string(),
  attempts: z.number().int(),
  error: z.string(),
});

/** GET /api/admin/jobs: every queue's counts and the latest failed jobs, newest first. */
export const AdminJobs = z.object({
  queues: z.array(AdminJobQueue),
  failures: z.array(AdminFailedJob),
});

export type AdminJobQueue = z.infer<typeof AdminJobQueue>;
export type AdminFailedJob = z.infer<typeof AdminFailedJob>;
export type AdminJobs = z.infer<typeof AdminJobs>;
