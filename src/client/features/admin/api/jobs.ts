import { useQuery } from '@tanstack/react-query';
import { AdminJobs } from '../../../../domain/jobs.ts';
import { apiRequest } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

export type { AdminFailedJob, AdminJobQueue } from '../../../../domain/jobs.ts';

/** GET /api/admin/jobs: each queue's counts and the latest failed jobs, kept fresh while shown. */
export function useAdminJobs() {
  return useQuery({
    queryKey: adminKeys.jobs,
    queryFn: () => apiRequest('GET', '/api/admin/jobs', undefined, { schema: AdminJobs }),
    refetchInterval: 15_000,
  });
}
