import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createFlutterwaveMobileMoneyProvider,
  type FlutterwaveMobileMoneyProvider,
} from '../../src/server/providers/payments/mobile-money/flutterwave.ts';
import {
  mobileMoneyProviderFor,
  mobileMoneyProviders,
} from '../../src/server/providers/payments/mobile-money/index.ts';
import {
  createPaystackMobileMoneyProvider,
  fromPaystackReference,
  toPaystackReference,
  type PaystackMobileMoneyProvider,
} from '../../src/server/providers/payments/mobile-money/paystack.ts';
import { walletFailureOf } from '../../src/server/providers/payments/mobile-money/provider-http.ts';
import type {
  MobileMoneyProvider,
  WalletChargeInput,
} from '../../src/server/providers/payments/mobile-money/types.ts';
import { PaymentProviderError } from '../../src/server/providers/payments/types.ts';
import {
  FLUTTERWAVE_HASH,
  FLUTTERWAVE_SECRET,
  FLUTTERWAVE_UNKNOWN_PHONE,
  PAYSTACK_SECRET,
  PAYSTACK_UNKNOWN_PHONE,
  startFlutterwaveStub,
  startPaystackStub,
} from '../helpers/mobile-money-stubs.ts';

async function refusal(promise: Promise<unknown> | (() => unknown)): Promise<PaymentProviderError> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (error) {
    if (error instanceof PaymentProviderError) return error;
    throw error;
  }
  throw new Error('expected a PaymentProviderError');
}

/** An address where nothing listens: a provider that does not answer at all. */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

let sequence = 0;
function chargeInput(overrides: Partial<WalletChargeInput>): WalletChargeInput {
  sequence += 1;
  return {
    reference: `mm_test${sequence}`,
    amountMinor: 12500,
    currency: 'GHS',
    network: 'mtn',
    phone: '+233241234567',
    email: 'ama@example.com',
    idempotencyKey: `key-${sequence}`,
    ...overrides,
  };
}

describe('walletFailureOf', () => {
  it.each([
    ['Insufficient funds', 'insufficient_funds'],
    ['Solde insuffisant', 'insufficient_funds'],
    ['Transaction timed out', 'timeout'],
    ['Customer declined the transaction', 'refused'],
    ['Wrong PIN entered', 'refused'],
    ['Invalid phone number', 'invalid_number'],
    ['Subscriber not registered for mobile money', 'invalid_number'],
    ['Mobile network operator unavailable', 'network_unavailable'],
    ['Something nobody expected', 'provider_error'],
    [undefined, 'provider_error'],
  ] as const)('reads %j as %s', (words, code) => {
    expect(walletFailureOf(words)).toBe(code);
  });
});

describe('Paystack references', () => {
  it('escapes what Paystack refuses and reads it back, one to one', () => {
    for (const reference of ['mm_abc123', 'mm_a=b_c', 'mm__x', 'plain-ref.1']) {
      const sent = toPaystackReference(reference);
      expect(sent).toMatch(/^[A-Za-z0-9.=-]+$/);
      expect(fromPaystackReference(sent)).toBe(reference);
    }
    expect(toPaystackReference('mm_abc')).toBe('mm=uabc');
    expect(fromPaystackReference('someone=x')).toBeNull();
    expect(fromPaystackReference('T685312322670591')).toBe('T685312322670591');
    expect(() => toPaystackReference('mm abc')).toThrow(PaymentProviderError);
  });
});

