import type { FastifyServerOptions } from 'fastify';
import { sanitizeError } from '../lib/log-errors.ts';

/**
 * A request as the logs show it: the query string is left out, since the guest lookup carries
 * the traveller's e-mail address there. Logs carry ids, never names or e-mail addresses.
 */
function withoutQuery(request: { method: string; url: string; ip?: string }) {
  return { method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip };
}

/**
 * The app's logger as asked for (none by default), writing requests without their query and
 * errors without the values a failed query carries (log-errors.ts).
 */
export function requestLogger(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  return logger && typeof logger === 'object'
    ? { ...logger, serializers: { req: withoutQuery, err: sanitizeError } }
    : (logger ?? false);
}
