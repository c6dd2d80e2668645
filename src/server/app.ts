import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import compress from '@fastify/compress';
import helmet from 'helmet';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Clock } from './clock.ts';
import type { Database, DatabaseKind } from './db/client.ts';
import {
  AppError,
  DatabaseUnavailableError,
  defaultCode,
  isDatabaseUnavailable,
  type FieldError,
} from './errors.ts';
import { sanitizeError } from './lib/log-errors.ts';
import { ruleOf, valueAt } from '../domain/field-errors.ts';
import { createAccommodationService } from './services/accommodations.ts';
import { createFlightService, createSeatLedger } from './services/flights.ts';
import { createBuiltinFlightProvider } from './providers/flights/builtin.ts';
import { buildNetwork, type Network } from './providers/flights/network.ts';
import type { LiveFlightProvider } from './providers/flights/duffel.ts';
import { AIRLINES } from './providers/flights/data/airlines.ts';
import { AIRPORTS } from './providers/flights/data/airports.ts';
import type { HoldLimits } from './services/checkout.ts';
import { installAccess, SIGNED_IN_HINT_COOKIE } from './access.ts';
import { accountsArea } from './areas/accounts.ts';
import { adminArea } from './areas/admin.ts';
import { assistantArea } from './areas/assistant.ts';
import { checkoutArea } from './areas/checkout.ts';
import { contentArea } from './areas/content.ts';
import { createAccountService } from './services/accounts/accounts.ts';
import { createSessionStore } from './services/accounts/sessions.ts';
import { createSiteIndexService } from './services/site-index.ts';
import type { AreaDeps } from './areas/deps.ts';
import { searchArea } from './areas/search.ts';
import { createMailer, type Mailer } from './services/mail.ts';
import { createTestPaymentStore } from './services/test-payment-store.ts';
import type { PaymentProvider } from './providers/payments/types.ts';
import { createTestPaymentProvider } from './providers/payments/test-processor.ts';
import { withPublicUrl } from './lib/index-html.ts';
import { loadPageDrawer, readerLanguage } from './lib/drawn-pages.ts';
import { ANSWER_BROTLI, preferredEncoding } from './lib/encodings.ts';
import { canonicalUrl } from './lib/canonical-path.ts';

export type AppOptions = {
  db: Database;
  dbKind: DatabaseKind;
  clock: Clock;
  logger?: FastifyServerOptions['logger'];
  rateLimitMax?: number;
  /** Proxies whose X-Forwarded-For names the client (TRUST_PROXY); none by default. */
  trustProxy?: false | string[];
  /** Live unpaid holds one client may have at once; see docs/decisions/0004. */
  holdLimits?: HoldLimits;
  /** Folder of the built client; served with an SPA fallback when it exists. */
  clientDir?: string;
  /**
   * Folder of the client's server build (`vite build --ssr`), which draws the public pages
   * ahead; `clientDir`'s sibling `server` by default. The browser draws them alone without it.
   */
  serverDir?: string;
  /** Signs the offers the server quotes; a random one per process when not given. */
  secret?: string;
  /** Live flights (Duffel) in front of the built-in inventory. */
  liveFlights?: LiveFlightProvider | undefined;
  network?: Network;
  /** Card payments; the built-in test processor when not given. */
  payments?: PaymentProvider;
  mailer?: Mailer;
  smtpUrl?: string | undefined;
  mailFrom?: string;
  stripeWebhookSecret?: string | undefined;
  /** With Stripe, the browser loads Stripe.js from Stripe with this key. */
  stripePublishableKey?: string | undefined;
  /** The site as travellers reach it: links in e-mails point there. */
  publicUrl?: string;
  /**
   * Session cookies only over HTTPS: on when PUBLIC_URL is https (or in production); a request
   * that came over TLS, directly or through a trusted proxy, gets them so in any case.
   */
  secureCookies?: boolean;
  /** How long a client may take to send a whole request, headers and body (30 s by default). */
  requestTimeoutMs?: number;
  /** Open connections the server keeps at once; more are closed as they come (1,000 by default). */
  maxConnections?: number;
  /** Sign-in and registration calls one address may make per minute (20 by default). */
  authAttemptsPerMinute?: number;
  /** An OpenAI-compatible model for the assistant (OPENAI_API_KEY); the built-in engine otherwise. */
  assistantModel?: AreaDeps['assistantModel'];
  /** Questions one address may ask the assistant per minute (30 by default). */
  assistantQuestionsPerMinute?: number;
  /** Where contact messages go (SUPPORT_EMAIL); support@teranga.travel when not given. */
  supportEmail?: string | undefined;
};

let defaultNetwork: Network | undefined;
function builtinNetwork(): Network {
  defaultNetwork ??= buildNetwork({ airports: AIRPORTS, airlines: AIRLINES });
  return defaultNetwork;
}

const defaultClientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

function fieldOf(path: string, context: string | undefined): string {
  const field = path.replace(/^\//, '').replace(/\//g, '.');
  return field || context || 'request';
}

/** The part of the request a validation error is about, to read the value that was sent. */
function requestPart(
  request: { body: unknown; query: unknown; params: unknown; headers: unknown },
  context: string | undefined,
): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return undefined;
}

