import { describe, expect, it } from 'vitest';
import {
  applyCancellationPolicy,
  applyPackageTerms,
  cancellationTerms,
  packageParts,
  parseCancellationPolicy,
  termsNow,
  withdrawalTerms,
} from '../../src/domain/checkout.ts';

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

describe('a flight + hotel package', () => {
  // The flight leaves on 9 December at 08:00 UTC; the stay begins on the 9th at 14:00 UTC.
  const flightStartsAt = new Date('2026-12-09T08:00:00Z');
  const stayStartsAt = new Date('2026-12-09T14:00:00Z');
  const parts = (stayPolicy: string | null) =>
    packageParts({
      flightStartsAt,
      stayStartsAt,
      stayPolicy,
      nights: 3,
      flightCents: 600_00,
      hotelCents: 300_00,
      totalCents: 841_50, // (900 less 15%) + 10%
      taxesCents: 76_50,
    });

  it('shares the total between its parts in proportion to their prices, to the cent', () => {
    const [flight, stay] = parts(null);
    expect(flight).toMatchObject({ part: 'flight', totalCents: 561_00, taxesCents: 51_00 });
    expect(stay).toMatchObject({ part: 'stay', totalCents: 280_50, taxesCents: 25_50, nights: 3 });
  });

  it('is free while both parts are, until the earlier deadline', () => {
    const early = applyPackageTerms(parts(null), new Date('2026-12-01T00:00:00Z'));
    expect(early).toMatchObject({ free: true, refundCents: 841_50, feeCents: 0 });
    expect(early.freeUntil).toEqual(new Date('2026-12-08T08:00:00Z'));
  });

  it("applies each part's own late fee and refunds their sum once", () => {
    // Past the flight's deadline (24 h before 08:00), before the stay's (24 h before 14:00).
    const between = applyPackageTerms(parts(null), new Date('2026-12-08T10:00:00Z'));
    // The flight keeps its fare (561.00 less its 51.00 of taxes); the stay is still free.
    expect(between).toMatchObject({ free: false, feeCents: 510_00, refundCents: 331_50 });
    // Past both: the fare, and the stay's first night (280.50 / 3, rounded up).
    const late = applyPackageTerms(parts(null), new Date('2026-12-08T20:00:00Z'));
    expect(late).toMatchObject({ feeCents: 510_00 + 93_50, refundCents: 841_50 - 603_50 });
  });

  it('is never wholly free when the stay is non-refundable', () => {
    const terms = applyPackageTerms(
      parts('Non-refundable: the full amount is charged at booking.'),
      new Date('2026-12-01T00:00:00Z'),
    );
    expect(terms).toMatchObject({ free: false, freeUntil: null, feeCents: 280_50 });
    expect(terms.refundCents).toBe(561_00);
  });
});

describe('a deadline as the terms state it', () => {
  const freeUntil = new Date('2026-11-21T08:00:00.000Z');

  it('is free up to the deadline, the fee one moment after, nothing back without one', () => {
    expect(termsNow(freeUntil, new Date('2026-11-20T08:00:00.000Z'))).toBe('free');
    expect(termsNow(freeUntil, freeUntil)).toBe('free');
    expect(termsNow(freeUntil.toISOString(), new Date('2026-11-21T08:00:00.001Z'))).toBe('fee_now');
    // A tour booked on 27 Nov for 28 Nov: its deadline (21 Nov) passed before it was booked.
    expect(termsNow(freeUntil, new Date('2026-11-27T10:00:00.000Z'))).toBe('fee_now');
    expect(termsNow(null, new Date('2026-11-20T08:00:00.000Z'))).toBe('non_refundable');
  });

  it('agrees with the refund: free exactly while the terms say free', () => {
    const policy = { freeHours: 168, lateFee: 'first_night' as const, freeUntil };
    for (const now of [
      '2026-11-21T07:59:59.999Z',
      '2026-11-21T08:00:00.000Z',
      '2026-11-21T08:00:00.001Z',
    ]) {
      const at = new Date(now);
      const refund = applyCancellationPolicy(policy, {
        now: at,
        totalCents: 30_000,
        taxesCents: 0,
        nights: 3,
      });
      expect(refund.free).toBe(termsNow(freeUntil, at) === 'free');
    }
  });

  it('a booking awaiting its property is withdrawn for everything paid, whatever the deadline', () => {
    expect(withdrawalTerms(27_500)).toEqual({
      free: true,
      refundCents: 27_500,
      feeCents: 0,
      freeUntil: null,
    });
  });
});
