import fp from 'fastify-plugin';
import { adminRoutes } from '../routes/admin.ts';
import { createAuditLog } from '../services/admin/audit.ts';
import { createAdminBookings } from '../services/admin/bookings.ts';
import { createAdminProperties } from '../services/admin/properties.ts';
import { createAdminStats } from '../services/admin/stats.ts';
import { createAdminUsers } from '../services/admin/users.ts';
import type { AreaDeps } from './deps.ts';

/** The admin area: users, properties, bookings, statistics and the audit log. */
export const adminArea = fp<AreaDeps>(
  async (app, deps) => {
    const { db, clock } = deps;
    const audit = createAuditLog({ db, clock });
    await app.register(adminRoutes, {
      db,
      audit,
      users: createAdminUsers({
        db,
        clock,
        accounts: deps.accounts,
        sessions: deps.sessions,
        audit,
      }),
      properties: createAdminProperties({ db, stays: deps.stays, audit }),
      // The checkout area decorates the app with its service; admin changes go through it.
      bookings: createAdminBookings({ db, checkout: app.checkout, audit }),
      stats: createAdminStats({ db, clock }),
    });
  },
  { name: 'admin-area', dependencies: ['checkout-area'] },
);
