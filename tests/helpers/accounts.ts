import { desc, eq } from 'drizzle-orm';
import type { App } from '../../src/server/app.ts';
import { SESSION_COOKIE } from '../../src/server/access.ts';
import type { Database } from '../../src/server/db/client.ts';
import { outbox, sealedMail } from '../../src/server/db/schema/index.ts';

let counter = 0;

/** The session cookie an answer set, as a Cookie header value. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie was set');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** A fresh traveller registered through the API; answers their cookie and address. */
export async function registerTraveller(
  app: App,
  fields: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
) {
  counter += 1;
  const body = {
    firstName: 'Ama',
    lastName: 'Mensah',
    email: `traveller${counter}.${Date.now()}@example.com`,
    password: 'kente-cloth-42',
    ...fields,
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { cookie: sessionCookieOf(response), email: body.email, user: response.json() };
}

/** An administrator made through the service, then signed in through the API. */
export async function signInAdmin(app: App) {
  counter += 1;
  const email = `admin${counter}.${Date.now()}@example.com`;
  const password = 'baobab-admin-42';
  await app.accounts.createUser({ email, password, role: 'admin', verified: true });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
  return { cookie: sessionCookieOf(response), email, user: response.json() };
}

/** The token of the first account link (reset, verification) in a text, or ''. */
export function tokenIn(text: string): string {
  return /https?:\/\/\S+token=([\w-]+)/.exec(text)?.[1] ?? '';
}

/**
 * The last e-mail kept in the outbox for an address, with its whole text as the recipient gets
 * it: an account link is withheld from the outbox and read here from the sealed store, which no
 * route serves. Await `app.accounts.settled()` first: reset links are sent after the answer.
 */
export async function lastMailTo(db: Database, to: string) {
  const [row] = await db
    .select({ mail: outbox, sealed: sealedMail.text })
    .from(outbox)
    .leftJoin(sealedMail, eq(sealedMail.outboxId, outbox.id))
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  const text = row?.sealed ?? row?.mail.text ?? '';
  return { mail: row?.mail, text, token: tokenIn(text) };
}
