import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccommodationQuery, AccommodationSearchQuery } from '../../domain/accommodations.ts';
import { dbId } from '../../domain/input.ts';
import type { AccommodationService } from '../services/accommodations.ts';

export const accommodationRoutes: FastifyPluginAsyncZod<{ service: AccommodationService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/accommodations',
    { schema: { querystring: AccommodationSearchQuery } },
    async (request) => service.search(request.query),
  );

  app.get(
    '/api/accommodations/:id',
    {
      schema: {
        params: z.object({ id: dbId }),
        querystring: AccommodationQuery,
      },
    },
    async (request) => service.getById(request.params.id, request.query.lang),
  );
};
