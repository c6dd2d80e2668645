import { describe, expect, it } from 'vitest';
import recorded from '../fixtures/checkout-bodies.json';
import { observeCheckout, PENDING_BOOKINGS } from '../fixtures/pending-bookings.ts';

describe('the checkout of every product', () => {
  // Recorded from the checkout form before it looked its products up: byte for byte, key order too.
  it.each(Object.entries(PENDING_BOOKINGS))(
    '%s: sends the same bodies, starts the same form and finds the same problems as before',
    (name, booking) => {
      const before = recorded[name as keyof typeof recorded];
      expect(before).toBeDefined();
      expect(JSON.stringify(observeCheckout(booking), null, 2)).toBe(
        JSON.stringify(before, null, 2),
      );
    },
  );
});
