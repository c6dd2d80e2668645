import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { registerTraveller, signInAdmin } from '../helpers/accounts.ts';

/**
 * Every route the app declares as account-only or admin-only, called signed out, as a traveller
 * and as an administrator. The routes are read from the app: a route added later is covered
 * without touching this file.
 */
let ctx: TestContext;
let traveller: string;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp({ authAttemptsPerMinute: 10_000 });
  traveller = (await registerTraveller(ctx.app)).cookie;
  admin = (await signInAdmin(ctx.app)).cookie;
});
afterAll(() => ctx.close());

/** A path with its parameters filled: a made-up id is enough to reach (or not) the handler. */
const fill = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '1' : 'x'));

function call(method: string, url: string, cookie?: string) {
  return ctx.app.inject({
    method: method as 'GET',
    url: fill(url),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    headers: cookie ? { cookie } : {},
  });
}

describe('who may call what', () => {
  it('puts every /api/admin route under admin access, whatever it declares', () => {
    const admins = ctx.app.routeAccess.filter((r) => r.url.startsWith('/api/admin'));
    for (const route of admins) expect(route.access, `${route.method} ${route.url}`).toBe('admin');
  });

  it('answers 401 signed out, 403 to a traveller and serves an administrator on every admin route', async () => {
    const routes = ctx.app.routeAccess.filter((r) => r.access === 'admin');
    expect(routes.length).toBeGreaterThan(0);
    for (const { method, url } of routes) {
      const name = `${method} ${url}`;
      expect((await call(method, url)).statusCode, `${name} signed out`).toBe(401);
      expect((await call(method, url, traveller)).statusCode, `${name} as traveller`).toBe(403);
      const served = (await call(method, url, admin)).statusCode;
      expect([401, 403], `${name} as admin`).not.toContain(served);
      expect(served, `${name} as admin`).toBeLessThan(500);
    }
  });

  it('answers 401 signed out and serves any signed-in account on every account route', async () => {
    const routes = ctx.app.routeAccess.filter((r) => r.access === 'user');
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/auth/user');
    for (const { method, url } of routes) {
      const name = `${method} ${url}`;
      expect((await call(method, url)).statusCode, `${name} signed out`).toBe(401);
      for (const [who, cookie] of [
        ['traveller', traveller],
        ['admin', admin],
      ] as const) {
        const served = (await call(method, url, cookie)).statusCode;
        expect([401, 403], `${name} as ${who}`).not.toContain(served);
        expect(served, `${name} as ${who}`).toBeLessThan(500);
      }
    }
  });
});
