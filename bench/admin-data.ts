import { sql } from 'drizzle-orm';
import type { App } from '../src/server/app.ts';
import type { Database } from '../src/server/db/client.ts';
import { duffelBookings } from '../src/server/db/schema/index.ts';
import { hashPassword } from '../src/server/services/accounts/accounts.ts';

export const ADMIN_ROWS = 10_000;

/**
 * Brings the database to 10,000 users and 10,000 orders for the admin lists: orders are copies
 * of a real paid order (its details parse like any other) with their own traveller, reference,
 * state and date; users share one password hash. Answers an administrator's session cookie.
 */
export async function fillAdminData(db: Database, app: App): Promise<string> {
  const hash = await hashPassword('bench-password');
  await db.execute(sql`
    insert into users (id, email, username, first_name, last_name, password, role, is_active, created_at)
    select 'bench-user-' || g, 'user' || g || '@bench.example', 'user' || g, 'Bench', 'User ' || g,
      ${hash}, 'user', g % 10 <> 0, now() - (g || ' minutes')::interval
    from generate_series(1, ${ADMIN_ROWS}) g`);
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(duffelBookings);
  const n = existing?.n ?? 0;
  const missing = Math.max(0, ADMIN_ROWS - n);
  await db.execute(sql`
    insert into duffel_bookings (type, product, payment_status, order_status, amount, currency,
      customer_name, customer_email, meta, session_id, confirmation_number, created_at, updated_at)
    select t.type, t.product,
      case when g % 4 = 2 then 'requires_payment_method' else 'succeeded' end,
      case g % 4 when 0 then 'confirmed' when 1 then 'canceled' when 2 then 'pending' else 'completed' end,
      t.amount, t.currency, 'Traveller ' || g, 'traveller' || g || '@bench.example', t.meta,
      md5('bench-session-' || g), 'HO-B' || lpad(g::text, 7, '0'),
      now() - (g || ' minutes')::interval, now()
    from generate_series(1, ${missing}) g,
      (select type, product, amount, currency, meta from duffel_bookings
        where payment_status = 'succeeded' and order_status = 'confirmed' limit 1) t`);
  // As autovacuum would after a bulk load: the planner needs the new tables' statistics.
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze duffel_bookings`);
  const email = 'bench-admin@bench.example';
  await app.accounts.ensureAdmin(email, 'bench-admin-password');
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'bench-admin-password' },
  });
  const cookie = login.cookies.find((c) => c.name === 'teranga_session');
  if (!cookie) throw new Error(`bench admin could not sign in: ${login.body}`);
  return `teranga_session=${cookie.value}`;
}
