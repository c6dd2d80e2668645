import { TestPaymentAnswer } from '../../../../domain/checkout.ts';
import { apiRequest } from '../../../lib/api.ts';

/** The built-in test processor's answer, shaped like a Stripe PaymentIntent's outcome. */
export type TestPaymentResult = TestPaymentAnswer;

type IntentRef = { paymentIntentId: string; clientSecret: string };

/** POST /api/payments/test/confirm: what Stripe.js's confirmCardPayment does with Stripe. */
export function payWithTestCard(
  intent: IntentRef,
  card: { number: string; expMonth: number; expYear: number; cvc: string },
) {
  return apiRequest(
    'POST',
    '/api/payments/test/confirm',
    { ...intent, ...card },
    { schema: TestPaymentAnswer },
  );
}

/** POST /api/payments/test/authenticate: the traveller's answer on the bank's check. */
export function authenticateTestPayment(intent: IntentRef, approve: boolean) {
  return apiRequest(
    'POST',
    '/api/payments/test/authenticate',
    { ...intent, approve },
    { schema: TestPaymentAnswer },
  );
}
