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

/** Whole years between a birth date and a day (both YYYY-MM-DD): a birthday counts on its day. */
export function ageOn(bornOn: string, day: string): number {
  const [by, bm, bd] = bornOn.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * The type a traveller flies as on the travel date, as airlines count it: an infant before the
 * 2nd birthday, a child before the 12th, then an adult; null when born after that date.
 */
export function passengerTypeOn(bornOn: string, travelDate: string): PassengerType | null {
  if (bornOn > travelDate) return null;
  const age = ageOn(bornOn, travelDate);
  return age < 2 ? 'infant' : age < 12 ? 'child' : 'adult';
}

/** A name as a ticket takes it: letters (accents too), spaces, hyphens, apostrophes; 1-50. */
export const TICKET_NAME_MAX = 50;
const TICKET_NAME = /^\p{L}[\p{L}\p{M} '’-]*$/u;

export function ticketNameProblem(name: string): 'required' | 'too_long' | 'invalid_format' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if ([...trimmed].length > TICKET_NAME_MAX) return 'too_long';
  return TICKET_NAME.test(trimmed.normalize('NFC')) ? null : 'invalid_format';
}

/** The ticket-name pattern, for the schema that checks names as they are sent. */
export const TICKET_NAME_PATTERN = TICKET_NAME;

/** Titles by type: "Mstr" (master) and "Miss" for children and infants, as tickets print them. */
export const ADULT_TITLES = ['mr', 'ms', 'mrs', 'miss', 'dr'] as const;
export const YOUNG_TITLES = ['mstr', 'miss'] as const;

export function titlesFor(type: PassengerType): readonly string[] {
  return type === 'adult' ? ADULT_TITLES : YOUNG_TITLES;
}

/** Mr and Mstr (master) are a man's and a boy's; Ms, Mrs and Miss a woman's; Dr either. */
const TITLE_GENDER: Record<string, 'm' | 'f' | undefined> = {
  mr: 'm',
  mstr: 'm',
  ms: 'f',
  mrs: 'f',
  miss: 'f',
};

/** Whether a title and a gender can be one traveller's, as the airline's ticket will print both. */
export function titleFitsGender(title: string, gender: string): boolean {
  const expected = TITLE_GENDER[title];
  return expected === undefined || expected === gender;
}

export type TravellerProblem = {
  field: 'born_on' | 'title';
  rule: 'wrong_passenger_type' | 'invalid_choice';
  message: string;
  /** What the traveller flies as on that day, for the page to say. */
  flies?: PassengerType;
};

const A_TYPE: Record<PassengerType, string> = {
  adult: 'an adult',
  child: 'a child (2-11)',
  infant: 'an infant (under 2)',
};

/**
 * Whether a traveller's birth date and title fit the fare they are booked on, on the day of every
 * flight they take: a child who turns 12 before the return flight flies it as an adult, so the
 * booking must be made for an adult.
 */
export function travellerProblems(
  traveller: { type: PassengerType; born_on: string; title: string },
  flightDates: readonly string[],
): TravellerProblem[] {
  const problems: TravellerProblem[] = [];
  for (const date of flightDates) {
    const flies = passengerTypeOn(traveller.born_on, date);
    if (flies && flies !== traveller.type) {
      problems.push({
        field: 'born_on',
        rule: 'wrong_passenger_type',
        message: `born on ${traveller.born_on}, this traveller flies as ${A_TYPE[flies]} on ${date}, not as ${A_TYPE[traveller.type]}: search again with the right number of each`,
        flies,
      });
      break;
    }
  }
  if (!titlesFor(traveller.type).includes(traveller.title)) {
    problems.push({
      field: 'title',
      rule: 'invalid_choice',
      message: `the title of ${A_TYPE[traveller.type]} is one of ${titlesFor(traveller.type).join(', ')}`,
    });
  }
  return problems;
}
