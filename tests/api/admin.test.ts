import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CANCELLATION_POLICIES } from '../../src/domain/checkout.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';
import { registerTraveller, signInAdmin } from '../helpers/accounts.ts';
import { hotelSessionBody, testCardPayment } from '../helpers/checkout.ts';
import { makeAccommodation } from '../helpers/factories.ts';

let ctx: TestContext;
let admin: { cookie: string; email: string; user: { id: string } };

beforeAll(async () => {
  ctx = await createTestApp({ authAttemptsPerMinute: 10_000 });
  admin = await signInAdmin(ctx.app);
});
afterAll(() => ctx.close());

const today = TEST_NOW.slice(0, 10);

async function call(method: string, url: string, payload?: unknown, cookie = admin.cookie) {
  const res = await ctx.app.inject({
    method: method as 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { cookie },
  });
  return { status: res.statusCode, body: res.json(), total: res.headers['x-total-count'] };
}

async function book(
  email: string,
  overrides: Parameters<typeof makeAccommodation>[1] = {},
  body: Record<string, unknown> = {},
) {
  const stay = await makeAccommodation(ctx.database.db, overrides);
  const session = await call('POST', '/api/checkout/session', {
    ...hotelSessionBody({ accommodationId: stay.id, today, email }),
    ...body,
  });
  await call('POST', '/api/payments/test/confirm', testCardPayment(session.body));
  const done = await call('POST', '/api/checkout/confirm', {
    paymentIntentId: session.body.paymentIntentId,
    sessionId: session.body.sessionId,
  });
  expect(done.status).toBe(200);
  return { ...done.body, stay } as { bookingId: string; confirmationNumber: string };
}

const auditOf = async (targetType: string, targetId: string | number) =>
  (await call('GET', `/api/admin/audit?targetType=${targetType}&targetId=${targetId}`)).body as {
    action: string;
    actorEmail: string;
    before: unknown;
    after: unknown;
  }[];

describe('statistics', () => {
  it('counts from the database, with revenue as charges less refunds', async () => {
    const before = (await call('GET', '/api/admin/stats')).body;
    await registerTraveller(ctx.app);
    await book('stats@example.com');
    const after = (await call('GET', '/api/admin/stats')).body;
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.activeUsers).toBe(before.activeUsers + 1);
    expect(after.totalAccommodations).toBe(before.totalAccommodations + 1);
    expect(after.totalBookings).toBe(before.totalBookings + 1);
    expect(after.confirmedBookings).toBe(before.confirmedBookings + 1);
    expect(after.bookingsByType.hotel.total).toBe(before.bookingsByType.hotel.total + 1);
    // 2 nights of $100 for 1 guest, and 10% taxes.
    expect(after.revenueCents - before.revenueCents).toBe(22_000);
    expect(after.daily).toHaveLength(30);
    expect(after.daily.at(-1)).toMatchObject({ date: today });
    expect(after.daily.at(-1).bookings).toBeGreaterThanOrEqual(1);
    for (const key of ['totalFlightBookings', 'totalCarRentals', 'totalTravelQueries']) {
      expect(after[key]).toEqual(expect.any(Number));
    }
    expect(after.recentActivity).toEqual(expect.any(Array));
  });
});

