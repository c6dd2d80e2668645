import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PendingWalletCharge } from '../../../../domain/mobile-money-checkout.ts';
import { apiRequest } from '../../../lib/api.ts';

export type { PendingWalletCharge } from '../../../../domain/mobile-money-checkout.ts';

const PendingWalletCharges = z.object({ charges: z.array(PendingWalletCharge) });

/** GET /api/admin/payments/mobile-money/pending: charges still waiting for a phone, kept fresh. */
export function usePendingWalletCharges() {
  return useQuery({
    queryKey: ['account', 'admin', 'mobile-money', 'pending'] as const,
    queryFn: () =>
      apiRequest('GET', '/api/admin/payments/mobile-money/pending', undefined, {
        schema: PendingWalletCharges,
      }),
    refetchInterval: 15_000,
  });
}
