import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CHARGE_MINUTES,
  MOBILE_MONEY_TEST_OUTCOMES,
  type MobileMoneyTestOutcome,
} from '../../../../domain/mobile-money-checkout.ts';
import type { MobileMoneyCountryCode } from '../../../../domain/mobile-money.ts';
import { PaymentProviderError } from '../types.ts';
import {
  pendingCharge,
  type MobileMoneyProvider,
  type WalletCharge,
  type WalletChargeInput,
  type WalletRefund,
  type WalletRefundInput,
  type WalletWebhook,
} from './types.ts';

/**
 * The built-in mobile-money processor: offline, the default, and what the tests and the demo pay
 * with. Each country has test numbers whose last two digits say what the phone does: 01 waits for
 * the traveller to approve (or refuse) on the test prompt (/pay/test-phone/:reference) while the
 * checkout waits for it (CHARGE_MINUTES), 02 is
 * refused, 03 has too little money, 04 never answers, 05 pays only once LATE_SUCCESS_MINUTES have
 * passed (after any hold the checkout keeps: see docs/decisions/0029). Any other number is not
 * a wallet here (invalid_number), as a real network refuses a number it does not know.
 */

/** Each country's test numbers, E.164 without the last two digits (valid mobile numbers). */
const TEST_NUMBER_STEMS: Record<MobileMoneyCountryCode, string> = {
  GH: '+2332312345',
  SN: '+2217012345',
  CI: '+22501234567',
  BJ: '+22901951234',
  TG: '+228901123',
  NG: '+23480212345',
};

const OUTCOME_ENDINGS: Record<MobileMoneyTestOutcome, string> = {
  approve: '01',
  refuse: '02',
  insufficient_funds: '03',
  timeout: '04',
  late_success: '05',
};

/** A late_success number pays this long after its charge started. */
export const LATE_SUCCESS_MINUTES = 16;

export const TEST_WALLET_NUMBERS: {
  country: MobileMoneyCountryCode;
  phone: string;
  outcome: MobileMoneyTestOutcome;
}[] = Object.entries(TEST_NUMBER_STEMS).flatMap(([country, stem]) =>
  MOBILE_MONEY_TEST_OUTCOMES.map((outcome) => ({
    country: country as MobileMoneyCountryCode,
    phone: `${stem}${OUTCOME_ENDINGS[outcome]}`,
    outcome,
  })),
);

function outcomeOf(phone: string): MobileMoneyTestOutcome | null {
  return TEST_WALLET_NUMBERS.find((n) => n.phone === phone)?.outcome ?? null;
}

/** Everything the processor knows of one charge, as its store keeps it. */
export type TestWalletRecord = {
  charge: WalletCharge;
  outcome: MobileMoneyTestOutcome | null;
  idempotencyKey: string;
  createdAt: string;
  refunds: { id: string; amountMinor: number; idempotencyKey: string; createdAt: string }[];
};

export type TestWalletAccess = {
  load(reference: string): Promise<TestWalletRecord | null>;
  save(record: TestWalletRecord): Promise<void>;
};

/** Where the processor keeps its charges; `locked` runs one change at a time per key. */
export type TestWalletStore = TestWalletAccess & {
  locked<T>(key: string, work: (access: TestWalletAccess) => Promise<T>): Promise<T>;
};

