import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GuideDocument, GuideQuery } from '../../../domain/guide.ts';
import type { GuideService } from '../../services/guide.ts';

/** The travel guide page's one document, in the language asked. */
export const guideRoutes: FastifyPluginAsyncZod<{ service: GuideService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/guide',
    { schema: { querystring: GuideQuery, response: { 200: GuideDocument } } },
    (request) => service.getGuide(request.query.lang),
  );
};
