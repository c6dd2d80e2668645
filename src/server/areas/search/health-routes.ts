import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthCheck } from '../../services/health.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthCheck }> = async (
  app,
  { service },
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
    () => service.check(),
  );
  // Readiness, for the load balancer: the database and Redis answer and the server is not
  // shutting down; 503 otherwise, and the proxy sends the traffic to the other servers.
  app.get(
    '/api/health/ready',
    {
      config: { rateLimit: false },
      schema: {
        response: {
          200: z.object({
            status: z.literal('ready'),
            database: z.enum(['pglite', 'postgres']),
            redis: z.enum(['ok', 'not configured']),
          }),
        },
      },
    },
    () => service.ready(),
  );
  // Liveness: the process answers, without asking the database. The bench's baseline too.
  app.get(
    '/api/health/live',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    () => ({ status: 'ok' as const }),
  );
};
