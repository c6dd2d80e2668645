import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CURRENCIES, CurrenciesAnswer } from '../../../domain/currencies.ts';
import { minorDigits } from '../../../domain/format.ts';
import { AdminRates, AdminRevenue, RevenueQuery } from '../../../domain/revenue.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { createAdminRevenue } from '../../services/admin/revenue.ts';
import type { RatesService } from '../../services/rates.ts';

export type CurrenciesAreaDeps = { db: Database; clock: Clock; rates: RatesService };

const CURRENCY_LIST = CURRENCIES.map((code) => ({ code, minorDigits: minorDigits(code) }));

/**
 * The currencies a traveller may see prices in and today's rates (public, with an ETag:
 * http/etags.ts), and for the admin the table's age and the revenue by currency and method.
 */
export const currenciesArea: FastifyPluginAsyncZod<CurrenciesAreaDeps> = async (app, deps) => {
  const revenue = createAdminRevenue(deps);

  app.get('/api/currencies', { schema: { response: { 200: CurrenciesAnswer } } }, async () => {
    const { table, stale } = await deps.rates.status();
    return { currencies: CURRENCY_LIST, rates: table, stale };
  });

  app.get('/api/admin/rates', { schema: { response: { 200: AdminRates } } }, async () => {
    const { table, ...status } = await deps.rates.status();
    return { rates: table, ...status };
  });

  app.get(
    '/api/admin/revenue',
    { schema: { querystring: RevenueQuery, response: { 200: AdminRevenue } } },
    async (request) => revenue.revenue(request.query),
  );
};
