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

/** Headers to send, and the message of a failure where the spec names one. */
export type RequestOptions = {
  headers?: Record<string, string>;
  failureMessage?: (response: Response) => string;
};

/** How calls are sent: the browser's fetch, or the server's own answers when it draws a page. */
let send: typeof fetch = (input, init) => fetch(input, init);

/** The server drawing a page asks itself, in the process (src/client/entry-server.tsx). */
export function sendApiRequestsWith(sender: typeof fetch): void {
  send = sender;
}

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  { headers = {}, failureMessage }: RequestOptions = {},
): Promise<T> {
  const response = await send(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await failureOf(response, failureMessage);
  return (await response.json()) as T;
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