describe('Paystack adapter', () => {
  let stub: Awaited<ReturnType<typeof startPaystackStub>>;
  let paystack: PaystackMobileMoneyProvider;
  const now = new Date('2026-11-27T10:00:00.000Z');

  beforeAll(async () => {
    stub = await startPaystackStub();
    paystack = createPaystackMobileMoneyProvider({
      secretKey: PAYSTACK_SECRET,
      baseUrl: stub.url,
      now: () => now,
    });
  });
  afterAll(() => stub.close());
  beforeEach(() => stub.failNext(0));

  it("supports Ghana's wallets, Nigeria's transfer and USSD, and Côte d'Ivoire's when told the country", () => {
    expect(paystack.supports('mtn', 'GHS')).toBe(true);
    expect(paystack.supports('telecel', 'GHS')).toBe(true);
    expect(paystack.supports('airteltigo', 'GHS')).toBe(true);
    expect(paystack.supports('bank_transfer', 'NGN')).toBe(true);
    expect(paystack.supports('ussd', 'NGN')).toBe(true);
    expect(paystack.supports('orange', 'XOF', 'CI')).toBe(true);
    expect(paystack.supports('wave', 'XOF', 'CI')).toBe(true);
    // An XOF wallet of unknown country may be Senegal's, which Paystack does not charge.
    expect(paystack.supports('orange', 'XOF')).toBe(false);
    expect(paystack.supports('orange', 'XOF', 'SN')).toBe(false);
    expect(paystack.supports('free', 'XOF', 'CI')).toBe(false);
    expect(paystack.supports('mtn', 'GHS', 'NG')).toBe(false);
    expect(paystack.supports('mtn', 'USD')).toBe(false);
  });

  it.each([
    ['mtn', 'mtn'],
    ['telecel', 'vod'],
    ['airteltigo', 'atl'],
  ] as const)(
    'charges a Ghana %s wallet in pesewas with the documented body and our secret key',
    async (network, provider) => {
      const input = chargeInput({ network, amountMinor: 12550, currency: 'GHS' });
      const charge = await paystack.charge(input);
      expect(charge).toMatchObject({
        reference: input.reference,
        status: 'pending',
        amountMinor: 12550,
        currency: 'GHS',
        network,
        phone: '+233241234567',
        instructions: 'Please complete authorization process on your mobile phone',
      });
      const sent = stub.requests.at(-1);
      expect(sent?.method).toBe('POST');
      expect(sent?.path).toBe('/charge');
      expect(sent?.headers.authorization).toBe(`Bearer ${PAYSTACK_SECRET}`);
      expect(sent?.headers['content-type']).toBe('application/json');
      expect(sent?.body).toMatchObject({
        email: 'ama@example.com',
        amount: '12550',
        currency: 'GHS',
        reference: toPaystackReference(input.reference),
        mobile_money: { phone: '0241234567', provider },
        metadata: { network, phone: '+233241234567' },
      });
    },
  );

  it("charges a Côte d'Ivoire wallet in hundredths of a franc (Paystack's unit for XOF)", async () => {
    const input = chargeInput({
      network: 'orange',
      currency: 'XOF',
      amountMinor: 45000,
      phone: '+2250701234567',
    });
    await paystack.charge(input);
    expect(stub.requests.at(-1)?.body).toMatchObject({
      amount: '4500000',
      currency: 'XOF',
      mobile_money: { phone: '0701234567', provider: 'orange' },
    });
    stub.settle(toPaystackReference(input.reference), 'success', 'Approved');
    expect(await paystack.retrieve(input.reference)).toMatchObject({
      status: 'succeeded',
      amountMinor: 45000,
      currency: 'XOF',
      network: 'orange',
      phone: '+2250701234567',
    });
  });

  it('refuses a wallet it does not charge before asking Paystack', async () => {
    const before = stub.requests.length;
    const error = await refusal(
      paystack.charge(chargeInput({ network: 'orange', currency: 'XOF', phone: '+221771234567' })),
    );
    expect(error).toMatchObject({ code: 'unsupported_network', statusCode: 400 });
    expect(stub.requests.length).toBe(before);
  });

  it('opens a pay-with-transfer account for Nigeria and says where to send the money', async () => {
    const input = chargeInput({
      network: 'bank_transfer',
      currency: 'NGN',
      amountMinor: 125000,
      phone: '+2348031234567',
    });
    const charge = await paystack.charge(input);
    expect(stub.requests.at(-1)?.body).toMatchObject({
      amount: '125000',
      currency: 'NGN',
      bank_transfer: { account_expires_at: '2026-11-27T10:30:00.000Z' },
    });
    expect(stub.requests.at(-1)?.body).not.toHaveProperty('mobile_money');
    expect(charge.status).toBe('pending');
    expect(charge.instructions).toBe(
      'Transfer the exact amount to Test Bank 1260257501 (TERANGA-CHECKOUT) before 2026-11-27T10:30:00.000Z.',
    );
  });

  it('charges by USSD and gives the code to dial', async () => {
    const charge = await paystack.charge(
      chargeInput({ network: 'ussd', currency: 'NGN', phone: '+2348031234567' }),
    );
    expect(stub.requests.at(-1)?.body).toMatchObject({ ussd: { type: '737' } });
    expect(charge.instructions).toBe('Dial *737*33*4*18791# on your phone to approve the payment.');
  });

  it('reads a charge as pending, then succeeded, in whole minor units', async () => {
    const input = chargeInput({ amountMinor: 9999 });
    await paystack.charge(input);
    expect((await paystack.retrieve(input.reference)).status).toBe('pending');
    const verify = stub.requests.at(-1);
    expect(verify?.method).toBe('GET');
    expect(verify?.path).toBe(`/transaction/verify/${toPaystackReference(input.reference)}`);
    expect(verify?.headers.authorization).toBe(`Bearer ${PAYSTACK_SECRET}`);
    stub.settle(toPaystackReference(input.reference), 'success', 'Approved');
    expect(await paystack.retrieve(input.reference)).toEqual({
      reference: input.reference,
      status: 'succeeded',
      amountMinor: 9999,
      currency: 'GHS',
      network: 'mtn',
      phone: '+233241234567',
    });
  });

  it.each([
    ['failed', 'Insufficient funds', 'insufficient_funds'],
    ['failed', 'Declined by customer', 'refused'],
    ['failed', 'Transaction timed out', 'timeout'],
    ['failed', 'Invalid mobile money number', 'invalid_number'],
    ['failed', 'Mobile network unavailable', 'network_unavailable'],
    ['failed', 'Unexpected processor error', 'provider_error'],
    ['abandoned', null, 'timeout'],
    ['reversed', 'Reversed', 'provider_error'],
  ] as const)('maps a %s charge (%j) to %s', async (status, words, code) => {
    const input = chargeInput({});
    await paystack.charge(input);
    stub.settle(toPaystackReference(input.reference), status, words);
    const charge = await paystack.retrieve(input.reference);
    expect(charge.status).toBe('failed');
    expect(charge.failureCode).toBe(code);
    expect(charge.instructions).toBeUndefined();
  });

  it('answers not_found for a reference Paystack does not know', async () => {
    expect(await refusal(paystack.retrieve('mm_nobody'))).toMatchObject({
      code: 'not_found',
      statusCode: 404,
    });
  });

  it('answers a number refused at once as a failed charge, not an error', async () => {
    const input = chargeInput({ network: 'telecel', phone: '+233209999999' });
    expect(PAYSTACK_UNKNOWN_PHONE).toBe('0209999999');
    expect(await paystack.charge(input)).toMatchObject({
      status: 'failed',
      failureCode: 'invalid_number',
      failureMessage: 'Invalid phone number',
    });
  });

  it('answers a repeat of a charge Paystack has with that charge, charged once', async () => {
    const input = chargeInput({});
    await paystack.charge(input);
    stub.settle(toPaystackReference(input.reference), 'success', 'Approved');
    expect(await paystack.charge(input)).toMatchObject({ status: 'succeeded' });
    expect(
      [...stub.transactions.keys()].filter((r) => r === toPaystackReference(input.reference)),
    ).toHaveLength(1);
  });

  it('refunds to the wallet in the currency charged, once per idempotency key', async () => {
    const input = chargeInput({
      network: 'orange',
      currency: 'XOF',
      amountMinor: 45000,
      phone: '+2250701234567',
    });
    await paystack.charge(input);
    stub.settle(toPaystackReference(input.reference), 'success', 'Approved');
    const refund = await paystack.refund({
      reference: input.reference,
      amountMinor: 30000,
      idempotencyKey: 'refund-1',
    });
    expect(refund.status).toBe('pending');
    const sent = stub.requests.at(-1);
    expect(sent?.path).toBe('/refund');
    expect(sent?.headers.authorization).toBe(`Bearer ${PAYSTACK_SECRET}`);
    const transaction = stub.transactions.get(toPaystackReference(input.reference));
    expect(sent?.body).toMatchObject({
      transaction: transaction?.id,
      amount: 3000000,
      currency: 'XOF',
      merchant_note: 'Teranga refund refund-1',
    });
    const again = await paystack.refund({
      reference: input.reference,
      amountMinor: 30000,
      idempotencyKey: 'refund-1',
    });
    expect(again.id).toBe(refund.id);
    expect(stub.refunds.filter((r) => r.transaction === transaction?.id)).toHaveLength(1);
    // More than is left on the charge.
    expect(
      await refusal(
        paystack.refund({
          reference: input.reference,
          amountMinor: 30000,
          idempotencyKey: 'refund-2',
        }),
      ),
    ).toMatchObject({ code: 'refund_exceeds', statusCode: 400 });
  });

  it.each([500, 502, 503, 429])('turns a %d into provider_unavailable (503)', async (status) => {
    const input = chargeInput({});
    stub.failNext(1, status);
    expect(await refusal(paystack.charge(input))).toMatchObject({
      code: 'provider_unavailable',
      statusCode: 503,
    });
    await paystack.charge(input);
    stub.failNext(1, status);
    expect(await refusal(paystack.retrieve(input.reference))).toMatchObject({
      code: 'provider_unavailable',
    });
    stub.failNext(1, status);
    expect(
      await refusal(
        paystack.refund({ reference: input.reference, amountMinor: 1, idempotencyKey: 'r' }),
      ),
    ).toMatchObject({ code: 'provider_unavailable' });
  });

  it('throws, rather than failing the charge, when Paystack answers something other than a refusal', async () => {
    const lost = createPaystackMobileMoneyProvider({
      secretKey: PAYSTACK_SECRET,
      baseUrl: `${stub.url}/not-the-api`,
    });
    expect(await refusal(lost.charge(chargeInput({})))).toMatchObject({
      code: 'provider_error',
      statusCode: 502,
    });
  });

  it('turns no answer at all into provider_unavailable, and a refused key into provider_misconfigured', async () => {
    const dead = createPaystackMobileMoneyProvider({
      secretKey: PAYSTACK_SECRET,
      baseUrl: await deadUrl(),
    });
    expect(await refusal(dead.retrieve('mm_any'))).toMatchObject({
      code: 'provider_unavailable',
      statusCode: 503,
    });
    const wrongKey = createPaystackMobileMoneyProvider({
      secretKey: 'sk_test_wrong',
      baseUrl: stub.url,
    });
    expect(await refusal(wrongKey.retrieve('mm_any'))).toMatchObject({
      code: 'provider_misconfigured',
      statusCode: 502,
    });
  });

  describe('webhooks', () => {
    const success = (reference: string) => ({
      event: 'charge.success',
      data: { id: 1, status: 'success', reference, amount: 1250, currency: 'GHS' },
    });

    it('reads a webhook signed with HMAC-SHA512 of the raw body and the secret key', () => {
      const { body, signature } = stub.signed(success(toPaystackReference('mm_paid1')));
      expect(paystack.readWebhook({ 'x-paystack-signature': signature }, body)).toEqual({
        reference: 'mm_paid1',
        event: 'charge.success',
      });
      // Header names come in any case.
      expect(paystack.readWebhook({ 'X-Paystack-Signature': signature }, body)).not.toBeNull();
    });

    it('refuses a forged, altered, malformed or missing signature with invalid_signature (401)', async () => {
      const { body, signature } = stub.signed(success(toPaystackReference('mm_paid1')));
      const forged = stub.signed(success(toPaystackReference('mm_paid1')), 'sk_test_someone_else');
      const altered = Buffer.from(body.toString().replace('1250', '1'));
      for (const [headers, raw] of [
        [{ 'x-paystack-signature': forged.signature }, body],
        [{ 'x-paystack-signature': signature }, altered],
        [{ 'x-paystack-signature': signature.slice(0, 64) }, body],
        [{ 'x-paystack-signature': 'zz' + signature.slice(2) }, body],
        [{}, body],
      ] as const) {
        expect(await refusal(() => paystack.readWebhook(headers, raw))).toMatchObject({
          code: 'invalid_signature',
          statusCode: 401,
        });
      }
    });

    it("reads a refund's event as its charge's, and answers null for events about no charge", () => {
      const refund = stub.signed({
        event: 'refund.processed',
        data: { status: 'processed', transaction_reference: toPaystackReference('mm_paid2') },
      });
      expect(
        paystack.readWebhook({ 'x-paystack-signature': refund.signature }, refund.body),
      ).toEqual({
        reference: 'mm_paid2',
        event: 'refund.processed',
      });
      const transfer = stub.signed({ event: 'transfer.success', data: { reference: 'T1' } });
      expect(
        paystack.readWebhook({ 'x-paystack-signature': transfer.signature }, transfer.body),
      ).toBeNull();
      const foreign = stub.signed(success('not=ours'));
      expect(
        paystack.readWebhook({ 'x-paystack-signature': foreign.signature }, foreign.body),
      ).toBeNull();
    });
  });
});

