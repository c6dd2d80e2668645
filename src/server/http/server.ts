import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { Redis } from 'ioredis';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppOptions } from '../app-options.ts';
import { canonicalUrl } from '../lib/canonical-path.ts';
import { createLiveCounts } from '../services/live-counts.ts';
import { createDrawingPass } from './client-pages.ts';
import { installErrorHandler } from './error-handler.ts';
import { installEtags } from './etags.ts';
import { DEFAULT_METRICS_ALLOW, registerMetrics, type JobCounter } from './metrics.ts';
import { registerOpenApi } from './openapi.ts';
import { pressureLimits, registerPressure } from './pressure.ts';
import { requestLogger } from './request-log.ts';
import { installSecurityHeaders } from './security-headers.ts';
import { registerTraffic } from './traffic.ts';

/**
 * The Fastify server with what every answer shares, before any route: zod schemas, one error
 * handler, the logger, security headers, ETags on shared answers, back-pressure, compression, rate limits, cookies,
 * metrics and the API's OpenAPI document. `drawing` is the pass of the server's own calls when
 * it draws a page.
 */
export async function createServer(options: AppOptions) {
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const app = Fastify({
    logger: requestLogger(options.logger),
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
  installErrorHandler(app);
  installSecurityHeaders(app, { stripe: Boolean(options.stripePublishableKey) });
  installEtags(app);
  const drawing = createDrawingPass();
  const redis = options.redisUrl ? await connectRedis(options.redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
  if (options.pressure) {
    await registerPressure(app, pressureLimits(options.pressure), {
      isDrawing: drawing.isDrawing,
    });
  }
  await registerTraffic(app, {
    requestsPerMinute: options.rateLimitMax ?? 300,
    isDrawing: drawing.isDrawing,
    redis,
  });
  await app.register(cookie);
  registerMetrics(app, {
    allow: options.metricsAllow ?? DEFAULT_METRICS_ALLOW,
    counts: createLiveCounts({ db: options.db, clock: options.clock }),
    // app.jobs, once the app has a job queue.
    jobs: () => (app.hasDecorator('jobs') ? app.getDecorator<JobCounter>('jobs') : undefined),
  });
  await registerOpenApi(app);
  return { app, drawing, redis };
}

/**
 * Redis for the counters every server shares. Connected before the server starts (a wrong
 * REDIS_URL stops the start); afterwards a command fails at once while it is away, instead of
 * queueing the request behind it.
 */
async function connectRedis(url: string) {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  // Without a listener a lost connection's error would end the process; ioredis reconnects.
  redis.on('error', () => {});
  await redis.connect();
  return redis;
}
