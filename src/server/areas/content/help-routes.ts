import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HelpArticle,
  HelpArticleParams,
  HelpArticleQuery,
  HelpArticleSummary,
  HelpLanguageQuery,
  HelpViewCount,
} from '../../../domain/help.ts';
import type { HelpService } from '../../services/help.ts';

/** Views one client address may count a minute: enough to read, too few to stuff the counts. */
const VIEWS_PER_MINUTE = 60;

/** The help centre: search, read, and count a reading. */
export const helpRoutes: FastifyPluginAsyncZod<{ service: HelpService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/help/articles',
    { schema: { querystring: HelpArticleQuery, response: { 200: z.array(HelpArticleSummary) } } },
    (request) => service.listArticles(request.query),
  );
  app.get(
    '/api/help/articles/:slug',
    {
      schema: {
        params: HelpArticleParams,
        querystring: HelpLanguageQuery,
        response: { 200: HelpArticle },
      },
    },
    (request) => service.getArticle(request.params.slug, request.query.lang),
  );
  app.post(
    '/api/help/articles/:slug/view',
    {
      config: { rateLimit: { max: VIEWS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { params: HelpArticleParams, response: { 200: HelpViewCount } },
    },
    (request) => service.countView(request.params.slug),
  );
};