describe('users', () => {
  it('lists a page with the whole count, and searches on the server', async () => {
    const { email } = await registerTraveller(ctx.app, { firstName: 'Searchable' });
    const page = await call('GET', '/api/admin/users?pageSize=2');
    expect(page.body).toHaveLength(2);
    expect(Number(page.total)).toBeGreaterThan(2);
    // Past the last page: no row, and still the whole count.
    const beyond = await call('GET', '/api/admin/users?page=9999');
    expect(beyond.body).toEqual([]);
    expect(beyond.total).toBe(page.total);
    const found = await call('GET', `/api/admin/users?q=${encodeURIComponent(email)}`);
    expect(found.body.map((u: { email: string }) => u.email)).toEqual([email]);
    expect(found.body[0]).not.toHaveProperty('password');
  });

  it('adds a user, refuses a taken address and bad fields, and writes the audit log', async () => {
    const created = await call('POST', '/api/admin/users', {
      username: 'ama_ops',
      email: 'ama.ops@example.com',
      password: 'opsops-42',
      role: 'user',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username: 'ama_ops', role: 'user', isActive: true });
    const again = await call('POST', '/api/admin/users', {
      username: 'ama_ops2',
      email: 'AMA.OPS@example.com',
      password: 'opsops-42',
      role: 'user',
    });
    expect(again.status).toBe(409);
    const bad = await call('POST', '/api/admin/users', { username: '', email: 'x', role: 'god' });
    expect(bad.status).toBe(400);
    expect([...new Set(bad.body.errors.map((e: { field: string }) => e.field))].sort()).toEqual([
      'email',
      'password',
      'role',
      'username',
    ]);
    const [entry] = await auditOf('user', created.body.id);
    expect(entry).toMatchObject({ action: 'user.create', actorEmail: admin.email });
    expect(JSON.stringify(entry)).not.toContain('opsops-42');
  });

  it('makes and removes an administrator; the audit log keeps before and after', async () => {
    const { user, cookie } = await registerTraveller(ctx.app);
    expect((await call('GET', '/api/admin/stats', undefined, cookie)).status).toBe(403);
    const made = await call('PATCH', `/api/admin/users/${user.id}/role`, { role: 'admin' });
    expect(made.body.role).toBe('admin');
    expect((await call('GET', '/api/admin/stats', undefined, cookie)).status).toBe(200);
    const removed = await call('PATCH', `/api/admin/users/${user.id}/role`, { role: 'user' });
    expect(removed.body.role).toBe('user');
    const [latest] = await auditOf('user', user.id);
    expect(latest).toMatchObject({
      action: 'user.role',
      before: { role: 'admin' },
      after: { role: 'user' },
    });
  });

  it('a deactivated user is signed out at once and cannot sign in; activating lets them back', async () => {
    const { user, cookie, email } = await registerTraveller(ctx.app, { password: 'back-again' });
    const off = await call('PATCH', `/api/admin/users/${user.id}/status`);
    expect(off.body.isActive).toBe(false);
    expect((await call('GET', '/api/auth/user', undefined, cookie)).status).toBe(401);
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'back-again' },
      });
    expect((await login()).statusCode).toBe(403);
    const on = await call('PATCH', `/api/admin/users/${user.id}/status`);
    expect(on.body.isActive).toBe(true);
    expect((await login()).statusCode).toBe(200);
  });

  it('an administrator cannot demote, deactivate or delete themselves', async () => {
    const me = admin.user.id;
    for (const [method, url, body] of [
      ['PATCH', `/api/admin/users/${me}/role`, { role: 'user' }],
      ['PATCH', `/api/admin/users/${me}/status`, undefined],
      ['DELETE', `/api/admin/users/${me}`, undefined],
    ] as const) {
      const res = await call(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(409);
      expect(res.body.code).toBe('self_change');
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me));
    expect(row).toMatchObject({ role: 'admin', isActive: true });
  });

  it('two administrators removing each other at once leave one of them administrator', async () => {
    const solo = await createTestApp({ authAttemptsPerMinute: 10_000 });
    try {
      const [a, b] = [await signInAdmin(solo.app), await signInAdmin(solo.app)];
      const demote = (actor: { cookie: string }, target: { user: { id: string } }) =>
        solo.app.inject({
          method: 'PATCH',
          url: `/api/admin/users/${target.user.id}/role`,
          headers: { cookie: actor.cookie },
          payload: { role: 'user' },
        });
      const [ab, ba] = await Promise.all([demote(a, b), demote(b, a)]);
      const statuses = [ab.statusCode, ba.statusCode].sort();
      // One wins; the other is refused: no longer an admin (403) or the last one left (409).
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins = await solo.database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });

  it('deletes a user: their bookings stay, their sessions end', async () => {
    const { user, cookie } = await registerTraveller(ctx.app);
    const gone = await call('DELETE', `/api/admin/users/${user.id}`);
    expect(gone.status).toBe(200);
    expect((await call('GET', '/api/auth/user', undefined, cookie)).status).toBe(401);
    expect((await call('DELETE', `/api/admin/users/${user.id}`)).status).toBe(404);
  });
});

describe('properties', () => {
  const property = {
    name: 'Maison Kaolack Test',
    description: 'A calm house near the river.',
    descriptionFr: 'Une maison calme près du fleuve.',
    location: 'Médina, Kaolack',
    city: 'Kaolack',
    country: 'Senegal',
    propertyType: 'Guesthouse',
    pricePerNight: 65,
    amenities: ['Free WiFi', 'Air Conditioning'],
    cancellationPolicy: CANCELLATION_POLICIES.POLICY_48H,
    manualConfirmation: false,
    roomCount: 4,
  };

  it('adds a property that the traveller finds at once, in both languages', async () => {
    // Warm the listing cache with the search the traveller will make.
    expect((await call('GET', '/api/accommodations?destination=kaolack')).body).toEqual([]);
    const created = await call('POST', '/api/admin/accommodations', property);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: property.name,
      pricePerNight: '65.00',
      verified: false,
    });
    const found = await call('GET', '/api/accommodations?destination=kaolack&lang=fr');
    expect(found.body.map((s: { description: string }) => s.description)).toEqual([
      property.descriptionFr,
    ]);
  });

  it('edits and verifies a property; the search shows it at once; bad fields are refused', async () => {
    const stay = await makeAccommodation(ctx.database.db, {
      name: 'Editable Lodge',
      verified: false,
    });
    await call('GET', '/api/accommodations?destination=editable');
    const edited = await call('PATCH', `/api/admin/accommodations/${stay.id}`, {
      pricePerNight: 150,
      name: 'Edited Lodge',
    });
    expect(edited.body).toMatchObject({ name: 'Edited Lodge', pricePerNight: '150.00' });
    const verified = await call('PATCH', `/api/admin/accommodations/${stay.id}/verify`, {
      verified: true,
    });
    expect(verified.body.verified).toBe(true);
    const [seen] = (await call('GET', '/api/accommodations?destination=edited')).body;
    expect(seen).toMatchObject({ name: 'Edited Lodge', pricePerNight: '150.00', verified: true });

    const bad = await call('PATCH', `/api/admin/accommodations/${stay.id}`, {
      pricePerNight: -5,
      cancellationPolicy: 'whatever we like',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'cancellationPolicy',
      'pricePerNight',
    ]);
    const actions = (await auditOf('accommodation', stay.id)).map((e) => e.action);
    expect(actions).toEqual(['accommodation.verify', 'accommodation.update']);
  });

  it('lists a page of properties and searches them', async () => {
    const page = await call('GET', '/api/admin/accommodations?q=edited');
    expect(page.body.map((p: { name: string }) => p.name)).toEqual(['Edited Lodge']);
    expect(page.total).toBe('1');
  });
});

