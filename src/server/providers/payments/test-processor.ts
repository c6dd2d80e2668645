import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  assertValidIntentInput,
  PaymentProviderError,
  type CreateIntentInput,
  type PaymentIntent,
  type PaymentProvider,
  type RefundInput,
  type RefundResult,
} from './types.ts';

export type TestCard = { number: string; expMonth: number; expYear: number; cvc: string };

export type TestRefund = {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  status: 'succeeded';
  createdAt: string;
};

/** Everything the processor knows of one payment, as its store keeps it. */
export type TestPaymentRecord = {
  intent: PaymentIntent & { charges: number; refundedCents: number };
  created: { key: string; input: CreateIntentInput };
  refunds: { refund: TestRefund; input: RefundInput }[];
};

/**
 * Where the processor keeps its payments, so a restart forgets none and every server of the site
 * sees the same ones (as Stripe's are one for all). The processor never sees a database: the app
 * gives it a store that uses one; without one, they are kept in this process. Its writes are
 * conditional, so reading, checking and saving a payment is one step however many servers pay
 * at once: paying twice charges once.
 */
export type TestPaymentStore = {
  /** The payment with this id, or the one created with this idempotency key. */
  load(key: { id: string } | { createdWith: string }): Promise<TestPaymentRecord | null>;
  /**
   * Keeps a new payment, unless one was created with the same idempotency key before: the
   * payment kept under that key, the new one or the earlier one.
   */
  create(record: TestPaymentRecord): Promise<TestPaymentRecord>;
  /**
   * Replaces the payment `before` (as it was read) with `after`, unless it changed since: true
   * when it was replaced.
   */
  replace(before: TestPaymentRecord, after: TestPaymentRecord): Promise<boolean>;
};

/** Payments kept in this process's memory. */
export function createMemoryPaymentStore(): TestPaymentStore {
  const records = new Map<string, TestPaymentRecord>();
  const copy = (record: TestPaymentRecord) => structuredClone(record);
  const createdWith = (key: string) =>
    [...records.values()].find((record) => record.created.key === key);
  return {
    async load(key) {
      const record = 'id' in key ? records.get(key.id) : createdWith(key.createdWith);
      return record ? copy(record) : null;
    },
    async create(record) {
      const earlier = createdWith(record.created.key);
      if (earlier) return copy(earlier);
      records.set(record.intent.id, copy(record));
      return copy(record);
    },
    async replace(before, after) {
      const current = records.get(before.intent.id);
      if (!current || !isDeepStrictEqual(current, before)) return false;
      records.set(after.intent.id, copy(after));
      return true;
    },
  };
}

export type TestPaymentProvider = PaymentProvider & {
  readonly name: 'test';
  /** What Stripe.js does in the browser: attach a card to the intent and confirm it. */
  confirmCard(id: string, card: TestCard): Promise<PaymentIntent>;
  /** The traveller's answer to the 3-D Secure challenge. */
  completeAction(id: string, approve: boolean): Promise<PaymentIntent>;
  getRefunds(paymentIntentId: string): TestRefund[];
  chargeCount(paymentIntentId: string): number;
};

type CardOutcome =
  | { kind: 'succeed' }
  | { kind: 'authenticate' }
  | { kind: 'decline'; code: string; message: string };

/** Stripe's test numbers and what Stripe does with them. */
const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { kind: 'succeed' },
  '4000000000000002': {
    kind: 'decline',
    code: 'card_declined',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    kind: 'decline',
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000002760003184': { kind: 'authenticate' },
};