describe('Flutterwave adapter', () => {
  let stub: Awaited<ReturnType<typeof startFlutterwaveStub>>;
  let flutterwave: FlutterwaveMobileMoneyProvider;

  beforeAll(async () => {
    stub = await startFlutterwaveStub();
    flutterwave = createFlutterwaveMobileMoneyProvider({
      secretKey: FLUTTERWAVE_SECRET,
      webhookHash: FLUTTERWAVE_HASH,
      baseUrl: stub.url,
    });
  });
  afterAll(() => stub.close());
  beforeEach(() => stub.failNext(0));

  it('supports the CFA franc wallets of Senegal, Côte d’Ivoire, Benin and Togo only', () => {
    for (const network of ['orange', 'mtn', 'moov', 'wave', 'free', 'togocel'] as const) {
      expect(flutterwave.supports(network, 'XOF')).toBe(true);
    }
    expect(flutterwave.supports('orange', 'XOF', 'SN')).toBe(true);
    expect(flutterwave.supports('orange', 'XOF', 'GH')).toBe(false);
    expect(flutterwave.supports('mtn', 'GHS')).toBe(false);
    expect(flutterwave.supports('telecel', 'XOF')).toBe(false);
    expect(flutterwave.supports('bank_transfer', 'NGN')).toBe(false);
  });

  it.each([
    ['orange', '+221771234567', 'SN', 'ORANGEMONEY'],
    ['free', '+221761234567', 'SN', 'FREEMONEY'],
    ['mtn', '+2250501234567', 'CI', 'MTN'],
    ['moov', '+22990123456', 'BJ', 'MOOV'],
    ['togocel', '+22890123456', 'TG', 'TMONEY'],
  ] as const)(
    'charges %s (%s) as a mobile_money_franco charge in whole francs',
    async (network, phone, country, code) => {
      const input = chargeInput({ network, phone, currency: 'XOF', amountMinor: 45000 });
      const charge = await flutterwave.charge(input);
      expect(charge).toEqual({
        reference: input.reference,
        status: 'pending',
        amountMinor: 45000,
        currency: 'XOF',
        network,
        phone,
      });
      const sent = stub.requests.at(-1);
      expect(sent?.method).toBe('POST');
      expect(sent?.path).toBe('/v3/charges');
      expect(sent?.query.get('type')).toBe('mobile_money_franco');
      expect(sent?.headers.authorization).toBe(`Bearer ${FLUTTERWAVE_SECRET}`);
      expect(sent?.headers['x-idempotency-key']).toBe(input.idempotencyKey);
      expect(sent?.body).toEqual({
        tx_ref: input.reference,
        amount: 45000,
        currency: 'XOF',
        country,
        network: code,
        email: 'ama@example.com',
        phone_number: phone.slice(1),
        meta: { network, phone },
      });
    },
  );

  it('says where to approve when the network approves on a page (Wave)', async () => {
    const charge = await flutterwave.charge(
      chargeInput({ network: 'wave', phone: '+221771234567', currency: 'XOF', amountMinor: 5000 }),
    );
    expect(charge.status).toBe('pending');
    expect(charge.instructions).toMatch(/^Open https:\/\/pay\.wave\.example\/c\/\d+ to approve/);
  });

  it('reads a charge by our reference: pending, then successful', async () => {
    const input = chargeInput({
      network: 'orange',
      phone: '+221771234567',
      currency: 'XOF',
      amountMinor: 45000,
    });
    await flutterwave.charge(input);
    expect((await flutterwave.retrieve(input.reference)).status).toBe('pending');
    const sent = stub.requests.at(-1);
    expect(sent?.method).toBe('GET');
    expect(sent?.path).toBe('/v3/transactions/verify_by_reference');
    expect(sent?.query.get('tx_ref')).toBe(input.reference);
    expect(sent?.headers.authorization).toBe(`Bearer ${FLUTTERWAVE_SECRET}`);
    stub.settle(input.reference, 'successful', 'Approved');
    expect(await flutterwave.retrieve(input.reference)).toEqual({
      reference: input.reference,
      status: 'succeeded',
      amountMinor: 45000,
      currency: 'XOF',
      network: 'orange',
      phone: '+221771234567',
    });
  });

  it.each([
    ['Insufficient funds in wallet', 'insufficient_funds'],
    ['Transaction declined by customer', 'refused'],
    ['Transaction timed out', 'timeout'],
    ['Invalid MSISDN', 'invalid_number'],
    ['Operator service unavailable', 'network_unavailable'],
    ['Error while processing', 'provider_error'],
  ] as const)('maps a failed charge (%j) to %s', async (words, code) => {
    const input = chargeInput({ network: 'mtn', phone: '+2250501234567', currency: 'XOF' });
    await flutterwave.charge(input);
    stub.settle(input.reference, 'failed', words);
    expect(await flutterwave.retrieve(input.reference)).toMatchObject({
      status: 'failed',
      failureCode: code,
      failureMessage: words,
    });
  });

  it('answers not_found for a reference Flutterwave does not know', async () => {
    expect(await refusal(flutterwave.retrieve('mm_nobody'))).toMatchObject({
      code: 'not_found',
      statusCode: 404,
    });
  });

  it('answers a number refused at once as a failed charge', async () => {
    const charge = await flutterwave.charge(
      chargeInput({ network: 'orange', phone: `+${FLUTTERWAVE_UNKNOWN_PHONE}`, currency: 'XOF' }),
    );
    expect(charge).toMatchObject({ status: 'failed', failureCode: 'invalid_number' });
  });

  it('answers a repeat with the charge already made, never a second one', async () => {
    const input = chargeInput({ network: 'orange', phone: '+221771234567', currency: 'XOF' });
    await flutterwave.charge(input);
    stub.settle(input.reference, 'successful', 'Approved');
    // A new idempotency key, so the stub does not replay: Flutterwave's duplicate tx_ref refusal.
    expect(await flutterwave.charge({ ...input, idempotencyKey: 'another' })).toMatchObject({
      status: 'succeeded',
    });
    expect(
      [...stub.transactions.values()].filter((t) => t.tx_ref === input.reference),
    ).toHaveLength(1);
  });

  it('refunds to the wallet with an idempotency key, once', async () => {
    const input = chargeInput({
      network: 'orange',
      phone: '+221771234567',
      currency: 'XOF',
      amountMinor: 45000,
    });
    await flutterwave.charge(input);
    stub.settle(input.reference, 'successful', 'Approved');
    const refund = await flutterwave.refund({
      reference: input.reference,
      amountMinor: 45000,
      idempotencyKey: 'fw-refund-1',
    });
    expect(refund.status).toBe('succeeded');
    const sent = stub.requests.at(-1);
    const id = stub.transactions.get(input.reference)?.id;
    expect(sent?.path).toBe(`/v3/transactions/${id}/refund`);
    expect(sent?.body).toEqual({ amount: 45000 });
    expect(sent?.headers['x-idempotency-key']).toBe('fw-refund-1');
    expect(sent?.headers.authorization).toBe(`Bearer ${FLUTTERWAVE_SECRET}`);
    const again = await flutterwave.refund({
      reference: input.reference,
      amountMinor: 45000,
      idempotencyKey: 'fw-refund-1',
    });
    expect(again.id).toBe(refund.id);
    expect(stub.refunds.filter((r) => r.tx_id === id)).toHaveLength(1);
    expect(
      await refusal(
        flutterwave.refund({
          reference: input.reference,
          amountMinor: 1,
          idempotencyKey: 'fw-refund-2',
        }),
      ),
    ).toMatchObject({ code: 'refund_exceeds', statusCode: 400 });
  });

  it.each([500, 503, 429])('turns a %d into provider_unavailable (503)', async (status) => {
    const input = chargeInput({ network: 'orange', phone: '+221771234567', currency: 'XOF' });
    stub.failNext(1, status);
    expect(await refusal(flutterwave.charge(input))).toMatchObject({
      code: 'provider_unavailable',
      statusCode: 503,
    });
    stub.failNext(1, status);
    expect(await refusal(flutterwave.retrieve(input.reference))).toMatchObject({
      code: 'provider_unavailable',
    });
  });

  it('throws, rather than failing the charge, when Flutterwave answers something other than a refusal', async () => {
    const lost = createFlutterwaveMobileMoneyProvider({
      secretKey: FLUTTERWAVE_SECRET,
      webhookHash: FLUTTERWAVE_HASH,
      baseUrl: `${stub.url}/not-the-api`,
    });
    const input = chargeInput({ network: 'orange', phone: '+221771234567', currency: 'XOF' });
    expect(await refusal(lost.charge(input))).toMatchObject({
      code: 'provider_error',
      statusCode: 502,
    });
  });

  it('turns no answer at all into provider_unavailable', async () => {
    const dead = createFlutterwaveMobileMoneyProvider({
      secretKey: FLUTTERWAVE_SECRET,
      webhookHash: FLUTTERWAVE_HASH,
      baseUrl: await deadUrl(),
    });
    expect(await refusal(dead.retrieve('mm_any'))).toMatchObject({ code: 'provider_unavailable' });
  });

  describe('webhooks', () => {
    const body = Buffer.from(
      JSON.stringify({
        event: 'charge.completed',
        data: { id: 1, tx_ref: 'mm_paid3', status: 'successful', amount: 45000, currency: 'XOF' },
      }),
    );

    it('reads a webhook whose verif-hash is the secret hash', () => {
      expect(flutterwave.readWebhook({ 'verif-hash': FLUTTERWAVE_HASH }, body)).toEqual({
        reference: 'mm_paid3',
        event: 'charge.completed',
      });
    });

    it('refuses a wrong or missing verif-hash with invalid_signature (401)', async () => {
      for (const headers of [
        { 'verif-hash': 'guess' },
        { 'verif-hash': `${FLUTTERWAVE_HASH}x` },
        { 'verif-hash': '' },
        {},
      ]) {
        expect(await refusal(() => flutterwave.readWebhook(headers, body))).toMatchObject({
          code: 'invalid_signature',
          statusCode: 401,
        });
      }
    });

    it('answers null for a signed event about no charge', () => {
      const other = Buffer.from(JSON.stringify({ event: 'transfer.completed', data: { id: 9 } }));
      expect(flutterwave.readWebhook({ 'verif-hash': FLUTTERWAVE_HASH }, other)).toBeNull();
    });
  });
});

