/**
 * Passenger types as airlines and Duffel sell them: adults (12 and over), children (2 to 11)
 * and infants (under 2, on an adult's lap, without a seat). The spec's `passengers` count is
 * the adults. The built-in inventory prices a child at 75% and an infant at 10% of the adult
 * fare, each rounded to the cent (docs/decisions/0002-flights.md).
 */
export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

export const FARE_SHARE: Record<PassengerType, number> = { adult: 1, child: 0.75, infant: 0.1 };

export type PassengerCounts = { adults: number; children: number; infants: number };

/** The fare of one traveller of a type, in cents, from the adult fare in cents. */
export function fareCentsFor(type: PassengerType, adultFareCents: number): number {
  return Math.round(adultFareCents * FARE_SHARE[type]);
}

/** The fare of every traveller together, in cents. */
export function totalFareCents(adultFareCents: number, counts: PassengerCounts): number {
  return (
    counts.adults * fareCentsFor('adult', adultFareCents) +
    counts.children * fareCentsFor('child', adultFareCents) +
    counts.infants * fareCentsFor('infant', adultFareCents)
  );
}

/** Travellers who take a seat: infants sit on a lap. */
export function seatedPassengers(counts: PassengerCounts): number {
  return counts.adults + counts.children;
}
