import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * An error as the logs show it: its kind, a message, its codes and its stack frames, and never
 * the values a failed query carried. Drizzle's message of a failed query ends with its
 * parameters (names, e-mail addresses, a payment's client secret), PostgreSQL's `detail` quotes
 * the failing row, and PGlite's errors keep the query and its parameters as properties: so fields
 * are picked one by one, never copied.
 */
export type LoggedError = {
  type: string;
  message: string;
  /** The failed query's statement and table, e.g. `insert into "orders"`. */
  query?: string;
  /** SQLSTATE of a database refusal, or the system code of a network error (ECONNREFUSED). */
  code?: string;
  /** The frames of the stack, under a first line that repeats the safe message. */
  stack: string;
  cause?: LoggedError;
  errors?: LoggedError[];
} & Partial<Record<(typeof SAFE_FIELDS)[number], string | number>>;

/** Fields of pg's DatabaseError and of Node's network errors that name things, never values. */
const SAFE_FIELDS = [
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
  'syscall',
  'address',
  'port',
] as const;

const MAX_DEPTH = 4;

/** A query's statement and table: enough to find it in the code, short, and without values. */
export function queryName(query: string): string {
  const text = query.replace(/\s+/g, ' ').trim();
  const write = /^(insert into|update|delete from)\s+("[^"]+"|\S+)/i.exec(text);
  if (write) return `${write[1]!.toLowerCase()} ${write[2]}`;
  const read = /^(select|with)\b.*?\bfrom\s+("[^"]+"|[\w.]+)/i.exec(text);
  if (read) return `select from ${read[2]}`;
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/**
 * A message with a failed query's SQL cut to its name and its "params: ..." cut off, to the end:
 * a value may hold new lines, and a message that wraps another one goes on after it.
 */
export function safeMessage(message: string): string {
  return message.replace(
    /Failed query: ([\s\S]*?)\nparams: [\s\S]*$/,
    (_, query: string) => `Failed query: ${queryName(query)}`,
  );
}

/** SQLSTATE classes whose messages quote the value that was refused. */
function quotesValues(code: string): boolean {
  return code.startsWith('22');
}

function stringField(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function describe(error: Error, depth: number): LoggedError {
  const code = stringField((error as { code?: unknown }).code);
  const isSqlState = code !== undefined && /^[0-9A-Z]{5}$/.test(code);
  const isQuery = error instanceof DrizzleQueryError;
  const cause =
    error.cause !== undefined && depth < MAX_DEPTH
      ? sanitizeError(error.cause, depth + 1)
      : undefined;
  const type = isQuery ? 'DrizzleQueryError' : error.name || 'Error';
  // A failed query says why after its name, as Drizzle's own message does after its parameters.
  const message = isQuery
    ? `Failed query: ${queryName(error.query)}${cause ? `: ${cause.message}` : ''}`
    : isSqlState && quotesValues(code)
      ? `database refused a value (${code})`
      : safeMessage(error.message);
  // The stack's first lines repeat the message: only its frames are kept.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  if (isQuery) logged.query = queryName(error.query);
  // The query's own error holds the code; one level up is where a reader looks for it.
  const causeCode = cause?.code;
  if (code ?? causeCode) logged.code = code ?? causeCode;
  for (const field of SAFE_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (cause) logged.cause = cause;
  if (error instanceof AggregateError && depth < MAX_DEPTH)
    logged.errors = (error.errors as unknown[]).slice(0, 5).map((e) => sanitizeError(e, depth + 1));
  return logged;
}

/**
 * The logger's `err` serializer: an error, or the message of one that a caller logged as a string,
 * made safe to write.
 */
export function sanitizeError(value: unknown, depth = 0): LoggedError {
  if (value instanceof Error) return describe(value, depth);
  const message = safeMessage(String(value));
  return { type: typeof value === 'string' ? 'Error' : typeof value, message, stack: message };
}