const NOT_A_TEST_CARD = {
  code: 'test_mode_card',
  message: 'This is test mode: use a test card such as 4242 4242 4242 4242.',
};
const AUTHENTICATION_FAILED = {
  code: 'authentication_failed',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

type StoredIntent = PaymentIntent & { charges: number; refundedCents: number };

function randomId(): string {
  return randomBytes(12).toString('hex');
}

function notFound(id: string): PaymentProviderError {
  return new PaymentProviderError(`No such payment intent: '${id}'`, 'not_found', 404);
}

/** A card's refusal before it reaches the (pretend) network, or null when the card is usable. */
function checkCard(
  card: TestCard,
  digits: string,
  now: Date,
): { code: string; message: string } | null {
  if (!/^\d{12,19}$/.test(digits)) {
    return { code: 'invalid_number', message: 'Your card number is invalid.' };
  }
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." };
  }
  if (!Number.isInteger(card.expYear) || card.expYear < 0) {
    return { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." };
  }
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  // A card is valid through the last day of its expiry month.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expYear * 12 + (card.expMonth - 1) < thisMonth) {
    return { code: 'expired_card', message: 'Your card has expired.' };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) {
    return { code: 'incorrect_cvc', message: "Your card's security code is incorrect." };
  }
  return null;
}

/** How many times a change is read and tried again when other changes keep coming first. */
const MAX_ATTEMPTS = 20;

/**
 * The built-in card processor: payment intents that behave like Stripe's in test mode, kept in
 * its store. Every change reads the payment, checks it and saves it only if it is still as read
 * (else it is read and checked again), so concurrent calls, on this server or another, cannot
 * interleave between a check and its update (confirming twice charges once). What this process
 * last saw of each payment is kept for the tests' own questions (charges, refunds).
 */
