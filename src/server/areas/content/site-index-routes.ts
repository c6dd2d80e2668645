import type { FastifyPluginAsync } from 'fastify';
import type { SiteIndexService } from '../../services/site-index.ts';

/**
 * robots.txt and sitemap.xml, for search engines; the SPA fallback never answers them. Raw
 * replies (text, XML), so no response schema.
 */
export const siteIndexRoutes: FastifyPluginAsync<{ service: SiteIndexService }> = async (
  app,
  { service },
) => {
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(service.robotsTxt()),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(await service.sitemapXml()),
  );
};
