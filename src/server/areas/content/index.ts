import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_SUPPORT_EMAIL } from '../../../domain/contact.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { createContactService } from '../../services/contact.ts';
import { createHelpService } from '../../services/help.ts';
import type { Mailer } from '../../services/mail.ts';
import type { SiteIndexService } from '../../services/site-index.ts';
import { contactRoutes } from './contact-routes.ts';
import { helpRoutes } from './help-routes.ts';
import { siteIndexRoutes } from './site-index-routes.ts';

export type ContentAreaDeps = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Where contact messages are sent (SUPPORT_EMAIL); support@teranga.travel by default. */
  supportEmail?: string | undefined;
  /** robots.txt, the sitemap, and which paths are pages (the page fallback asks it too). */
  siteIndex: SiteIndexService;
};

/**
 * The help centre and the contact form: what a traveller reads and asks outside a booking; and
 * robots.txt and the sitemap, what search engines read.
 */
export const contentArea: FastifyPluginAsync<ContentAreaDeps> = async (app, deps) => {
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
