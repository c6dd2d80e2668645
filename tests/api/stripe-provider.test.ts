import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createStripePaymentProvider,
  toPaymentIntent,
  toProviderError,
  verifyStripeWebhook,
} from '../../src/server/providers/payments/stripe.ts';
import { PaymentProviderError } from '../../src/server/providers/payments/types.ts';

// ---------------------------------------------------------------------------------------------
// A small stand-in for api.stripe.com: Stripe-shaped JSON, form-encoded bodies, idempotency.

type StubIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  last_payment_error: Record<string, unknown> | null;
  latest_charge: string | null;
  amount_refunded: number;
};

type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: URLSearchParams;
  headers: IncomingHttpHeaders;
};

type Answer = { status: number; json: unknown };

const SECRET_KEY = 'sk_test_teranga_stub';

function createStripeStub() {
  const intents = new Map<string, StubIntent>();
  const cards = new Map<string, { last4: string; brand: string }>();
  const idempotent = new Map<string, { body: string; answer: Answer }>();
  const requests: RecordedRequest[] = [];
  const refunds: { id: string; payment_intent: string; amount: number }[] = [];
  let sequence = 0;
  let failuresToServe = 0;

  const error = (status: number, type: string, message: string, code?: string): Answer => ({
    status,
    json: { error: { type, message, ...(code ? { code } : {}) } },
  });
  const missing = (id: string) =>
    error(404, 'invalid_request_error', `No such payment_intent: '${id}'`, 'resource_missing');

  function withExpansions(intent: StubIntent, query: URLSearchParams): unknown {
    const expand = [...query.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
    const card = intent.payment_method ? cards.get(intent.payment_method) : undefined;
    if (!expand.includes('payment_method') || !intent.payment_method || !card) return intent;
    return {
      ...intent,
      payment_method: {
        id: intent.payment_method,
        object: 'payment_method',
        type: 'card',
        card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2030 },
      },
    };
  }

  function route(method: string, path: string, query: URLSearchParams, body: URLSearchParams) {
    if (method === 'POST' && path === '/v1/payment_intents') {
      sequence += 1;
      const id = `pi_stub_${sequence}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of body) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const intent: StubIntent = {
        id,
        object: 'payment_intent',
        amount: Number(body.get('amount')),
        currency: body.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_stub`,
        description: body.get('description'),
        metadata,
        payment_method: null,
        last_payment_error: null,
        latest_charge: null,
        amount_refunded: 0,
      };
      intents.set(id, intent);
      return { status: 200, json: intent };
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (intentPath?.[1]) {
      const intent = intents.get(intentPath[1]);
      if (!intent) return missing(intentPath[1]);
      if (method === 'GET' && !intentPath[2]) {
        return { status: 200, json: withExpansions(intent, query) };
      }
      if (method === 'POST' && intentPath[2]) {
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return error(
            400,
            'invalid_request_error',
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            'payment_intent_unexpected_state',
          );
        }
        intent.status = 'canceled';
        return { status: 200, json: intent };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const id = body.get('payment_intent') ?? '';
      const intent = intents.get(id);
      if (!intent) return missing(id);
      if (intent.status !== 'succeeded') {
        return error(400, 'invalid_request_error', 'This PaymentIntent has no successful charge.');
      }
      const left = intent.amount - intent.amount_refunded;
      if (left === 0) {
        return error(
          400,
          'invalid_request_error',
          `Charge ${intent.latest_charge} has already been refunded.`,
          'charge_already_refunded',
        );
      }
      const amount = body.has('amount') ? Number(body.get('amount')) : left;
      if (amount > left) {
        return error(
          400,
          'invalid_request_error',
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          'amount_too_large',
        );
      }
      intent.amount_refunded += amount;
      const refund = { id: `re_stub_${refunds.length + 1}`, payment_intent: id, amount };
      refunds.push(refund);
      return {
        status: 200,
        json: { ...refund, object: 'refund', currency: intent.currency, status: 'succeeded' },
      };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: new URLSearchParams(rawBody),
        headers: req.headers,
      };
      requests.push(request);
      const send = ({ status, json }: Answer) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_stub' });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Bearer ${SECRET_KEY}`) {
        send(error(401, 'invalid_request_error', 'Invalid API Key provided.'));
        return;
      }
      if (failuresToServe > 0) {
        failuresToServe -= 1;
        send(error(500, 'api_error', 'Something went wrong on the stub.'));
        return;
      }
      const key = req.headers['idempotency-key'];
      const keyId =
        typeof key === 'string' && request.method === 'POST' ? `${url.pathname} ${key}` : null;
      const earlier = keyId ? idempotent.get(keyId) : undefined;
      if (earlier) {
        send(
          earlier.body === rawBody
            ? earlier.answer
            : error(
                400,
                'idempotency_error',
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              ),
        );
        return;
      }
      const answer = route(request.method, request.path, request.query, request.body);
      if (keyId) idempotent.set(keyId, { body: rawBody, answer });
      send(answer);
    });
  });

  return {
    server,
    requests,
    intents,
    refunds,
    /** What Stripe.js and the card network would do to an intent in the browser. */
    update(id: string, patch: Partial<StubIntent>, card?: { last4: string; brand: string }) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      Object.assign(intent, patch);
      if (card && intent.payment_method) cards.set(intent.payment_method, card);
    },
    failNext(count: number) {
      failuresToServe = count;
    },
    reset() {
      requests.length = 0;
      failuresToServe = 0;
    },
  };
}

