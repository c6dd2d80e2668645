import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * GET answers that are the same for every visitor who asks the same question (no account, no
 * booking, no cookie read): a repeat visit asks again with If-None-Match and gets a bodiless 304
 * when nothing changed. The flight search is left out: each question is asked once a visit.
 */
export const SHARED_ANSWERS: ReadonlySet<string> = new Set([
  '/api/accommodations',
  '/api/accommodations/:id',
  '/api/airports',
  '/api/checkout/config',
  '/api/currencies',
  '/api/guide',
  '/api/help/articles',
  '/api/help/articles/:slug',
  '/api/tour-operators',
  '/api/tour-operators/:id',
  '/api/tour-packages',
  '/api/tour-packages/:id',
]);

/**
 * A weak validator of the answer's text: weak, as the compressed forms the same text is sent in
 * (brotli, gzip, none) are equivalent but not the same bytes.
 */
export const etagOf = (text: string | Buffer) => weakEtag(hash('sha1', text, 'base64url'));

/** A weak validator of a hash a route made itself, of what its answer is made of. */
export const weakEtag = (digest: string) => `W/"${digest}"`;

/** Whether the request's If-None-Match names `etag` (weakly compared, as RFC 9110 says). */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const asked = request.headers['if-none-match'];
  if (!asked) return false;
  const bare = etag.replace(/^W\//, '');
  return asked
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === bare);
}

/**
 * Marks the answer with `etag`, kept by the browser but asked again each time (no-cache); true
 * when the browser's copy is the same, and the reply is then a 304 to send without a body.
 */
export function revalidate(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (!isFresh(request, etag)) return false;
  reply.code(304);
  return true;
}

/**
 * An ETag on every 200 of the routes in `routes`, and a 304 when the browser has it already; a
 * route that marked its answer itself (`revalidate`) is left as it is.
 */
export function installEtags(app: FastifyInstance, routes: ReadonlySet<string> = SHARED_ANSWERS) {
  // Before the route's own onSend hooks (compression): the text is hashed as it was written.
  // Text is encoded as UTF-8 once, here, and passed on as bytes: hashing it and compressing it
  // would each encode it again (about 15 µs for a 20 KB page).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (!routes.has(request.routeOptions.url ?? '')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('etag')) return payload;
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    return revalidate(request, reply, etagOf(bytes)) ? '' : bytes;
  });
}
