import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq } from 'drizzle-orm';
import { convertMinor, formatMinor, SHIPPED_RATES } from '../../src/domain/currencies.ts';
import { walletRefundMinor } from '../../src/domain/mobile-money-checkout.ts';
import { toIsoDate } from '../../src/domain/dates.ts';
import {
  outbox,
  outboxAttachments,
  paymentRecords,
  walletCharges,
} from '../../src/server/db/schema/index.ts';
import {
  createTestMobileMoneyProvider,
  LATE_SUCCESS_MINUTES,
  TEST_WALLET_NUMBERS,
  testWalletRefunds,
  type TestMobileMoneyProvider,
} from '../../src/server/providers/payments/mobile-money/test-processor.ts';
import { createTestWalletStore } from '../../src/server/services/test-wallet-store.ts';
import { signInAdmin } from '../helpers/accounts.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { hotelSessionBody, orderOf, roomsTaken, testCardPayment } from '../helpers/checkout.ts';
import { drawnText } from '../helpers/documents.ts';
import { makeAccommodation } from '../helpers/factories.ts';

const SECRET = 'mobile-money-test-secret-of-32-characters';
let ctx: TestContext;
let processor: TestMobileMoneyProvider;
const wallet = { refundsDown: false };

/** The app's provider: the test processor on the app's database, its refunds able to fail. */
const provider: TestMobileMoneyProvider = {
  name: 'test',
  supports: () => true,
  charge: (input) => processor.charge(input),
  retrieve: (reference) => processor.retrieve(reference),
  async refund(input) {
    if (wallet.refundsDown) return { id: 'none', status: 'failed', failureMessage: 'down' };
    return processor.refund(input);
  },
  readWebhook: (headers, body) => processor.readWebhook(headers, body),
  answerPrompt: (reference, approve) => processor.answerPrompt(reference, approve),
  prompt: (reference) => processor.prompt(reference),
  sign: (body) => processor.sign(body),
};

beforeAll(async () => {
  ctx = await createTestApp({ mobileMoney: [provider] });
  processor = createTestMobileMoneyProvider({
    now: () => ctx.clock.now(),
    store: createTestWalletStore(ctx.database.db),
    secret: SECRET,
  });
});
afterAll(() => ctx.close());

function numberOf(country: string, outcome: string) {
  return TEST_WALLET_NUMBERS.find((n) => n.country === country && n.outcome === outcome)!.phone;
}

async function call(method: 'GET' | 'POST', url: string, payload?: unknown, headers = {}) {
  const response = await ctx.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
}

let travellers = 0;
/** A fresh one-room stay and a checkout holding it ($100 × 2 nights + 10% = $220). */
async function openCheckout(roomCount = 1, extra: Record<string, unknown> = {}) {
  const stay = await makeAccommodation(ctx.database.db, { roomCount, pricePerNight: '100.00' });
  travellers += 1;
  const email = `momo${travellers}@example.com`;
  const today = toIsoDate(ctx.clock.now());
  const session = await call('POST', '/api/checkout/session', {
    ...hotelSessionBody({ accommodationId: stay.id, today, email }),
    ...extra,
  });
  expect(session.status).toBe(200);
  return { stay, email, today, sessionId: session.body.sessionId as string, session: session.body };
}

let keys = 0;
function payByPhone(sessionId: string, phone: string, extra: Record<string, unknown> = {}) {
  keys += 1;
  return call(
    'POST',
    '/api/checkout/mobile-money',
    { sessionId, country: 'SN', network: 'orange', phone, ...extra },
    { 'idempotency-key': `attempt-${keys}` },
  );
}

