/**
 * The part of pino every service is given (a child of the app's logger, or `silentLog`); lines
 * carry ids and amounts, never names or e-mails. Errors go under `err`, which the app's logger
 * serializes without the values a failed query carries (log-errors.ts).
 */
export type ServiceLog = {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
};

export const silentLog: ServiceLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
