import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ruleOf, valueAt } from '../../domain/field-errors.ts';
import {
  AppError,
  DatabaseUnavailableError,
  defaultCode,
  isDatabaseUnavailable,
  type ErrorCode,
  type FieldError,
} from '../errors.ts';

function fieldOf(path: string, context: string | undefined): string {
  const field = path.replace(/^\//, '').replace(/\//g, '.');
  return field || context || 'request';
}

/** The part of the request a validation error is about, to read the value that was sent. */
function requestPart(
  request: { body: unknown; query: unknown; params: unknown; headers: unknown },
  context: string | undefined,
): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return undefined;
}

/** The answer to a path no route has, as every refusal: `{ message, code }`. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({
    message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    code: 'not_found' satisfies ErrorCode,
  });
}

/**
 * One error handler for every route: a refused input is a 400 naming each field and its rule,
 * the services' errors (errors.ts) their own status, the database out of reach a 503, and
 * anything else a 500 that is logged and tells nothing.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = requestPart(request, error.validationContext);
      const errors: FieldError[] = error.validation.map((issue) => {
        const path = issue.instancePath.split('/').filter(Boolean);
        const { rule, limit } = ruleOf(
          { code: issue.keyword, ...issue.params },
          valueAt(part, path),
        );
        return {
          field: fieldOf(issue.instancePath, error.validationContext),
          rule,
          message: issue.message ?? 'is not valid',
          ...(limit === undefined ? {} : { limit }),
        };
      });
      return reply.code(400).send({
        message: errors.map((e) => `${e.field}: ${e.message}`).join('; '),
        code: 'invalid_request' satisfies ErrorCode,
        errors,
      });
    }
    // The database restarting or out of reach: a moment's refusal, not a fault of ours to page.
    if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      const unavailable = new DatabaseUnavailableError(error);
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: unavailable.message, code: unavailable.code });
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'failed');
      return reply
        .code(error.statusCode)
        .send({ message: error.message, ...error.details, code: error.code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({
        message: 'Something went wrong on our side. Please try again.',
        code: 'server_error' satisfies ErrorCode,
      });
    }
    // Fastify's own client errors: malformed JSON, body too large, rate limit, ...
    return reply.code(status).send({
      message: error.message,
      code: error.code?.startsWith('FST_ERR_RATE')
        ? ('too_many_requests' satisfies ErrorCode)
        : defaultCode(status),
    });
  });
}
