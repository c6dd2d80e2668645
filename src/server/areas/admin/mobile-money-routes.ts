import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PendingWalletCharge } from '../../../domain/mobile-money-checkout.ts';

/** The admin's view of mobile money: the charges still waiting for a phone, with their age. */
export const adminMobileMoneyRoutes: FastifyPluginAsyncZod<{
  pending: () => Promise<PendingWalletCharge[]>;
}> = async (app, { pending }) => {
  app.get(
    '/api/admin/payments/mobile-money/pending',
    {
      config: { access: 'admin' },
      schema: { response: { 200: z.object({ charges: z.array(PendingWalletCharge) }) } },
    },
    async () => ({ charges: await pending() }),
  );
};
