import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalUrl } from '../../src/server/lib/canonical-path.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

/**
 * A path may be spelled many ways (`/%61pi`, `//api`, `/api/./x`); the router serves some of
 * them. Every check that reads a path (cross-site, rate limits, the API's 404) must read the one
 * the router serves, or the spelling must be refused before any of them.
 */

/** Spellings the router must treat as the canonical path itself. */
const SAME_PATH: [label: string, spell: (path: string) => string][] = [
  ['an escaped letter (%61)', (p) => p.replace('/api/', '/%61pi/')],
  ['lower-case escapes of every letter', (p) => p.replace('/api/', '/%61%70%69/')],
  ['doubled slashes', (p) => p.replace('/api/', '//api//')],
  ['a dot segment', (p) => p.replace('/api/', '/api/./')],
  ['an escaped dot segment', (p) => p.replace('/api/', '/api/%2e/')],
  ['a climbing dot segment', (p) => p.replace('/api/', '/api/x/../')],
  ['a trailing slash', (p) => `${p}/`],
];

/** Spellings of another path: refused or not found, never the route behind a check's back. */
const OTHER_PATH: [label: string, spell: (path: string) => string][] = [
  ['an escaped slash (%2F)', (p) => p.replace('/api/', '/api%2F')],
  ['mixed case', (p) => p.replace('/api/', '/API/')],
  ['a trailing dot', (p) => p.replace('/api/', '/api./')],
];

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let clients = 0;
/** A new client address for each request, so that no route's own rate limit answers first. */
const freshClient = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

/** A concrete path for a route: its parameters filled with a plausible value. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describe('canonicalUrl', () => {
  it('spells a path one way and leaves its query alone', () => {
    expect(canonicalUrl('/%61pi/auth/login')).toBe('/api/auth/login');
    expect(canonicalUrl('//api///auth//login?next=%2F%2Fx')).toBe('/api/auth/login?next=%2F%2Fx');
    expect(canonicalUrl('/api/./a/../b/%2E%2e/c')).toBe('/api/c');
    expect(canonicalUrl('/../../etc/passwd')).toBe('/etc/passwd');
    expect(canonicalUrl('/api/x/..')).toBe('/api/');
    // Reserved and other characters stay escaped, in upper case: %2F is not a slash.
    expect(canonicalUrl('/api%2fauth/%c3%a9')).toBe('/api%2Fauth/%C3%A9');
    expect(canonicalUrl('/api/health')).toBe('/api/health');
  });
});

describe('one path for every check', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ authAttemptsPerMinute: 3 });
  });
  afterAll(async () => ctx?.close());

  it('answers every spelling of every route as the route itself, or not at all', async () => {
    const routes = ctx.app.routeAccess.filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(50);
    for (const { method, url } of routes) {
      const path = concrete(url);
      const ask = (spelled: string) =>
        ctx.app.inject({ method: method as 'GET', url: spelled, remoteAddress: freshClient() });
      const canonical = await ask(path);
      for (const [label, spell] of SAME_PATH) {
        const spelled = await ask(spell(path));
        expect(spelled.statusCode, `${method} ${spell(path)} (${label})`).toBe(
          canonical.statusCode,
        );
      }
      for (const [label, spell] of OTHER_PATH) {
        const spelled = await ask(spell(path));
        expect(spelled.statusCode, `${method} ${spell(path)} (${label})`).toBe(404);
      }
    }
  });

  it('refuses a request from another site under every spelling of every changing route', async () => {
    const routes = ctx.app.routeAccess.filter((r) => UNSAFE.has(r.method));
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/auth/logout');
    for (const { method, url } of routes) {
      for (const [label, spell] of [
        ['as written', (p: string) => p] as const,
        ...SAME_PATH,
        ...OTHER_PATH,
      ]) {
        const answer = await ctx.app.inject({
          method: method as 'POST',
          url: spell(concrete(url)),
          headers: { 'sec-fetch-site': 'cross-site' },
        });
        expect(answer.statusCode, `${method} ${spell(concrete(url))} (${label})`).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'cross_site_request' });
      }
    }
  });

  it('counts sign-in attempts under any spelling against the same limit', async () => {
    const spellings = ['/%61pi/auth/login', '//api/auth/login', '/api/./auth/login'];
    const statuses: number[] = [];
    for (const url of [...spellings, '/api/auth/login']) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url,
        payload: { email: 'kofi@example.com', password: 'not-the-password' },
        remoteAddress: '203.0.113.7',
      });
      statuses.push(answer.statusCode);
    }
    // Three attempts a minute here: the fourth, whatever its spelling, is refused.
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('the API rate limit under any spelling', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ rateLimitMax: 4 });
  });
  afterAll(async () => ctx?.close());

  it('counts every spelling of the API against one limit per client', async () => {
    const urls = ['/%61pi/health', '//api//health', '/api/./health', '/api/health/', '/api/health'];
    const statuses = [];
    for (const url of urls) {
      statuses.push(
        (await ctx.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.4' })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
