import type { ErrorCode } from '../domain/error-codes.ts';
import type { FieldError } from '../domain/field-errors.ts';

export type { ErrorCode, FieldError };

/** What a refusal adds to its answer: its code, if not its kind's, and the values pages show. */
export type ErrorDetails = { code?: ErrorCode; [key: string]: unknown };

/**
 * The one hierarchy of errors services throw; the app's error handler turns each into
 * `{ message, code, ... }` and its status. The `code` is what pages read and say in their own
 * language; the English `message` is for API clients. Errors of providers are translated into these by
 * the service that called the provider (services/payment-errors.ts), never passed through.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The stable code of this refusal: the one given, else the one of its kind. */
  get code(): ErrorCode {
    return this.details.code ?? defaultCode(this.statusCode);
  }
}

/** The code of a refusal that names none, by its status. */
export function defaultCode(statusCode: number): ErrorCode {
  switch (statusCode) {
    case 400:
      return 'invalid_request';
    case 402:
      return 'payment_failed';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'too_many_requests';
    case 503:
      return 'service_unavailable';
    default:
      return statusCode >= 500 ? 'server_error' : 'invalid_request';
  }
}

export class ValidationError extends AppError {
  constructor(readonly errors: FieldError[]) {
    super(400, errors.map((e) => `${e.field}: ${e.message}`).join('; '), { errors });
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found', details: ErrorDetails = {}) {
    super(404, message, details);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, details: ErrorDetails = {}) {
    super(409, message, details);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden', details: ErrorDetails = {}) {
    super(403, message, details);
  }
}

/** Nobody is signed in, or the sign-in failed. */
export class UnauthorizedError extends AppError {
  constructor(message = 'Sign in to continue', details: ErrorDetails = {}) {
    super(401, message, details);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, details: ErrorDetails = {}) {
    super(400, message, details);
  }
}

/** The payment did not go through (declined, not completed): the traveller can try again. */
export class PaymentRequiredError extends AppError {
  constructor(message: string, details: ErrorDetails = {}) {
    super(402, message, details);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string, details: ErrorDetails = {}) {
    super(429, message, details);
  }
}

/** A service we depend on (the payment provider) is not answering; nothing was done. */
export class ServiceUnavailableError extends AppError {
  constructor(message: string, details: ErrorDetails = {}) {
    super(503, message, details);
  }
}

/** The database is not answering (restarting, unreachable): the request can be sent again. */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  constructor(cause?: unknown) {
    super('Our database is not answering just now. Please try again in a moment.', {
      code: 'database_unavailable',
    });
    this.cause = cause;
  }
}

/** Network errors of a lost or refused connection. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now, idle_session_timeout,
  // too_many_connections.
  '57P01',
  '57P02',
  '57P03',
  '57P05',
  '53300',
]);

/** What pg says, without a code, when a connection dies or cannot be had. */
const CONNECTION_ERROR_MESSAGE =
  /^Connection terminated|^timeout exceeded when trying to connect|is not queryable/;

/**
 * Whether an error (or what caused it) is the database being out of reach rather than a
 * refusal of this query: the request did not fail for what it asked.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08')))
    return true;
  if (CONNECTION_ERROR_MESSAGE.test(error.message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
