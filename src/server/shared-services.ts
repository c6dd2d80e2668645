import { randomBytes } from 'node:crypto';
import type { AppOptions } from './app-options.ts';
import { createLocalChangeFeed, createPostgresChangeFeed } from './lib/change-feed.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import type { ServiceLog } from './lib/service-log.ts';
import { createBuiltinFlightProvider } from './providers/flights/builtin.ts';
import { AIRLINES } from './providers/flights/data/airlines.ts';
import { AIRPORTS } from './providers/flights/data/airports.ts';
import { buildNetwork, type Network } from './providers/flights/network.ts';
import { createTestPaymentProvider } from './providers/payments/test-processor.ts';
import { createAccommodationService } from './services/accommodations.ts';
import { createAccountService } from './services/accounts/accounts.ts';
import { createSessionStore } from './services/accounts/sessions.ts';
import { createCheckoutService } from './services/checkout.ts';
import { createFlightService, createSeatLedger } from './services/flights.ts';
import { createMailer } from './services/mail.ts';
import { createRatesService } from './services/rates.ts';
import { createSiteIndexService } from './services/site-index.ts';
import { createTestPaymentStore } from './services/test-payment-store.ts';
import { testMobileMoneyProvider } from './providers/payments/mobile-money/index.ts';
import { createMobileMoneyCheckout } from './services/mobile-money/mobile-money-checkout.ts';
import { createWalletPayments } from './services/mobile-money/wallet-payments.ts';
import { createTestWalletStore } from './services/test-wallet-store.ts';
import { createTourService } from './services/tours.ts';

let defaultNetwork: Network | undefined;
function builtinNetwork(): Network {
  defaultNetwork ??= buildNetwork({ airports: AIRPORTS, airlines: AIRLINES });
  return defaultNetwork;
}

/** Many servers on one PostgreSQL hear of each other's changes; one process hears its own. */
async function changeFeed(databaseUrl: string | undefined, log: ServiceLog) {
  if (!databaseUrl) return createLocalChangeFeed();
  const feed = createPostgresChangeFeed({ connectionString: databaseUrl, log });
  await feed.ready;
  return feed;
}

/**
 * The services more than one area uses, each built once (one cache, one set of holds): the
 * composition root hands them to the areas. `logOf` gives each a child of the app's logger.
 */
export async function buildSharedServices(
  options: AppOptions,
  logOf: (bindings: Record<string, string>) => ServiceLog,
) {
  const { db, clock } = options;
  const changes = await changeFeed(options.databaseUrl, logOf({ service: 'changes' }));
  const network = options.network ?? builtinNetwork();
  const payments =
    options.payments ??
    createTestPaymentProvider({ now: () => clock.now(), store: createTestPaymentStore(db) });
  const secret = options.secret ?? randomBytes(32).toString('hex');
  // Mobile money: its charges kept in wallet_charges; the checkout pays by card or by wallet.
  const walletProviders =
    options.mobileMoney ??
    (options.liveMobileMoney?.length
      ? options.liveMobileMoney
      : [
          testMobileMoneyProvider({
            now: () => clock.now(),
            testStore: createTestWalletStore(db),
            secret,
          }),
        ]);
  const wallet = createWalletPayments({
    db,
    clock,
    providers: walletProviders,
    log: logOf({ area: 'checkout' }),
  });
  const checkoutPayments = wallet.routedWith(payments);
  const mailer =
    options.mailer ??
    createMailer({
      db,
      smtpUrl: options.smtpUrl,
      from: options.mailFrom ?? 'Teranga <bookings@teranga.travel>',
      log: logOf({ service: 'mail' }),
    });
  const flights = createFlightService({
    network,
    builtin: createBuiltinFlightProvider({ network, seats: createSeatLedger(db), clock }),
    live: options.liveFlights,
    clock,
    secret,
    log: logOf({ service: 'flights' }),
    changes,
  });
  const sessions = createSessionStore({ db, clock });
  // Sent to from any server; worked by those that start it (main.ts, JOBS=on).
  const jobs = createJobQueue({
    db,
    dbKind: options.dbKind,
    log: logOf({ service: 'jobs' }),
    ...options.jobTimings,
  });
  const publicUrl = options.publicUrl ?? 'http://localhost:5000';
  // Pages, documents, the assistant, the admin's revenue and mobile money's charges convert at
  // the same table.
  const rates = createRatesService({
    db,
    clock,
    provider: options.ratesProvider,
    log: logOf({ service: 'rates' }),
  });
  // Traveller's bookings and the admin area's changes to them go through the one checkout.
  const checkout = createCheckoutService({
    db,
    clock,
    payments: checkoutPayments,
    flights,
    mailer,
    mailQueue: jobs,
    rates,
    holdLimits: options.holdLimits,
    publicUrl,
    // Its lines about money are found by `area: checkout` (tests/api/logs.test.ts).
    log: logOf({ area: 'checkout' }),
  });
  return {
    rates,
    publicUrl,
    changes,
    payments,
    mailer,
    jobs,
    flights,
    // Searched by the search area and the assistant, priced by the checkout.
    stays: createAccommodationService({ db, clock, changes }),
    tours: createTourService({ db, clock, mailer }),
    sessions,
    accounts: createAccountService({
      db,
      clock,
      mailer,
      sessions,
      publicUrl,
      log: logOf({ service: 'accounts' }),
    }),
    checkout,
    wallet,
    mobileMoney: createMobileMoneyCheckout({
      checkout,
      payments: checkoutPayments,
      wallet,
      providers: walletProviders,
      rates,
      clock,
      log: logOf({ area: 'checkout' }),
    }),
    // The sitemap's URLs start with PUBLIC_URL; the page fallback asks it which paths are pages.
    siteIndex: createSiteIndexService({ db, publicUrl }),
  };
}

export type SharedServices = Awaited<ReturnType<typeof buildSharedServices>>;
