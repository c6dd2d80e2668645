import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidStaySlug, renderStayImage } from '../services/stay-images.ts';

/** Property photos are drawn by the app itself: light, distinct, never from another host. */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/stays/:slug/:file',
    {
      schema: {
        params: z.object({
          slug: z.string().refine(isValidStaySlug, 'must be a kebab-case name'),
          file: z.string().regex(/^[1-9]\.svg$/, 'must be 1.svg to 9.svg'),
        }),
      },
    },
    async (request, reply) => {
      const n = Number(request.params.file.slice(0, 1));
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=604800')
        .send(renderStayImage(request.params.slug, n));
    },
  );
};
