import { describe, expect, it } from 'vitest';
import { cancellationTerms, parseCancellationPolicy } from '../../src/domain/checkout.ts';

const startsAt = new Date('2026-12-10T14:00:00Z');
const hoursBefore = (h: number) => new Date(startsAt.getTime() - h * 3_600_000);
const hotel = (policy: string | null, now: Date) =>
  cancellationTerms({
    type: 'hotel',
    startsAt,
    now,
    totalCents: 66_000,
    taxesCents: 6_000,
    nights: 3,
    policy,
  });

describe('cancellation policies', () => {
  it.each([
    [null, { freeHours: 24, lateFee: 'first_night' }],
    [
      'Free cancellation until 48 hours before check-in. Later cancellations and no-shows are charged the first night.',
      { freeHours: 48, lateFee: 'first_night' },
    ],
    [
      'Free cancellation until 72 hours before check-in. Later cancellations are charged 50% of the stay.',
      { freeHours: 72, lateFee: 'half' },
    ],
    [
      'Free cancellation until 7 days before check-in. Within 7 days of arrival, 50% of the stay is charged.',
      { freeHours: 168, lateFee: 'half' },
    ],
    [
      'Free cancellation until 14 days before check-in. Later cancellations and no-shows are charged the full stay.',
      { freeHours: 336, lateFee: 'all' },
    ],
    [
      'Non-refundable: the full amount is charged at booking and is not returned if you cancel or do not show up.',
      { freeHours: null, lateFee: 'all' },
    ],
  ])('reads %s', (policy, rule) => {
    expect(parseCancellationPolicy(policy)).toEqual(rule);
  });

  it('is free until the policy says, then charges what it says', () => {
    const policy =
      'Free cancellation until 72 hours before check-in. Later cancellations are charged 50% of the stay.';
    expect(hotel(policy, hoursBefore(73))).toMatchObject({
      free: true,
      refundCents: 66_000,
      freeUntil: hoursBefore(72),
    });
    expect(hotel(policy, hoursBefore(71))).toMatchObject({
      free: false,
      refundCents: 33_000,
      feeCents: 33_000,
    });
  });

  it('keeps the first night by default (spec: free until 24 hours before)', () => {
    expect(hotel(null, hoursBefore(25)).free).toBe(true);
    expect(hotel(null, hoursBefore(23))).toMatchObject({ feeCents: 22_000, refundCents: 44_000 });
  });

  it('refunds nothing on a non-refundable rate, ever', () => {
    expect(hotel('Non-refundable rate.', hoursBefore(1000))).toMatchObject({
      free: false,
      refundCents: 0,
      freeUntil: null,
    });
  });

  it('refunds a late-cancelled flight its taxes and fees only', () => {
    const now = hoursBefore(2);
    expect(
      cancellationTerms({
        type: 'flight',
        startsAt,
        now,
        totalCents: 55_000,
        taxesCents: 5_000,
        policy: null,
      }),
    ).toMatchObject({ free: false, refundCents: 5_000, feeCents: 50_000 });
  });
});
