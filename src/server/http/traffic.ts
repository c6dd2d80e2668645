import type { FastifyInstance, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { ANSWER_BROTLI } from '../lib/encodings.ts';

/**
 * How answers go out: compressed, and within a number of API requests per minute per client
 * address, counted in Redis for every server at once when it is given (docs/decisions/0028).
 */
export async function registerTraffic(
  app: FastifyInstance,
  {
    requestsPerMinute,
    isDrawing,
    redis,
  }: {
    requestsPerMinute: number;
    /** The server's own calls, made to draw a page with its data, are no visitor's. */
    isDrawing: (request: FastifyRequest) => boolean;
    redis?: Redis | undefined;
  },
) {
  // Answers are compressed as they are made, for every visitor: cheaply (brotli quality 0, gzip
  // level 1), and in one call up to 128 KB rather than through a zlib stream, which cost more
  // than the search it carried (docs/decisions/0014). Drawn pages and the client's files come
  // compressed ahead.
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 128 * 1024,
    brotliOptions: { params: ANSWER_BROTLI },
    zlibOptions: { level: 1 },
  });
  await app.register(rateLimit, {
    max: requestsPerMinute,
    timeWindow: '1 minute',
    ...(redis
      ? {
          redis,
          nameSpace: 'teranga-rate:',
          // Redis gone: requests pass uncounted rather than the whole site answering errors.
          skipOnError: true,
        }
      : {}),
    allowList: (request) =>
      !(request.routeOptions.url ?? '').startsWith('/api/') || isDrawing(request),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests; try again in ${context.after}.`,
    }),
  });
}
