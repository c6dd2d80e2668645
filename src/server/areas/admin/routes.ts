import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminBookingStatusBody,
  AdminBookingsQuery,
  AdminListQuery,
  AdminRoleBody,
  AdminUserCreateBody,
  AuditQuery,
  PropertyBody,
  PropertyPatchBody,
  VerifyBody,
  type Page,
} from '../../../domain/admin.ts';
import { dbId, token } from '../../../domain/input.ts';
import type { Actor, AuditLog } from '../../services/admin/audit.ts';
import type { AdminBookings } from '../../services/admin/bookings.ts';
import type { AdminOutbox } from '../../services/admin/outbox.ts';
import type { AdminProperties } from '../../services/admin/properties.ts';
import type { SpecLists } from '../../services/admin/spec-lists.ts';
import type { AdminStatsService } from '../../services/admin/stats.ts';
import type { AdminUsers } from '../../services/admin/users.ts';

export type AdminRouteOptions = {
  users: AdminUsers;
  properties: AdminProperties;
  bookings: AdminBookings;
  stats: AdminStatsService;
  audit: AuditLog;
  outbox: AdminOutbox;
  specLists: SpecLists;
};

// A user id we issued: the bounded-input rules of every id (no NUL, no control characters).
const UserParams = z.object({ id: token(100) });
const NumericParams = z.object({ id: dbId });

/** The administrator making the change, for the audit log. */
async function actorOf(request: FastifyRequest): Promise<Actor> {
  const { user } = await request.requireUser();
  return { id: user.id, email: user.email ?? '' };
}

/** A page of rows as the spec's list answer (an array), with the whole count in X-Total-Count. */
function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header('x-total-count', String(page.total));
  return page.rows;
}

/**
 * The admin area (spec 2 sections 2 and 7). Every /api/admin route is admin-only (src/server/
 * access.ts); the spec's lists of bookings and rentals are too.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, options) => {
  const { users, properties, stats, audit, outbox, specLists } = options;

  app.get('/api/admin/stats', async () => stats.stats());

  // Users
  app.get('/api/admin/users', { schema: { querystring: AdminListQuery } }, async (request, reply) =>
    sendPage(reply, await users.list(request.query)),
  );
  app.post('/api/admin/users', { schema: { body: AdminUserCreateBody } }, async (request, reply) =>
    reply.code(201).send(await users.create(await actorOf(request), request.body)),
  );
  app.patch(
    '/api/admin/users/:id/role',
    { schema: { params: UserParams, body: AdminRoleBody } },
    async (request) => users.setRole(await actorOf(request), request.params.id, request.body.role),
  );
  app.patch('/api/admin/users/:id/status', { schema: { params: UserParams } }, async (request) =>
    users.toggleActive(await actorOf(request), request.params.id),
  );
  app.delete('/api/admin/users/:id', { schema: { params: UserParams } }, async (request) => {
    await users.remove(await actorOf(request), request.params.id);
    return { ok: true as const };
  });

  // Properties
  app.get(
    '/api/admin/accommodations',
    { schema: { querystring: AdminListQuery } },
    async (request, reply) => sendPage(reply, await properties.list(request.query)),
  );
  app.post(
    '/api/admin/accommodations',
    { schema: { body: PropertyBody } },
    async (request, reply) =>
      reply.code(201).send(await properties.create(await actorOf(request), request.body)),
  );
  app.patch(
    '/api/admin/accommodations/:id',
    { schema: { params: NumericParams, body: PropertyPatchBody } },
    async (request) => properties.update(await actorOf(request), request.params.id, request.body),
  );
  app.patch(
    '/api/admin/accommodations/:id/verify',
    { schema: { params: NumericParams, body: VerifyBody } },
    async (request) =>
      properties.setVerified(await actorOf(request), request.params.id, request.body.verified),
  );

  // Bookings: every order of the checkout service
  app.get(
    '/api/admin/bookings',
    { schema: { querystring: AdminBookingsQuery } },
    async (request, reply) => sendPage(reply, await options.bookings.list(request.query)),
  );
  app.get('/api/admin/bookings/:id', { schema: { params: NumericParams } }, async (request) =>
    options.bookings.detail(request.params.id),
  );
  app.patch(
    '/api/admin/bookings/:id/status',
    { schema: { params: NumericParams, body: AdminBookingStatusBody } },
    async (request) =>
      options.bookings.setStatus(
        await actorOf(request),
        request.params.id,
        request.body.status,
        request.body.reason,
      ),
  );

  // The audit log and the outbox: read only.
  app.get('/api/admin/audit', { schema: { querystring: AuditQuery } }, async (request, reply) =>
    sendPage(reply, await audit.list(request.query)),
  );
  // Reading the outbox is recorded: the mail of others.
  app.get('/api/admin/outbox', { schema: { querystring: AdminListQuery } }, async (request) =>
    outbox.read(await actorOf(request), request.query),
  );

  // Spec 2's lists of hotel bookings, flight bookings and car rentals, newest first.
  const admin = { config: { access: 'admin' as const }, schema: { querystring: AdminListQuery } };
  app.get('/api/bookings', admin, async (request) => specLists.hotelBookings(request.query));
  app.get('/api/flights/bookings', admin, async (request) =>
    specLists.flightBookings(request.query),
  );
  app.get('/api/cars/bookings', admin, async (request) => specLists.carRentals(request.query));
};
