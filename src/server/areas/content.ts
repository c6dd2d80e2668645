import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_SUPPORT_EMAIL } from '../../domain/contact.ts';
import { contactRoutes } from '../routes/contact.ts';
import { helpRoutes } from '../routes/help.ts';
import { siteIndexRoutes } from '../routes/site-index.ts';
import { createContactService } from '../services/contact.ts';
import { createHelpService } from '../services/help.ts';
import type { SiteIndexService } from '../services/site-index.ts';
import type { AreaDeps } from './deps.ts';

export type ContentAreaOptions = AreaDeps & {
  /** Where contact messages are sent (SUPPORT_EMAIL); support@teranga.travel by default. */
  supportEmail?: string | undefined;
  /** robots.txt, the sitemap, and which paths are pages (the page fallback asks it too). */
  siteIndex: SiteIndexService;
};

/**
 * The help centre and the contact form: what a traveller reads and asks outside a booking; and
 * robots.txt and the sitemap, what search engines read.
 */
export const contentArea: FastifyPluginAsync<ContentAreaOptions> = async (app, deps) => {
  await app.register(helpRoutes, { service: createHelpService({ db: deps.db }) });
  await app.register(contactRoutes, {
    service: createContactService({
      db: deps.db,
      mailer: deps.mailer,
      clock: deps.clock,
      supportEmail: deps.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
    }),
  });
  await app.register(siteIndexRoutes, { service: deps.siteIndex });
};
