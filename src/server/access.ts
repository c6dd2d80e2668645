import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Role } from '../domain/accounts.ts';
import { ForbiddenError, UnauthorizedError } from './errors.ts';
import type { UserRow } from './services/accounts/accounts.ts';
import type { Session } from './services/accounts/sessions.ts';

/**
 * Who may call a route, declared on the route (`config: { access: 'admin' }`) and enforced here
 * for every route: 'public' (the default), 'user' (signed in) or 'admin'. Every /api/admin route
 * is admin-only whatever it declares.
 */
export type Access = 'public' | 'user' | 'admin';

export type SignedIn = { user: UserRow; session: Session; token: string };

export type RouteAccess = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user of the request's session cookie, read once per request; or null. */
    signedIn(): Promise<SignedIn | null>;
    /** The signed-in user; refuses with 401 when nobody is. */
    requireUser(): Promise<SignedIn>;
  }
  interface FastifyInstance {
    /** Every route with the access it is served under: what the access-matrix test reads. */
    routeAccess: RouteAccess[];
  }
}

export const SESSION_COOKIE = 'teranga_session';
export { SIGNED_IN_HINT_COOKIE } from '../domain/session-hint.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function accessOf(route: Pick<RouteOptions, 'url' | 'config'>): Access {
  if (route.url.startsWith('/api/admin')) return 'admin';
  return (route.config as { access?: Access } | undefined)?.access ?? 'public';
}

function refuseUnless(signedIn: SignedIn | null, access: Access): void {
  if (access === 'public') return;
  if (!signedIn) throw new UnauthorizedError('Sign in to continue', { code: 'unauthorized' });
  const role: Role = signedIn.user.role;
  if (access === 'admin' && role !== 'admin') {
    throw new ForbiddenError('This needs an administrator', { code: 'forbidden' });
  }
}

/**
 * A browser's request from another site is refused before it changes anything (cross-site
 * request forgery): Fetch Metadata says where it comes from, and without it the Origin header
 * must name this host. Requests without either (server-to-server calls, webhooks, tests) pass:
 * no browser would send a victim's cookie without them.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/**
 * Installs the access rules: must run before any route is registered. `readSession` turns a
 * session cookie into its user (the session store's read).
 */
export function installAccess(
  app: FastifyInstance,
  readSession: (token: string) => Promise<{ user: UserRow; session: Session } | null>,
): void {
  const cache = new WeakMap<FastifyRequest, Promise<SignedIn | null>>();

  app.decorateRequest('signedIn', function signedIn(this: FastifyRequest) {
    let found = cache.get(this);
    if (!found) {
      const token = this.cookies?.[SESSION_COOKIE];
      found = token
        ? readSession(token).then((hit) => (hit ? { ...hit, token } : null))
        : Promise.resolve(null);
      cache.set(this, found);
    }
    return found;
  });

  app.decorateRequest('requireUser', async function requireUser(this: FastifyRequest) {
    const signedIn = await this.signedIn();
    refuseUnless(signedIn, 'user');
    return signedIn!;
  });

  // Every path: no page or file is changed by a POST, so none needs another site's.
  app.addHook('onRequest', async (request) => {
    if (isCrossSite(request)) {
      throw new ForbiddenError('This request came from another site and was refused', {
        code: 'cross_site_request',
      });
    }
  });

  app.decorate('routeAccess', [] as RouteAccess[]);
  app.addHook('onRoute', (route) => {
    const access = accessOf(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access });
    }
    if (access === 'public') return;
    // Before the body is read or validated: a stranger learns nothing of what the route takes.
    const guard = async (request: FastifyRequest) => refuseUnless(await request.signedIn(), access);
    const existing = route.onRequest;
    route.onRequest = existing
      ? [guard, ...(Array.isArray(existing) ? existing : [existing])]
      : [guard];
  });
}