describe('mobile money at checkout, on the test processor', () => {
  it('offers the countries, their networks and the test numbers', async () => {
    const { status, body } = await call('GET', '/api/payments/mobile-money/options');
    expect(status).toBe(200);
    expect(body.provider).toBe('test');
    expect(body.countries.find((c: { code: string }) => c.code === 'SN')).toEqual({
      code: 'SN',
      currency: 'XOF',
      networks: [
        { code: 'orange', name: 'Orange Money' },
        { code: 'wave', name: 'Wave' },
        { code: 'free', name: 'Free Money' },
      ],
    });
    expect(body.testNumbers).toContainEqual({
      country: 'SN',
      phone: numberOf('SN', 'approve'),
      outcome: 'approve',
    });
  });

  it('charges the total in FCFA at a locked rate, waits for the phone, and books once approved', async () => {
    const { sessionId, stay, session } = await openCheckout();
    const started = await payByPhone(sessionId, '70 123 45 01');
    expect(started.status).toBe(200);
    const xof = convertMinor(22000, 'USD', 'XOF', SHIPPED_RATES);
    expect(started.body).toMatchObject({
      status: 'pending',
      country: 'SN',
      network: 'orange',
      phone: numberOf('SN', 'approve'),
      amount: String(xof),
      amountMinor: xof,
      currency: 'XOF',
      usdAmount: '220.00',
      ratesAsOf: SHIPPED_RATES.asOf,
      confirmationNumber: session.confirmationNumber,
      bookingReady: false,
    });
    expect(started.body.reference).toMatch(/^mm_/);
    expect(Number(started.body.rate)).toBeCloseTo(xof / 220, 0);
    // The charge waits 20 minutes; the hold, 15 from the session, is not shortened.
    expect(Date.parse(started.body.expiresAt)).toBe(ctx.clock.now().getTime() + 20 * 60_000);
    expect(started.body.holdExpiresAt).toBe(session.holdExpiresAt);

    const prompt = await call('GET', `/api/payments/mobile-money/test/${started.body.reference}`);
    expect(prompt.body).toMatchObject({
      merchant: 'Teranga',
      amount: String(xof),
      status: 'pending',
    });
    const approved = await call(
      'POST',
      `/api/payments/mobile-money/test/${started.body.reference}/approve`,
    );
    expect(approved.body.status).toBe('succeeded');

    const read = await call('GET', `/api/checkout/mobile-money/${started.body.reference}`);
    expect(read.body).toMatchObject({ status: 'succeeded', bookingReady: true });
    const order = await orderOf(ctx.database.db, sessionId);
    expect(order).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'succeeded' });
    expect(await roomsTaken(ctx.database.db, stay.id)).toEqual([1, 1]);
    const charges = await ctx.database.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.orderId, order.id));
    expect(charges).toMatchObject([{ kind: 'charge', amountCents: 22000, status: 'succeeded' }]);

    // Paid: no other charge of this checkout.
    const again = await payByPhone(sessionId, numberOf('SN', 'approve'));
    expect(again).toMatchObject({ status: 409, body: { code: 'already_paid' } });
  });

  // Found by the fuzz suite: over about $13,850 a naira charge passed 2^31 kobo and answered 500.
  it('charges a dear stay in naira, whose amount in kobo is past a 32-bit integer', async () => {
    const stay = await makeAccommodation(ctx.database.db, { pricePerNight: '10000.00' });
    const today = toIsoDate(ctx.clock.now());
    const session = await call('POST', '/api/checkout/session', {
      ...hotelSessionBody({ accommodationId: stay.id, today, email: 'dear@example.com' }),
      amount: 22_000,
    });
    expect(session.status).toBe(200);
    const kobo = convertMinor(2_200_000, 'USD', 'NGN', SHIPPED_RATES);
    expect(kobo).toBeGreaterThan(2 ** 31);
    const started = await payByPhone(session.body.sessionId, numberOf('NG', 'approve'), {
      country: 'NG',
      network: 'bank_transfer',
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'pending', amountMinor: kobo, currency: 'NGN' });
    const read = await call('GET', `/api/checkout/mobile-money/${started.body.reference}`);
    expect(read.body).toMatchObject({ status: 'pending', amountMinor: kobo });
  });

  it('extends the hold while the phone is asked, at most 10 minutes past its end', async () => {
    const { sessionId, session } = await openCheckout();
    ctx.clock.advance(12 * 60_000);
    const started = await payByPhone(sessionId, numberOf('SN', 'approve'));
    // 10 minutes from the charge (22 from the session), within 10 past the 15 it had.
    expect(Date.parse(started.body.holdExpiresAt)).toBe(
      Date.parse(session.holdExpiresAt) + 7 * 60_000,
    );
    const order = await orderOf(ctx.database.db, sessionId);
    expect(order.holdExpiresAt!.toISOString()).toBe(started.body.holdExpiresAt);
  });

  it('answers a repeat of one attempt with its charge, and a second tap without a key too', async () => {
    const { sessionId } = await openCheckout();
    const body = { sessionId, country: 'SN', network: 'orange', phone: numberOf('SN', 'approve') };
    const headers = { 'idempotency-key': 'same-attempt' };
    const first = await call('POST', '/api/checkout/mobile-money', body, headers);
    const repeat = await call('POST', '/api/checkout/mobile-money', body, headers);
    const noKey = await call('POST', '/api/checkout/mobile-money', body);
    expect(repeat.body.reference).toBe(first.body.reference);
    expect(noKey.body.reference).toBe(first.body.reference);
    const other = await payByPhone(sessionId, numberOf('SN', 'timeout'));
    expect(other).toMatchObject({ status: 409, body: { code: 'payment_pending' } });
    const order = await orderOf(ctx.database.db, sessionId);
    const rows = await ctx.database.db
      .select()
      .from(walletCharges)
      .where(eq(walletCharges.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('says a refusal and too little money, and lets the traveller try again on the same hold', async () => {
    const { sessionId } = await openCheckout();
    const refused = await payByPhone(sessionId, numberOf('SN', 'refuse'));
    expect(refused.body).toMatchObject({ status: 'failed', failureCode: 'refused' });
    const poor = await payByPhone(sessionId, numberOf('SN', 'insufficient_funds'));
    expect(poor.body).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });
    expect((await orderOf(ctx.database.db, sessionId)).paymentStatus).toBe(
      'requires_payment_method',
    );
    const retry = await payByPhone(sessionId, numberOf('SN', 'approve'));
    expect(retry.body.status).toBe('pending');
    await call('POST', `/api/payments/mobile-money/test/${retry.body.reference}/refuse`);
    const read = await call('GET', `/api/checkout/mobile-money/${retry.body.reference}`);
    expect(read.body).toMatchObject({ status: 'failed', failureCode: 'refused' });
  });

  it('refuses a wrong phone, network or country with 400 on that field, changing nothing', async () => {
    const { sessionId, session } = await openCheckout();
    const cases: [Record<string, string>, string, string][] = [
      [{ phone: '12' }, 'phone', 'not_a_number'],
      [{ phone: numberOf('GH', 'approve') }, 'phone', 'wrong_country'],
      [{ phone: '+221 33 823 45 67' }, 'phone', 'not_mobile'],
      [{ network: 'mtn' }, 'network', 'invalid_choice'],
      [{ country: 'ML' }, 'country', 'invalid_choice'],
    ];
    for (const [change, field, rule] of cases) {
      const refused = await payByPhone(sessionId, numberOf('SN', 'approve'), change);
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.errors).toContainEqual(expect.objectContaining({ field, rule }));
    }
    const order = await orderOf(ctx.database.db, sessionId);
    expect(order.duffelPaymentIntentId).toBe(session.paymentIntentId);
  });

  it('answers 404 for an unknown checkout or charge, 409 once the hold has expired', async () => {
    expect(
      (await payByPhone('00000000-0000-4000-8000-000000000000', numberOf('SN', 'approve'))).status,
    ).toBe(404);
    expect((await call('GET', '/api/checkout/mobile-money/mm_unknown')).status).toBe(404);
    expect((await call('GET', '/api/payments/mobile-money/test/mm_unknown')).status).toBe(404);
    const { sessionId } = await openCheckout();
    ctx.clock.advance(16 * 60_000);
    const late = await payByPhone(sessionId, numberOf('SN', 'approve'));
    expect(late).toMatchObject({ status: 409, body: { code: 'session_closed' } });
  });

  it('times out when the phone never answers: the hold ends and the stock goes back', async () => {
    const { sessionId, stay } = await openCheckout();
    const started = await payByPhone(sessionId, numberOf('SN', 'timeout'));
    ctx.clock.advance(16 * 60_000);
    await ctx.app.checkout.releaseExpired();
    // The hold ran out, the phone may still answer: the order waits, its stock given back.
    expect((await orderOf(ctx.database.db, sessionId)).orderStatus).toBe('pending');
    expect(await roomsTaken(ctx.database.db, stay.id)).toEqual([0, 0]);
    ctx.clock.advance(5 * 60_000);
    const read = await call('GET', `/api/checkout/mobile-money/${started.body.reference}`);
    expect(read.body).toMatchObject({ status: 'expired', failureCode: 'timeout' });
    await ctx.app.checkout.releaseExpired();
    expect((await orderOf(ctx.database.db, sessionId)).orderStatus).toBe('canceled');
  });

  it('books a success that arrives after the hold ran out when the room is still free', async () => {
    const { sessionId, stay } = await openCheckout();
    const started = await payByPhone(sessionId, numberOf('SN', 'late_success'));
    ctx.clock.advance(15 * 60_000 + 1000);
    await ctx.app.checkout.releaseExpired();
    expect(await roomsTaken(ctx.database.db, stay.id)).toEqual([0, 0]);
    ctx.clock.advance(LATE_SUCCESS_MINUTES * 60_000 - 15 * 60_000);
    await ctx.app.mobileMoney.read(started.body.reference);
    const read = await call('GET', `/api/checkout/mobile-money/${started.body.reference}`);
    expect(read.body).toMatchObject({ status: 'succeeded', bookingReady: true });
    expect(await roomsTaken(ctx.database.db, stay.id)).toEqual([1, 1]);
    expect((await orderOf(ctx.database.db, sessionId)).orderStatus).toBe('confirmed');
  });

  it('refunds in full, in FCFA, a success after the hold ran out when the room was sold meanwhile', async () => {
    const { sessionId, stay, today } = await openCheckout();
    const started = await payByPhone(sessionId, numberOf('SN', 'late_success'));
    ctx.clock.advance(15 * 60_000 + 1000);
    await ctx.app.checkout.releaseExpired();
    // Someone else takes the room, by card.
    const other = await call(
      'POST',
      '/api/checkout/session',
      hotelSessionBody({ accommodationId: stay.id, today, email: 'other@example.com' }),
    );
    expect(other.status).toBe(200);
    ctx.clock.advance(LATE_SUCCESS_MINUTES * 60_000 - 15 * 60_000);
    // The reconciler finds the success.
    await ctx.app.checkout.reconcile();
    const read = await call('GET', `/api/checkout/mobile-money/${started.body.reference}`);
    expect(read.body).toMatchObject({
      status: 'expired',
      bookingReady: false,
      refund: { amount: started.body.amount, pending: false },
    });
    expect(
      await testWalletRefunds(createTestWalletStore(ctx.database.db), started.body.reference),
    ).toMatchObject([{ amountMinor: started.body.amountMinor }]);
    expect(await roomsTaken(ctx.database.db, stay.id)).toEqual([1, 1]);
    expect((await orderOf(ctx.database.db, sessionId)).orderStatus).toBe('canceled');
  });

  it('takes a signed webhook once, however often it comes, and refuses a forged one with 401', async () => {
    const { sessionId } = await openCheckout();
    const started = await payByPhone(sessionId, numberOf('SN', 'approve'));
    await processor.answerPrompt(started.body.reference, true);
    const body = JSON.stringify({ event: 'charge.success', reference: started.body.reference });
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/mobile-money/test',
      headers: { 'content-type': 'application/json', 'x-teranga-signature': '0'.repeat(64) },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    expect((await orderOf(ctx.database.db, sessionId)).orderStatus).toBe('pending');
    for (let i = 0; i < 3; i += 1) {
      const delivered = await ctx.app.inject({
        method: 'POST',
        url: '/api/webhooks/mobile-money/test',
        headers: {
          'content-type': 'application/json',
          'x-teranga-signature': processor.sign(body),
        },
        payload: body,
      });
      expect(delivered.statusCode).toBe(200);
    }
    const order = await orderOf(ctx.database.db, sessionId);
    expect(order.orderStatus).toBe('confirmed');
    const records = await ctx.database.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.orderId, order.id));
    expect(records).toHaveLength(1);
  });

  it('books by the reconciler a charge approved with no webhook and no poll', async () => {
    const { sessionId } = await openCheckout();
    const started = await payByPhone(sessionId, numberOf('GH', 'approve'), {
      country: 'GH',
      network: 'mtn',
    });
    expect(started.body.currency).toBe('GHS');
    await processor.answerPrompt(started.body.reference, true);
    expect((await orderOf(ctx.database.db, sessionId)).orderStatus).toBe('pending');
    await ctx.app.checkout.reconcile();
    expect((await orderOf(ctx.database.db, sessionId)).orderStatus).toBe('confirmed');
  });

  it('refunds, never books, a success the provider reports after we stopped waiting', async () => {
    const { sessionId, stay } = await openCheckout();
    const started = await payByPhone(sessionId, numberOf('SN', 'approve'));
    // Approved just in time, but its news reaches us only after our 20 minutes.
    ctx.clock.advance(19 * 60_000);
    await processor.answerPrompt(started.body.reference, true);
    ctx.clock.advance(2 * 60_000);
    const read = await call('GET', `/api/checkout/mobile-money/${started.body.reference}`);
    expect(read.body).toMatchObject({
      status: 'expired',
      refund: { amount: started.body.amount, pending: false },
    });
    expect((await orderOf(ctx.database.db, sessionId)).orderStatus).toBe('canceled');
    expect(await roomsTaken(ctx.database.db, stay.id)).toEqual([0, 0]);
  });

  /** A stay booked by Orange Money on the approve number. */
  async function bookByPhone(extra: Record<string, unknown> = {}) {
    const checkout = await openCheckout(1, extra);
    const started = await payByPhone(checkout.sessionId, numberOf('SN', 'approve'));
    await call('POST', `/api/payments/mobile-money/test/${started.body.reference}/approve`);
    return { ...checkout, charge: started.body };
  }

  it('states the payment on the booking, and refunds a cancellation to the wallet in FCFA by the terms', async () => {
    const { sessionId, email, charge } = await bookByPhone();
    const view = await call('GET', `/api/orders/${sessionId}`);
    expect(view.body.payment).toEqual({
      method: 'mobile_money',
      network: 'orange',
      phoneLast4: '4501',
      currency: 'XOF',
      amount: charge.amount,
    });
    // Half a day before check-in (10 days ahead): past the free limit, the first night is kept.
    ctx.clock.advance(9 * 24 * 3_600_000 + 12 * 3_600_000);
    const cancelled = await call('POST', `/api/bookings/${sessionId}/cancel`, { email });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refundStatus).toBe('refunded');
    const refundCents = Math.round(Number(cancelled.body.refund) * 100);
    expect(refundCents).toBeGreaterThan(0);
    expect(refundCents).toBeLessThan(22000);
    const refundMinor = walletRefundMinor(refundCents, 22000, charge.amountMinor);
    expect(cancelled.body.booking.payment).toMatchObject({
      method: 'mobile_money',
      currency: 'XOF',
      refund: String(refundMinor),
    });
    const sent = await testWalletRefunds(createTestWalletStore(ctx.database.db), charge.reference);
    expect(sent).toMatchObject([{ amountMinor: refundMinor }]);
  });

  it("counts a wallet's payment in the admin's revenue in its own money, as mobile money", async () => {
    const { cookie } = await signInAdmin(ctx.app);
    const revenue = async () => {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/revenue?from=2020-01-01&to=2035-12-31',
        headers: { cookie },
      });
      expect(answer.statusCode).toBe(200);
      const rows = answer.json().rows as {
        currency: string;
        method: string;
        chargedMinor: number;
      }[];
      const charged = (currency: string, method: string) =>
        rows.find((r) => r.currency === currency && r.method === method)?.chargedMinor ?? 0;
      return { xof: charged('XOF', 'mobile_money'), card: charged('USD', 'card') };
    };
    const before = await revenue();
    const { charge } = await bookByPhone();
    const after = await revenue();
    expect(after.xof - before.xof).toBe(charge.amountMinor);
    expect(after.card).toBe(before.card);
  });

  it('keeps a refund the wallet refused owed, and sends it once at the reconcile after it is back', async () => {
    const { sessionId, email, charge } = await bookByPhone();
    wallet.refundsDown = true;
    try {
      const cancelled = await call('POST', `/api/bookings/${sessionId}/cancel`, { email });
      expect(cancelled.body).toMatchObject({ refundStatus: 'pending' });
      expect(cancelled.body.booking).toMatchObject({
        refundPending: true,
        payment: { refund: charge.amount },
      });
      await ctx.app.checkout.reconcile();
      expect((await call('GET', `/api/orders/${sessionId}`)).body.refundPending).toBe(true);
    } finally {
      wallet.refundsDown = false;
    }
    await ctx.app.checkout.reconcile();
    await ctx.app.checkout.reconcile();
    expect((await call('GET', `/api/orders/${sessionId}`)).body.refundPending).toBe(false);
    const sent = await testWalletRefunds(createTestWalletStore(ctx.database.db), charge.reference);
    expect(sent).toMatchObject([{ amountMinor: charge.amountMinor }]);
  });

  /** The newest e-mail to `email` once the jobs have sent it, with its voucher's text. */
  async function lastMail(email: string) {
    await ctx.app.jobs.runPending();
    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const [voucher] = await ctx.database.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.outboxId, mail!.id))
      .orderBy(asc(outboxAttachments.id));
    const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
    return {
      text: plain(mail!.text!),
      html: plain(mail!.html!),
      voucher: plain(await drawnText(voucher!.content)),
    };
  }

  it("says in the e-mail and voucher what the phone was charged, in the wallet's money", async () => {
    const { email, charge } = await bookByPhone({ language: 'en' });
    const fcfa = formatMinor(charge.amountMinor, 'XOF', 'en-GB').replace(/[\u202f\u00a0]/g, ' ');
    const mail = await lastMail(email);
    const paid = `Paid ${fcfa} with Orange Money \u00b7\u00b7\u00b74501`;
    expect(mail.text).toContain(paid);
    expect(mail.html).toContain(paid);
    expect(mail.voucher).toContain(paid);
    // The card's words stay the card's: a card booking says nothing of a wallet.
    expect(mail.text).not.toContain('card');
  });

  it('says in French that a cancelled wallet booking is refunded to that wallet, in FCFA', async () => {
    const { sessionId, email, charge } = await bookByPhone({ language: 'fr' });
    const booked = await lastMail(email);
    const fcfa = formatMinor(charge.amountMinor, 'XOF', 'fr-FR').replace(/[\u202f\u00a0]/g, ' ');
    expect(booked.text).toContain(`Payé ${fcfa} avec Orange Money \u00b7\u00b7\u00b74501`);
    const cancelled = await call('POST', `/api/bookings/${sessionId}/cancel`, { email });
    expect(cancelled.status).toBe(200);
    // Free cancellation (10 days ahead): the whole charge goes back to the wallet.
    expect(cancelled.body.booking.payment.refund).toBe(charge.amount);
    const refunded = `${fcfa} a été remboursé sur Orange Money \u00b7\u00b7\u00b74501, le portefeuille qui a payé`;
    const mail = await lastMail(email);
    expect(mail.text).toContain(refunded);
    expect(mail.text).not.toContain('carte');
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${sessionId}/voucher.pdf`,
    });
    expect(pdf.statusCode).toBe(200);
    const voucher = (await drawnText(pdf.rawPayload)).replace(/[\u202f\u00a0]/g, ' ');
    expect(voucher.replace(/\s+/g, ' ')).toContain(refunded);
    expect(voucher).not.toContain('carte');
  });

  it("keeps the card's words in a card booking's cancellation e-mail", async () => {
    const { sessionId, email, session } = await openCheckout(1, { language: 'en' });
    await call('POST', '/api/payments/test/confirm', testCardPayment(session));
    await call('POST', '/api/checkout/confirm', {
      sessionId,
      paymentIntentId: session.paymentIntentId,
    });
    const booked = await lastMail(email);
    expect(booked.text).not.toContain('Paid ');
    await call('POST', `/api/bookings/${sessionId}/cancel`, { email });
    const mail = await lastMail(email);
    expect(mail.text).toMatch(/was refunded to the card ending \d{4}/);
    expect(mail.voucher).not.toContain('wallet');
  });

  it("states a card booking's payment in US dollars", async () => {
    const { sessionId } = await openCheckout();
    const view = await call('GET', `/api/orders/${sessionId}`);
    expect(view.body.payment).toEqual({ method: 'card', currency: 'USD', amount: '220.00' });
  });

  it('lists for the admin the charges still waiting for a phone, with their age', async () => {
    const { sessionId } = await openCheckout();
    const started = await payByPhone(sessionId, numberOf('SN', 'timeout'));
    ctx.clock.advance(90_000);
    const { cookie } = await signInAdmin(ctx.app);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/payments/mobile-money/pending',
      headers: { cookie },
    });
    expect(listed.statusCode).toBe(200);
    const mine = listed
      .json()
      .charges.find((c: { reference: string }) => c.reference === started.body.reference);
    expect(mine).toMatchObject({
      network: 'orange',
      phoneLast4: '4504',
      currency: 'XOF',
      amount: started.body.amount,
      ageSeconds: 90,
    });
    const signedOut = await call('GET', '/api/admin/payments/mobile-money/pending');
    expect(signedOut.status).toBe(401);
  });

  it('closes the card payment when the traveller turns to a wallet, so the card can never pay too', async () => {
    const { sessionId, session } = await openCheckout();
    const started = await payByPhone(sessionId, numberOf('SN', 'approve'));
    expect(started.status).toBe(200);
    const card = await call('POST', '/api/payments/test/confirm', testCardPayment(session));
    expect(card.status).toBe(409);
    const confirm = await call('POST', '/api/checkout/confirm', {
      sessionId,
      paymentIntentId: session.paymentIntentId,
    });
    expect(confirm.status).toBe(400);
    expect((await orderOf(ctx.database.db, sessionId)).duffelPaymentIntentId).toBe(
      started.body.reference,
    );
  });
});
