import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { ErrorCode } from '../errors.ts';

/** When the server is too busy to take more API requests; 0 turns a check off. */
export type PressureLimits = {
  /** Mean delay of the event loop over a sample, in milliseconds. */
  maxEventLoopDelayMs: number;
  /** V8 heap in use, in bytes. */
  maxHeapUsedBytes: number;
  /** What the 503's Retry-After says, in seconds. */
  retryAfterSeconds: number;
  /** How often the loop and the heap are sampled, in milliseconds. */
  sampleIntervalMs: number;
};

/**
 * The limits given, and the defaults for the others. A second's mean delay is a loop doing
 * nothing but queued work (a search takes a few milliseconds, a drawn page about 10); 90% of
 * the heap's limit is a process about to spend its time collecting garbage, then to die of it.
 */
export function pressureLimits(given: Partial<PressureLimits> = {}): PressureLimits {
  return {
    maxEventLoopDelayMs: given.maxEventLoopDelayMs ?? 1000,
    maxHeapUsedBytes:
      given.maxHeapUsedBytes ?? Math.floor(getHeapStatistics().heap_size_limit * 0.9),
    retryAfterSeconds: given.retryAfterSeconds ?? 5,
    sampleIntervalMs: given.sampleIntervalMs ?? 1000,
  };
}

/** Liveness answers whatever the load: a busy process is not a dead one to restart. */
const LIVENESS = new Set(['/api/health', '/api/health/live']);

/**
 * Back-pressure: past the limits, API requests are refused at once with 503 and Retry-After
 * rather than queued without bound, until a sample finds the server below them again. Pages,
 * files, liveness and /metrics are served as ever, and so are the server's own calls while it
 * draws a page (the page itself is not refused).
 */
export async function registerPressure(
  app: FastifyInstance,
  limits: PressureLimits,
  { isDrawing }: { isDrawing: (request: FastifyRequest) => boolean },
): Promise<void> {
  const refusal = {
    message: `The server is too busy just now. Please try again in ${limits.retryAfterSeconds} seconds.`,
    code: 'service_unavailable' satisfies ErrorCode,
  };
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    sampleInterval: limits.sampleIntervalMs,
    // Called only while a limit is passed; a request it sends no answer to is served.
    pressureHandler: (request, reply, type, value) => {
      const path = request.routeOptions.url ?? request.url;
      if (!path.startsWith('/api/') || LIVENESS.has(path) || isDrawing(request)) return;
      request.log.warn({ pressure: type, value }, 'refused under pressure');
      reply.code(503).header('retry-after', String(limits.retryAfterSeconds)).send(refusal);
    },
  });
}
