import { describe, expect, it } from 'vitest';
import type { PendingBooking } from '../../src/client/lib/pending-booking.ts';
import {
  buildSessionBody,
  checkDraft,
  flightDatesOf,
  initialDraft,
  travellerTypes,
  type CheckoutDraft,
  type TravellerDraft,
} from '../../src/client/features/checkout/checkout-form.ts';
import { CheckoutSessionBody } from '../../src/domain/checkout.ts';
import { ADULT_TITLES, titlesFor, YOUNG_TITLES } from '../../src/domain/passenger-fares.ts';

const today = '2026-11-21';

/** Lagos -> New York with a change, back a week later: 2 adults, 1 child, 1 infant. */
const family: PendingBooking = {
  type: 'flight',
  offerId: 'b.LOS-JFK.2.12345.sig',
  details: {
    from: 'LOS',
    to: 'JFK',
    departDate: '2026-12-10',
    returnDate: '2026-12-17',
    passengers: 2,
    children: 1,
    infants: 1,
    flightDates: ['2026-12-10', '2026-12-11', '2026-12-17', '2026-12-17'],
  },
  price: 2_412.5,
  currency: 'USD',
  passengers: [],
};

const people: Omit<TravellerDraft, 'type' | 'email' | 'phone_number'>[] = [
  { title: 'ms', given_name: 'Ngozi', family_name: 'Okafor', born_on: '1985-06-01', gender: 'f' },
  { title: 'mr', given_name: 'Chidi', family_name: 'Okafor', born_on: '1983-02-14', gender: 'm' },
  // 11 until the 18th of December: a child on every flight.
  { title: 'mstr', given_name: 'Émeka', family_name: 'Okafor', born_on: '2014-12-18', gender: 'm' },
  {
    title: 'miss',
    given_name: "Ada-N'kem",
    family_name: 'Okafor',
    born_on: '2026-01-05',
    gender: 'f',
  },
];

function filledFamily(): CheckoutDraft {
  const draft = initialDraft(family);
  return {
    ...draft,
    customerName: 'Ngozi Okafor',
    customerEmail: 'ngozi@example.com',
    customerPhone: '+234 803 555 0101',
    passengers: draft.passengers.map((p, i) => ({ ...p, ...people[i]! })),
  };
}

