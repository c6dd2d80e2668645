import { describe, expect, it } from 'vitest';
import {
  countNights,
  formatAmount,
  hotelTotalCents,
  completePackagePrice,
  toCents,
  tourTotalCents,
  withTaxes,
} from '../../src/domain/pricing.ts';
import { addDays, daysBetween, isIsoDate } from '../../src/domain/dates.ts';
import { decodeStayRateId, encodeStayRateId } from '../../src/domain/accommodations.ts';

describe('pricing', () => {
  it('counts nights, at least one', () => {
    expect(countNights('2026-12-01', '2026-12-04')).toBe(3);
    expect(countNights('2026-12-01', '2026-12-01')).toBe(1);
    expect(countNights('2026-12-31', '2027-01-02')).toBe(2);
  });

  it('prices a hotel stay as price per night x nights x guests (spec 1 section 9)', () => {
    expect(hotelTotalCents('95.00', '2026-12-01', '2026-12-04', 2)).toBe(95_00 * 3 * 2);
    expect(hotelTotalCents('99.99', '2026-12-01', '2026-12-02', 1)).toBe(99_99);
  });

  it('prices a tour per person', () => {
    expect(tourTotalCents('250.50', 3)).toBe(751_50);
  });

  it('takes 15% off a flight + hotel package, rounded to whole dollars (spec 1 section 9)', () => {
    // One night: exactly the spec's flight total + price per night x guests, less 15%.
    expect(
      completePackagePrice({ flightCents: 400_00, pricePerNight: '100.00', nights: 1, guests: 2 }),
    ).toEqual({
      flightCents: 400_00,
      hotelCents: 200_00,
      grossCents: 600_00,
      discountCents: 90_00,
      totalCents: 510_00,
    });
    // 15% of 343 is 51.45: the discount is a whole number of dollars.
    expect(
      completePackagePrice({ flightCents: 333_00, pricePerNight: 10, nights: 1, guests: 1 }),
    ).toMatchObject({ grossCents: 343_00, discountCents: 51_00, totalCents: 292_00 });
    // A fare with cents keeps them; only the discount is whole.
    expect(
      completePackagePrice({ flightCents: 287_45, pricePerNight: '95.00', nights: 1, guests: 1 }),
    ).toMatchObject({ grossCents: 382_45, discountCents: 57_00, totalCents: 325_45 });
  });

  it('prices every night a package holds', () => {
    const threeNights = completePackagePrice({
      flightCents: 400_00,
      pricePerNight: '100.00',
      nights: 3,
      guests: 2,
    });
    expect(threeNights).toMatchObject({ hotelCents: 600_00, grossCents: 1000_00 });
    expect(threeNights.discountCents).toBe(150_00);
    expect(threeNights.totalCents).toBe(850_00);
  });

  it('adds 10% taxes and fees, in cents', () => {
    expect(withTaxes(1250_00)).toEqual({
      subtotalCents: 1250_00,
      taxesCents: 125_00,
      totalCents: 1375_00,
    });
    expect(withTaxes(33_33).taxesCents).toBe(3_33);
  });

  it('converts amounts without floating drift', () => {
    expect(toCents('0.29')).toBe(29);
    expect(formatAmount(123_45)).toBe('123.45');
  });
});

describe('dates', () => {
  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('01/12/2026')).toBe(false);
    // Centuries are leap years only every 400 years; months have their own lengths.
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2100-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-12-31')).toBe(true);
    expect(isIsoDate('2026-00-10')).toBe(false);
    expect(isIsoDate('2026-01-00')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(daysBetween('2026-11-21', '2026-11-28')).toBe(7);
  });
});

describe('stay rate ids', () => {
  it('round-trip the property and the stay', () => {
    const rate = { accommodationId: 42, checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 2 };
    expect(decodeStayRateId(encodeStayRateId(rate))).toEqual(rate);
    expect(decodeStayRateId('stay_x')).toBeNull();
    expect(decodeStayRateId('stay_1_2026-02-30_2026-03-02_2')).toBeNull();
  });
});
