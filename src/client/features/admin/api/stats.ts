import { useQuery } from '@tanstack/react-query';
import { AdminStats } from '../../../../domain/admin.ts';
import { apiRequest } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** GET /api/admin/stats: the overview's and the analytics tab's figures. */
export function useAdminStats(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: adminKeys.stats,
    queryFn: () => apiRequest('GET', '/api/admin/stats', undefined, { schema: AdminStats }),
  });
}