describe('bookings', () => {
  it('lists every order filtered by type, state and reference, paged on the server', async () => {
    const booked = await book('filter-me@example.com');
    const byRef = await call('GET', `/api/admin/bookings?q=${booked.confirmationNumber}`);
    expect(byRef.body).toHaveLength(1);
    expect(byRef.body[0]).toMatchObject({
      type: 'hotel',
      orderStatus: 'confirmed',
      customerEmail: 'filter-me@example.com',
    });
    expect((await call('GET', '/api/admin/bookings?type=flight&q=filter-me')).body).toEqual([]);
    expect(
      (await call('GET', '/api/admin/bookings?status=confirmed&q=filter-me')).body,
    ).toHaveLength(1);
    const paged = await call('GET', '/api/admin/bookings?pageSize=1');
    expect(paged.body).toHaveLength(1);
    expect(Number(paged.total)).toBeGreaterThan(1);
  });

  it('shows the whole record with its history and payments', async () => {
    const booked = await book('record@example.com', {}, { customerPhone: '+233 24 123 4567' });
    const [row] = (await call('GET', `/api/admin/bookings?q=${booked.confirmationNumber}`)).body;
    const detail = await call('GET', `/api/admin/bookings/${row.id}`);
    // The number to call the traveller on, as they gave it at checkout.
    expect(detail.body.booking.customerPhone).toBe('+233 24 123 4567');
    expect(detail.body.events.map((e: { toStatus: string }) => e.toStatus)).toContain('confirmed');
    expect(detail.body.payments[0]).toMatchObject({ kind: 'charge', status: 'succeeded' });
    expect(detail.body.view.confirmationNumber).toBe(booked.confirmationNumber);
  });

  it('cancels through the traveller’s cancel path (refund by the policy), recorded', async () => {
    const booked = await book('admin-cancel@example.com');
    const [row] = (await call('GET', `/api/admin/bookings?q=${booked.confirmationNumber}`)).body;
    const done = await call('PATCH', `/api/admin/bookings/${row.id}/status`, {
      status: 'canceled',
      reason: 'guest asked by phone',
    });
    expect(done.status).toBe(200);
    expect(done.body.orderStatus).toBe('canceled');
    const detail = (await call('GET', `/api/admin/bookings/${row.id}`)).body;
    expect(detail.payments.map((p: { kind: string }) => p.kind)).toEqual(['charge', 'refund']);
    const [entry] = await auditOf('booking', row.id);
    expect(entry).toMatchObject({
      action: 'booking.canceled',
      before: { orderStatus: 'confirmed' },
      after: { orderStatus: 'canceled', reason: 'guest asked by phone', refundCents: 22_000 },
    });
    const again = await call('PATCH', `/api/admin/bookings/${row.id}/status`, {
      status: 'completed',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invalid_transition');
  });

  it('confirms a booking awaiting the property, and completes a confirmed one', async () => {
    const booked = await book('awaiting@example.com', { manualConfirmation: true });
    const [row] = (await call('GET', '/api/admin/bookings?status=awaiting_confirmation&q=awaiting'))
      .body;
    expect(row.confirmationNumber).toBe(booked.confirmationNumber);
    expect(row.awaitingConfirmation).toBe(true);
    const confirmed = await call('PATCH', `/api/admin/bookings/${row.id}/status`, {
      status: 'confirmed',
    });
    expect(confirmed.body).toMatchObject({ orderStatus: 'confirmed', awaitingConfirmation: false });
    const completed = await call('PATCH', `/api/admin/bookings/${row.id}/status`, {
      status: 'completed',
    });
    expect(completed.body.orderStatus).toBe('completed');
  });
});

describe('the audit log', () => {
  it('can be read and filtered, and no route edits or deletes it', async () => {
    const all = await call('GET', '/api/admin/audit?pageSize=100');
    expect(all.body.length).toBeGreaterThan(5);
    const onlyUsers = await call('GET', '/api/admin/audit?targetType=user');
    expect(onlyUsers.body.every((e: { targetType: string }) => e.targetType === 'user')).toBe(true);
    const writes = ctx.app.routeAccess.filter(
      (r) => r.url.startsWith('/api/admin/audit') && r.method !== 'GET',
    );
    expect(writes).toEqual([]);
  });
});