/**
 * A request as the logs show it: the query string is left out, since the guest lookup carries
 * the traveller's e-mail address there. Logs carry ids, never names or e-mail addresses.
 */
function withoutQuery(request: { method: string; url: string; ip?: string }) {
  return { method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip };
}

/** Marks the calls the server makes to itself to draw a page; `drawingToken` proves them. */
const DRAWING_HEADER = 'x-teranga-drawing';

export async function buildApp(options: AppOptions) {
  const drawingToken = randomBytes(16).toString('hex');
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const app = Fastify({
    logger:
      options.logger && typeof options.logger === 'object'
        ? { ...options.logger, serializers: { req: withoutQuery, err: sanitizeError } }
        : (options.logger ?? false),
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    // One spelling of every path before the router and every check reads it (`/%61pi` is `/api`).
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
    // A client that sends its request slowly is cut off: the whole request within the timeout,
    // its headers within a third of it, checked every second or so.
    requestTimeout,
    http: {
      headersTimeout: Math.ceil(requestTimeout / 3),
      connectionsCheckingInterval: Math.min(1000, Math.ceil(requestTimeout / 4)),
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = options.maxConnections ?? 1000;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = requestPart(request, error.validationContext);
      const errors: FieldError[] = error.validation.map((issue) => {
        const path = issue.instancePath.split('/').filter(Boolean);
        const { rule, limit } = ruleOf(
          { code: issue.keyword, ...issue.params },
          valueAt(part, path),
        );
        return {
          field: fieldOf(issue.instancePath, error.validationContext),
          rule,
          message: issue.message ?? 'is not valid',
          ...(limit === undefined ? {} : { limit }),
        };
      });
      return reply.code(400).send({
        message: errors.map((e) => `${e.field}: ${e.message}`).join('; '),
        code: 'invalid_request',
        errors,
      });
    }
    // The database restarting or out of reach: a moment's refusal, not a fault of ours to page.
    if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      const unavailable = new DatabaseUnavailableError(error);
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: unavailable.message, code: unavailable.code });
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'failed');
      return reply
        .code(error.statusCode)
        .send({ message: error.message, ...error.details, code: error.code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({
        message: 'Something went wrong on our side. Please try again.',
        code: 'server_error',
      });
    }
    // Fastify's own client errors: malformed JSON, body too large, rate limit, ...
    return reply.code(status).send({
      message: error.message,
      code: error.code?.startsWith('FST_ERR_RATE') ? 'too_many_requests' : defaultCode(status),
    });
  });

  // Only a live Stripe setup loads anything from another host: Stripe.js and its frames.
  const stripeHosts = options.stripePublishableKey
    ? {
        script: ['https://js.stripe.com'],
        connect: ['https://api.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      }
    : { script: [], connect: [], frame: [] };
  // Built once: @fastify/helmet builds helmet's middleware (and parses the policy) per request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'", ...stripeHosts.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", ...stripeHosts.connect],
        frameSrc: ["'self'", ...stripeHosts.frame],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Powerful browser features the site never uses are off for it and every frame in it; only
  // Stripe's frames may ask for a payment (Apple Pay, Google Pay) when Stripe is on.
  const permissionsPolicy = [
    'accelerometer=()',
    'autoplay=()',
    'browsing-topics=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    `payment=(${options.stripePublishableKey ? 'self "https://js.stripe.com"' : ''})`,
    'publickey-credentials-get=()',
    'usb=()',
  ].join(', ');
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', permissionsPolicy);
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  // API answers are the visitor's own (an account, a booking, an admin list) unless a route says
  // they may be kept (images): no browser or shared cache keeps them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
  // Answers are compressed as they are made, for every visitor: cheaply (brotli quality 1, gzip
  // level 1), and in one call up to 128 KB rather than through a zlib stream, which cost more
  // than the search it carried (docs/decisions/0014). Drawn pages and the client's files come
  // compressed ahead.
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 128 * 1024,
    brotliOptions: { params: ANSWER_BROTLI },
    zlibOptions: { level: 1 },
  });
  await app.register(rateLimit, {
    max: options.rateLimitMax ?? 300,
    timeWindow: '1 minute',
    // The server's own calls, made to draw a page with its data, are no visitor's.
    allowList: (request) =>
      !(request.routeOptions.url ?? '').startsWith('/api/') ||
      request.headers[DRAWING_HEADER] === drawingToken,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests; try again in ${context.after}.`,
    }),
  });

  await app.register(cookie);

  const network = options.network ?? builtinNetwork();
  const payments =
    options.payments ??
    createTestPaymentProvider({
      now: () => options.clock.now(),
      store: createTestPaymentStore(options.db),
    });
  const mailer =
    options.mailer ??
    createMailer({
      db: options.db,
      smtpUrl: options.smtpUrl,
      from: options.mailFrom ?? 'Teranga <bookings@teranga.travel>',
      log: app.log.child({ service: 'mail' }),
    });
  const flights = createFlightService({
    network,
    builtin: createBuiltinFlightProvider({
      network,
      seats: createSeatLedger(options.db),
      clock: options.clock,
    }),
    live: options.liveFlights,
    clock: options.clock,
    secret: options.secret ?? randomBytes(32).toString('hex'),
    log: app.log.child({ service: 'flights' }),
  });
  const sessions = createSessionStore({ db: options.db, clock: options.clock });
  const publicUrl = options.publicUrl ?? 'http://localhost:5000';
  const accounts = createAccountService({
    db: options.db,
    clock: options.clock,
    mailer,
    sessions,
    publicUrl,
    log: app.log.child({ service: 'accounts' }),
  });
  // Before any route: every route is served under the access it declares.
  installAccess(app, sessions.read);

  const deps: AreaDeps = {
    db: options.db,
    dbKind: options.dbKind,
    clock: options.clock,
    mailer,
    payments,
    stays: createAccommodationService({ db: options.db, clock: options.clock }),
    flights,
    holdLimits: options.holdLimits,
    stripeWebhookSecret: options.stripeWebhookSecret,
    stripePublishableKey: options.stripePublishableKey,
    accounts,
    sessions,
    publicUrl,
    secureCookies: options.secureCookies ?? publicUrl.startsWith('https:'),
    authAttemptsPerMinute: options.authAttemptsPerMinute ?? 20,
    assistantModel: options.assistantModel,
    assistantQuestionsPerMinute: options.assistantQuestionsPerMinute,
  };
  // Each area of the API is one plugin: a new area is one line here.
  await app.register(searchArea, deps);
  await app.register(accountsArea, deps);
  await app.register(checkoutArea, deps);
  await app.register(adminArea, deps);
  await app.register(assistantArea, deps);
  // The site as travellers reach it (PUBLIC_URL): the sitemap's URLs start with it.
  const siteIndex = createSiteIndexService({ db: options.db, publicUrl });
  await app.register(contentArea, { ...deps, supportEmail: options.supportEmail, siteIndex });
  app.decorate('accounts', accounts);
  app.decorate('sessions', sessions);

  const clientDir = options.clientDir ?? defaultClientDir;
  const hasClient = existsSync(`${clientDir}/index.html`);
  // Every page is index.html with its share-preview URLs under PUBLIC_URL, sent by the fallback.
  const indexHtml = hasClient
    ? withPublicUrl(readFileSync(`${clientDir}/index.html`, 'utf8'), publicUrl)
    : '';
  const drawer = hasClient
    ? await loadPageDrawer(options.serverDir ?? `${clientDir}/../server`, indexHtml, {
        onError: (error, url) =>
          app.log.error({ err: error, url }, 'drawing a page on the server failed'),
        // A page drawn with its data reads it from the API as the browser would, in the process.
        askApi: async (input, init) => {
          if (init?.method !== undefined && init.method !== 'GET') {
            throw new Error(`a drawn page only reads: ${init.method} ${String(input)}`);
          }
          const answer = await app.inject({
            method: 'GET',
            url: String(input),
            headers: { [DRAWING_HEADER]: drawingToken },
          });
          return new Response(answer.body, {
            status: answer.statusCode,
            headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
          });
        },
      })
    : null;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // Each script and stylesheet has its .br and .gz beside it, written at build (vite.config.ts).
      preCompressed: true,
      globIgnore: ['index.html', '**/*.br', '**/*.gz'],
      setHeaders: (res, path) => {
        if (path.includes('/assets/'))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      code: 'not_found',
    });
  app.setNotFoundHandler(notFound);
  if (hasClient) {
    // SPA fallback: the client router shows the page, or its 404 page. The public pages come
    // drawn, in the reader's language. A route, not the not-found handler, so that its answer is
    // compressed like every route's (the compression is set per route).
    // Pages are not rate-limited, nor are unknown API paths (as when the not-found handler had them).
    app.get('/*', { config: { rateLimit: false } }, async (request, reply) => {
      if (request.url.startsWith('/api/')) return notFound(request, reply);
      const language = readerLanguage(request.cookies, request.headers['accept-language']);
      const [isPage, drawn] = await Promise.all([
        siteIndex.isPage(request.url.split('?')[0]!),
        drawer
          ? drawer.html(request.url, language, request.cookies[SIGNED_IN_HINT_COOKIE] !== '1')
          : null,
      ]);
      // Any other path gets the app all the same, which shows its not-found page.
      reply
        .code(isPage ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language, Accept-Encoding');
      if (!drawn) return reply.send(indexHtml);
      // A kept page is compressed once, not for every visitor.
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(drawn.text);
      return reply.header('content-encoding', encoding).send(await drawn.encoded(encoding));
    });
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    checkout: import('./services/checkout.ts').CheckoutService;
    payments: import('./providers/payments/types.ts').PaymentProvider;
    accounts: import('./services/accounts/accounts.ts').AccountService;
    sessions: import('./services/accounts/sessions.ts').SessionStore;
  }
}
