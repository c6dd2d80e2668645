import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed/index.ts';
import { createHttpRatesProvider } from './providers/rates/http-rates.ts';
import { parseEnv } from './env.ts';
import { createShutdown } from './shutdown.ts';
import { createDuffelFlightProvider } from './providers/flights/duffel.ts';
import { mobileMoneyProviders } from './providers/payments/mobile-money/index.ts';
import { createStripePaymentProvider } from './providers/payments/stripe.ts';

const env = parseEnv();
const logger =
  env.NODE_ENV === 'production'
    ? { level: env.LOG_LEVEL }
    : { level: env.LOG_LEVEL, transport: { target: 'pino-pretty', options: { colorize: true } } };

// A pooled connection lost while idle (the database restarting): told on stderr until the app's
// logger exists, then through it.
let logPoolError = (error: Error): void => {
  process.stderr.write(`database connection error: ${error.message}\n`);
};
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  onPoolError: (error) => logPoolError(error),
  prepare: (db) => seedDatabase(db),
});
const app = await buildApp({
  db: database.db,
  dbKind: database.kind,
  clock: systemClock,
  logger,
  rateLimitMax: env.RATE_LIMIT_MAX,
  trustProxy: env.TRUST_PROXY,
  secret: env.APP_SECRET,
  redisUrl: env.REDIS_URL,
  databaseUrl: env.DATABASE_URL,
  payments: env.STRIPE_SECRET_KEY
    ? createStripePaymentProvider({
        secretKey: env.STRIPE_SECRET_KEY,
        apiUrl: env.STRIPE_API_URL,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      })
    : undefined,
  liveMobileMoney: mobileMoneyProviders(env),
  stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
  stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
  smtpUrl: env.SMTP_URL,
  mailFrom: env.MAIL_FROM,
  supportEmail: env.SUPPORT_EMAIL,
  publicUrl: env.PUBLIC_URL,
  // Secure cookies wherever travellers reach the site over HTTPS.
  secureCookies: env.NODE_ENV === 'production' || env.PUBLIC_URL.startsWith('https:'),
  authAttemptsPerMinute: env.AUTH_RATE_LIMIT_MAX,
  metricsAllow: env.METRICS_ALLOW,
  // Unset (undefined): the job queue's own defaults.
  jobTimings: {
    mailExpireSeconds: env.MAIL_JOB_EXPIRE_SECONDS,
    upkeepSeconds: env.JOB_UPKEEP_SECONDS,
  },
  pressure: {
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes:
      env.MAX_HEAP_USED_MB === undefined ? undefined : env.MAX_HEAP_USED_MB * 2 ** 20,
  },
  assistantModel: env.OPENAI_API_KEY
    ? {
        apiKey: env.OPENAI_API_KEY,
        baseUrl: env.OPENAI_BASE_URL,
        model: env.OPENAI_MODEL ?? 'gpt-4o-mini',
      }
    : undefined,
  liveFlights: env.DUFFEL_ACCESS_TOKEN
    ? createDuffelFlightProvider({ token: env.DUFFEL_ACCESS_TOKEN, basePath: env.DUFFEL_API_URL })
    : undefined,
  ratesProvider: env.RATES_URL
    ? createHttpRatesProvider({ url: env.RATES_URL, apiKey: env.RATES_API_KEY })
    : undefined,
});

logPoolError = (error) => app.log.warn({ err: error }, 'database connection lost');

if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
  const done = await app.accounts.ensureAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  app.log.info({ admin: done }, 'administrator from ADMIN_EMAIL');
}

const shutdown = createShutdown({ app, database, drainMs: env.SHUTDOWN_DRAIN_MS });
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
// The hold sweep, the session sweep, the payment reconciler and the booking e-mails are jobs
// (src/server/jobs): every server queues them, those with JOBS=on work them, each once.
if (env.JOBS === 'on') await app.jobs.start();
app.log.info(
  { jobs: env.JOBS },
  `Teranga on http://localhost:${env.PORT} (database: ${database.kind})`,
);
