import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/env.ts';

describe('parseEnv', () => {
  it('gives the defaults of a fresh clone', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 5000, DATA_DIR: 'data', NODE_ENV: 'development' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('treats empty values as unset and reads numbers', () => {
    const env = parseEnv({ PORT: '8080', DATABASE_URL: '', DUFFEL_ACCESS_TOKEN: '  ' });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DUFFEL_ACCESS_TOKEN).toBeUndefined();
  });

  it('refuses bad values with a readable list', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it("reads the job queue timings: none unless given (the queue's defaults), an e-mail expiry of 5 s at least", () => {
    const unset = parseEnv({ MAIL_JOB_EXPIRE_SECONDS: '', JOB_UPKEEP_SECONDS: ' ' });
    expect(unset.MAIL_JOB_EXPIRE_SECONDS).toBeUndefined();
    expect(unset.JOB_UPKEEP_SECONDS).toBeUndefined();
    expect(parseEnv({}).MAIL_JOB_EXPIRE_SECONDS).toBeUndefined();
    expect(parseEnv({}).JOB_UPKEEP_SECONDS).toBeUndefined();
    expect(parseEnv({ MAIL_JOB_EXPIRE_SECONDS: '10', JOB_UPKEEP_SECONDS: '2' })).toMatchObject({
      MAIL_JOB_EXPIRE_SECONDS: 10,
      JOB_UPKEEP_SECONDS: 2,
    });
    expect(() => parseEnv({ MAIL_JOB_EXPIRE_SECONDS: '2' })).toThrow(/MAIL_JOB_EXPIRE_SECONDS/);
    expect(() => parseEnv({ JOB_UPKEEP_SECONDS: '0' })).toThrow(/JOB_UPKEEP_SECONDS/);
    expect(() => parseEnv({ MAIL_JOB_EXPIRE_SECONDS: '3601' })).toThrow(/MAIL_JOB_EXPIRE_SECONDS/);
    expect(() => parseEnv({ JOB_UPKEEP_SECONDS: 'soon' })).toThrow(/JOB_UPKEEP_SECONDS/);
  });

  it('takes the first administrator as an address and a long password together, never one alone', () => {
    expect(() => parseEnv({ ADMIN_EMAIL: 'root@example.com' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => parseEnv({ ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD/,
    );
    const env = parseEnv({ ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'a-long-passphrase' });
    expect(env.ADMIN_EMAIL).toBe('root@example.com');
    expect(parseEnv({}).ADMIN_EMAIL).toBeUndefined();
    expect(parseEnv({ PUBLIC_URL: 'https://teranga.travel/' }).PUBLIC_URL).toBe(
      'https://teranga.travel',
    );
  });

  it('asks for the publishable key with a Stripe secret key', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(
      parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })
        .STRIPE_PUBLISHABLE_KEY,
    ).toBe('pk_test_1');
  });

  it('trusts no proxy by default, and only the addresses TRUST_PROXY names', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16, ::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(parseEnv({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
    // Trusting every sender would let any client pick its address for the rate limit.
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: 'my-proxy' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses to start in production or with Redis without the shared APP_SECRET', () => {
    const secret = 'x'.repeat(32);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/APP_SECRET: is required/);
    expect(() => parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      /APP_SECRET: is required/,
    );
    expect(parseEnv({ NODE_ENV: 'production', APP_SECRET: secret }).APP_SECRET).toBe(secret);
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379', APP_SECRET: secret }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    );
    // One server in development keeps its one-command start: a random secret per start.
    expect(parseEnv({}).APP_SECRET).toBeUndefined();
    expect(() => parseEnv({ REDIS_URL: 'http://cache', APP_SECRET: secret })).toThrow(/REDIS_URL/);
  });

  it('lets loopback alone read /metrics unless METRICS_ALLOW names addresses or ranges', () => {
    expect(parseEnv({}).METRICS_ALLOW).toEqual(['127.0.0.1', '::1']);
    expect(parseEnv({ METRICS_ALLOW: '10.0.0.5, 10.8.0.0/16,fd00::/8' }).METRICS_ALLOW).toEqual([
      '10.0.0.5',
      '10.8.0.0/16',
      'fd00::/8',
    ]);
    expect(() => parseEnv({ METRICS_ALLOW: 'prometheus.internal' })).toThrow(/METRICS_ALLOW/);
  });

  it('reads the back-pressure limits as whole numbers, 0 turning a check off', () => {
    expect(parseEnv({}).MAX_EVENT_LOOP_DELAY_MS).toBeUndefined();
    expect(parseEnv({}).MAX_HEAP_USED_MB).toBeUndefined();
    const env = parseEnv({ MAX_EVENT_LOOP_DELAY_MS: '500', MAX_HEAP_USED_MB: '0' });
    expect(env.MAX_EVENT_LOOP_DELAY_MS).toBe(500);
    expect(env.MAX_HEAP_USED_MB).toBe(0);
    expect(parseEnv({ MAX_HEAP_USED_MB: '' }).MAX_HEAP_USED_MB).toBeUndefined();
    expect(() => parseEnv({ MAX_EVENT_LOOP_DELAY_MS: '-1' })).toThrow(/MAX_EVENT_LOOP_DELAY_MS/);
  });

  it('reads the mobile-money providers: Paystack and Flutterwave off, their real APIs by default', () => {
    const env = parseEnv({});
    expect(env.PAYSTACK_SECRET_KEY).toBeUndefined();
    expect(env.FLUTTERWAVE_SECRET_KEY).toBeUndefined();
    expect(env.PAYSTACK_BASE_URL).toBe('https://api.paystack.co');
    expect(env.FLUTTERWAVE_BASE_URL).toBe('https://api.flutterwave.com');
    expect(parseEnv({ PAYSTACK_BASE_URL: 'http://127.0.0.1:9' }).PAYSTACK_BASE_URL).toBe(
      'http://127.0.0.1:9',
    );
    expect(() => parseEnv({ FLUTTERWAVE_BASE_URL: 'not a url' })).toThrow(/FLUTTERWAVE_BASE_URL/);
  });

  it("asks for Flutterwave's webhook hash with its secret key", () => {
    expect(() => parseEnv({ FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-1' })).toThrow(
      /FLUTTERWAVE_WEBHOOK_HASH/,
    );
    const env = parseEnv({
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-1',
      FLUTTERWAVE_WEBHOOK_HASH: 'h',
    });
    expect(env.FLUTTERWAVE_WEBHOOK_HASH).toBe('h');
  });
});
