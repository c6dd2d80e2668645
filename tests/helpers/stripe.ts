import Stripe from 'stripe';

/** A Stripe webhook delivery as Stripe makes it: the JSON body and its Stripe-Signature header. */
export function signedWebhook(event: object | string, secret: string, now: Date) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(now.getTime() / 1000),
  });
  return {
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  };
}
