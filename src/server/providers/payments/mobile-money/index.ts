import type { Currency } from '../../../../domain/currencies.ts';
import type { MobileMoneyNetwork } from '../../../../domain/mobile-money.ts';
import type { Env } from '../../../env.ts';
import { createFlutterwaveMobileMoneyProvider } from './flutterwave.ts';
import { createPaystackMobileMoneyProvider } from './paystack.ts';
import { createTestMobileMoneyProvider, type TestWalletStore } from './test-processor.ts';
import type { MobileMoneyProvider } from './types.ts';

export type MobileMoneyEnv = Pick<
  Env,
  | 'PAYSTACK_SECRET_KEY'
  | 'PAYSTACK_BASE_URL'
  | 'FLUTTERWAVE_SECRET_KEY'
  | 'FLUTTERWAVE_WEBHOOK_HASH'
  | 'FLUTTERWAVE_BASE_URL'
>;

/** What the built-in test processor is made from. */
export type MobileMoneyProviderDeps = {
  now: () => Date;
  /** Where the built-in test processor keeps its charges (the database, for every server). */
  testStore: TestWalletStore;
  /** Signs the test processor's webhooks (APP_SECRET). */
  secret: string;
};

/** The built-in test processor: offline, the default, taking every network. */
export function testMobileMoneyProvider(deps: MobileMoneyProviderDeps): MobileMoneyProvider {
  return createTestMobileMoneyProvider({
    now: deps.now,
    store: deps.testStore,
    secret: deps.secret,
  });
}

/**
 * The mobile-money providers in order of preference: the live ones whose keys are set, then
 * `fallback` (the built-in test processor), which takes every network. Flutterwave comes
 * first, for the CFA franc wallets it was chosen for; Paystack takes Ghana's and Nigeria's, and
 * Côte d'Ivoire's when Flutterwave is not set (docs/decisions/0030).
 */
export function mobileMoneyProviders(
  env: MobileMoneyEnv,
  fallback?: MobileMoneyProvider,
): MobileMoneyProvider[] {
  const providers: MobileMoneyProvider[] = [];
  if (env.FLUTTERWAVE_SECRET_KEY && env.FLUTTERWAVE_WEBHOOK_HASH) {
    providers.push(
      createFlutterwaveMobileMoneyProvider({
        secretKey: env.FLUTTERWAVE_SECRET_KEY,
        webhookHash: env.FLUTTERWAVE_WEBHOOK_HASH,
        baseUrl: env.FLUTTERWAVE_BASE_URL,
      }),
    );
  }
  if (env.PAYSTACK_SECRET_KEY) {
    providers.push(
      createPaystackMobileMoneyProvider({
        secretKey: env.PAYSTACK_SECRET_KEY,
        baseUrl: env.PAYSTACK_BASE_URL,
      }),
    );
  }
  if (fallback) providers.push(fallback);
  return providers;
}

/** The first provider that charges this wallet (its network, currency and country). */
export function mobileMoneyProviderFor(
  providers: readonly MobileMoneyProvider[],
  wallet: { network: MobileMoneyNetwork; currency: Currency; country: string },
): MobileMoneyProvider | undefined {
  return providers.find((provider) =>
    provider.supports(wallet.network, wallet.currency, wallet.country),
  );
}
