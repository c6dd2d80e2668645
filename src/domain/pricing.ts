import { PACKAGE_DISCOUNT_RATE, TAX_RATE } from './constants.ts';
import { daysBetween } from './dates.ts';

/** Whole cents, so sums never drift. */
export function toCents(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}

export function formatAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Nights of a stay: at least 1, a part day counted as a whole one (spec 1 section 9). */
export function countNights(checkIn: string, checkOut: string): number {
  return Math.max(1, Math.ceil(daysBetween(checkIn, checkOut)));
}

/** Hotel total = price per night x nights x guests (spec 1 section 9), in cents. */
export function hotelTotalCents(
  pricePerNight: number | string,
  checkIn: string,
  checkOut: string,
  guests: number,
): number {
  return toCents(pricePerNight) * countNights(checkIn, checkOut) * guests;
}

/** Tour total = price per person x guests. */
export function tourTotalCents(pricePerPerson: number | string, guests: number): number {
  return toCents(pricePerPerson) * guests;
}

/** Flight + hotel package: (flight total + hotel per night x guests) less 15%, whole dollars. */
export function packagePrice(flightTotal: number, hotelPricePerNight: number, guests: number) {
  const gross = flightTotal + hotelPricePerNight * guests;
  const discount = Math.round(gross * PACKAGE_DISCOUNT_RATE);
  return { gross, discount, total: gross - discount };
}

/** Taxes and fees (10%) on a subtotal, and the total charged. */
export function withTaxes(subtotalCents: number) {
  const taxesCents = Math.round(subtotalCents * TAX_RATE);
  return { subtotalCents, taxesCents, totalCents: subtotalCents + taxesCents };
}
