import { randomBytes } from 'node:crypto';
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
 * Where the processor keeps its payments, so a restart forgets none (as Stripe forgets none).
 * The processor never sees a database: the app gives it a store that uses one.
 */
export type TestPaymentStore = {
  /** The payment with this id, or the one created with this idempotency key. */
  load(key: { id: string } | { createdWith: string }): Promise<TestPaymentRecord | null>;
  save(record: TestPaymentRecord): Promise<void>;
};

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

/**
 * The built-in card processor: payment intents held in memory that behave like Stripe's in
 * test mode. Every state change happens synchronously, so concurrent calls cannot interleave
 * between a check and its update (confirming twice charges once).
 */
export function createTestPaymentProvider(
  options: { now?: () => Date; store?: TestPaymentStore } = {},
): TestPaymentProvider {
  const now = options.now ?? (() => new Date());
  const intents = new Map<string, StoredIntent>();
  const intentsByKey = new Map<string, { intentId: string; input: CreateIntentInput }>();
  const refunds = new Map<string, TestRefund[]>();
  const refundsByKey = new Map<string, { refund: TestRefund; input: RefundInput }>();
  const createdBy = new Map<string, { key: string; input: CreateIntentInput }>();

  /** Writes one payment to the store before the caller hears of its change. */
  async function persist(intent: StoredIntent): Promise<PaymentIntent> {
    if (options.store) {
      const created = createdBy.get(intent.id)!;
      await options.store.save({
        intent: { ...intent },
        created,
        refunds: [...refundsByKey.values()].filter((r) => r.refund.paymentIntentId === intent.id),
      });
    }
    return view(intent);
  }

  /** Takes a stored payment into memory, unless a concurrent call already did. */
  function hydrate(record: TestPaymentRecord) {
    if (intents.has(record.intent.id)) return;
    intents.set(record.intent.id, { ...record.intent });
    intentsByKey.set(record.created.key, {
      intentId: record.intent.id,
      input: record.created.input,
    });
    createdBy.set(record.intent.id, record.created);
    refunds.set(
      record.intent.id,
      record.refunds.map((r) => r.refund),
    );
    for (const r of record.refunds) refundsByKey.set(r.input.idempotencyKey, r);
  }

  /** A payment from memory, or from the store after a restart; then changed without awaits. */
  async function find(id: string): Promise<StoredIntent> {
    if (!intents.has(id) && options.store) {
      const record = await options.store.load({ id });
      if (record) hydrate(record);
    }
    const intent = intents.get(id);
    if (!intent) throw notFound(id);
    return intent;
  }

  function view(intent: StoredIntent): PaymentIntent {
    const { charges: _charges, refundedCents: _refunded, ...rest } = intent;
    return { ...rest };
  }

  function fail(intent: StoredIntent, failure: { code: string; message: string }): StoredIntent {
    intent.status = 'requires_payment_method';
    intent.failureCode = failure.code;
    intent.failureMessage = failure.message;
    return intent;
  }

  function charge(intent: StoredIntent): StoredIntent {
    intent.status = 'succeeded';
    intent.charges += 1;
    delete intent.failureCode;
    delete intent.failureMessage;
    return intent;
  }

  return {
    name: 'test',

    async createIntent(input) {
      assertValidIntentInput(input);
      const currency = input.currency.toUpperCase();
      if (!intentsByKey.has(input.idempotencyKey) && options.store) {
        const record = await options.store.load({ createdWith: input.idempotencyKey });
        if (record) hydrate(record);
      }
      const earlier = intentsByKey.get(input.idempotencyKey);
      if (earlier) {
        if (
          earlier.input.amountCents !== input.amountCents ||
          earlier.input.currency.toUpperCase() !== currency
        ) {
          throw new PaymentProviderError(
            'This idempotency key was already used for a payment with another amount.',
            'idempotency_mismatch',
            409,
          );
        }
        return view(await find(earlier.intentId));
      }
      const id = `pi_test_${randomId()}`;
      const intent: StoredIntent = {
        id,
        clientSecret: `${id}_secret_${randomId()}`,
        status: 'requires_payment_method',
        amountCents: input.amountCents,
        currency,
        charges: 0,
        refundedCents: 0,
      };
      intents.set(id, intent);
      intentsByKey.set(input.idempotencyKey, { intentId: id, input: { ...input } });
      createdBy.set(id, { key: input.idempotencyKey, input: { ...input } });
      return persist(intent);
    },

    async retrieveIntent(id) {
      return view(await find(id));
    },

    async cancelIntent(id) {
      const intent = await find(id);
      if (intent.status === 'canceled') return view(intent);
      if (intent.status === 'succeeded') {
        throw new PaymentProviderError(
          'This payment has succeeded and cannot be canceled; refund it instead.',
          'invalid_state',
          409,
        );
      }
      intent.status = 'canceled';
      return persist(intent);
    },

    async confirmCard(id, card) {
      const intent = await find(id);
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
      if (refusal) return persist(fail(intent, refusal));
      const outcome = TEST_CARDS[digits];
      if (!outcome) return persist(fail(intent, NOT_A_TEST_CARD));
      switch (outcome.kind) {
        case 'succeed':
          return persist(charge(intent));
        case 'decline':
          return persist(fail(intent, outcome));
        case 'authenticate':
          intent.status = 'requires_action';
          delete intent.failureCode;
          delete intent.failureMessage;
          return persist(intent);
      }
    },

    async completeAction(id, approve) {
      const intent = await find(id);
      if (intent.status !== 'requires_action') {
        throw new PaymentProviderError(
          'This payment is not waiting for authentication.',
          'invalid_state',
          409,
        );
      }
      return persist(approve ? charge(intent) : fail(intent, AUTHENTICATION_FAILED));
    },

    async refund(input): Promise<RefundResult> {
      // The payment first: after a restart, it brings its refunds (and their keys) back.
      let intent: StoredIntent | null = null;
      let missing: unknown;
      try {
        intent = await find(input.paymentIntentId);
      } catch (error) {
        missing = error;
      }
      const earlier = refundsByKey.get(input.idempotencyKey);
      if (earlier) {
        if (
          earlier.input.paymentIntentId !== input.paymentIntentId ||
          earlier.input.amountCents !== input.amountCents
        ) {
          throw new PaymentProviderError(
            'This idempotency key was already used for another refund.',
            'idempotency_mismatch',
            409,
          );
        }
        return { id: earlier.refund.id, status: earlier.refund.status };
      }
      if (!intent) throw missing;
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
      refunds.set(intent.id, [...(refunds.get(intent.id) ?? []), refund]);
      refundsByKey.set(input.idempotencyKey, { refund, input: { ...input } });
      await persist(intent);
      return { id: refund.id, status: refund.status };
    },

    getRefunds(paymentIntentId) {
      return (refunds.get(paymentIntentId) ?? []).map((refund) => ({ ...refund }));
    },

    chargeCount(paymentIntentId) {
      return intents.get(paymentIntentId)?.charges ?? 0;
    },
  };
}
