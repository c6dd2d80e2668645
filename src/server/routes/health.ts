import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, DatabaseKind } from '../db/client.ts';
import { pingDatabase } from '../services/health.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database; dbKind: DatabaseKind }> = async (
  app,
  { db, dbKind },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    async () => {
      await pingDatabase(db);
      return { status: 'ok' as const, database: dbKind };
    },
  );
  // Liveness: the process answers, without asking the database. The bench's baseline too.
  app.get(
    '/api/health/live',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    () => ({ status: 'ok' as const }),
  );
};
