import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local rates provider: answers GET with whatever body the test sets, and keeps the
 * Authorization header of each request.
 */
export async function startRatesStub() {
  let answer: { status: number; body: string } = { status: 200, body: '{}' };
  const authorizations: (string | undefined)[] = [];
  const server = createServer((request, response) => {
    authorizations.push(request.headers.authorization);
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/latest`,
    authorizations,
    answer(body: string | object, status = 200) {
      answer = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A provider's answer for `date` with every floating currency, written as numbers. */
export function ratesBody(date: string, overrides: Record<string, unknown> = {}): string {
  const rates: Record<string, unknown> = {
    USD: 1.1634,
    NGN: 1801.25,
    GHS: 14.2,
    GMD: 84,
    GNF: 10100,
    SLE: 26.4,
    LRD: 209.1,
    MRU: 46.3,
    ...overrides,
  };
  const written = Object.entries(rates)
    .filter(([, rate]) => rate !== undefined)
    .map(([code, rate]) => `"${code}": ${typeof rate === 'string' ? rate : JSON.stringify(rate)}`)
    .join(', ');
  return `{ "base": "EUR", "date": "${date}", "rates": { ${written} } }`;
}
