import { fileURLToPath } from 'node:url';
import { installAccess } from './access.ts';
import type { AppOptions } from './app-options.ts';
import { accountsArea } from './areas/accounts/index.ts';
import { adminArea } from './areas/admin/index.ts';
import { assistantArea } from './areas/assistant/index.ts';
import { checkoutArea } from './areas/checkout/index.ts';
import { contentArea } from './areas/content/index.ts';
import { searchArea } from './areas/search/index.ts';
import { registerClientPages } from './http/client-pages.ts';
import { installRouteTable } from './http/route-table.ts';
import { createServer } from './http/server.ts';
import { createHealthCheck, type Lifecycle } from './services/health.ts';
import { buildSharedServices } from './shared-services.ts';

export type { AppOptions };

const defaultClientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

/**
 * The composition root: the server with what every answer shares (http/), the services more
 * than one area uses, built once, and one plugin per area of the API, each given the
 * dependencies it declares; then the client's pages.
 */
export async function buildApp(options: AppOptions) {
  const { db, clock } = options;
  const { app, drawing, redis } = await createServer(options);
  const shared = await buildSharedServices(options, (bindings) => app.log.child(bindings));
  const { publicUrl, payments, mailer, flights, stays, tours, sessions, accounts, checkout } =
    shared;
  app.addHook('onClose', () => shared.changes.close());
  // main.ts marks the server draining on SIGTERM; readiness then answers 503.
  const lifecycle: Lifecycle = { draining: false };

  // Before any route: every route is served under the access it declares, and listed.
  installAccess(app, sessions.read);
  installRouteTable(app);
  // Each area of the API is one plugin: a new area is one line here.
  await app.register(searchArea, {
    health: createHealthCheck({ db, dbKind: options.dbKind, redis, lifecycle }),
    stays,
    flights,
    tours,
  });
  await app.register(accountsArea, {
    accounts,
    sessions,
    secureCookies: options.secureCookies ?? publicUrl.startsWith('https:'),
    authAttemptsPerMinute: options.authAttemptsPerMinute ?? 20,
  });
  await app.register(checkoutArea, {
    db,
    clock,
    checkout,
    payments,
    stripeWebhookSecret: options.stripeWebhookSecret,
    stripePublishableKey: options.stripePublishableKey,
  });
  await app.register(adminArea, { db, clock, accounts, sessions, stays, checkout });
  await app.register(assistantArea, {
    db,
    clock,
    flights,
    stays,
    tours,
    assistantModel: options.assistantModel,
    assistantQuestionsPerMinute: options.assistantQuestionsPerMinute,
  });
  await app.register(contentArea, {
    db,
    clock,
    mailer,
    supportEmail: options.supportEmail,
    siteIndex: shared.siteIndex,
  });
  // For main.ts's jobs (hold sweep, reconciliation, session sweep, first administrator) and tests.
  app.decorate('checkout', checkout);
  app.decorate('payments', payments);
  app.decorate('accounts', accounts);
  app.decorate('sessions', sessions);
  app.decorate('lifecycle', lifecycle);

  await registerClientPages(app, {
    clientDir: options.clientDir ?? defaultClientDir,
    serverDir: options.serverDir,
    publicUrl,
    siteIndex: shared.siteIndex,
    drawing,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    checkout: import('./services/checkout.ts').CheckoutService;
    payments: import('./providers/payments/types.ts').PaymentProvider;
    accounts: import('./services/accounts/accounts.ts').AccountService;
    sessions: import('./services/accounts/sessions.ts').SessionStore;
    lifecycle: Lifecycle;
  }
}
