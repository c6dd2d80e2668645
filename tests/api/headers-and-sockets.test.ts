import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/access.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { registerTraveller, signInAdmin } from '../helpers/accounts.ts';
import { nastyString, percentEncode } from '../helpers/fuzz-values.ts';

const PASSWORD = 'harmattan-wind-42';

/** The Set-Cookie line of the session cookie in an answer. */
function sessionSetCookie(headers: Record<string, unknown>): string {
  const lines = [headers['set-cookie'] ?? []].flat() as string[];
  const line = lines.find((l) => l.startsWith(`${SESSION_COOKIE}=`));
  if (!line) throw new Error('no session cookie was set');
  return line;
}

describe('session cookies follow the scheme travellers reach the site by', () => {
  const signIn = async (ctx: TestContext, headers: Record<string, string> = {}) => {
    const email = `cookie.${Date.now()}.${Math.random()}@example.com`;
    await ctx.app.accounts.createUser({ email, password: PASSWORD, role: 'user', verified: true });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
      remoteAddress: '127.0.0.1',
      headers,
    });
  };

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const ctx = await createTestApp({ publicUrl: 'https://teranga.example' });
    try {
      const answer = await signIn(ctx);
      expect(answer.statusCode).toBe(200);
      expect(sessionSetCookie(answer.headers)).toMatch(/; Secure/);
    } finally {
      await ctx.close();
    }
  });

  it('marks it Secure when the request came over TLS through a trusted proxy, and not otherwise', async () => {
    const ctx = await createTestApp({
      publicUrl: 'http://localhost:5000',
      trustProxy: ['127.0.0.1'],
    });
    try {
      const overTls = await signIn(ctx, { 'x-forwarded-proto': 'https' });
      expect(sessionSetCookie(overTls.headers)).toMatch(/; Secure/);
      const plain = await signIn(ctx);
      expect(sessionSetCookie(plain.headers)).not.toMatch(/; Secure/);
    } finally {
      await ctx.close();
    }
  });
});

describe('answers with personal data are never kept by a cache', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAdmin(ctx.app)).cookie;
  });
  afterAll(async () => ctx?.close());

  it('sends Cache-Control: no-store on every account and admin answer', async () => {
    const routes = ctx.app.routeAccess.filter((r) => r.method === 'GET' && r.access !== 'public');
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/auth/user', '/api/admin/outbox']),
    );
    for (const { url } of routes) {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: url.replace(/:[A-Za-z]+/g, '1'),
        headers: { cookie: admin },
      });
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends it on a booking looked up by a guest and on a refusal', async () => {
    const lookup = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings/HO-000000?email=a%40example.com',
    });
    expect(lookup.headers['cache-control']).toBe('no-store');
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('turns off the browser features the site never uses', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(answer.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(policy).toContain(feature);
    }
  });
});

describe('path parameters follow the bounded-input rules', () => {
  let ctx: TestContext;
  let admin: string;
  const client = mkdtempSync(join(tmpdir(), 'teranga-client-'));
  beforeAll(async () => {
    // A client build of one page: enough for the server's page routes, without drawing them.
    writeFileSync(join(client, 'index.html'), '<!doctype html><title>Teranga</title>');
    ctx = await createTestApp({ clientDir: client, serverDir: join(client, 'none') });
    admin = (await signInAdmin(ctx.app)).cookie;
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(client, { recursive: true, force: true });
  });

  it('refuses a NUL in an administrator route’s user id with a 400 naming the field', async () => {
    const { user } = await registerTraveller(ctx.app);
    for (const id of ['%00', 'ab%00cd', `${user.id}%00`]) {
      for (const [method, url, payload] of [
        ['PATCH', `/api/admin/users/${id}/role`, { role: 'admin' }],
        ['PATCH', `/api/admin/users/${id}/status`, undefined],
        ['DELETE', `/api/admin/users/${id}`, undefined],
      ] as const) {
        const answer = await ctx.app.inject({ method, url, payload, headers: { cookie: admin } });
        expect(answer.statusCode, `${method} ${url}`).toBe(400);
        expect(answer.json().errors[0]).toMatchObject({ field: 'id' });
      }
    }
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: (await signInAdmin(ctx.app)).cookie },
    });
    expect(after.statusCode).toBe(200);
  });

  it('answers a page whose address holds a NUL as a page not found', async () => {
    for (const url of ['/help/%00', '/help/ab%00cd', '/country/%00']) {
      const answer = await ctx.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('never answers 5xx to any path parameter of an admin route or a page, signed in as an admin', async () => {
    const routes = ctx.app.routeAccess
      .filter((r) => r.url.includes('/:'))
      .map((r) => ({ method: r.method, url: r.url }));
    const pages = ['/help/:slug', '/country/:slug', '/tours/:id', '/hotels/:id'].map((url) => ({
      method: 'GET',
      url,
    }));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes, ...pages),
        fc.oneof(nastyString.map(percentEncode), fc.constantFrom('%00', 'a%00b', '%', '%zz')),
        async ({ method, url }, segment) => {
          const path = url.replace(/:[A-Za-z]+/g, segment || 'x');
          const answer = await ctx.app.inject({
            method: method as 'GET',
            url: path,
            headers: { cookie: admin },
            payload: method === 'GET' || method === 'DELETE' ? undefined : {},
          });
          expect(answer.statusCode, `${method} ${path}`).toBeLessThan(500);
        },
      ),
      { seed: 20261127, numRuns: 400 },
    );
  });
});

/** Waits for the server to close a socket; the test's timeout bounds the wait. */
const closed = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer));
  });

describe('a slow or greedy client cannot hold the server’s sockets', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp({ requestTimeoutMs: 600, maxConnections: 4 });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as { port: number }).port;
  });
  afterAll(async () => ctx?.close());

  it('cuts a request whose body never finishes arriving', async () => {
    const socket = connect(port, '127.0.0.1');
    const ended = closed(socket);
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"name":"',
    );
    // One more byte now and then, as a slow-body attack sends them, until the server hangs up.
    const drip = setInterval(() => socket.writable && socket.write('a'), 100);
    const answer = await ended;
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 10_000);

  it('closes connections beyond its cap as they come', async () => {
    const held = Array.from({ length: 4 }, () => connect(port, '127.0.0.1'));
    await Promise.all(held.map((s) => new Promise((r) => s.once('connect', r))));
    // The server counts a connection once it accepts it: wait until it has the four.
    while ((await new Promise<number>((r) => ctx.app.server.getConnections((_, n) => r(n)))) < 4) {
      await new Promise((r) => setImmediate(r));
    }
    const extra = connect(port, '127.0.0.1');
    extra.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await closed(extra)).toBe('');
    for (const socket of held) socket.destroy();
  }, 10_000);
});
