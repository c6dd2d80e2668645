import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { AccommodationService } from '../../services/accommodations.ts';
import type { AccountService } from '../../services/accounts/accounts.ts';
import type { SessionStore } from '../../services/accounts/sessions.ts';
import { createAuditLog } from '../../services/admin/audit.ts';
import { createAdminBookings } from '../../services/admin/bookings.ts';
import { createAdminOutbox } from '../../services/admin/outbox.ts';
import { createAdminProperties } from '../../services/admin/properties.ts';
import { createSpecLists } from '../../services/admin/spec-lists.ts';
import { createAdminStats } from '../../services/admin/stats.ts';
import { createAdminUsers } from '../../services/admin/users.ts';
import type { CheckoutService } from '../../services/checkout.ts';
import { adminRoutes } from './routes.ts';
import { adminMobileMoneyRoutes } from './mobile-money-routes.ts';
import { createPendingWalletCharges } from '../../services/admin/pending-wallet-charges.ts';

export type AdminAreaDeps = {
  db: Database;
  clock: Clock;
  accounts: AccountService;
  sessions: SessionStore;
  /** A property's changes reach the stays' search (its cache). */
  stays: AccommodationService;
  /** Admin changes to a booking go through the checkout, as the traveller's do. */
  checkout: CheckoutService;
  /** The background jobs, as the admin sees them. */
  jobs: Pick<JobQueue, 'overview'>;
};

/**
 * The admin area: users, properties, bookings, statistics, the audit log, the outbox and the
 * background jobs.
 */
export const adminArea: FastifyPluginAsync<AdminAreaDeps> = async (app, deps) => {
  const { db, clock } = deps;
  const audit = createAuditLog({ db, clock });
  await app.register(adminRoutes, {
    audit,
    users: createAdminUsers({ db, clock, accounts: deps.accounts, sessions: deps.sessions, audit }),
    properties: createAdminProperties({ db, stays: deps.stays, audit }),
    bookings: createAdminBookings({ db, checkout: deps.checkout, audit }),
    stats: createAdminStats({ db, clock }),
    outbox: createAdminOutbox({ db, audit }),
    specLists: createSpecLists({ db }),
    jobs: deps.jobs,
  });
  await app.register(adminMobileMoneyRoutes, {
    pending: createPendingWalletCharges({ db, clock }),
  });
};
