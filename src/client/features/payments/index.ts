// Payments' public entry (docs/decisions/0024-boundaries.md). Checkout's card step loads it
// lazily, so Stripe stays out of every other chunk: export nothing here that loads eagerly.
export { default as StripeCardForm } from './stripe-card-form.tsx';