describe('mobileMoneyProviders', () => {
  const fallback: MobileMoneyProvider = {
    name: 'test',
    supports: () => true,
    charge: () => Promise.reject(new Error('not in this test')),
    retrieve: () => Promise.reject(new Error('not in this test')),
    refund: () => Promise.reject(new Error('not in this test')),
    readWebhook: () => null,
  };
  const none = {
    PAYSTACK_SECRET_KEY: undefined,
    PAYSTACK_BASE_URL: 'https://api.paystack.co',
    FLUTTERWAVE_SECRET_KEY: undefined,
    FLUTTERWAVE_WEBHOOK_HASH: undefined,
    FLUTTERWAVE_BASE_URL: 'https://api.flutterwave.com',
  };

  it('is the fallback alone without keys', () => {
    expect(mobileMoneyProviders(none, fallback).map((p) => p.name)).toEqual(['test']);
  });

  it('puts the live providers first, Flutterwave before Paystack, and picks per wallet', () => {
    const providers = mobileMoneyProviders(
      {
        ...none,
        PAYSTACK_SECRET_KEY: PAYSTACK_SECRET,
        FLUTTERWAVE_SECRET_KEY: FLUTTERWAVE_SECRET,
        FLUTTERWAVE_WEBHOOK_HASH: FLUTTERWAVE_HASH,
      },
      fallback,
    );
    expect(providers.map((p) => p.name)).toEqual(['flutterwave', 'paystack', 'test']);
    const pick = (
      network: 'orange' | 'mtn' | 'ussd',
      currency: 'XOF' | 'GHS' | 'NGN',
      country: string,
    ) => mobileMoneyProviderFor(providers, { network, currency, country })?.name;
    expect(pick('orange', 'XOF', 'SN')).toBe('flutterwave');
    expect(pick('orange', 'XOF', 'CI')).toBe('flutterwave');
    expect(pick('mtn', 'GHS', 'GH')).toBe('paystack');
    expect(pick('ussd', 'NGN', 'NG')).toBe('paystack');
  });

  it("sends Côte d'Ivoire to Paystack and Senegal to the fallback when only Paystack is set", () => {
    const providers = mobileMoneyProviders(
      { ...none, PAYSTACK_SECRET_KEY: PAYSTACK_SECRET },
      fallback,
    );
    expect(providers.map((p) => p.name)).toEqual(['paystack', 'test']);
    expect(
      mobileMoneyProviderFor(providers, { network: 'orange', currency: 'XOF', country: 'CI' })
        ?.name,
    ).toBe('paystack');
    expect(
      mobileMoneyProviderFor(providers, { network: 'orange', currency: 'XOF', country: 'SN' })
        ?.name,
    ).toBe('test');
  });
});
