import type { FastifyServerOptions } from 'fastify';
import type { Clock } from './clock.ts';
import type { PressureLimits } from './http/pressure.ts';
import type { Database, DatabaseKind } from './db/client.ts';
import type { AssistantModel } from './areas/assistant/index.ts';
import type { Network } from './providers/flights/network.ts';
import type { LiveFlightProvider } from './providers/flights/duffel.ts';
import type { PaymentProvider } from './providers/payments/types.ts';
import type { MobileMoneyProvider } from './providers/payments/mobile-money/types.ts';
import type { RatesProvider } from './providers/rates/http-rates.ts';
import type { HoldLimits } from './services/checkout.ts';
import type { Mailer } from './services/mail.ts';

/** What `buildApp` is built from: main.ts gives it the environment's, tests their own. */
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
  /**
   * The PostgreSQL the app's database was opened on (DATABASE_URL): every server's caches hear of
   * an administrator's edit or a booking through its notices. This process's only, without it.
   */
  databaseUrl?: string | undefined;
  /**
   * Redis (REDIS_URL), where the rate limits count for every server at once; this process's
   * memory when not given.
   */
  redisUrl?: string | undefined;
  /** Signs the offers the server quotes; a random one per process when not given. */
  secret?: string;
  /** Live flights (Duffel) in front of the built-in inventory. */
  liveFlights?: LiveFlightProvider | undefined;
  network?: Network;
  /** Exchange rates (RATES_URL), read hourly by a job; the shipped table when not given. */
  ratesProvider?: RatesProvider | undefined;
  /** Card payments; the built-in test processor when not given. */
  payments?: PaymentProvider;
  /**
   * Mobile-money providers in order of preference. When not given: the live ones
   * (`liveMobileMoney`) if any, else the built-in test processor.
   */
  mobileMoney?: readonly MobileMoneyProvider[];
  /**
   * The live mobile-money providers the environment's keys set (main.ts: PAYSTACK_…,
   * FLUTTERWAVE_…). With any of them, the test processor is never offered: a network no live
   * provider takes is not offered either, rather than paid by a processor that moves no money.
   */
  liveMobileMoney?: readonly MobileMoneyProvider[];
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
  assistantModel?: AssistantModel | undefined;
  /** Questions one address may ask the assistant per minute (30 by default). */
  assistantQuestionsPerMinute?: number;
  /** Where contact messages go (SUPPORT_EMAIL); support@teranga.travel when not given. */
  supportEmail?: string | undefined;
  /** Addresses and CIDR ranges that may read /metrics (METRICS_ALLOW); loopback by default. */
  metricsAllow?: readonly string[];
  /**
   * Past these, API requests are refused with 503 and Retry-After (http/pressure.ts); the
   * defaults for any limit not given. No check when not given or `false`: main.ts gives the
   * environment's; apps built by tests and scripts on a busy machine would refuse at random.
   */
  pressure?: Partial<PressureLimits> | false;
  /**
   * The job queue's timings (src/server/jobs/job-queue.ts): how long a booking e-mail's job may
   * be held before another server takes it over, and how often a worker runs the upkeep that
   * does it. The queue's own defaults for those not given.
   */
  jobTimings?: { mailExpireSeconds?: number; upkeepSeconds?: number };
};
