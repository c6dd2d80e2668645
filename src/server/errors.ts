export type FieldError = { field: string; message: string };

/**
 * The one hierarchy of errors services throw; the app's error handler turns each into
 * `{ message, code?, ... }` and its status. Errors of providers are translated into these by
 * the service that called the provider (services/payment-errors.ts), never passed through.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(readonly errors: FieldError[]) {
    super(400, errors.map((e) => `${e.field}: ${e.message}`).join('; '), { errors });
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found', details: Record<string, unknown> = {}) {
    super(404, message, details);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(409, message, details);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(400, message, details);
  }
}

/** The payment did not go through (declined, not completed): the traveller can try again. */
export class PaymentRequiredError extends AppError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(402, message, details);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(429, message, details);
  }
}

/** A service we depend on (the payment provider) is not answering; nothing was done. */
export class ServiceUnavailableError extends AppError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(503, message, details);
  }
}