describe('a family flight at checkout', () => {
  it('asks for the adults, then the children, then the infants', () => {
    expect(travellerTypes(family)).toEqual(['adult', 'adult', 'child', 'infant']);
    expect(initialDraft(family).passengers.map((p) => p.type)).toEqual([
      'adult',
      'adult',
      'child',
      'infant',
    ]);
    // A booking stored before children were offered: its adults only.
    const { children: _c, infants: _i, ...older } = family.details;
    expect(travellerTypes({ ...family, details: older })).toEqual(['adult', 'adult']);
    // Unreadable counts are none: the server says the rest.
    expect(
      travellerTypes({ ...family, details: { ...older, children: 'two', infants: -1 } }),
    ).toEqual(['adult', 'adult']);
  });

  it('checks ages on the day of every flight, the return too', () => {
    expect(flightDatesOf(family)).toEqual(['2026-12-10', '2026-12-11', '2026-12-17', '2026-12-17']);
    const { flightDates: _f, ...older } = family.details;
    expect(flightDatesOf({ ...family, details: older })).toEqual(['2026-12-10', '2026-12-17']);
  });

  it('sends each traveller with their type, and the server schema takes them', () => {
    const body = buildSessionBody(family, filledFamily());
    expect(body.passengers?.map((p) => [p.type, p.title, p.given_name])).toEqual([
      ['adult', 'ms', 'Ngozi'],
      ['adult', 'mr', 'Chidi'],
      ['child', 'mstr', 'Émeka'],
      ['infant', 'miss', "Ada-N'kem"],
    ]);
    expect(CheckoutSessionBody.safeParse(body).success).toBe(true);
    expect(checkDraft(family, filledFamily(), today)).toEqual({});
  });

  it('passes an 11-year-old child and refuses one who is 12 on a flight day, naming the fare', () => {
    const draft = filledFamily();
    // 12 on the 17th: the return flights are flown as an adult.
    draft.passengers[2] = { ...draft.passengers[2]!, born_on: '2014-12-17' };
    expect(checkDraft(family, draft, today)).toEqual({ 'passengers.2.born_on': 'fliesAsAdult' });
    // 12 already on departure day.
    draft.passengers[2] = { ...draft.passengers[2]!, born_on: '2014-01-01' };
    expect(checkDraft(family, draft, today)).toEqual({ 'passengers.2.born_on': 'fliesAsAdult' });
    // Turned 2 before departure: no longer an infant.
    draft.passengers[2] = { ...draft.passengers[2]!, born_on: '2015-01-01' };
    draft.passengers[3] = { ...draft.passengers[3]!, born_on: '2024-12-01' };
    expect(checkDraft(family, draft, today)).toEqual({
      'passengers.3.born_on': 'fliesAsChild',
    });
    // A child's birth date on an adult's form.
    draft.passengers[3] = { ...draft.passengers[3]!, born_on: '2026-01-05' };
    draft.passengers[1] = { ...draft.passengers[1]!, born_on: '2016-03-03' };
    expect(checkDraft(family, draft, today)).toEqual({ 'passengers.1.born_on': 'fliesAsChild' });
    // An infant on a child's form.
    draft.passengers[1] = { ...draft.passengers[1]!, born_on: '1983-02-14' };
    draft.passengers[2] = { ...draft.passengers[2]!, born_on: '2025-06-01' };
    expect(checkDraft(family, draft, today)).toEqual({ 'passengers.2.born_on': 'fliesAsInfant' });
  });

  it('offers the titles of each fare and refuses another', () => {
    expect(titlesFor('adult')).toEqual(ADULT_TITLES);
    expect(titlesFor('child')).toEqual(YOUNG_TITLES);
    expect(titlesFor('infant')).toEqual(['mstr', 'miss']);
    const draft = filledFamily();
    draft.passengers[2] = { ...draft.passengers[2]!, title: 'mr' };
    draft.passengers[0] = { ...draft.passengers[0]!, title: 'mstr', gender: 'm' };
    expect(checkDraft(family, draft, today)).toEqual({
      'passengers.0.title': 'choose',
      'passengers.2.title': 'choose',
    });
  });

  it('takes names as a ticket does', () => {
    const draft = filledFamily();
    draft.passengers[1] = { ...draft.passengers[1]!, given_name: 'Chidi2' };
    draft.passengers[2] = { ...draft.passengers[2]!, family_name: 'O'.repeat(51) };
    expect(checkDraft(family, draft, today)).toEqual({
      'passengers.1.given_name': 'nameFormat',
      'passengers.2.family_name': 'nameTooLong',
    });
  });
});

describe('traveller details that agree', () => {
  it('says where a title and a gender disagree, before asking the server', () => {
    const draft = filledFamily();
    const mismatched: CheckoutDraft = {
      ...draft,
      passengers: draft.passengers.map((p, i) =>
        i === 1 ? { ...p, title: 'mr', gender: 'f' } : i === 2 ? { ...p, gender: 'f' } : p,
      ),
    };
    const problems = checkDraft(family, mismatched, today);
    expect(problems['passengers.1.gender']).toBe('titleGender');
    expect(problems['passengers.2.gender']).toBe('titleGender');
    expect(checkDraft(family, filledFamily(), today)).toEqual({});
  });

  it("refuses a lead's name no ticket takes, as the server does", () => {
    const draft = { ...filledFamily(), customerName: '<b>x</b> 😀' };
    expect(checkDraft(family, draft, today).customerName).toBe('nameFormat');
    expect(CheckoutSessionBody.safeParse(buildSessionBody(family, draft)).success).toBe(false);
  });
});
