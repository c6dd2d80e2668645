import { fileURLToPath } from 'node:url';
import { installAccess } from './access.ts';
import type { AppOptions } from './app-options.ts';
import { accountsArea } from './areas/accounts/index.ts';
import { adminArea } from './areas/admin/index.ts';
import { assistantArea } from './areas/assistant/index.ts';
import { checkoutArea } from './areas/checkout/index.ts';
import { contentArea } from './areas/content/index.ts';
import { photosArea } from './areas/photos/index.ts';
import { currenciesArea } from './areas/currencies/index.ts';
import { searchArea } from './areas/search/index.ts';
import { registerClientPages } from './http/client-pages.ts';
import { installRouteTable } from './http/route-table.ts';
import { createServer } from './http/server.ts';
import { registerJobHandlers } from './jobs/handlers.ts';
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
  const { publicUrl, payments, mailer, flights, stays, tours, sessions, accounts, checkout, jobs } =
    shared;
  app.addHook('onClose', () => shared.changes.close());
  // Set when the server is shutting down: readiness answers 503 so the balancer stops sending.
  const lifecycle: Lifecycle = { draining: false };
  registerJobHandlers(jobs, shared);
  // Its schema and queues, before any request may queue a job (a copy of the template has them).
  await jobs.install();

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
    mobileMoney: shared.mobileMoney,
    stripeWebhookSecret: options.stripeWebhookSecret,
    stripePublishableKey: options.stripePublishableKey,
  });
  await app.register(adminArea, { db, clock, accounts, sessions, stays, checkout, jobs });
  await app.register(photosArea, { db, clock, stays });
  await app.register(assistantArea, {
    db,
    clock,
    flights,
    stays,
    tours,
    rates: shared.rates,
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
  await app.register(currenciesArea, { db, clock, rates: shared.rates });
  // For main.ts (the jobs, the first administrator, shutting down) and tests.
  app.decorate('checkout', checkout);
  app.decorate('payments', payments);
  app.decorate('mobileMoney', shared.mobileMoney);
  app.decorate('accounts', accounts);
  app.decorate('sessions', sessions);
  app.decorate('jobs', jobs);
  app.decorate('rates', shared.rates);
  app.decorate('lifecycle', lifecycle);
  app.addHook('preClose', async () => {
    lifecycle.draining = true;
  });
  // A keep-alive connection whose request was in flight when closing began ends with its
  // answer: the close does not wait for the client to drop it.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    return payload;
  });
  // After the last request: the jobs in hand finish or are handed back, before the database goes.
  app.addHook('onClose', () => jobs.stop());

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
    mobileMoney: import('./services/mobile-money/mobile-money-checkout.ts').MobileMoneyCheckout;
    accounts: import('./services/accounts/accounts.ts').AccountService;
    sessions: import('./services/accounts/sessions.ts').SessionStore;
    jobs: import('./jobs/job-queue.ts').JobQueue;
    rates: import('./services/rates.ts').RatesService;
    lifecycle: Lifecycle;
  }
}
