import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminBookingDetail,
  AdminBookingRow,
  AdminBookingStatusBody,
  AdminBookingsQuery,
  AdminListQuery,
  AdminProperty,
  AdminRoleBody,
  AdminStats,
  AdminUser,
  AdminUserCreateBody,
  AuditEntry,
  AuditQuery,
  CarRentalRecord,
  FlightBookingRecord,
  HotelBookingRecord,
  OutboxMessage,
  PropertyBody,
  PropertyPatchBody,
  VerifyBody,
  type Page,
} from '../../../domain/admin.ts';
import { dbId, token } from '../../../domain/input.ts';
import { AdminJobs } from '../../../domain/jobs.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
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
  jobs: Pick<JobQueue, 'overview'>;
};

// A user id we issued: the bounded-input rules of every id (no NUL, no control characters).
const UserParams = z.object({ id: token(100) });
const NumericParams = z.object({ id: dbId });
const Done = z.object({ ok: z.literal(true) });

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

  app.get('/api/admin/stats', { schema: { response: { 200: AdminStats } } }, async () =>
    stats.stats(),
  );

  // Users
  app.get(
    '/api/admin/users',
    { schema: { querystring: AdminListQuery, response: { 200: z.array(AdminUser) } } },
    async (request, reply) => sendPage(reply, await users.list(request.query)),
  );
  app.post(
    '/api/admin/users',
    { schema: { body: AdminUserCreateBody, response: { 201: AdminUser } } },
    async (request, reply) =>
      reply.code(201).send(await users.create(await actorOf(request), request.body)),
  );
  app.patch(
    '/api/admin/users/:id/role',
    { schema: { params: UserParams, body: AdminRoleBody, response: { 200: AdminUser } } },
    async (request) => users.setRole(await actorOf(request), request.params.id, request.body.role),
  );
  app.patch(
    '/api/admin/users/:id/status',
    { schema: { params: UserParams, response: { 200: AdminUser } } },
    async (request) => users.toggleActive(await actorOf(request), request.params.id),
  );
  app.delete(
    '/api/admin/users/:id',
    { schema: { params: UserParams, response: { 200: Done } } },
    async (request) => {
      await users.remove(await actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  // Properties
  app.get(
    '/api/admin/accommodations',
    { schema: { querystring: AdminListQuery, response: { 200: z.array(AdminProperty) } } },
    async (request, reply) => sendPage(reply, await properties.list(request.query)),
  );
  app.post(
    '/api/admin/accommodations',
    { schema: { body: PropertyBody, response: { 201: AdminProperty } } },
    async (request, reply) =>
      reply.code(201).send(await properties.create(await actorOf(request), request.body)),
  );
  app.patch(
    '/api/admin/accommodations/:id',
    {
      schema: { params: NumericParams, body: PropertyPatchBody, response: { 200: AdminProperty } },
    },
    async (request) => properties.update(await actorOf(request), request.params.id, request.body),
  );
  app.patch(
    '/api/admin/accommodations/:id/verify',
    { schema: { params: NumericParams, body: VerifyBody, response: { 200: AdminProperty } } },
    async (request) =>
      properties.setVerified(await actorOf(request), request.params.id, request.body.verified),
  );

  // Bookings: every order of the checkout service
  app.get(
    '/api/admin/bookings',
    { schema: { querystring: AdminBookingsQuery, response: { 200: z.array(AdminBookingRow) } } },
    async (request, reply) => sendPage(reply, await options.bookings.list(request.query)),
  );
  app.get(
    '/api/admin/bookings/:id',
    { schema: { params: NumericParams, response: { 200: AdminBookingDetail } } },
    async (request) => options.bookings.detail(request.params.id),
  );
  app.patch(
    '/api/admin/bookings/:id/status',
    {
      schema: {
        params: NumericParams,
        body: AdminBookingStatusBody,
        response: { 200: AdminBookingRow },
      },
    },
    async (request) =>
      options.bookings.setStatus(
        await actorOf(request),
        request.params.id,
        request.body.status,
        request.body.reason,
      ),
  );

  // The audit log and the outbox: read only.
  app.get(
    '/api/admin/audit',
    { schema: { querystring: AuditQuery, response: { 200: z.array(AuditEntry) } } },
    async (request, reply) => sendPage(reply, await audit.list(request.query)),
  );
  // Reading the outbox is recorded: the mail of others.
  app.get(
    '/api/admin/outbox',
    { schema: { querystring: AdminListQuery, response: { 200: z.array(OutboxMessage) } } },
    async (request) => outbox.read(await actorOf(request), request.query),
  );

  // The background jobs: each queue's counts and the latest failures with their errors.
  app.get('/api/admin/jobs', { schema: { response: { 200: AdminJobs } } }, async () =>
    options.jobs.overview(),
  );

  // Spec 2's lists of hotel bookings, flight bookings and car rentals, newest first.
  const specList = <T extends z.ZodType>(record: T) => ({
    config: { access: 'admin' as const },
    schema: { querystring: AdminListQuery, response: { 200: z.array(record) } },
  });
  app.get('/api/bookings', specList(HotelBookingRecord), async (request) =>
    specLists.hotelBookings(request.query),
  );
  app.get('/api/flights/bookings', specList(FlightBookingRecord), async (request) =>
    specLists.flightBookings(request.query),
  );
  app.get('/api/cars/bookings', specList(CarRentalRecord), async (request) =>
    specLists.carRentals(request.query),
  );
};
