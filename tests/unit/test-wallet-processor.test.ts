import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/server/clock.ts';
import { walletPhone } from '../../src/server/lib/wallet-phone.ts';
import {
  createTestMobileMoneyProvider,
  LATE_SUCCESS_MINUTES,
  TEST_WALLET_NUMBERS,
} from '../../src/server/providers/payments/mobile-money/test-processor.ts';
import { PaymentProviderError } from '../../src/server/providers/payments/types.ts';
import { MOBILE_MONEY_COUNTRIES } from '../../src/domain/mobile-money.ts';

const clock = fixedClock('2026-11-21T09:00:00.000Z');
const processor = () =>
  createTestMobileMoneyProvider({ now: () => clock.now(), secret: 'x'.repeat(32) });

function numberOf(country: string, outcome: string) {
  return TEST_WALLET_NUMBERS.find((n) => n.country === country && n.outcome === outcome)!.phone;
}

let n = 0;
function chargeInput(phone: string) {
  n += 1;
  return {
    reference: `mm_t${n}`,
    amountMinor: 45000,
    currency: 'XOF' as const,
    network: 'orange' as const,
    phone,
    email: 'a@example.com',
    idempotencyKey: `mm_t${n}`,
  };
}

describe('the test mobile-money processor', () => {
  it('has five test numbers in every mobile-money country, each a mobile of that country', () => {
    for (const country of MOBILE_MONEY_COUNTRIES) {
      const numbers = TEST_WALLET_NUMBERS.filter((t) => t.country === country.code);
      expect(numbers.map((t) => t.outcome).sort()).toEqual(
        ['approve', 'insufficient_funds', 'late_success', 'refuse', 'timeout'].sort(),
      );
      for (const { phone } of numbers) expect(walletPhone(phone, country.code)).toEqual({ phone });
    }
  });

  it('refuses, finds too little money, and knows no other number', async () => {
    const p = processor();
    expect(await p.charge(chargeInput(numberOf('SN', 'refuse')))).toMatchObject({
      status: 'failed',
      failureCode: 'refused',
    });
    expect(await p.charge(chargeInput(numberOf('GH', 'insufficient_funds')))).toMatchObject({
      status: 'failed',
      failureCode: 'insufficient_funds',
    });
    expect(await p.charge(chargeInput('+221771234567'))).toMatchObject({
      status: 'failed',
      failureCode: 'invalid_number',
    });
  });

  it('waits for the prompt on an approve number, and answers a repeat with the same charge', async () => {
    const p = processor();
    const input = chargeInput(numberOf('CI', 'approve'));
    expect((await p.charge(input)).status).toBe('pending');
    expect((await p.retrieve(input.reference)).status).toBe('pending');
    expect((await p.answerPrompt(input.reference, true)).status).toBe('succeeded');
    expect((await p.charge(input)).status).toBe('succeeded');
    await expect(p.answerPrompt(input.reference, false)).rejects.toThrow(PaymentProviderError);
  });

  it('never answers a timeout number, and pays a late_success one only after its delay', async () => {
    const p = processor();
    const timeout = chargeInput(numberOf('BJ', 'timeout'));
    const late = chargeInput(numberOf('BJ', 'late_success'));
    await p.charge(timeout);
    await p.charge(late);
    clock.advance((LATE_SUCCESS_MINUTES - 1) * 60_000);
    expect((await p.retrieve(late.reference)).status).toBe('pending');
    clock.advance(60_000);
    expect((await p.retrieve(late.reference)).status).toBe('succeeded');
    clock.advance(24 * 3_600_000);
    expect((await p.retrieve(timeout.reference)).status).toBe('pending');
  });

  it('refunds a paid charge once per key, never more than was paid', async () => {
    const p = processor();
    const input = chargeInput(numberOf('TG', 'approve'));
    await p.charge(input);
    await expect(
      p.refund({ reference: input.reference, amountMinor: 100, idempotencyKey: 'r0' }),
    ).rejects.toMatchObject({ code: 'invalid_state' });
    await p.answerPrompt(input.reference, true);
    const first = await p.refund({
      reference: input.reference,
      amountMinor: 40000,
      idempotencyKey: 'r1',
    });
    expect(
      await p.refund({ reference: input.reference, amountMinor: 40000, idempotencyKey: 'r1' }),
    ).toEqual(first);
    await expect(
      p.refund({ reference: input.reference, amountMinor: 5001, idempotencyKey: 'r2' }),
    ).rejects.toMatchObject({ code: 'refund_exceeds' });
  });

  it('reads only webhooks it signed', () => {
    const p = processor();
    const body = Buffer.from(JSON.stringify({ event: 'charge.updated', reference: 'mm_x' }));
    expect(p.readWebhook({ 'x-teranga-signature': p.sign(body) }, body)).toEqual({
      event: 'charge.updated',
      reference: 'mm_x',
    });
    const forged = createTestMobileMoneyProvider({
      now: () => clock.now(),
      secret: 'y'.repeat(32),
    });
    expect(() => p.readWebhook({ 'x-teranga-signature': forged.sign(body) }, body)).toThrow(
      expect.objectContaining({ code: 'invalid_signature', statusCode: 401 }),
    );
    expect(() => p.readWebhook({}, body)).toThrow(expect.objectContaining({ statusCode: 401 }));
  });
});
