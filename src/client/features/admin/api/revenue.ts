import { useQuery } from '@tanstack/react-query';
import { AdminRates, AdminRevenue } from '../../../../domain/revenue.ts';
import { apiRequest } from '../../../lib/api.ts';

export type { AdminRates, AdminRevenue, RevenueRow } from '../../../../domain/revenue.ts';

/** Admin data under ['account', ...], as every admin query (keys.ts). */
const revenueKeys = {
  rates: ['account', 'admin', 'rates'] as const,
  revenue: (from: string, to: string) => ['account', 'admin', 'revenue', from, to] as const,
};

/** GET /api/admin/rates: today's table, its source and age. */
export function useAdminRates() {
  return useQuery({
    queryKey: revenueKeys.rates,
    queryFn: () => apiRequest('GET', '/api/admin/rates', undefined, { schema: AdminRates }),
  });
}

/** GET /api/admin/revenue: money taken by currency and method over the days asked. */
export function useAdminRevenue(from: string, to: string) {
  return useQuery({
    queryKey: revenueKeys.revenue(from, to),
    queryFn: () =>
      apiRequest(
        'GET',
        `/api/admin/revenue?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
        undefined,
        { schema: AdminRevenue },
      ),
    enabled: from !== '' && to !== '' && from <= to,
  });
}
