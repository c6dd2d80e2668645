import { PACKAGE_DISCOUNT_RATE, TAX_RATE } from './constants.ts';
import { daysBetween } from './dates.ts';
import { toCents } from './format.ts';

// The checkout services read these here; money is written in format.ts.
export { formatAmount, toCents } from './format.ts';

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

/**
 * A flight + hotel package (spec 1 section 9): the flight total plus the hotel's price per night
 * × guests, for each night the package holds, less 15% rounded to whole dollars. The spec's
 * formula names no nights (its cards showed one); a package holds a room for every night between
 * the flights, so every night is priced, as a stay booked alone is (decision record 0009).
 */
export function completePackagePrice(input: {
  flightCents: number;
  pricePerNight: number | string;
  nights: number;
  guests: number;
}) {
  const hotelCents = toCents(input.pricePerNight) * Math.max(1, input.nights) * input.guests;
  const grossCents = input.flightCents + hotelCents;
  const discountCents = Math.round((grossCents * PACKAGE_DISCOUNT_RATE) / 100) * 100;
  return {
    flightCents: input.flightCents,
    hotelCents,
    grossCents,
    discountCents,
    totalCents: grossCents - discountCents,
  };
}

/** Taxes and fees (10%) on a subtotal, and the total charged. */
export function withTaxes(subtotalCents: number) {
  const taxesCents = Math.round(subtotalCents * TAX_RATE);
  return { subtotalCents, taxesCents, totalCents: subtotalCents + taxesCents };
}
