import { request as httpRequest } from 'node:http';
import { encodeStayRateId } from '../../src/domain/accommodations.ts';
import { addDays } from '../../src/domain/dates.ts';
import { testCardPayment } from '../helpers/checkout.ts';

/** An answer as a client saw it: a status and body, or how the connection failed. */
export type Answer = {
  status: number | 'no answer';
  body: Record<string, unknown>;
  path: string;
  /** How long it took to come. */
  ms: number;
};

/**
 * A request from the traveller at `address` (forwarded by the proxy, trusted by the servers), on
 * a connection of its own: a kept-alive one the proxy closes as it idles would fail a request
 * sent on it at that moment, which a browser sends again but fetch does not.
 */
export function call(
  base: string,
  path: string,
  {
    body,
    address,
    headers = {},
  }: { body?: unknown; address: string; headers?: Record<string, string> },
): Promise<Answer> {
  const started = Date.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const answer = (status: Answer['status'], parsed: Record<string, unknown>) =>
      resolve({ status, body: parsed, path, ms: Date.now() - started });
    const request = httpRequest(
      base + path,
      {
        method: payload === undefined ? 'GET' : 'POST',
        agent: false,
        timeout: 20_000,
        headers: {
          'x-forwarded-for': address,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('error', (error) => answer('no answer', { error: error.message }));
        response.on('end', () => {
          let parsed: Record<string, unknown>;
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            parsed = { text: text.slice(0, 200) };
          }
          answer(response.statusCode ?? 0, parsed);
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer in 20 s')));
    request.on('error', (error: NodeJS.ErrnoException) =>
      answer('no answer', { error: error.code ?? error.message }),
    );
    request.end(payload);
  });
}

/** Worth sending again: the proxy lost the server (502), none was ready (503), or no answer. */
const retryable = (answer: Answer) =>
  answer.status === 'no answer' || answer.status === 502 || answer.status === 503;

export type Checkout = {
  n: number;
  /** Every answer the traveller got, retries included. */
  answers: Answer[];
  sessionId?: string;
  paymentIntentId?: string;
  /** What the checkout page showed in the end. */
  outcome: 'confirmed' | 'sold_out' | 'paid_and_left' | 'failed';
  confirmationNumber?: string;
};

/**
 * A traveller's checkout of a two-night stay through the load balancer, as the page does it:
 * the terms, a session (one Idempotency-Key for the attempt), the test card, the confirm. A lost
 * answer is sent again `retries` times, as the page's retry would; `leaveAfterPaying` closes
 * the tab once the card is charged, leaving the booking to the reconciler.
 */
export async function checkoutStay(
  base: string,
  input: {
    n: number;
    /** The traveller's address, as the proxy forwards it. */
    address: string;
    accommodationId: number;
    checkIn: string;
    scenario: string;
    retries?: number;
    leaveAfterPaying?: boolean;
  },
): Promise<Checkout> {
  const { n, address, retries = 0 } = input;
  const answers: Answer[] = [];
  /** The step's last answer, and whether an earlier one was lost (so it may have been done). */
  const send = async (path: string, body: unknown, headers?: Record<string, string>) => {
    for (let attempt = 0; ; attempt++) {
      const answer = await call(base, path, { body, address, headers });
      answers.push(answer);
      if (!retryable(answer) || attempt >= retries) return { ...answer, repeated: attempt > 0 };
      await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
    }
  };
  const checkout: Checkout = { n, answers, outcome: 'failed' };
  const rateId = encodeStayRateId({
    accommodationId: input.accommodationId,
    checkIn: input.checkIn,
    checkOut: addDays(input.checkIn, 2),
    guests: 1,
  });
  const terms = await send('/api/checkout/terms', { type: 'hotel', rateId });
  if (terms.status !== 200) return checkout;
  const session = await send(
    '/api/checkout/session',
    {
      type: 'hotel',
      rateId,
      amount: 220,
      customerName: 'Ama Mensah',
      customerEmail: `${input.scenario}-${n}@example.com`,
    },
    { 'idempotency-key': `${input.scenario}-${n}` },
  );
  if (session.status === 409 && session.body.code === 'sold_out') {
    checkout.outcome = 'sold_out';
    return checkout;
  }
  if (session.status !== 200) return checkout;
  const started = session.body as {
    sessionId: string;
    paymentIntentId: string;
    clientSecret: string;
  };
  checkout.sessionId = started.sessionId;
  checkout.paymentIntentId = started.paymentIntentId;
  const paid = await send('/api/payments/test/confirm', testCardPayment(started));
  // A repeat after a lost answer finds the card already charged: the confirm says what happened.
  const charged =
    (paid.status === 200 && paid.body.status === 'succeeded') ||
    (paid.status === 409 && paid.repeated);
  if (!charged) return checkout;
  if (input.leaveAfterPaying) {
    checkout.outcome = 'paid_and_left';
    return checkout;
  }
  const confirmed = await send('/api/checkout/confirm', {
    paymentIntentId: started.paymentIntentId,
    sessionId: started.sessionId,
  });
  if (confirmed.status !== 200) return checkout;
  checkout.outcome = 'confirmed';
  checkout.confirmationNumber = confirmed.body.confirmationNumber as string;
  return checkout;
}

/** Runs `count` jobs, `concurrency` at a time, in order of n; resolves with their results. */
export async function inParallel<T>(
  count: number,
  concurrency: number,
  job: (n: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const n = next++;
        results[n] = await job(n);
      }
    }),
  );
  return results;
}