/** Charges kept in this process's memory, one change at a time per key. */
export function createMemoryWalletStore(): TestWalletStore {
  const records = new Map<string, TestWalletRecord>();
  let queue: Promise<unknown> = Promise.resolve();
  const access: TestWalletAccess = {
    async load(reference) {
      const found = records.get(reference);
      return found ? structuredClone(found) : null;
    },
    async save(record) {
      records.set(record.charge.reference, structuredClone(record));
    },
  };
  return {
    ...access,
    locked(_key, work) {
      const run = queue.then(() => work(access));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

export type TestMobileMoneyProvider = MobileMoneyProvider & {
  readonly name: 'test';
  /** The traveller's answer on the test prompt (an `approve` number's charge only). */
  answerPrompt(reference: string, approve: boolean): Promise<WalletCharge>;
  /** The charge as the test prompt shows it, or null when unknown. */
  prompt(reference: string): Promise<WalletCharge | null>;
  /** Signs a webhook body as this processor does (x-teranga-signature), for tests and tools. */
  sign(rawBody: string | Buffer): string;
};

export const TEST_WEBHOOK_HEADER = 'x-teranga-signature';

function randomId(): string {
  return randomBytes(10).toString('hex');
}

function notFound(reference: string) {
  return new PaymentProviderError(`No such charge: '${reference}'`, 'not_found', 404);
}

export function createTestMobileMoneyProvider(options: {
  now: () => Date;
  store?: TestWalletStore;
  /** Signs and checks the processor's webhooks (APP_SECRET). */
  secret: string;
}): TestMobileMoneyProvider {
  const { now, secret } = options;
  const store = options.store ?? createMemoryWalletStore();

  /** A late_success charge pays once its time has come: read, it is brought up to date. */
  function catchUp(record: TestWalletRecord): boolean {
    const { charge } = record;
    if (charge.status !== 'pending' || record.outcome !== 'late_success') return false;
    const due = Date.parse(record.createdAt) + LATE_SUCCESS_MINUTES * 60_000;
    if (now().getTime() < due) return false;
    charge.status = 'succeeded';
    return true;
  }

  function read(reference: string) {
    return store.locked(reference, async (access) => {
      const record = await access.load(reference);
      if (!record) return null;
      if (catchUp(record)) await access.save(record);
      return record;
    });
  }

  function sign(rawBody: string | Buffer) {
    return createHmac('sha256', secret).update(rawBody).digest('hex');
  }

  return {
    name: 'test',

    supports: () => true,

    async charge(input: WalletChargeInput) {
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
        throw new PaymentProviderError(
          'The amount must be a positive whole number of minor units.',
          'invalid_amount',
          400,
        );
      }
      return store.locked(input.reference, async (access) => {
        const earlier = await access.load(input.reference);
        if (earlier) {
          if (
            earlier.idempotencyKey !== input.idempotencyKey ||
            earlier.charge.amountMinor !== input.amountMinor
          ) {
            throw new PaymentProviderError(
              'This reference was already used for another charge.',
              'idempotency_mismatch',
              409,
            );
          }
          if (catchUp(earlier)) await access.save(earlier);
          return earlier.charge;
        }
        const outcome = outcomeOf(input.phone);
        const charge = pendingCharge(input);
        if (outcome === null) {
          charge.status = 'failed';
          charge.failureCode = 'invalid_number';
          charge.failureMessage = 'This is test mode: use one of the test numbers.';
        } else if (outcome === 'refuse') {
          charge.status = 'failed';
          charge.failureCode = 'refused';
          charge.failureMessage = 'The customer declined the payment.';
        } else if (outcome === 'insufficient_funds') {
          charge.status = 'failed';
          charge.failureCode = 'insufficient_funds';
          charge.failureMessage = 'The wallet balance is too low.';
        }
        const record: TestWalletRecord = {
          charge,
          outcome,
          idempotencyKey: input.idempotencyKey,
          createdAt: now().toISOString(),
          refunds: [],
        };
        await access.save(record);
        return charge;
      });
    },

    async retrieve(reference) {
      const record = await read(reference);
      if (!record) throw notFound(reference);
      return record.charge;
    },

    async prompt(reference) {
      return (await read(reference))?.charge ?? null;
    },

    async answerPrompt(reference, approve) {
      return store.locked(reference, async (access) => {
        const record = await access.load(reference);
        if (!record) throw notFound(reference);
        // The phone's prompt lasts as long as the checkout waits for it (CHARGE_MINUTES).
        const prompted = Date.parse(record.createdAt) + CHARGE_MINUTES * 60_000 > now().getTime();
        if (record.charge.status !== 'pending' || record.outcome !== 'approve' || !prompted) {
          throw new PaymentProviderError(
            'This charge is not waiting for the phone.',
            'invalid_state',
            409,
          );
        }
        if (approve) record.charge.status = 'succeeded';
        else {
          record.charge.status = 'failed';
          record.charge.failureCode = 'refused';
          record.charge.failureMessage = 'The customer declined the payment.';
        }
        await access.save(record);
        return record.charge;
      });
    },

    async refund(input: WalletRefundInput): Promise<WalletRefund> {
      return store.locked(input.reference, async (access) => {
        const record = await access.load(input.reference);
        if (!record) throw notFound(input.reference);
        catchUp(record);
        const earlier = record.refunds.find((r) => r.idempotencyKey === input.idempotencyKey);
        if (earlier) {
          if (earlier.amountMinor !== input.amountMinor) {
            throw new PaymentProviderError(
              'This idempotency key was already used for another refund.',
              'idempotency_mismatch',
              409,
            );
          }
          return { id: earlier.id, status: 'succeeded' };
        }
        if (record.charge.status !== 'succeeded') {
          throw new PaymentProviderError(
            'Only a charge that succeeded can be refunded.',
            'invalid_state',
            409,
          );
        }
        const refunded = record.refunds.reduce((sum, r) => sum + r.amountMinor, 0);
        if (
          !Number.isSafeInteger(input.amountMinor) ||
          input.amountMinor <= 0 ||
          input.amountMinor > record.charge.amountMinor - refunded
        ) {
          throw new PaymentProviderError(
            'The refund is more than is left to refund.',
            'refund_exceeds',
            400,
          );
        }
        const refund = {
          id: `mmre_test_${randomId()}`,
          amountMinor: input.amountMinor,
          idempotencyKey: input.idempotencyKey,
          createdAt: now().toISOString(),
        };
        record.refunds.push(refund);
        await access.save(record);
        return { id: refund.id, status: 'succeeded' };
      });
    },

    readWebhook(headers, rawBody): WalletWebhook | null {
      const given = headers[TEST_WEBHOOK_HEADER] ?? '';
      const expected = Buffer.from(sign(rawBody), 'hex');
      const sent = /^[0-9a-f]{64}$/.test(given) ? Buffer.from(given, 'hex') : Buffer.alloc(0);
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
        throw new PaymentProviderError(
          'The webhook signature is missing or wrong.',
          'invalid_signature',
          401,
        );
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      const { reference, event } = (body ?? {}) as { reference?: unknown; event?: unknown };
      if (typeof reference !== 'string' || typeof event !== 'string') return null;
      return { reference, event };
    },

    sign,
  };
}

/** The refunds the test processor has sent for a charge, in minor units (for the tests). */
export async function testWalletRefunds(store: TestWalletStore, reference: string) {
  return (await store.load(reference))?.refunds ?? [];
}