export function createTestPaymentProvider(
  options: { now?: () => Date; store?: TestPaymentStore } = {},
): TestPaymentProvider {
  const now = options.now ?? (() => new Date());
  const store = options.store ?? createMemoryPaymentStore();
  const seen = new Map<string, TestPaymentRecord>();

  function view(intent: StoredIntent): PaymentIntent {
    const { charges: _charges, refundedCents: _refunded, ...rest } = intent;
    return { ...rest };
  }

  /** The payment as the store has it now. */
  async function load(id: string): Promise<TestPaymentRecord> {
    const record = await store.load({ id });
    if (!record) throw notFound(id);
    seen.set(id, record);
    return record;
  }

  /**
   * Reads one payment, changes a copy of it (`apply`) and saves it in one step: when another
   * change was saved in between, the payment is read and changed again. What `apply` returns is
   * the answer; a payment `apply` leaves as it was is not written.
   */
  async function update<T>(id: string, apply: (record: TestPaymentRecord) => T): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const before = await load(id);
      const after = structuredClone(before);
      const answer = apply(after);
      if (isDeepStrictEqual(after, before)) return answer;
      if (await store.replace(before, after)) {
        seen.set(id, after);
        return answer;
      }
      if (attempt === MAX_ATTEMPTS) {
        throw new PaymentProviderError(
          'This payment is being changed by another request; try again.',
          'lock_timeout',
          409,
        );
      }
    }
  }

  /** `update`, answering the payment as it is after the change. */
  function change(id: string, apply: (record: TestPaymentRecord) => void) {
    return update(id, (record) => {
      apply(record);
      return view(record.intent);
    });
  }

  function fail(intent: StoredIntent, failure: { code: string; message: string }) {
    intent.status = 'requires_payment_method';
    intent.failureCode = failure.code;
    intent.failureMessage = failure.message;
  }

  function charge(intent: StoredIntent) {
    intent.status = 'succeeded';
    intent.charges += 1;
    delete intent.failureCode;
    delete intent.failureMessage;
  }

  return {
    name: 'test',

    async createIntent(input) {
      assertValidIntentInput(input);
      const currency = input.currency.toUpperCase();
      const id = `pi_test_${randomId()}`;
      const kept = await store.create({
        intent: {
          id,
          clientSecret: `${id}_secret_${randomId()}`,
          status: 'requires_payment_method',
          amountCents: input.amountCents,
          currency,
          charges: 0,
          refundedCents: 0,
        },
        created: { key: input.idempotencyKey, input: { ...input } },
        refunds: [],
      });
      // A payment created with this key before is answered again, if it was for the same sum.
      if (
        kept.created.input.amountCents !== input.amountCents ||
        kept.created.input.currency.toUpperCase() !== currency
      ) {
        throw new PaymentProviderError(
          'This idempotency key was already used for a payment with another amount.',
          'idempotency_mismatch',
          409,
        );
      }
      seen.set(kept.intent.id, kept);
      return view(kept.intent);
    },

    async retrieveIntent(id) {
      return view((await load(id)).intent);
    },

    async cancelIntent(id) {
      return change(id, (record) => {
        const { intent } = record;
        if (intent.status === 'succeeded') {
          throw new PaymentProviderError(
            'This payment has succeeded and cannot be canceled; refund it instead.',
            'invalid_state',
            409,
          );
        }
        intent.status = 'canceled';
      });
    },

    async confirmCard(id, card) {
      return change(id, (record) => {
        const { intent } = record;
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          throw new PaymentProviderError(
            `This payment is ${intent.status} and cannot be confirmed again.`,
            'invalid_state',
            409,
          );
        }
        const digits = card.number.replace(/[\s-]/g, '');
        // Only the last four digits are ever kept; the number itself goes out of scope here.
        if (/^\d{4,}$/.test(digits)) intent.last4 = digits.slice(-4);
        else delete intent.last4;
        const refusal = checkCard(card, digits, now());
        const outcome = TEST_CARDS[digits];
        if (refusal) fail(intent, refusal);
        else if (!outcome) fail(intent, NOT_A_TEST_CARD);
        else if (outcome.kind === 'succeed') charge(intent);
        else if (outcome.kind === 'decline') fail(intent, outcome);
        else {
          intent.status = 'requires_action';
          delete intent.failureCode;
          delete intent.failureMessage;
        }
      });
    },

    async completeAction(id, approve) {
      return change(id, (record) => {
        if (record.intent.status !== 'requires_action') {
          throw new PaymentProviderError(
            'This payment is not waiting for authentication.',
            'invalid_state',
            409,
          );
        }
        if (approve) charge(record.intent);
        else fail(record.intent, AUTHENTICATION_FAILED);
      });
    },

    async refund(input): Promise<RefundResult> {
      return update(input.paymentIntentId, (record) => {
        const earlier = record.refunds.find((r) => r.input.idempotencyKey === input.idempotencyKey);
        if (earlier) {
          if (earlier.input.amountCents !== input.amountCents) {
            throw new PaymentProviderError(
              'This idempotency key was already used for another refund.',
              'idempotency_mismatch',
              409,
            );
          }
          return { id: earlier.refund.id, status: earlier.refund.status };
        }
        const { intent } = record;
        if (intent.status !== 'succeeded') {
          throw new PaymentProviderError(
            'Only a payment that succeeded can be refunded.',
            'invalid_state',
            409,
          );
        }
        const remaining = intent.amountCents - intent.refundedCents;
        const amountCents = input.amountCents ?? remaining;
        if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
          if (input.amountCents === undefined) {
            throw new PaymentProviderError(
              'This payment has already been refunded in full.',
              'refund_exceeds',
              400,
            );
          }
          throw new PaymentProviderError(
            'A refund must be a positive whole number of cents.',
            'invalid_amount',
            400,
          );
        }
        if (amountCents > remaining) {
          throw new PaymentProviderError(
            `The refund (${amountCents} cents) is more than the ${remaining} cents left to refund.`,
            'refund_exceeds',
            400,
          );
        }
        intent.refundedCents += amountCents;
        const refund: TestRefund = {
          id: `re_test_${randomId()}`,
          paymentIntentId: intent.id,
          amountCents,
          status: 'succeeded',
          createdAt: now().toISOString(),
        };
        record.refunds.push({ refund, input: { ...input } });
        return { id: refund.id, status: refund.status };
      });
    },

    getRefunds(paymentIntentId) {
      return (seen.get(paymentIntentId)?.refunds ?? []).map(({ refund }) => ({ ...refund }));
    },

    chargeCount(paymentIntentId) {
      return seen.get(paymentIntentId)?.intent.charges ?? 0;
    },
  };
}
