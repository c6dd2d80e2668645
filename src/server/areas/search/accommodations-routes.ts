import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Accommodation,
  AccommodationPage,
  AccommodationQuery,
  AccommodationSearchQuery,
} from '../../../domain/accommodations.ts';
import { dbId } from '../../../domain/input.ts';
import { StaysPaging } from '../../../domain/stay-pages.ts';
import { STAYS_PAGE_SIZE } from '../../../domain/stay-sort.ts';
import type { AccommodationService } from '../../services/accommodations.ts';

export const accommodationRoutes: FastifyPluginAsyncZod<{ service: AccommodationService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/accommodations',
    {
      schema: {
        querystring: z.intersection(AccommodationSearchQuery, StaysPaging),
        // The whole list, or a page (with `limit` or `cursor`), sent as the text it was written as.
        response: { 200: z.union([z.array(Accommodation), AccommodationPage]) },
      },
    },
    async (request, reply) => {
      // The paging fields stay out of the search, so the listing cache keys on filters alone.
      const { limit, cursor, sort, ...search } = request.query;
      if (limit === undefined && cursor === undefined) {
        return sort ? service.searchSorted(search, sort) : service.search(search);
      }
      // The page comes as JSON text, written from stays written before: Fastify sends a string
      // of JSON as it is, past the response schema (which the types cannot tell).
      const page = await service.searchPageText(search, {
        sort: cursor?.sort ?? sort ?? 'rating',
        limit: limit ?? STAYS_PAGE_SIZE,
        after: cursor?.after,
      });
      return reply.type('application/json; charset=utf-8').send(page as never);
    },
  );

  app.get(
    '/api/accommodations/:id',
    {
      schema: {
        params: z.object({ id: dbId }),
        querystring: AccommodationQuery,
        response: { 200: Accommodation },
      },
    },
    async (request) => service.getById(request.params.id, request.query.lang),
  );
};
