import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidStaySlug, renderStayImage } from '../../services/stay-images.ts';
import {
  renderOperatorImage,
  renderTourImage,
  TOUR_IMAGE_CATEGORIES,
} from '../../services/tour-images.ts';

// Stays, tours and operators share one slug rule: kebab-case, at most 120 characters.
const slug = z.string().refine(isValidStaySlug, 'must be a kebab-case name');
const category = z.enum(TOUR_IMAGE_CATEGORIES, {
  error: `must be one of ${TOUR_IMAGE_CATEGORIES.join(', ')}`,
});
const ONE_WEEK = 'public, max-age=604800';

/**
 * Photos of stays, tours and operators are drawn by the app: light, distinct, never from elsewhere.
 * Raw replies (SVG), so no response schema.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/stays/:slug/:file',
    {
      schema: {
        params: z.object({
          slug,
          file: z.string().regex(/^[1-9]\.svg$/, 'must be 1.svg to 9.svg'),
        }),
      },
    },
    async (request, reply) => {
      const n = Number(request.params.file.slice(0, 1));
      return reply
        .type('image/svg+xml')
        .header('cache-control', ONE_WEEK)
        .send(renderStayImage(request.params.slug, n));
    },
  );

  app.get(
    '/images/tours/:category/:slug/:file',
    {
      schema: {
        params: z.object({
          category,
          slug,
          file: z.string().regex(/^[1-6]\.svg$/, 'must be 1.svg to 6.svg'),
        }),
      },
    },
    async (request, reply) => {
      const { category, slug, file } = request.params;
      return reply
        .type('image/svg+xml')
        .header('cache-control', ONE_WEEK)
        .send(renderTourImage(slug, Number(file.slice(0, 1)), category));
    },
  );

  app.get(
    '/images/operators/:category/:slug.svg',
    { schema: { params: z.object({ category, slug }) } },
    async (request, reply) => {
      return reply
        .type('image/svg+xml')
        .header('cache-control', ONE_WEEK)
        .send(renderOperatorImage(request.params.slug, request.params.category));
    },
  );
};
