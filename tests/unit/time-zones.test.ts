import { describe, expect, it } from 'vitest';
import { cancellationPolicy, cancellationTerms, stayStartsAt } from '../../src/domain/checkout.ts';
import { timeZoneOfCountry, zonedTimeToUtc } from '../../src/domain/time-zones.ts';

describe('zonedTimeToUtc', () => {
  it('converts local times in IANA zones, daylight saving included', () => {
    expect(zonedTimeToUtc('2026-12-01', '08:30', 'Africa/Lagos').toISOString()).toBe(
      '2026-12-01T07:30:00.000Z',
    );
    expect(zonedTimeToUtc('2026-12-01', '08:30', 'Africa/Dakar').toISOString()).toBe(
      '2026-12-01T08:30:00.000Z',
    );
    expect(zonedTimeToUtc('2026-07-01', '22:15', 'Europe/London').toISOString()).toBe(
      '2026-07-01T21:15:00.000Z',
    );
    expect(zonedTimeToUtc('2026-01-15', '00:10', 'America/New_York').toISOString()).toBe(
      '2026-01-15T05:10:00.000Z',
    );
  });

  it('refuses malformed input', () => {
    expect(() => zonedTimeToUtc('2026-02-30', '08:30', 'Africa/Lagos')).toThrow(RangeError);
    expect(() => zonedTimeToUtc('2026-12-01', '8:30', 'Africa/Lagos')).toThrow(RangeError);
    expect(() => zonedTimeToUtc('2026-12-01', '08:30', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('a stay begins at check-in time in its own zone', () => {
  it.each([
    ['Nigeria', 'Africa/Lagos', '2026-12-10T13:00:00.000Z'],
    ['Ghana', 'Africa/Accra', '2026-12-10T14:00:00.000Z'],
    ['Senegal', 'Africa/Dakar', '2026-12-10T14:00:00.000Z'],
    ['Cape Verde', 'Atlantic/Cape_Verde', '2026-12-10T15:00:00.000Z'],
  ])('in %s (%s), 14:00 local is %s', (country, zone, instant) => {
    expect(timeZoneOfCountry(country)).toBe(zone);
    expect(stayStartsAt('2026-12-10', zone).toISOString()).toBe(instant);
  });
});

describe('cancellation terms from the one rule', () => {
  const policy72 =
    'Free cancellation until 72 hours before check-in. Later cancellations are charged 50% of the stay.';
  const startsAt = stayStartsAt('2026-12-10', 'Africa/Lagos');

  it("states the property's own deadline, counted from check-in in Lagos", () => {
    expect(cancellationPolicy({ type: 'hotel', startsAt, policy: policy72 })).toEqual({
      freeHours: 72,
      lateFee: 'half',
      freeUntil: new Date('2026-12-07T13:00:00.000Z'),
    });
    expect(cancellationPolicy({ type: 'hotel', startsAt, policy: 'Non-refundable rate.' })).toEqual(
      { freeHours: null, lateFee: 'all', freeUntil: null },
    );
  });

  it('refunds in full until that deadline and half after it, as stated', () => {
    const terms = (now: string) =>
      cancellationTerms({
        type: 'hotel',
        startsAt,
        now: new Date(now),
        totalCents: 88_000,
        taxesCents: 8_000,
        nights: 2,
        policy: policy72,
      });
    expect(terms('2026-12-07T13:00:00Z')).toMatchObject({ free: true, refundCents: 88_000 });
    expect(terms('2026-12-07T13:00:01Z')).toMatchObject({
      free: false,
      refundCents: 44_000,
      feeCents: 44_000,
    });
  });
});
