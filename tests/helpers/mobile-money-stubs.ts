import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for Paystack's and Flutterwave's APIs, as their documentation shows them
 * (request paths and bodies, `{ status, message, data }` envelopes, the statuses a charge
 * passes through), enough to charge a wallet, read the charge, refund it and sign webhooks.
 * A test moves a charge on with `settle`, and makes the next answers fail with `failNext`.
 */

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | undefined;
};

type Answer = { status: number; json: unknown };

/**
 * A provider's `{ status, message, data }` envelope: its success mark (Paystack `true`,
 * Flutterwave `'success'`) and the rest of its error body.
 */
function envelope(succeeded: unknown, failure: Record<string, unknown>) {
  return {
    ok: (message: string, data: unknown, extra: Record<string, unknown> = {}): Answer => ({
      status: 200,
      json: { status: succeeded, message, data, ...extra },
    }),
    refused: (status: number, message: string): Answer => ({
      status,
      json: { ...failure, message },
    }),
  };
}

/**
 * One provider's stub server: it records every request, refuses (401) one without the
 * provider's bearer secret, answers the failures a test asks for with `failNext`, and otherwise
 * what `route` says.
 */
async function startStub(options: {
  secret: string;
  unauthorized: Answer;
  route: (request: RecordedRequest) => Answer;
}) {
  const requests: RecordedRequest[] = [];
  const failures = { count: 0, status: 503 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const text = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
      };
      requests.push(request);
      if (failures.count > 0) {
        failures.count -= 1;
        send(res, { status: failures.status, json: { status: 'error', message: 'Upstream down' } });
      } else if (request.headers.authorization !== `Bearer ${options.secret}`) {
        send(res, options.unauthorized);
      } else {
        send(res, options.route(request));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(count: number, status = 503) {
      failures.count = count;
      failures.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function send(res: ServerResponse, answer: Answer) {
  res.writeHead(answer.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(answer.json));
}

/** What has been refunded of a transaction already, from its refunds' amounts. */
function sumOf(amounts: number[]): number {
  return amounts.reduce((sum, amount) => sum + amount, 0);
}

// ---------------------------------------------------------------------------------------------
// Paystack: https://api.paystack.co, Bearer secret key, amounts in hundredths.

export type PaystackTransaction = {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  status: string;
  gateway_response: string | null;
  channel: string;
  metadata: Record<string, unknown>;
};

export type PaystackStubRefund = {
  id: number;
  transaction: number;
  amount: number;
  currency: string;
  status: string;
  merchant_note: string;
};

export const PAYSTACK_SECRET = 'sk_test_teranga_paystack';
/** A number the stub's networks refuse at once, as Paystack does an unknown wallet. */
export const PAYSTACK_UNKNOWN_PHONE = '0209999999';

export async function startPaystackStub() {
  const transactions = new Map<string, PaystackTransaction>();
  const refunds: PaystackStubRefund[] = [];
  const { ok, refused } = envelope(true, { status: false });
  let sequence = 1000;

  function route(request: RecordedRequest): Answer {
    const body = request.body ?? {};
    if (request.method === 'POST' && request.path === '/charge') {
      const reference = String(body.reference ?? '');
      if (transactions.has(reference)) return refused(400, 'Duplicate Transaction Reference');
      if (typeof body.amount !== 'string' || !/^\d+$/.test(body.amount) || !body.email) {
        return refused(400, 'Invalid amount or email');
      }
      const mobile = body.mobile_money as { phone?: string; provider?: string } | undefined;
      if (mobile?.phone === PAYSTACK_UNKNOWN_PHONE) return refused(400, 'Invalid phone number');
      sequence += 1;
      const channel = mobile ? 'mobile_money' : body.bank_transfer ? 'bank_transfer' : 'ussd';
      transactions.set(reference, {
        id: sequence,
        reference,
        amount: Number(body.amount),
        currency: String(body.currency),
        status: 'ongoing',
        gateway_response: null,
        channel,
        metadata: (body.metadata as Record<string, unknown>) ?? {},
      });
      if (channel === 'bank_transfer') {
        return ok('Charge attempted', {
          reference,
          status: 'pending_bank_transfer',
          display_text: 'Please make a transfer to the account specified',
          account_name: 'TERANGA-CHECKOUT',
          account_number: '1260257501',
          bank: { slug: 'test-bank', name: 'Test Bank', id: 24 },
          account_expires_at: (body.bank_transfer as { account_expires_at?: string })
            .account_expires_at,
        });
      }
      if (channel === 'ussd') {
        return ok('Charge attempted', {
          reference,
          status: 'pay_offline',
          display_text: 'Please dial *737*33*4*18791# on your mobile phone',
          ussd_code: '*737*33*4*18791#',
        });
      }
      return ok('Charge attempted', {
        reference,
        status: 'pay_offline',
        display_text: 'Please complete authorization process on your mobile phone',
      });
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(request.path);
    if (request.method === 'GET' && verify) {
      const found = transactions.get(decodeURIComponent(verify[1] ?? ''));
      if (!found) return refused(400, 'Transaction reference not found');
      return ok('Verification successful', {
        ...found,
        message: null,
        paid_at: null,
        authorization: {},
        customer: {},
      });
    }
    if (request.method === 'GET' && request.path === '/refund') {
      const transaction = Number(request.query.get('transaction'));
      return ok(
        'Refunds retrieved',
        refunds.filter((r) => r.transaction === transaction),
      );
    }
    if (request.method === 'POST' && request.path === '/refund') {
      const transaction = [...transactions.values()].find((t) => t.id === body.transaction);
      if (!transaction) return refused(400, 'Transaction not found');
      const refunded = sumOf(
        refunds.filter((r) => r.transaction === transaction.id).map((r) => r.amount),
      );
      const amount = typeof body.amount === 'number' ? body.amount : transaction.amount - refunded;
      if (refunded + amount > transaction.amount) {
        return refused(400, 'Refund amount cannot be greater than the transaction amount');
      }
      sequence += 1;
      const refund: PaystackStubRefund = {
        id: sequence,
        transaction: transaction.id,
        amount,
        currency: transaction.currency,
        status: 'pending',
        merchant_note: String(body.merchant_note ?? ''),
      };
      refunds.push(refund);
      return ok('Refund has been queued for processing', {
        ...refund,
        transaction: { id: transaction.id, reference: transaction.reference },
      });
    }
    return refused(404, 'Not found');
  }

  const stub = await startStub({
    secret: PAYSTACK_SECRET,
    unauthorized: refused(401, 'Invalid key'),
    route,
  });
  return {
    ...stub,
    transactions,
    refunds,
    /** Moves a charge on, as the traveller's phone and the network would. */
    settle(reference: string, status: string, gatewayResponse: string | null = null) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`no transaction ${reference}`);
      transaction.status = status;
      transaction.gateway_response = gatewayResponse;
    },
    /** A webhook body and the signature Paystack would send with it. */
    signed(event: unknown, secret = PAYSTACK_SECRET) {
      const body = Buffer.from(JSON.stringify(event));
      return { body, signature: createHmac('sha512', secret).update(body).digest('hex') };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Flutterwave v3: https://api.flutterwave.com/v3, Bearer secret key, XOF in whole francs.

export type FlutterwaveTransaction = {
  id: number;
  tx_ref: string;
  amount: number;
  currency: string;
  status: string;
  processor_response: string;
  meta: Record<string, unknown> | null;
  customer: { phone_number: string; email: string };
  network: string;
  country: string;
};

export const FLUTTERWAVE_SECRET = 'FLWSECK_TEST-teranga-stub-X';
export const FLUTTERWAVE_HASH = 'teranga-webhook-hash';
/** A number the stub refuses when the charge is asked, as an unknown wallet. */
export const FLUTTERWAVE_UNKNOWN_PHONE = '221709999999';

export async function startFlutterwaveStub() {
  const transactions = new Map<string, FlutterwaveTransaction>();
  const refunds: { id: number; tx_id: number; amount: number; idempotencyKey: string }[] = [];
  const idempotent = new Map<string, Answer>();
  const { ok, refused: error } = envelope('success', { status: 'error', data: null });
  let sequence = 5000;

  function route(request: RecordedRequest): Answer {
    const key = request.headers['x-idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : '';
    if (request.method === 'POST' && idempotencyKey) {
      const earlier = idempotent.get(`${request.path}:${idempotencyKey}`);
      if (earlier) return earlier;
    }
    const answer = answerTo(request, idempotencyKey);
    if (request.method === 'POST' && idempotencyKey && answer.status < 500) {
      idempotent.set(`${request.path}:${idempotencyKey}`, answer);
    }
    return answer;
  }

  function answerTo(request: RecordedRequest, idempotencyKey: string): Answer {
    const body = request.body ?? {};
    if (request.method === 'POST' && request.path === '/v3/charges') {
      if (request.query.get('type') !== 'mobile_money_franco') return error(400, 'Unknown type');
      const txRef = String(body.tx_ref ?? '');
      if (transactions.has(txRef)) return error(400, 'Duplicate transaction reference');
      if (body.phone_number === FLUTTERWAVE_UNKNOWN_PHONE) {
        return error(400, 'Invalid phone number');
      }
      sequence += 1;
      const transaction: FlutterwaveTransaction = {
        id: sequence,
        tx_ref: txRef,
        amount: Number(body.amount),
        currency: String(body.currency),
        status: 'pending',
        processor_response: 'Transaction in progress',
        meta: (body.meta as Record<string, unknown>) ?? null,
        customer: { phone_number: String(body.phone_number), email: String(body.email) },
        network: String(body.network),
        country: String(body.country),
      };
      transactions.set(txRef, transaction);
      const redirect = body.network === 'WAVE';
      return ok(
        'Charge initiated',
        {
          id: transaction.id,
          tx_ref: txRef,
          flw_ref: `FLW${transaction.id}`,
          amount: transaction.amount,
          charged_amount: transaction.amount,
          currency: transaction.currency,
          status: 'pending',
          processor_response: transaction.processor_response,
          payment_type: `mobilemoney${transaction.country.toLowerCase()}`,
          customer: transaction.customer,
        },
        {
          meta: {
            authorization: redirect
              ? { mode: 'redirect', redirect: `https://pay.wave.example/c/${transaction.id}` }
              : { mode: 'callback', redirect_url: null },
          },
        },
      );
    }
    if (request.method === 'GET' && request.path === '/v3/transactions/verify_by_reference') {
      const found = transactions.get(request.query.get('tx_ref') ?? '');
      if (!found) return error(400, 'No transaction was found for this id');
      const { network: _network, country: _country, ...data } = found;
      return ok('Transaction fetched successfully', data);
    }
    const refund = /^\/v3\/transactions\/(\d+)\/refund$/.exec(request.path);
    if (request.method === 'POST' && refund) {
      const id = Number(refund[1]);
      const transaction = [...transactions.values()].find((t) => t.id === id);
      if (!transaction) return error(404, 'Transaction not found');
      const amount = Number(body.amount);
      const refunded = sumOf(refunds.filter((r) => r.tx_id === id).map((r) => r.amount));
      if (refunded + amount > transaction.amount) {
        return error(400, 'Refund amount is greater than the amount left on the transaction');
      }
      sequence += 1;
      refunds.push({ id: sequence, tx_id: id, amount, idempotencyKey });
      return ok('Transaction refund initiated', {
        id: sequence,
        tx_id: id,
        amount_refunded: amount,
        status: 'completed',
      });
    }
    return error(404, 'Not found');
  }

  const stub = await startStub({
    secret: FLUTTERWAVE_SECRET,
    unauthorized: error(401, 'Invalid authorization key'),
    route,
  });
  return {
    ...stub,
    transactions,
    refunds,
    settle(txRef: string, status: string, processorResponse: string) {
      const transaction = transactions.get(txRef);
      if (!transaction) throw new Error(`no transaction ${txRef}`);
      transaction.status = status;
      transaction.processor_response = processorResponse;
    },
  };
}
