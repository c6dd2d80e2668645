import { z } from 'zod';
import { DEFAULT_SUPPORT_EMAIL } from '../domain/contact.ts';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * Which proxies may tell us the client's address in X-Forwarded-For: none (default), or the
 * proxies' own addresses and ranges (proxy-addr's names loopback, linklocal, uniquelocal too).
 * Never every sender; and no hop count, which Fastify 5 refuses to trust (it cannot check the
 * peer).
 */
const TrustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | string[] => {
    if (value === undefined || value === '' || /^(false|off)$/i.test(value)) return false;
    const addresses = value.split(',').map((part) => part.trim());
    const named = ['loopback', 'linklocal', 'uniquelocal'];
    if (addresses.every((a) => named.includes(a) || proxyAddress.safeParse(a).success))
      return addresses;
    ctx.addIssue({
      code: 'custom',
      message:
        "must be the proxies' IP addresses or CIDR ranges separated by commas, or loopback (true would let any client choose its address)",
    });
    return z.NEVER;
  });

/** Addresses and CIDR ranges, comma-separated; `fallback` when unset. */
const AddressList = (fallback: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx): string[] => {
      if (value === undefined || value === '') return fallback;
      const addresses = value.split(',').map((part) => part.trim());
      if (addresses.every((a) => proxyAddress.safeParse(a).success)) return addresses;
      ctx.addIssue({
        code: 'custom',
        message: 'must be IP addresses or CIDR ranges separated by commas',
      });
      return z.NEVER;
    });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: z.string().default('data'),
  APP_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** Redis, where every server's rate limits count together; this process's memory without it. */
  REDIS_URL: optionalString.pipe(
    z
      .url()
      .refine((url) => /^rediss?:/.test(url), 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  TRUST_PROXY: TrustProxy,
  DUFFEL_ACCESS_TOKEN: optionalString,
  DUFFEL_API_URL: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_API_URL: optionalString,
  /** Paystack: Ghana's mobile money, Nigeria's transfer and USSD, Côte d'Ivoire's wallets. */
  PAYSTACK_SECRET_KEY: optionalString,
  PAYSTACK_BASE_URL: optionalString.pipe(z.url().default('https://api.paystack.co')),
  /** Flutterwave: mobile money in CFA francs (Senegal, Côte d'Ivoire, Benin, Togo). */
  FLUTTERWAVE_SECRET_KEY: optionalString,
  /** The secret hash set on Flutterwave's dashboard, sent back in each webhook's verif-hash. */
  FLUTTERWAVE_WEBHOOK_HASH: optionalString,
  FLUTTERWAVE_BASE_URL: optionalString.pipe(z.url().default('https://api.flutterwave.com')),
  /** A rates provider answering { base: 'EUR', date, rates } (src/server/providers/rates). */
  RATES_URL: optionalString.pipe(z.url().optional()),
  RATES_API_KEY: optionalString,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString,
  OPENAI_MODEL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Teranga <bookings@teranga.travel>'),
  /** Where the contact page's messages go. */
  SUPPORT_EMAIL: optionalString.pipe(
    z.email('must be an e-mail address').default(DEFAULT_SUPPORT_EMAIL),
  ),
  /** The site as travellers reach it: links in e-mails (verification, password reset) use it. */
  PUBLIC_URL: z
    .url()
    .default('http://localhost:5000')
    .transform((url) => url.replace(/\/+$/, '')),
  /** The first administrator, created or promoted at start-up; no default exists. */
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(12, 'must be at least 12 characters').max(128).optional(),
  ),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /** Who may read /metrics: loopback only unless set. */
  METRICS_ALLOW: AddressList(['127.0.0.1', '::1']),
  /** Mean event loop delay past which the API answers 503 (0: never); see http/pressure.ts. */
  MAX_EVENT_LOOP_DELAY_MS: optionalString.pipe(z.coerce.number<string>().int().min(0).optional()),
  /** V8 heap in use past which the API answers 503 (0: never); 90% of the heap's limit unless set. */
  MAX_HEAP_USED_MB: optionalString.pipe(z.coerce.number<string>().int().min(0).optional()),
  /** `off`: this server serves requests and queues jobs, but works none (src/server/jobs). */
  JOBS: z.enum(['on', 'off']).default('on'),
  /**
   * How long a server may hold a booking e-mail's job before another takes it over (its server
   * died); the job queue's own default unless set (src/server/jobs/queues.ts).
   */
  MAIL_JOB_EXPIRE_SECONDS: optionalString.pipe(
    z.coerce.number<string>().int().min(5).max(3600).optional(),
  ),
  /**
   * How often a working server runs the job queue's upkeep, which hands such jobs on; the job
   * queue's own default unless set (src/server/jobs/job-queue.ts).
   */
  JOB_UPKEEP_SECONDS: optionalString.pipe(
    z.coerce.number<string>().int().min(1).max(600).optional(),
  ),
  /**
   * On SIGTERM, how long the server keeps answering after readiness turns 503, so the load
   * balancer's checks (HAProxy: 3 x 1 s) take it out before it stops accepting.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
});

export type Env = z.infer<typeof EnvSchema>;

const EnvRules = EnvSchema.refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_PUBLISHABLE_KEY, {
  path: ['STRIPE_PUBLISHABLE_KEY'],
  message: 'is required with STRIPE_SECRET_KEY (the card form loads Stripe.js with it)',
})
  // Without it every Flutterwave webhook is refused, and wallets settle only when polled.
  .refine((env) => !env.FLUTTERWAVE_SECRET_KEY || env.FLUTTERWAVE_WEBHOOK_HASH, {
    path: ['FLUTTERWAVE_WEBHOOK_HASH'],
    message:
      "is required with FLUTTERWAVE_SECRET_KEY (the secret hash set on Flutterwave's dashboard)",
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    path: ['ADMIN_PASSWORD'],
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD are set together or not at all',
  })
  // Offers and sessions are signed with it: a random one per start would make each server refuse
  // the others' offers, and every restart forget the quotes travellers are looking at.
  .refine((env) => env.APP_SECRET || (env.NODE_ENV !== 'production' && !env.REDIS_URL), {
    path: ['APP_SECRET'],
    message:
      'is required in production and with REDIS_URL (every server must sign with the same secret); make one with: openssl rand -hex 32',
  });

/** Parse the environment once; a bad value stops the start with a readable list. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvRules.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