// ---------------------------------------------------------------------------------------------

const stub = createStripeStub();
let apiUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
  const { port } = stub.server.address() as AddressInfo;
  apiUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => stub.server.close(() => resolve()));
});

beforeEach(() => stub.reset());

function makeProvider() {
  return createStripePaymentProvider({ secretKey: SECRET_KEY, apiUrl, timeoutMs: 5_000 });
}

async function expectProviderError(promise: Promise<unknown>, code: string, statusCode: number) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  expect(error).toMatchObject({ code, statusCode });
}

describe('Stripe payment provider against a local stub', () => {
  it('creates a payment intent in minor units with the idempotency key', async () => {
    const provider = makeProvider();
    const intent = await provider.createIntent({
      amountCents: 137_550,
      currency: 'USD',
      idempotencyKey: 'booking-7-attempt-1',
      description: 'Teranga booking HO-7K2M9Q4X',
      metadata: { bookingId: '7', confirmationNumber: 'HO-7K2M9Q4X' },
    });

    expect(intent).toEqual({
      id: 'pi_stub_1',
      clientSecret: 'pi_stub_1_secret_stub',
      status: 'requires_payment_method',
      amountCents: 137_550,
      currency: 'USD',
    });
    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/payment_intents');
    expect(request?.headers['idempotency-key']).toBe('booking-7-attempt-1');
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(Object.fromEntries(request?.body ?? [])).toEqual({
      amount: '137550',
      currency: 'usd',
      'automatic_payment_methods[enabled]': 'true',
      description: 'Teranga booking HO-7K2M9Q4X',
      'metadata[bookingId]': '7',
      'metadata[confirmationNumber]': 'HO-7K2M9Q4X',
    });
    // Telemetry off: no description of our host in the user agent.
    const userAgent = JSON.parse(String(request?.headers['x-stripe-client-user-agent'])) as object;
    expect(userAgent).not.toHaveProperty('platform');
    expect(userAgent).not.toHaveProperty('telemetry_id');
  });

  it('gets the same intent back for a repeated key and refuses a changed amount', async () => {
    const provider = makeProvider();
    const input = { amountCents: 25_000, currency: 'XOF', idempotencyKey: 'hold-99' };
    const first = await provider.createIntent(input);
    const again = await provider.createIntent(input);
    expect(again).toEqual(first);
    expect(first.currency).toBe('XOF');
    expect(stub.intents.size).toBeGreaterThan(0);
    expect([...stub.intents.values()].filter((i) => i.amount === 25_000)).toHaveLength(1);
    await expectProviderError(
      provider.createIntent({ ...input, amountCents: 26_000 }),
      'idempotency_mismatch',
      409,
    );
  });

  it('retries a failed request once with the same idempotency key, creating one intent', async () => {
    const provider = makeProvider();
    const before = stub.intents.size;
    stub.failNext(1);
    const intent = await provider.createIntent({
      amountCents: 9_900,
      currency: 'usd',
      idempotencyKey: 'retry-me',
    });
    expect(intent.status).toBe('requires_payment_method');
    expect(stub.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      'retry-me',
      'retry-me',
    ]);
    expect(stub.intents.size).toBe(before + 1);
  });

  it('gives up after one retry and reports the provider as unavailable', async () => {
    const provider = makeProvider();
    stub.failNext(2);
    await expectProviderError(
      provider.createIntent({ amountCents: 9_900, currency: 'usd', idempotencyKey: 'down' }),
      'provider_unavailable',
      503,
    );
    expect(stub.requests).toHaveLength(2);
  });

  it('refuses bad amounts before calling Stripe', async () => {
    const provider = makeProvider();
    await expectProviderError(
      provider.createIntent({ amountCents: 12.5, currency: 'usd', idempotencyKey: 'x' }),
      'invalid_amount',
      400,
    );
    expect(stub.requests).toHaveLength(0);
  });

  it('maps Stripe statuses', async () => {
    const provider = makeProvider();
    const { id } = await provider.createIntent({
      amountCents: 5_000,
      currency: 'usd',
      idempotencyKey: 'statuses',
    });
    const cases: [string, string][] = [
      ['requires_payment_method', 'requires_payment_method'],
      ['requires_confirmation', 'processing'],
      ['requires_action', 'requires_action'],
      ['processing', 'processing'],
      ['requires_capture', 'processing'],
      ['succeeded', 'succeeded'],
      ['canceled', 'canceled'],
    ];
    for (const [stripeStatus, ours] of cases) {
      stub.update(id, { status: stripeStatus });
      expect((await provider.retrieveIntent(id)).status, stripeStatus).toBe(ours);
    }
  });

  it('reads the card last four from the expanded payment method', async () => {
    const provider = makeProvider();
    const { id } = await provider.createIntent({
      amountCents: 5_000,
      currency: 'usd',
      idempotencyKey: 'last4',
    });
    stub.update(
      id,
      { status: 'succeeded', payment_method: 'pm_card_visa' },
      {
        last4: '4242',
        brand: 'visa',
      },
    );
    const intent = await provider.retrieveIntent(id);
    expect(intent).toMatchObject({ status: 'succeeded', last4: '4242' });
    expect(intent.failureCode).toBeUndefined();
    const retrieve = stub.requests.at(-1);
    expect(retrieve?.method).toBe('GET');
    expect(retrieve?.path).toBe(`/v1/payment_intents/${id}`);
    expect(retrieve?.query.getAll('expand[0]')).toEqual(['payment_method']);
  });

  it('turns a declined payment into failure fields', async () => {
    const provider = makeProvider();
    const { id } = await provider.createIntent({
      amountCents: 5_000,
      currency: 'usd',
      idempotencyKey: 'declined',
    });
    stub.update(id, {
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
        payment_method: {
          id: 'pm_x',
          object: 'payment_method',
          type: 'card',
          card: { last4: '9995' },
        },
      },
    });
    expect(await provider.retrieveIntent(id)).toMatchObject({
      status: 'requires_payment_method',
      failureCode: 'insufficient_funds',
      failureMessage: 'Your card has insufficient funds.',
      last4: '9995',
    });

    stub.update(id, {
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    expect(await provider.retrieveIntent(id)).toMatchObject({ failureCode: 'card_declined' });

    stub.update(id, {
      last_payment_error: {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method.',
      },
    });
    expect(await provider.retrieveIntent(id)).toMatchObject({
      status: 'requires_payment_method',
      failureCode: 'authentication_failed',
    });
  });

  it('answers not_found for an unknown intent', async () => {
    await expectProviderError(makeProvider().retrieveIntent('pi_missing'), 'not_found', 404);
  });

  it('reports wrong credentials as a configuration problem', async () => {
    const provider = createStripePaymentProvider({ secretKey: 'sk_test_wrong', apiUrl });
    await expectProviderError(provider.retrieveIntent('pi_stub_1'), 'provider_misconfigured', 502);
  });

  it('cancels an intent, a second time without error, but never a succeeded one', async () => {
    const provider = makeProvider();
    const { id } = await provider.createIntent({
      amountCents: 5_000,
      currency: 'usd',
      idempotencyKey: 'cancel',
    });
    expect((await provider.cancelIntent(id)).status).toBe('canceled');
    expect(stub.requests.at(-1)?.path).toBe(`/v1/payment_intents/${id}/cancel`);
    expect((await provider.cancelIntent(id)).status).toBe('canceled');

    const paid = await provider.createIntent({
      amountCents: 5_000,
      currency: 'usd',
      idempotencyKey: 'cancel-paid',
    });
    stub.update(paid.id, { status: 'succeeded' });
    await expectProviderError(provider.cancelIntent(paid.id), 'invalid_state', 409);
  });

  it('refunds with the idempotency key, in minor units, and maps over-refunds', async () => {
    const provider = makeProvider();
    const { id } = await provider.createIntent({
      amountCents: 10_000,
      currency: 'usd',
      idempotencyKey: 'refund-me',
    });
    stub.update(id, { status: 'succeeded', latest_charge: 'ch_stub_1' });

    const input = { paymentIntentId: id, amountCents: 4_000, idempotencyKey: 'refund-1' };
    const refund = await provider.refund(input);
    expect(refund).toEqual({ id: expect.stringMatching(/^re_stub_/), status: 'succeeded' });
    const request = stub.requests.at(-1);
    expect(request?.path).toBe('/v1/refunds');
    expect(request?.headers['idempotency-key']).toBe('refund-1');
    expect(Object.fromEntries(request?.body ?? [])).toEqual({ payment_intent: id, amount: '4000' });

    expect(await provider.refund(input)).toEqual(refund);
    expect(stub.refunds.filter((r) => r.payment_intent === id)).toHaveLength(1);

    await expectProviderError(
      provider.refund({ paymentIntentId: id, amountCents: 6_001, idempotencyKey: 'refund-2' }),
      'refund_exceeds',
      400,
    );
    const rest = await provider.refund({ paymentIntentId: id, idempotencyKey: 'refund-3' });
    expect(rest.status).toBe('succeeded');
    expect(stub.requests.at(-1)?.body.has('amount')).toBe(false);
    await expectProviderError(
      provider.refund({ paymentIntentId: id, idempotencyKey: 'refund-4' }),
      'refund_exceeds',
      400,
    );
  });

  it('reports an unreachable Stripe as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const provider = createStripePaymentProvider({
      secretKey: SECRET_KEY,
      apiUrl: `http://127.0.0.1:${port}`,
    });
    await expectProviderError(provider.retrieveIntent('pi_x'), 'provider_unavailable', 503);
  });
});

