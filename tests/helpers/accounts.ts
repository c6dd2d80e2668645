import type { App } from '../../src/server/app.ts';
import { SESSION_COOKIE } from '../../src/server/access.ts';

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
