import type { z } from 'zod';

/** A non-OK answer becomes an error whose message is "status: body" (spec 1 section 7). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The JSON body of a refused call, or an empty object when there is none. */
export function bodyOf(error: unknown): Record<string, unknown> {
  return error instanceof ApiError && typeof error.body === 'object' && error.body !== null
    ? (error.body as Record<string, unknown>)
    : {};
}

/**
 * An OK answer that is not the shape the page reads: the server's fault, so it is said as a
 * 500 ("Something went wrong on our side"), never drawn half-read.
 */
export class AnswerShapeError extends ApiError {
  constructor(
    readonly url: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    const message = `The answer of ${url} is not the shape the page reads`;
    super(500, `500: ${message}`, { code: 'server_error', message });
  }
}

/** Headers to send, and the message of a failure where the spec names one. */
export type RequestOptions = {
  headers?: Record<string, string>;
  failureMessage?: (response: Response) => string;
};

/** The answer's schema: what the page reads of it (fields it does not name are dropped). */
export type ParsedRequestOptions<Answer extends z.ZodType> = RequestOptions & { schema: Answer };

/** An answer read with its schema, or an AnswerShapeError, logged in development. */
export function parseAnswer<Answer extends z.ZodType>(
  url: string,
  schema: Answer,
  json: unknown,
): z.output<Answer> {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  if (import.meta.env?.DEV) console.error(`Unexpected answer from ${url}`, parsed.error.issues);
  throw new AnswerShapeError(url, parsed.error.issues);
}

/** How calls are sent: the browser's fetch, or the server's own answers when it draws a page. */
let send: typeof fetch = (input, init) => fetch(input, init);

/** The server drawing a page asks itself, in the process (src/client/entry-server.tsx). */
export function sendApiRequestsWith(sender: typeof fetch): void {
  send = sender;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A call whose answer is read with its schema: every answer the pages read has one. */
export async function apiRequest<Answer extends z.ZodType>(
  method: Method,
  url: string,
  body: unknown,
  { headers = {}, failureMessage, schema }: ParsedRequestOptions<Answer>,
): Promise<z.output<Answer>> {
  const response = await send(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await failureOf(response, failureMessage);
  const json: unknown = await response.json();
  return parseAnswer(url, schema, json);
}

/** A non-OK answer as the error the pages read: "status: body", with the parsed body. */
export async function failureOf(
  response: Response,
  failureMessage?: (response: Response) => string,
): Promise<ApiError> {
  const text = (await response.text()) || response.statusText;
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // a body that is not JSON stays text
  }
  const message = failureMessage?.(response) ?? `${response.status}: ${text}`;
  return new ApiError(response.status, message, parsed);
}

/** Query string of the values that are set; empty strings, 0 and empty lists are left out. */
export function toQueryString(
  params: Record<string, string | number | string[] | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      if (value.length) search.set(key, value.join(','));
    } else if (value !== undefined && value !== '' && value !== 0) {
      search.set(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
