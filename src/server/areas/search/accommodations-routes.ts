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
import { revalidate, weakEtag } from '../../http/etags.ts';
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
      // The whole list, or a page (with `limit` or `cursor`), as UTF-8 JSON made of stays written
      // before, with a hash of its parts for its ETag: Fastify sends bytes as they are, past the
      // response schema (which the types cannot tell).
      const answer =
        limit === undefined && cursor === undefined
          ? await service.searchListJson(search, sort)
          : await service.searchPageJson(search, {
              sort: cursor?.sort ?? sort ?? 'rating',
              limit: limit ?? STAYS_PAGE_SIZE,
              after: cursor?.after,
            });
      reply.type('application/json; charset=utf-8');
      if (revalidate(request, reply, weakEtag(answer.digest))) return reply.send('' as never);
      return reply.send(answer.json as never);
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