describe('Stripe error mapping', () => {
  it('uses the decline code of a card error', () => {
    const declined = new Stripe.errors.StripeCardError({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(toProviderError(declined)).toMatchObject({
      code: 'insufficient_funds',
      statusCode: 402,
      message: 'Your card has insufficient funds.',
    });
  });

  it('leaves other errors alone', () => {
    const bug = new TypeError('oops');
    expect(toProviderError(bug)).toBe(bug);
  });

  it('falls back to processing for a status it does not know', () => {
    const intent = toPaymentIntent({
      id: 'pi_1',
      client_secret: null,
      status: 'some_future_status',
      amount: 100,
      currency: 'ghs',
      payment_method: null,
      last_payment_error: null,
    } as unknown as Stripe.PaymentIntent);
    expect(intent).toEqual({
      id: 'pi_1',
      clientSecret: '',
      status: 'processing',
      amountCents: 100,
      currency: 'GHS',
    });
  });
});

describe('Stripe webhook verification', () => {
  const secret = 'whsec_teranga_test_secret';
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_stub_1', object: 'payment_intent', status: 'succeeded' } },
  });

  it('accepts a correctly signed payload, as a string or a Buffer', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const event = verifyStripeWebhook(payload, header, secret);
    expect(event).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_stub_1', object: 'payment_intent', status: 'succeeded' } },
    });
    expect(verifyStripeWebhook(Buffer.from(payload), header, secret).id).toBe('evt_1');
  });

  it('verifies with the secret the provider was created with', () => {
    const provider = createStripePaymentProvider({
      secretKey: SECRET_KEY,
      apiUrl,
      webhookSecret: secret,
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(provider.verifyWebhook(payload, header).type).toBe('payment_intent.succeeded');
    const unconfigured = createStripePaymentProvider({ secretKey: SECRET_KEY, apiUrl });
    expect(() => unconfigured.verifyWebhook(payload, header)).toThrow(PaymentProviderError);
  });

  it.each([
    ['a tampered body', () => ({ body: payload.replace('succeeded', 'canceled'), key: secret })],
    ['the wrong secret', () => ({ body: payload, key: 'whsec_someone_else' })],
  ])('rejects %s', (_name, make) => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const { body, key } = make();
    expect(() => verifyStripeWebhook(body, header, key)).toThrow(
      expect.objectContaining({ code: 'invalid_signature', statusCode: 400 }),
    );
  });

  it('rejects a missing or malformed signature header', () => {
    for (const header of [undefined, '', 'not-a-signature', 't=123']) {
      expect(() => verifyStripeWebhook(payload, header, secret)).toThrow(
        expect.objectContaining({ code: 'invalid_signature', statusCode: 400 }),
      );
    }
  });

  it('rejects a replay older than five minutes, judged by the injected clock', () => {
    const signedAt = Date.parse('2026-12-01T08:00:00Z');
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: signedAt / 1000,
    });
    const at = (ms: number) => ({ now: () => new Date(signedAt + ms) });
    expect(verifyStripeWebhook(payload, header, secret, at(60_000)).id).toBe('evt_1');
    expect(() => verifyStripeWebhook(payload, header, secret, at(6 * 60_000))).toThrow(
      PaymentProviderError,
    );
  });
});
